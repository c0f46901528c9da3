import { useCallback } from 'react';
import { useValidationText } from '../../i18n/I18nProvider';

/** Turns a form error's message key (from the shared zod schemas) into text in the page's language. */
export function useErrorText() {
  const text = useValidationText();
  return useCallback((error: { message?: string | undefined } | undefined) => (error?.message ? text(error.message) : undefined), [text]);
}
