/** The 18 colour themes of the template settings panel; `color1` is the default. */
export const themeNames = [
  'color1', 'color2', 'color3', 'color4', 'color5', 'color6', 'color7', 'color8', 'color9',
  'color10', 'color11', 'color12', 'color13', 'color14', 'color15', 'color16', 'color17', 'color18',
] as const;
export type BuiltInThemeName = (typeof themeNames)[number];

/**
 * The names of a store's own themes (made with `createTheme`), for TypeScript. Name each one by
 * augmenting this interface, once, anywhere in the store's sources:
 *
 * ```ts
 * declare module '@storefront/ui/theme' {
 *   interface CustomThemeNames { acme: true }
 * }
 * ```
 *
 * `ThemeRoot`'s `theme`, `TemplateSettings` and `ThemeSettings` then take 'acme' like a built-in name.
 */
// biome-ignore lint/suspicious/noEmptyInterface: an interface stores augment with their theme names
export interface CustomThemeNames {}

/** A built-in theme, or a store's own one named in `CustomThemeNames`. */
export type ThemeName = BuiltInThemeName | Extract<keyof CustomThemeNames, string>;

export type ColorMode = 'light' | 'dark';
/** A colour mode choice: `system` follows the device's `prefers-color-scheme`. */
export type ColorModeSetting = ColorMode | 'system';
export type Direction = 'ltr' | 'rtl';
/** A language code; see i18n/I18nProvider. */
export type { Locale } from '../i18n/I18nProvider';

export const defaultTheme: ThemeName = 'color1';

/** True for one of the 18 built-in themes, or one of `custom` (a store's own theme names). */
export const isThemeName = (value: unknown, custom: readonly string[] = []): value is ThemeName =>
  typeof value === 'string' && ((themeNames as readonly string[]).includes(value) || custom.includes(value));
