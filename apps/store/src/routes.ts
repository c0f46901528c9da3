import { demoSlugs, type ProductLayoutName } from '@storefront/ui';
import { isValidElement } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteMatch, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { lazyWithPreload } from '../app/lazyWithPreload';
import { HomePage, HomeSections } from './HomePage';
import { PageBoundary } from './PageBoundary';
import { NotFoundPage } from './pages/NotFoundPage';
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

/** Where a theme-style path leads (`/pages/contact` -> `/contact`), for the server to redirect. */
export function redirectFor(pathname: string): string | undefined {
  return themePathRedirects[pathname.replace(/^\/+|\/+$/g, '')];
}

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
const CollectionPage = lazyWithPreload(async () => (await collections()).CollectionPage);
const SubcategoryPage = lazyWithPreload(async () => (await collections()).SubcategoryPage);
const FetchedProductPage = lazyWithPreload(async () => (await products()).FetchedProductPage);
const ListedProductPage = lazyWithPreload(async () => (await products()).ListedProductPage);
const DemoHomePage = lazyWithPreload(async () => (await discovery()).DemoHomePage);
const SearchPage = lazyWithPreload(async () => (await discovery()).SearchPage);
const CartPage = lazyWithPreload(async () => (await shopping()).CartPage);
const WishlistPage = lazyWithPreload(async () => (await shopping()).WishlistPage);
const ComparePage = lazyWithPreload(async () => (await shopping()).ComparePage);
const CheckoutPage = lazyWithPreload(async () => (await checkout()).CheckoutPage);
const OrderSuccessPage = lazyWithPreload(async () => (await checkout()).OrderSuccessPage);
const ContactPage = lazyWithPreload(async () => (await forms()).ContactPage);
const InquiryPage = lazyWithPreload(async () => (await forms()).InquiryPage);
const AboutUsPage = lazyWithPreload(async () => (await content()).AboutUsPage);
const QualityPage = lazyWithPreload(async () => (await content()).QualityPage);
const FaqPage = lazyWithPreload(async () => (await content()).FaqPage);
const LookbookPage = lazyWithPreload(async () => (await content()).LookbookPage);
const LoginPage = lazyWithPreload(async () => (await content()).LoginPage);
const RegisterPage = lazyWithPreload(async () => (await content()).RegisterPage);
const ForgetPasswordPage = lazyWithPreload(async () => (await content()).ForgetPasswordPage);
const DashboardPage = lazyWithPreload(async () => (await content()).DashboardPage);
const CollectionsPage = lazyWithPreload(async () => (await content()).CollectionsPage);
const BlogRightSidebarPage = lazyWithPreload(async () => (await content()).BlogRightSidebarPage);
const BlogLeftSidebarPage = lazyWithPreload(async () => (await content()).BlogLeftSidebarPage);
const BlogDetailsPage = lazyWithPreload(async () => (await content()).BlogDetailsPage);
const LandingRoute = lazyWithPreload(async () => (await import('./pages/LandingRoute')).LandingRoute);

interface RouteHandle {
  /** The page is drawn from the shopper's own saved state, which only the browser has: never server-rendered. */
  shopperState?: true;
  /** Parts of the page a hydrated page loads when the browser is idle (ADR 0066). */
  deferred?: { preload: () => Promise<void> }[];
}
const shopperState: RouteHandle = { shopperState: true };

/** True when the page at `pathname` shows the shopper's own state (cart, lists, checkout). */
export function showsShopperState(pathname: string): boolean {
  return matchAppRoutes(pathname).matches.some(({ route }) => (route.handle as RouteHandle | undefined)?.shopperState === true);
}

export const shopRoutes: RouteObject[] = [
  { index: true, element: <HomePage />, handle: { deferred: [HomeSections] } satisfies RouteHandle },
  ...collectionVariants.map((variant) => ({ path: `${variant}/collection`, element: <CollectionPage variant={variant} /> })),
  { path: 'product/:id', element: <FetchedProductPage /> },
  ...productVariants.map((layout) => ({ path: `${layout}/product/:id`, element: <ListedProductPage layout={layout} /> })),
  { path: 'sub-category/:id', element: <SubcategoryPage /> },
  ...demoSlugs.map((slug) => ({ path: slug, element: <DemoHomePage slug={slug} /> })),
  { path: 'pages/search', element: <SearchPage /> },
  { path: 'cart', element: <CartPage />, handle: shopperState },
  { path: 'wishlist', element: <WishlistPage />, handle: shopperState },
  { path: 'compare', element: <ComparePage />, handle: shopperState },
  { path: 'checkout', element: <CheckoutPage />, handle: shopperState },
  { path: 'order-success', element: <OrderSuccessPage />, handle: shopperState },
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
  { element: <PageBoundary><Outlet /></PageBoundary>, children: [{ path: 'landing', element: <LandingRoute /> }] },
  // The error boundary sits inside the layout, so a failing page keeps the header and footer.
  { element: <ShopLayout />, children: [{ element: <PageBoundary><Outlet /></PageBoundary>, children: shopRoutes }] },
];

