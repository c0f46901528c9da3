'use client';
// The components (client components in React Server Components' terms). Server code imports the
// theme helpers from '@storefront/ui/theme', and forms come from '@storefront/ui/forms'.
// Theme system. createTheme and the palette generator (culori) are only in '@storefront/ui/theme':
// a brand makes its theme once, at build time or on the server.
export * from './theme/pageHelpers';
export { StaticStylesThemeRoot, ThemeRoot, type ThemeRootProps } from './theme/ThemeRoot';
export { BaseStyles, GlobalStyles, TokenStyles } from './theme/GlobalStyles';
export { type ThemeChoice, ThemedPortalContent, type ThemeState, useThemeState } from './theme/ThemeContext';
export { useColorMode } from './theme/useColorMode';
// i18n
export { I18nProvider, loadDictionary, type Locale, type Messages, registerDictionary, useT, type Translate } from './i18n/I18nProvider';
export { en, type Dictionary, type MessageId } from './i18n/en';
export { fr } from './i18n/fr';
// Primitives
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
export * from './primitives/Field';
export * from './primitives/Grid';
export * from './primitives/Icon';
export * from './primitives/IconButton';
export * from './primitives/Link';
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
// Chrome
export * from './chrome/Header';
export * from './chrome/Footer';
export * from './chrome/BackToTop';
export * from './chrome/LanguageSwitcher';
export * from './chrome/TemplateSettings';
export { useScrollPast } from './chrome/useScrollPast';
export { categoryMenu, isMenuGroup, type MenuGroup, type MenuItem, type MenuLink, menuLinks } from './chrome/menu';
// Content
export * from './content/NotFound';
export * from './content/AboutUs';
export * from './content/BlogCard';
export * from './content/BlogDetail';
export * from './content/BlogList';
export * from './content/Dashboard';
export * from './content/Faq';
export * from './content/Lookbook';
export * from './content/Quality';
// Landing page
export * from './landing/CoreFeatures';
export * from './landing/DemoGrid';
export * from './landing/EmailTemplates';
export * from './landing/LandingFeatures';
export * from './landing/LandingFooter';
export * from './landing/LandingHero';
export * from './landing/LandingPage';
export * from './landing/LayoutTabs';
export { blogPages, type DemoSlug, demoHomes, demoSlugs, type LandingLink, landingProductLayoutLinks, otherPages, shopLayouts } from './landing/routes';
// Commerce (issue 6)
export * from './commerce/ProductBox';
export * from './commerce/ProductDescription';
export * from './commerce/ProductGallery';
export * from './commerce/ProductInfo';
export * from './commerce/QuickView';
export { priceOf, productColors, productPictures, variantLabel } from './commerce/productView';
export { defaultSwatchColors, type SwatchColorTable, SwatchColorsProvider, useSwatchColor } from './commerce/swatchColors';
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
// Server rendering: sanitise catalogue HTML with a DOM window such as jsdom's.
export { setSanitizerWindow } from './shared/sanitizeHtml';
