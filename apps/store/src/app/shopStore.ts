import { apiClientAtom, notifierAtom } from '@storefront/state';
import { type DehydratedState, hydrate, QueryClient } from '@tanstack/query-core';
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { apiClient } from './api';
import { queryDefaults } from './queryDefaults';
import { notify } from './toasts';

/**
 * One jotai store for the app: the query client, the API client and the toast library wired in.
 * `initialData` is the server renderer's dehydrated cache: the first render draws the same page.
 */
export function createShopStore(initialData?: DehydratedState) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { ...queryDefaults, retry: 1 } } });
  if (initialData) hydrate(queryClient, initialData);
  const store = createStore();
  store.set(queryClientAtom, queryClient);
  store.set(apiClientAtom, apiClient);
  store.set(notifierAtom, notify);
  return { store, queryClient };
}
