import { messageText } from '@storefront/api-client';
import { useThemeState } from '../../theme/ThemeContext';

/** Turns a form error's message key (from the shared zod schemas) into text in the page's language. */
export function useErrorText() {
  const { locale } = useThemeState();
  return (error: { message?: string | undefined } | undefined) => (error?.message ? messageText(error.message, locale) : undefined);
}
