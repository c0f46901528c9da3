import { NotFound } from '@storefront/ui';
import { createBrowserRouter } from 'react-router-dom';
import { HomePage } from './HomePage';
import { ShopLayout } from './ShopLayout';

export const router = createBrowserRouter([
  {
    element: <ShopLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'pages/404', element: <NotFound /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
