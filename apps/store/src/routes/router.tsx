import { NotFound } from '@storefront/ui';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { HomePage } from './HomePage';
import { ShopLayout } from './ShopLayout';

/** Each page module is its own chunk, loaded when its route is first visited. */
const content = () => import('./pages/ContentPages');
const shopping = () => import('./pages/ShoppingPages');

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

export const shopRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'cart', lazy: () => shopping().then((m) => ({ Component: m.CartPage })) },
  { path: 'wishlist', lazy: () => shopping().then((m) => ({ Component: m.WishlistPage })) },
  { path: 'compare', lazy: () => shopping().then((m) => ({ Component: m.ComparePage })) },
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
  { path: 'pages/404', element: <NotFound /> },
  { path: '*', element: <NotFound /> },
];

export const router = createBrowserRouter([
  { path: 'landing', lazy: () => import('./pages/LandingRoute').then((m) => ({ Component: m.LandingRoute })) },
  { element: <ShopLayout />, children: shopRoutes },
]);
