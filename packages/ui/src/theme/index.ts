// `@storefront/ui/theme`: theming for a page's server code and build scripts, without React or
// styled-components (a Next.js layout, `vite.config.ts`): the page's stylesheets and boot script,
// the theme names, `createTheme` for a brand's own theme, and the token data behind them.

/** The stylesheets a server-rendered page carries in `<style>` elements, and the boot script for its `<head>`. */
export { applyThemeAttributes, type ThemeBootScriptOptions, type ThemeSettings, themeBootScript } from './applyTheme';
export { baseStylesheet } from './baseStylesheet';
export { toasterPageStylesheet } from '../primitives/Toaster/toasterPageStylesheet';
export { tokenStylesheet } from './tokenStylesheet';

/** Theme names and settings. */
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

/** A brand's own theme: generated scales, checked for contrast. */
export { createTheme, type CreateThemeOptions, type CustomTheme, ThemeContrastError } from './createTheme';

/** The token data: the 18 palettes, the neutral scales, and the text/background pairs checked for contrast. */
export { palettes } from './palettes.generated';
export {
  type AccentPalette,
  type AccentScale,
  buildTokenCss,
  type ColorToken,
  contrastPairs,
  type NeutralOverrides,
  type NeutralToken,
  neutrals,
  resolveColor,
  scales,
} from './tokens';
