import { messageText } from '@storefront/api-client';
import { useCallback, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useThemeState } from '../theme/ThemeContext';

/** Turns a field's error (a message key of the shared schemas) into text in the shopper's language. */
export function useErrorText() {
  const { locale } = useThemeState();
  return useCallback((error: FieldError | undefined) => (error?.message ? messageText(error.message, locale) : undefined), [locale]);
}

export type SendStatus = 'idle' | 'sent' | 'failed';

/**
 * The send cycle of the contact, inquiry and newsletter forms: `run` awaits the caller's promise;
 * success clears the form (`onSuccess`) and says so, failure keeps every typed value and says so.
 */
export function useSendStatus() {
  const [status, setStatus] = useState<SendStatus>('idle');
  const run = useCallback(async (send: () => Promise<unknown>, onSuccess: () => void) => {
    setStatus('idle');
    try {
      await send();
      onSuccess();
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  }, []);
  return { status, run, clear: () => setStatus('idle') };
}
