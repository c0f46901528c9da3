import type { ApiClient } from './client';

/**
 * TanStack Query options for every GET, keyed `['api', resource, ...params]` so a whole
 * resource can be invalidated at once. Plain objects: usable with react-query's
 * `useQuery`, jotai-tanstack-query's `atomWithQuery`, or `queryClient.fetchQuery`.
 */
export const queryKeys = {
  all: ['api'] as const,
  categories: () => ['api', 'categories'] as const,
  details: () => ['api', 'details'] as const,
};

export function categoriesQuery(client: ApiClient) {
  return {
    queryKey: queryKeys.categories(),
    queryFn: ({ signal }: { signal: AbortSignal }) => client.categories({ signal }),
    staleTime: 5 * 60_000,
  };
}

export function detailsQuery(client: ApiClient) {
  return {
    queryKey: queryKeys.details(),
    queryFn: ({ signal }: { signal: AbortSignal }) => client.details({ signal }),
    staleTime: 5 * 60_000,
  };
}
