'use client';
// `@storefront/ui`: the components and hooks a store uses (client components in React Server
// Components' terms). Theming for server code (stylesheets, boot script, createTheme) is in
// '@storefront/ui/theme', the forms in '@storefront/ui/forms', sample data in
// '@storefront/ui/sample-data'; each component has its own entry too. Internals (style helpers,
// constants, data of the landing page) are not exported: the package's tests and stories import
// them by path. src/index.test.ts lists every name this entry exports.

// Set-up: the theme root (theme, colour mode, direction, language, currency), links and texts.
export { StaticStylesThemeRoot, ThemeRoot, type ThemeRootProps } from './theme/ThemeRoot';
export { type ThemeChoice, ThemedPortalContent, type ThemeState, useThemeState } from './theme/ThemeContext';
export type { ColorMode, ColorModeSetting, Direction, ThemeName } from './theme/themes';
export { loadDictionary, type Locale, type Messages, registerDictionary, type Translate, useT } from './i18n/I18nProvider';
export type { MessageId } from './i18n/en';
export * from './primitives/Link';

// Layout breakpoints and media queries, for a store's own styles and scripts.
export { atLeast, type Breakpoint, breakpoints, narrowerThan } from './theme/media';
export { useMediaQuery } from './shared/useMediaQuery';

// Primitives.
export * from './primitives/Accordion';
export * from './primitives/Badge';
export * from './primitives/Breadcrumbs';
export * from './primitives/Button';
export * from './primitives/Carousel';
export * from './primitives/Checkbox';
export * from './primitives/ColorSwatch';
export * from './primitives/Container';
export * from './primitives/Dialog';
export * from './primitives/EmptyState';
export * from './primitives/Grid';
export * from './primitives/Icon';
export * from './primitives/IconButton';
export * from './primitives/LoaderOverlay';
export * from './primitives/Price';
export * from './primitives/QuantityStepper';
export * from './primitives/Radio';
export * from './primitives/Rating';
export * from './primitives/Select';
export * from './primitives/Skeleton';
export * from './primitives/Spinner';
export * from './primitives/Tabs';
export * from './primitives/TextArea';
export * from './primitives/TextField';
export * from './primitives/Toaster';

// The shop's frame: header (with its menu), footer, back-to-top, language and template settings.
export * from './chrome/Header';
export * from './chrome/Footer';
export * from './chrome/BackToTop';
export * from './chrome/LanguageSwitcher';
export * from './chrome/TemplateSettings';
export { categoryMenu, type MenuGroup, type MenuItem, type MenuLink } from './chrome/menu';

// Commerce: products, lists, cart, wishlist, compare, filters, order.
export * from './commerce/ProductBox';
export * from './commerce/ProductDescription';
export * from './commerce/ProductGallery';
export * from './commerce/ProductInfo';
export * from './commerce/QuickView';
export * from './commerce/CartTable';
export * from './commerce/WishlistTable';
export * from './commerce/CompareCarousel';
export * from './commerce/FilterSidebar';
export * from './commerce/CollectionToolbar';
export * from './commerce/NoProducts';
export * from './commerce/ProductGrid';
export * from './commerce/ProductSlider';
export * from './commerce/BannerSlider';
export * from './commerce/PromoBanner';
export * from './commerce/ServiceBlocks';
export * from './commerce/ProductTabs';
export * from './commerce/ProductDetail';
export * from './commerce/OrderSummary';
export * from './commerce/VariantSelect';
export { variantLabel } from './commerce/productView';
export { defaultSwatchColors, type SwatchColorTable, SwatchColorsProvider } from './commerce/swatchColors';

// Content pages.
export * from './content/NotFound';
export * from './content/AboutUs';
export * from './content/BlogCard';
export * from './content/BlogDetail';
export * from './content/BlogList';
export * from './content/Dashboard';
export * from './content/Faq';
export * from './content/Lookbook';
export * from './content/Quality';

// The landing page and its sections.
export * from './landing/CoreFeatures';
export * from './landing/DemoGrid';
export * from './landing/EmailTemplates';
export * from './landing/LandingFeatures';
export * from './landing/LandingFooter';
export * from './landing/LandingHero';
export * from './landing/LandingPage';
export * from './landing/LayoutTabs';
export type { DemoSlug } from './landing/routes';

// Server rendering: sanitise catalogue HTML with a DOM window such as jsdom's.
export { setSanitizerWindow } from './shared/sanitizeHtml';
