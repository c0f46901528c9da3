import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/I18nProvider';
import { GlobalStyles } from './GlobalStyles';
import { type ColorMode, type Direction, type Locale, type ThemeName, defaultTheme } from './themes';

export interface ThemeRootProps {
  theme?: ThemeName;
  colorMode?: ColorMode;
  dir?: Direction;
  locale?: Locale;
  children: ReactNode;
}

/**
 * Scopes a colour theme, colour mode, direction and language to its subtree by writing
 * `data-theme`, `data-color-mode`, `dir` and `lang` on a wrapping element, and provides the
 * dictionaries of `locale`.
 */
export function ThemeRoot({ theme = defaultTheme, colorMode = 'light', dir = 'ltr', locale = 'en', children }: ThemeRootProps) {
  return (
    <div data-theme={theme} data-color-mode={colorMode} dir={dir} lang={locale} style={{ display: 'contents' }}>
      <GlobalStyles />
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </div>
  );
}
