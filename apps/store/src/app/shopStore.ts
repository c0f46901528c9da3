import { apiClientAtom, notifierAtom } from '@storefront/state';
import { QueryClient } from '@tanstack/query-core';
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { apiClient } from './api';
import { notify } from './toasts';

/** One jotai store for the app: the query client, the API client and the toast library wired in. */
export function createShopStore() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } },
  });
  const store = createStore();
  store.set(queryClientAtom, queryClient);
  store.set(apiClientAtom, apiClient);
  store.set(notifierAtom, notify);
  return { store, queryClient };
}
