/**
 * The shopper's display settings, the spec's template settings panel: colour theme, colour mode,
 * direction and language. The one list of each: the UI package's themes and boot script, the
 * state package's saved settings and the store's settings cookie all read them from here. Plain
 * values, no schema library, so a page's inline boot script stays small.
 */

/** The 18 colour themes; `color1` is the default. */
export const themeNames = [
  'color1', 'color2', 'color3', 'color4', 'color5', 'color6', 'color7', 'color8', 'color9',
  'color10', 'color11', 'color12', 'color13', 'color14', 'color15', 'color16', 'color17', 'color18',
] as const;
export type BuiltInThemeName = (typeof themeNames)[number];

/** `system` follows the device's `prefers-color-scheme`. */
export const colorModes = ['light', 'dark', 'system'] as const;
export type ColorModeSetting = (typeof colorModes)[number];
/** A colour mode as drawn: the device's choice resolved. */
export type ColorMode = Exclude<ColorModeSetting, 'system'>;

export const directions = ['ltr', 'rtl'] as const;
export type Direction = (typeof directions)[number];

/** The languages the kit is written in (a store may add others to the UI package). */
export const locales = ['en', 'fr'] as const;
export type BuiltInLocale = (typeof locales)[number];

/** Field names match the `<html>` attributes they drive (`data-theme`, `data-color-mode`, `dir`, `lang`). */
export interface Settings {
  theme: BuiltInThemeName;
  colorMode: ColorModeSetting;
  dir: Direction;
  locale: BuiltInLocale;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = { theme: 'color1', colorMode: 'system', dir: 'ltr', locale: 'en' };

/** True when `value` is one of `list`'s strings. */
export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** One of the built-in languages. */
export const isLocale = (value: unknown): value is BuiltInLocale => isOneOf(locales, value);

/** Settings from anything (saved JSON, a cookie, a URL): each invalid or missing field takes its default. */
export function settingsFrom(raw: unknown): Settings {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    theme: isOneOf(themeNames, source.theme) ? source.theme : DEFAULT_SETTINGS.theme,
    colorMode: isOneOf(colorModes, source.colorMode) ? source.colorMode : DEFAULT_SETTINGS.colorMode,
    dir: isOneOf(directions, source.dir) ? source.dir : DEFAULT_SETTINGS.dir,
    locale: isLocale(source.locale) ? source.locale : DEFAULT_SETTINGS.locale,
  };
}
