// `@storefront/ui/theme`: what a page's server code needs for theming, without React or
// styled-components, so a Next.js layout (a server component) or a build script can import it.
export { applyThemeAttributes, resolveColorMode, type ThemeBootScriptOptions, type ThemeSettings, themeBootScript } from './applyTheme';
export { baseStylesheet } from './baseStylesheet';
export { type CreateThemeOptions, type CustomTheme, contrastFailures, createTheme, ThemeContrastError } from './createTheme';
export { accentPalette } from './palette';
export { palettes } from './palettes.generated';
export {
  type BuiltInThemeName,
  type ColorMode,
  type ColorModeSetting,
  type CustomThemeNames,
  type Direction,
  defaultTheme,
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
