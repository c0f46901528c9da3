/**
 * The template settings panel of the spec: colour theme, colour mode, direction, language. The
 * lists and rules live in @storefront/api-client/settings, which the UI package reads too.
 */
export {
  type BuiltInLocale as Locale,
  type BuiltInThemeName as ThemeName,
  type ColorModeSetting,
  colorModes,
  DEFAULT_SETTINGS,
  type Direction,
  directions,
  isLocale,
  locales,
  type Settings,
  settingsFrom,
  themeNames,
} from '@storefront/api-client/settings';
