import { type ApiClient, isApiError } from '@storefront/api-client';
import { type DehydratedState, dehydrate, type FetchInfiniteQueryOptions, type QueryClient, type QueryKey } from '@tanstack/query-core';
import type { AppLoadContext, ShouldRevalidateFunction } from 'react-router';
import { apiClient } from './api';
import { serverApi } from './context';
import { pageQueryClient } from './shopStore';

/**
 * The data a page draws, asked of the query cache with api-client's query options
 * (`queryClient.prefetchQuery(productQuery(api, id))`), plus anything the page needs to know of
 * it. A query that fails is left out: the server draws that part as loading, and the browser asks
 * again, then shows the data, or the error and its retry.
 */
export type PageQueries<P, R extends object = object> = (api: ApiClient, queryClient: QueryClient, params: P) => Promise<R>;

/** What the loaders below give a route: TanStack Query's dehydrated cache from the server (root.tsx hydrates it). */
export type PageData<R extends object = object> = R & { queryState?: DehydratedState };

/** A route's `loader`: the page's data from the API in process, sent with the page (root.tsx hydrates it). */
export async function serverData<P, R extends object>(context: AppLoadContext, params: P, queries: PageQueries<P, R>): Promise<PageData<R>> {
  const queryClient = pageQueryClient();
  const known = await queries(serverApi(context), queryClient, params);
  return { ...known, queryState: dehydrate(queryClient) };
}

/** A route's `clientLoader`: after the first page, the browser asks /api/v1 for what its cache lacks. */
export async function browserData<P, R extends object>(params: P, queries: PageQueries<P, R>): Promise<PageData<R>> {
  return queries(apiClient, pageQueryClient(), params);
}

/** Prefetches every query; resolves when all have settled. */
export async function prefetchAll(queryClient: QueryClient, queries: Parameters<QueryClient['prefetchQuery']>[0][]): Promise<object> {
  await Promise.all(queries.map((query) => queryClient.prefetchQuery(query)));
  return {};
}

/** Prefetches the first page of a list the page loads page by page (an infinite query). */
export async function prefetchFirstPage<TData, TKey extends QueryKey, TPage>(
  queryClient: QueryClient,
  query: FetchInfiniteQueryOptions<TData, Error, TData, TKey, TPage>,
): Promise<object> {
  await queryClient.prefetchInfiniteQuery(query);
  return {};
}

/** Prefetches `query`; false when the API answered that it has no such thing (404). */
export async function prefetchFound(queryClient: QueryClient, query: Parameters<QueryClient['prefetchQuery']>[0]): Promise<boolean> {
  await queryClient.prefetchQuery(query);
  const error = queryClient.getQueryState(query.queryKey)?.error;
  return !(isApiError(error) && error.status === 404);
}

/**
 * For a list page whose filters and sort live in its query string: a change of the query string
 * alone runs no loader; the page's list atoms ask the server for what the new filters show, and
 * the page keeps its frame meanwhile.
 */
export const unlessOnlyTheQueryChanged: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
