// `@storefront/ui/theme`: what a page's server code needs for theming, without React or
// styled-components, so a Next.js layout (a server component) or a build script can import it;
// and createTheme, which makes a brand's own theme.
export { contrastFailures, createTheme, ThemeContrastError } from './createTheme';
export { accentPalette } from './palette';
export * from './pageHelpers';