interface PathMatch {
  /** The routes from the root to the page at the path (empty when nothing matches). */
  matches: RouteMatch[];
  /** Only those routes, each the single child of the one before. */
  routes: RouteObject[];
}

/** The paths matched so far, in the order first matched; past MATCHES_KEPT the oldest goes. */
const matchesByPath = new Map<string, PathMatch>();
const MATCHES_KEPT = 64;

/** The path's first segment as React Router compares it: decoded, in lower case. */
function firstSegment(pathname: string): string {
  const segment = pathname.split('/').find(Boolean) ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * The part of the table a path whose first segment is `first` can match: the routes whose path
 * starts with that segment, a parameter or '*', inside the layout routes around them (copies with
 * only those children; `originals` maps each copy back). React Router then compiles and ranks only
 * those: for this table, most of a first load's routing time went to the routes that cannot match.
 */
function routesStartingWith(routes: RouteObject[], first: string, originals: Map<RouteObject, RouteObject>): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    if (route.path === undefined) {
      if (!route.children) {
        kept.push(route);
        continue;
      }
      const copy = { ...route, children: routesStartingWith(route.children, first, originals) } as RouteObject;
      originals.set(copy, route);
      kept.push(copy);
      continue;
    }
    const head = route.path.split('/').find(Boolean)?.toLowerCase() ?? '';
    if (head === '' || head === first || head.startsWith(':') || head.startsWith('*')) kept.push(route);
  }
  return kept;
}

/**
 * The routes of `pathname`, matched once per path. React Router flattens and ranks the whole table
 * on every match (a regular expression per route and level): about 2 ms for this table in Node, four
 * times that on a phone, and `useRoutes` matches on every render, so also on every change of the
 * URL's query (each filter of a collection).
 */
export function matchAppRoutes(pathname: string): PathMatch {
  let found = matchesByPath.get(pathname);
  if (!found) {
    const originals = new Map<RouteObject, RouteObject>();
    const candidates = routesStartingWith(appRoutes, firstSegment(pathname), originals);
    const matches = (matchRoutes(candidates, pathname) ?? []).map((match) => ({ ...match, route: originals.get(match.route) ?? match.route }));
    let routes: RouteObject[] = [];
    for (const { route } of [...matches].reverse()) routes = [{ ...route, children: routes.length > 0 ? routes : undefined } as RouteObject];
    found = { matches, routes };
    matchesByPath.set(pathname, found);
    if (matchesByPath.size > MATCHES_KEPT) matchesByPath.delete(matchesByPath.keys().next().value as string);
  }
  return found;
}

/**
 * Renders the routes of the current URL. `useRoutes` gets only the matched routes, so its own
 * match has one branch to rank; the elements are the table's own, so nothing renders differently.
 */
export function AppRoutes() {
  return useRoutes(matchAppRoutes(useLocation().pathname).routes);
}

/**
 * Loads the code of the page at `pathname` (nothing for pages in the first chunk), so the first
 * render shows the page rather than its spinner; with `deferred`, also the parts a hydrated page
 * loads later (for a page the app draws itself, where they would pop in). Resolves also when a
 * chunk fails: the page's boundary then shows the error and its retry.
 */
export async function preloadRoute(pathname: string, { deferred = false } = {}): Promise<void> {
  const loads = matchAppRoutes(pathname).matches.flatMap(({ route }) => {
    const type = isValidElement(route.element) ? route.element.type : undefined;
    const preload = typeof type === 'function' && 'preload' in type ? type.preload : undefined;
    const parts = deferred ? ((route.handle as RouteHandle | undefined)?.deferred ?? []) : [];
    return [typeof preload === 'function' ? (preload as () => Promise<void>)() : undefined, ...parts.map((part) => part.preload())];
  });
  await Promise.allSettled(loads);
}
