import { NotFound } from '@storefront/ui';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HomePage } from './HomePage';
import { ShopLayout } from './ShopLayout';

/** Every route but /landing sits in the shop layout; pages load on demand (one chunk each). */
export const shopRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'pages/404', element: <NotFound /> },
  { path: '*', element: <NotFound /> },
];

export const router = createBrowserRouter([{ element: <ShopLayout />, children: shopRoutes }]);
