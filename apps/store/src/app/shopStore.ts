import { apiClientAtom, notifierAtom, type Settings, settingsAtom } from '@storefront/state';
import { QueryClient } from '@tanstack/query-core';
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { apiClient } from './api';
import { queryDefaults } from './queryDefaults';
import { notify } from './toasts';

let browserQueryClient: QueryClient | undefined;

/**
 * The query client of a page: on the server a new one per request (nothing is shared between
 * shoppers); in the browser one for the whole visit, whose cache the routes' clientLoaders and the
 * page's query atoms share.
 */
export function pageQueryClient(): QueryClient {
  if (import.meta.env.SSR) return new QueryClient({ defaultOptions: { queries: { ...queryDefaults, retry: false } } });
  browserQueryClient ??= new QueryClient({ defaultOptions: { queries: { ...queryDefaults, retry: 1 } } });
  return browserQueryClient;
}

/**
 * One jotai store for a page (per request on the server, one in the browser): the query client,
 * the API client and the toast library wired in. `settings`: on the server, where no saved state
 * is, the settings the shopper's cookie names; in the browser, the cookie's when none are saved
 * (settingsCookie.ts).
 */
export function createShopStore(queryClient: QueryClient, settings?: Settings) {
  const store = createStore();
  store.set(queryClientAtom, queryClient);
  store.set(apiClientAtom, apiClient);
  store.set(notifierAtom, notify);
  if (settings) store.set(settingsAtom, settings);
  return store;
}
