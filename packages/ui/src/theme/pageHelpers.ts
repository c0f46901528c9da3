// The theme helpers a page needs (stylesheets, boot script, theme names, tokens): plain data and
// functions, no React, no styled-components, no colour library. Both '@storefront/ui' and
// '@storefront/ui/theme' export them.
export { applyThemeAttributes, resolveColorMode, type ThemeBootScriptOptions, type ThemeSettings, themeBootScript } from './applyTheme';
export { baseStylesheet } from './baseStylesheet';
export type { CreateThemeOptions, CustomTheme } from './createTheme';
export { palettes } from './palettes.generated';
export {
  type BuiltInThemeName,
  type ColorMode,
  type ColorModeSetting,
  type CustomThemeNames,
  type Direction,
  isThemeName,
  type Locale,
  type ThemeName,
  themeNames,
} from './themes';
export { tokenStylesheet } from './tokenStylesheet';
export {
  type AccentPalette,
  type AccentScale,
  buildThemesCss,
  buildTokenCss,
  type ColorToken,
  contrastPairs,
  indicatorPairs,
  type NeutralOverrides,
  type NeutralToken,
  neutrals,
  resolveColor,
  scales,
} from './tokens';
