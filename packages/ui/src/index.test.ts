import { describe, expect, it } from 'vitest';
import * as ui from './index';

/** The components of the main entry (types are not values: the build's declarations carry them). */
const components = [
    'AboutUs', 'Accordion', 'ActiveFilters', 'BackToTop', 'Badge', 'BannerSlider', 'BlogCard', 'BlogDetail',
    'BlogList', 'BlogSidebar', 'Breadcrumbs', 'Button', 'ButtonLink', 'Carousel', 'CartTable', 'Checkbox',
    'CollectionToolbar', 'ColorSwatch', 'CompareCarousel', 'Container', 'CoreFeatures', 'Dashboard', 'DemoGrid', 'Dialog',
    'EmailTemplates', 'EmptyState', 'Faq', 'FilterDrawer', 'FilterSidebar', 'Footer', 'Grid', 'Header',
    'Icon', 'IconButton', 'LandingFeatures', 'LandingFooter', 'LandingHero', 'LandingPage', 'LanguageSwitcher', 'LayoutTabs',
    'Link', 'LinkProvider', 'LoaderOverlay', 'Lookbook', 'NoProducts', 'NotFound', 'OrderSummary', 'Price',
    'PriceRangeFilter', 'ProductBox', 'ProductBoxSkeleton', 'ProductDescription', 'ProductDetail', 'ProductGallery', 'ProductGrid', 'ProductImages',
    'ProductInfo', 'ProductSlider', 'ProductTabs', 'PromoBanner', 'Quality', 'QuantityStepper', 'QuickView', 'Radio',
    'RadioGroup', 'Rating', 'Select', 'ServiceBlocks', 'Skeleton', 'SortSelect', 'Spinner', 'StaticStylesThemeRoot', 'SwatchColorsProvider',
    'Tabs', 'TemplateSettings', 'TextArea', 'TextField', 'ThemeRoot', 'ThemedPortalContent', 'Toaster', 'VariantSelect',
    'WishlistTable',
];

/** Its hooks, helpers and data a store passes to components. */
const helpers = [
    'atLeast', 'breakpoints', 'buildBlogSidebar', 'categoryMenu', 'defaultRoutes', 'defaultSwatchColors', 'formatPrice', 'loadDictionary',
    'narrowerThan', 'preloadCarousel', 'registerDictionary', 'setSanitizerWindow', 'sliderSettings', 'toast', 'useMediaQuery', 'usePriceFormat',
    'useRoutes', 'useT', 'useThemeState', 'variantLabel',
];

describe('the main entry', () => {
  it('exports the components, hooks and helpers a store uses, and nothing else', () => {
    expect(Object.keys(ui).sort()).toEqual([...components, ...helpers].sort());
  });

  it('leaves internals out: style helpers, constants, theme data, the landing pages list', () => {
    for (const name of ['buttonStyles', 'controlStyles', 'STICKY_OFFSET', 'FULL_MENU_MIN_WIDTH', 'palettes', 'contrastPairs', 'demoSlugs', 'useScrollPast', 'preloadDialog']) {
      expect(ui).not.toHaveProperty(name);
    }
  });

  it('offers the dialog as parts', () => {
    expect(Object.keys(ui.Dialog).sort()).toEqual(['Close', 'Content', 'Description', 'Footer', 'Header', 'Root', 'Title', 'Trigger']);
  });
});
