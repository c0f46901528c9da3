import { DEFAULT_SETTINGS } from '@storefront/api-client/settings';
import { createContext, type ReactNode, useContext } from 'react';
import type { ColorMode, Direction, Locale, ThemeName } from './themes';

export interface ThemeState {
  theme: ThemeName;
  colorMode: ColorMode;
  dir: Direction;
  locale: Locale;
  /** ISO 4217 code of the shop's prices. */
  currency: string;
  target: 'wrapper' | 'document';
  /** The store's own themes given to ThemeRoot (TemplateSettings offers them after the built-in ones). */
  customThemes: readonly ThemeChoice[];
}

/** A theme as a settings panel offers it. */
export interface ThemeChoice {
  name: ThemeName;
  label: string;
}

const ThemeContext = createContext<ThemeState>({
  theme: DEFAULT_SETTINGS.theme,
  colorMode: 'light',
  dir: DEFAULT_SETTINGS.dir,
  locale: DEFAULT_SETTINGS.locale,
  currency: 'USD',
  target: 'document',
  customThemes: [],
});
export const ThemeStateProvider = ThemeContext.Provider;

/** The nearest ThemeRoot's resolved settings (direction for embla, attributes for portals). */
export function useThemeState(): ThemeState {
  return useContext(ThemeContext);
}

/**
 * Content rendered into a portal (dialogs, drawers) leaves the ThemeRoot wrapper in the DOM; this
 * wrapper carries the same attributes so it keeps the theme's variables, direction and language.
 */
export function ThemedPortalContent({ children }: { children: ReactNode }) {
  const state = useThemeState();
  if (state.target === 'document') return <>{children}</>;
  return (
    <div data-theme={state.theme} data-color-mode={state.colorMode} dir={state.dir} lang={state.locale} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
