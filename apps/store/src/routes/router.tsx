import { demoSlugs, type ProductLayoutName } from '@storefront/ui';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { HomePage } from './HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteError } from './RouteError';
import { ShopLayout } from './ShopLayout';

/** Each page module is its own chunk, loaded when one of its routes is first visited. */
const content = () => import('./pages/ContentPages');
const shopping = () => import('./pages/ShoppingPages');
const collections = () => import('./pages/CollectionPages');
const products = () => import('./pages/ProductPage');
const discovery = () => import('./pages/DiscoveryPages');
const checkout = () => import('./pages/CheckoutPages');
const forms = () => import('./pages/FormPages');

/** Theme-style paths the landing page's theme used; they lead to this store's real routes. */
export const themePathRedirects: Record<string, string> = {
  'pages/about-us': '/about-us',
  'pages/quality': '/quality',
  'pages/contact': '/contact',
  'pages/inquiry': '/inquiry',
  'pages/cart': '/cart',
  'pages/wishlist': '/wishlist',
  'pages/compare': '/compare',
  'pages/checkout': '/checkout',
  'pages/blog': '/blog/right-sidebar',
};

const collectionVariants = ['left-sidebar', 'right-sidebar', 'no-sidebar', 'full-width', 'metro'] as const;
/**
 * `/product/{id}` is the 'default' layout; the nine others are routed by their prefix. Listed here
 * (the type keeps it in step with ProductDetail) because importing ProductDetail's own list would
 * pull the whole product page into the first load.
 */
const productVariants: readonly Exclude<ProductLayoutName, 'default'>[] = [
  'left-sidebar',
  'right-sidebar',
  'no-sidebar',
  'col-left',
  'col-right',
  'accordian',
  'column',
  'right-image',
  'vertical',
];

export const shopRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  ...collectionVariants.map((variant) => ({
    path: `${variant}/collection`,
    lazy: () => collections().then((m) => ({ element: <m.CollectionPage variant={variant} /> })),
  })),
  { path: 'product/:id', lazy: () => products().then((m) => ({ Component: m.FetchedProductPage })) },
  ...productVariants.map((layout) => ({
    path: `${layout}/product/:id`,
    lazy: () => products().then((m) => ({ element: <m.ListedProductPage layout={layout} /> })),
  })),
  { path: 'sub-category/:id', lazy: () => collections().then((m) => ({ Component: m.SubcategoryPage })) },
  ...demoSlugs.map((slug) => ({
    path: slug,
    lazy: () => discovery().then((m) => ({ element: <m.DemoHomePage slug={slug} /> })),
  })),
  { path: 'pages/search', lazy: () => discovery().then((m) => ({ Component: m.SearchPage })) },
  { path: 'cart', lazy: () => shopping().then((m) => ({ Component: m.CartPage })) },
  { path: 'wishlist', lazy: () => shopping().then((m) => ({ Component: m.WishlistPage })) },
  { path: 'compare', lazy: () => shopping().then((m) => ({ Component: m.ComparePage })) },
  { path: 'checkout', lazy: () => checkout().then((m) => ({ Component: m.CheckoutPage })) },
  { path: 'order-success', lazy: () => checkout().then((m) => ({ Component: m.OrderSuccessPage })) },
  { path: 'contact', lazy: () => forms().then((m) => ({ Component: m.ContactPage })) },
  { path: 'inquiry', lazy: () => forms().then((m) => ({ Component: m.InquiryPage })) },
  { path: 'about-us', lazy: () => content().then((m) => ({ Component: m.AboutUsPage })) },
  { path: 'quality', lazy: () => content().then((m) => ({ Component: m.QualityPage })) },
  { path: 'pages/faq', lazy: () => content().then((m) => ({ Component: m.FaqPage })) },
  { path: 'pages/lookbook', lazy: () => content().then((m) => ({ Component: m.LookbookPage })) },
  { path: 'pages/login', lazy: () => content().then((m) => ({ Component: m.LoginPage })) },
  { path: 'pages/register', lazy: () => content().then((m) => ({ Component: m.RegisterPage })) },
  { path: 'pages/forget-password', lazy: () => content().then((m) => ({ Component: m.ForgetPasswordPage })) },
  { path: 'pages/dashboard', lazy: () => content().then((m) => ({ Component: m.DashboardPage })) },
  { path: 'pages/collection', lazy: () => content().then((m) => ({ Component: m.CollectionsPage })) },
  { path: 'blog/right-sidebar', lazy: () => content().then((m) => ({ Component: m.BlogRightSidebarPage })) },
  { path: 'blog/blog-page', lazy: () => content().then((m) => ({ Component: m.BlogLeftSidebarPage })) },
  { path: 'blog/details', lazy: () => content().then((m) => ({ Component: m.BlogDetailsPage })) },
  ...Object.entries(themePathRedirects).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> })),
  { path: 'pages/404', element: <NotFoundPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter([
  {
    path: 'landing',
    lazy: () => import('./pages/LandingRoute').then((m) => ({ Component: m.LandingRoute })),
    errorElement: <RouteError />,
  },
  // The error boundary sits inside the layout, so a failing page keeps the header and footer.
  { element: <ShopLayout />, children: [{ errorElement: <RouteError />, children: shopRoutes }] },
]);
