/** The template settings panel of the spec: colour theme, colour mode, direction, language. */

export const themeNames = [
  'color1', 'color2', 'color3', 'color4', 'color5', 'color6', 'color7', 'color8', 'color9',
  'color10', 'color11', 'color12', 'color13', 'color14', 'color15', 'color16', 'color17', 'color18',
] as const;
export type ThemeName = (typeof themeNames)[number];

/** `system` follows the device's `prefers-color-scheme`. */
export const colorModes = ['light', 'dark', 'system'] as const;
export type ColorModeSetting = (typeof colorModes)[number];

export const directions = ['ltr', 'rtl'] as const;
export type Direction = (typeof directions)[number];

export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];

/** Field names match the `<html>` attributes they drive and @storefront/ui's `ThemeSettings`. */
export interface Settings {
  theme: ThemeName;
  colorMode: ColorModeSetting;
  dir: Direction;
  locale: Locale;
}

export const DEFAULT_SETTINGS: Settings = { theme: 'color1', colorMode: 'system', dir: 'ltr', locale: 'en' };

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** One of the store's languages (a language switcher may offer only these). */
export const isLocale = (value: unknown): value is Locale => oneOf(locales, value);

/** Settings from anything (saved JSON, a URL): each invalid or missing field takes its default. */
export function settingsFrom(raw: unknown): Settings {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    theme: oneOf(themeNames, source.theme) ? source.theme : DEFAULT_SETTINGS.theme,
    colorMode: oneOf(colorModes, source.colorMode) ? source.colorMode : DEFAULT_SETTINGS.colorMode,
    dir: oneOf(directions, source.dir) ? source.dir : DEFAULT_SETTINGS.dir,
    locale: isLocale(source.locale) ? source.locale : DEFAULT_SETTINGS.locale,
  };
}
