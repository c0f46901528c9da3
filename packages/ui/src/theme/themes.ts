/** The 18 colour themes of the template settings panel; `color1` is the default. */
export const themeNames = [
  'color1', 'color2', 'color3', 'color4', 'color5', 'color6', 'color7', 'color8', 'color9',
  'color10', 'color11', 'color12', 'color13', 'color14', 'color15', 'color16', 'color17', 'color18',
] as const;
export type ThemeName = (typeof themeNames)[number];

export type ColorMode = 'light' | 'dark';
/** A colour mode choice: `system` follows the device's `prefers-color-scheme`. */
export type ColorModeSetting = ColorMode | 'system';
export type Direction = 'ltr' | 'rtl';
/** A language code; see i18n/I18nProvider. */
export type { Locale } from '../i18n/I18nProvider';

export const defaultTheme: ThemeName = 'color1';

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (themeNames as readonly string[]).includes(value);
