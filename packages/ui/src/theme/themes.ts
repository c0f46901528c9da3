import { type BuiltInThemeName, isOneOf, themeNames } from '@storefront/api-client/settings';

export { type BuiltInThemeName, type ColorMode, type ColorModeSetting, type Direction, themeNames } from '@storefront/api-client/settings';

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

/** A language code; see i18n/I18nProvider. */
export type { Locale } from '../i18n/I18nProvider';

/** True for one of the 18 built-in themes, or one of `custom` (a store's own theme names). */
export const isThemeName = (value: unknown, custom: readonly string[] = []): value is ThemeName =>
  isOneOf(themeNames, value) || isOneOf(custom, value);
