import { apiClientAtom } from '@storefront/state';
import { LinkProvider, ThemeRoot } from '@storefront/ui';
import { QueryClient } from '@tanstack/query-core';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { apiClient } from './app/api';
import { RouterLink } from './app/RouterLink';
import { router } from './routes/router';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
const store = createStore();
store.set(queryClientAtom, queryClient);
store.set(apiClientAtom, apiClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <JotaiProvider store={store}>
      <ThemeRoot>
        <LinkProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkProvider>
      </ThemeRoot>
    </JotaiProvider>
  </StrictMode>,
);
