import { messageText } from '@storefront/api-client';
import { useCallback } from 'react';
import { useLanguage } from '../../i18n/I18nProvider';

/**
 * Turns a form error's message key (from the shared zod schemas) into text in the page's language:
 * the store's messages, then the language's dictionary, then the schemas' own texts (English for a
 * language they lack). Apart from I18nProvider: the schemas' texts load with the forms, not the
 * first page.
 */
export function useErrorText() {
  const { locale, messages, dictionary } = useLanguage();
  return useCallback(
    (error: { message?: string | undefined } | undefined) => {
      const key = error?.message;
      if (!key) return undefined;
      const own = (texts: object | undefined) => (texts as Record<string, string | undefined> | undefined)?.[key];
      return own(messages) ?? own(dictionary) ?? messageText(key, locale);
    },
    [locale, messages, dictionary],
  );
}
