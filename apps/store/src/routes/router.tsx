import { demoSlugs, type ProductLayoutName } from '@storefront/ui';
import { lazy } from 'react';
import { Navigate, Outlet, type RouteObject, useRoutes } from 'react-router-dom';
import { HomePage } from './HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PageBoundary } from './PageBoundary';
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

// One lazy component per page; the page modules above are the chunks they share.
const CollectionPage = lazy(async () => ({ default: (await collections()).CollectionPage }));
const SubcategoryPage = lazy(async () => ({ default: (await collections()).SubcategoryPage }));
const FetchedProductPage = lazy(async () => ({ default: (await products()).FetchedProductPage }));
const ListedProductPage = lazy(async () => ({ default: (await products()).ListedProductPage }));
const DemoHomePage = lazy(async () => ({ default: (await discovery()).DemoHomePage }));
const SearchPage = lazy(async () => ({ default: (await discovery()).SearchPage }));
const CartPage = lazy(async () => ({ default: (await shopping()).CartPage }));
const WishlistPage = lazy(async () => ({ default: (await shopping()).WishlistPage }));
const ComparePage = lazy(async () => ({ default: (await shopping()).ComparePage }));
const CheckoutPage = lazy(async () => ({ default: (await checkout()).CheckoutPage }));
const OrderSuccessPage = lazy(async () => ({ default: (await checkout()).OrderSuccessPage }));
const ContactPage = lazy(async () => ({ default: (await forms()).ContactPage }));
const InquiryPage = lazy(async () => ({ default: (await forms()).InquiryPage }));
const AboutUsPage = lazy(async () => ({ default: (await content()).AboutUsPage }));
const QualityPage = lazy(async () => ({ default: (await content()).QualityPage }));
const FaqPage = lazy(async () => ({ default: (await content()).FaqPage }));
const LookbookPage = lazy(async () => ({ default: (await content()).LookbookPage }));
const LoginPage = lazy(async () => ({ default: (await content()).LoginPage }));
const RegisterPage = lazy(async () => ({ default: (await content()).RegisterPage }));
const ForgetPasswordPage = lazy(async () => ({ default: (await content()).ForgetPasswordPage }));
const DashboardPage = lazy(async () => ({ default: (await content()).DashboardPage }));
const CollectionsPage = lazy(async () => ({ default: (await content()).CollectionsPage }));
const BlogRightSidebarPage = lazy(async () => ({ default: (await content()).BlogRightSidebarPage }));
const BlogLeftSidebarPage = lazy(async () => ({ default: (await content()).BlogLeftSidebarPage }));
const BlogDetailsPage = lazy(async () => ({ default: (await content()).BlogDetailsPage }));
const LandingRoute = lazy(async () => ({ default: (await import('./pages/LandingRoute')).LandingRoute }));

export const shopRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  ...collectionVariants.map((variant) => ({ path: `${variant}/collection`, element: <CollectionPage variant={variant} /> })),
  { path: 'product/:id', element: <FetchedProductPage /> },
  ...productVariants.map((layout) => ({ path: `${layout}/product/:id`, element: <ListedProductPage layout={layout} /> })),
  { path: 'sub-category/:id', element: <SubcategoryPage /> },
  ...demoSlugs.map((slug) => ({ path: slug, element: <DemoHomePage slug={slug} /> })),
  { path: 'pages/search', element: <SearchPage /> },
  { path: 'cart', element: <CartPage /> },
  { path: 'wishlist', element: <WishlistPage /> },
  { path: 'compare', element: <ComparePage /> },
  { path: 'checkout', element: <CheckoutPage /> },
  { path: 'order-success', element: <OrderSuccessPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'inquiry', element: <InquiryPage /> },
  { path: 'about-us', element: <AboutUsPage /> },
  { path: 'quality', element: <QualityPage /> },
  { path: 'pages/faq', element: <FaqPage /> },
  { path: 'pages/lookbook', element: <LookbookPage /> },
  { path: 'pages/login', element: <LoginPage /> },
  { path: 'pages/register', element: <RegisterPage /> },
  { path: 'pages/forget-password', element: <ForgetPasswordPage /> },
  { path: 'pages/dashboard', element: <DashboardPage /> },
  { path: 'pages/collection', element: <CollectionsPage /> },
  { path: 'blog/right-sidebar', element: <BlogRightSidebarPage /> },
  { path: 'blog/blog-page', element: <BlogLeftSidebarPage /> },
  { path: 'blog/details', element: <BlogDetailsPage /> },
  ...Object.entries(themePathRedirects).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> })),
  { path: 'pages/404', element: <NotFoundPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Every route of the store. Declarative routing (ADR 0062): the data router's loaders and actions
 * are not used here (TanStack Query holds the data) and cost ~17 KB gzip of the first load.
 */
export const appRoutes: RouteObject[] = [
  { path: 'landing', element: <PageBoundary><LandingRoute /></PageBoundary> },
  // The error boundary sits inside the layout, so a failing page keeps the header and footer.
  { element: <ShopLayout />, children: [{ element: <PageBoundary><Outlet /></PageBoundary>, children: shopRoutes }] },
];

/** Renders the routes of the current URL. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
