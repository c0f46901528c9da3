import type { ApiClient, ProductFilterParams, ProductListParams, SubcategoryListParams } from './client';
import type { ProductPage, TopCollectionType } from './schemas/catalogue';

/**
 * TanStack Query options for every GET, keyed `['api', resource, params?]` so a whole resource
 * (or all of the API) can be invalidated at once. Plain objects: usable with react-query's
 * `useQuery`, jotai-tanstack-query's `atomWithQuery`, or `queryClient.fetchQuery`, without this
 * package importing TanStack Query.
 */
export const queryKeys = {
  all: ['api'] as const,
  topCollection: (type: TopCollectionType) => ['api', 'topCollection', type] as const,
  banners: () => ['api', 'banners'] as const,
  categories: () => ['api', 'categories'] as const,
  subcategory: (id: number) => ['api', 'subcategory', id] as const,
  subcategoryProducts: (id: number, params: SubcategoryListParams = {}) => ['api', 'subcategoryProducts', id, params] as const,
  product: (id: number) => ['api', 'product', id] as const,
  products: (params: ProductListParams = {}) => ['api', 'products', params] as const,
  /** The pages of one list, loaded one after another (infinite scroll). */
  productPages: (params: Omit<ProductListParams, 'page' | 'after'> = {}) => ['api', 'productPages', params] as const,
  productFacets: (params: ProductFilterParams = {}) => ['api', 'productFacets', params] as const,
  searchSuggestions: (q: string, limit?: number) => ['api', 'searchSuggestions', limit === undefined ? { q } : { q, limit }] as const,
  search: (q: string, limit?: number) => ['api', 'search', limit === undefined ? { q } : { q, limit }] as const,
  details: () => ['api', 'details'] as const,
  blog: () => ['api', 'blog'] as const,
  blogPost: (id: number) => ['api', 'blogPost', id] as const,
  faq: () => ['api', 'faq'] as const,
  lookbook: () => ['api', 'lookbook'] as const,
  paymentConfig: () => ['api', 'paymentConfig'] as const,
};

interface QueryContext {
  signal: AbortSignal;
}

/** Catalogue and content change rarely; five minutes saves refetching on every page change. */
const STALE_MS = 5 * 60_000;

export function topCollectionQuery(client: ApiClient, type: TopCollectionType) {
  return {
    queryKey: queryKeys.topCollection(type),
    queryFn: ({ signal }: QueryContext) => client.topCollection(type, { signal }),
    // "random" is meant to change between visits, not between renders.
    staleTime: STALE_MS,
  };
}

export function bannersQuery(client: ApiClient) {
  return { queryKey: queryKeys.banners(), queryFn: ({ signal }: QueryContext) => client.banners({ signal }), staleTime: STALE_MS };
}

export function categoriesQuery(client: ApiClient) {
  return {
    queryKey: queryKeys.categories(),
    queryFn: ({ signal }: QueryContext) => client.categories({ signal }),
    staleTime: STALE_MS,
  };
}

export function subcategoryQuery(client: ApiClient, id: number) {
  return {
    queryKey: queryKeys.subcategory(id),
    queryFn: ({ signal }: QueryContext) => client.subcategory(id, { signal }),
    staleTime: STALE_MS,
  };
}

export function subcategoryProductsQuery(client: ApiClient, id: number, params: SubcategoryListParams = {}) {
  return {
    queryKey: queryKeys.subcategoryProducts(id, params),
    queryFn: ({ signal }: QueryContext) => client.subcategoryProducts(id, params, { signal }),
    staleTime: STALE_MS,
  };
}

export function productQuery(client: ApiClient, id: number) {
  return {
    queryKey: queryKeys.product(id),
    queryFn: ({ signal }: QueryContext) => client.product(id, { signal }),
    staleTime: STALE_MS,
  };
}

export function productsQuery(client: ApiClient, params: ProductListParams = {}) {
  return {
    queryKey: queryKeys.products(params),
    queryFn: ({ signal }: QueryContext) => client.products(params, { signal }),
    staleTime: STALE_MS,
  };
}

/**
 * A list's pages one after another, for infinite scroll: `useInfiniteQuery` / `atomWithInfiniteQuery`
 * options. Each page holds `pageSize` products (20 unless given); the first is page 1, each next
 * one starts after the previous page's `next` cursor, until a page has none.
 */
export function productPagesQuery(client: ApiClient, params: Omit<ProductListParams, 'page' | 'after'> = {}) {
  return {
    queryKey: queryKeys.productPages(params),
    queryFn: ({ signal, pageParam }: QueryContext & { pageParam: string | null }) =>
      client.products(pageParam === null ? { ...params, page: 1 } : { ...params, after: pageParam }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ProductPage) => last.next ?? undefined,
    staleTime: STALE_MS,
  };
}

/** The filter sidebar's choices and counts; the same filters as `productsQuery` without sort and page. */
export function productFacetsQuery(client: ApiClient, params: ProductFilterParams = {}) {
  return {
    queryKey: queryKeys.productFacets(params),
    queryFn: ({ signal }: QueryContext) => client.productFacets(params, { signal }),
    staleTime: STALE_MS,
  };
}

export function searchSuggestionsQuery(client: ApiClient, q: string, limit?: number) {
  return {
    queryKey: queryKeys.searchSuggestions(q, limit),
    queryFn: ({ signal }: QueryContext) => client.searchSuggestions(q, limit === undefined ? { signal } : { signal, limit }),
    staleTime: STALE_MS,
    /** Nothing to suggest until the shopper has typed something. */
    enabled: q.trim() !== '',
  };
}

export function searchQuery(client: ApiClient, q: string, limit?: number) {
  return {
    queryKey: queryKeys.search(q, limit),
    queryFn: ({ signal }: QueryContext) => client.search(q, limit === undefined ? { signal } : { signal, limit }),
    staleTime: STALE_MS,
    /** Nothing to look for until the shopper has typed something. */
    enabled: q.trim() !== '',
  };
}

export function detailsQuery(client: ApiClient) {
  return { queryKey: queryKeys.details(), queryFn: ({ signal }: QueryContext) => client.details({ signal }), staleTime: STALE_MS };
}

export function blogQuery(client: ApiClient) {
  return { queryKey: queryKeys.blog(), queryFn: ({ signal }: QueryContext) => client.blog({ signal }), staleTime: STALE_MS };
}

export function blogPostQuery(client: ApiClient, id: number) {
  return {
    queryKey: queryKeys.blogPost(id),
    queryFn: ({ signal }: QueryContext) => client.blogPost(id, { signal }),
    staleTime: STALE_MS,
  };
}

export function faqQuery(client: ApiClient) {
  return { queryKey: queryKeys.faq(), queryFn: ({ signal }: QueryContext) => client.faq({ signal }), staleTime: STALE_MS };
}

export function lookbookQuery(client: ApiClient) {
  return { queryKey: queryKeys.lookbook(), queryFn: ({ signal }: QueryContext) => client.lookbook({ signal }), staleTime: STALE_MS };
}

/** The shop's payment set-up (card processor, PayPal's client id), for the checkout. */
export function paymentConfigQuery(client: ApiClient) {
  return { queryKey: queryKeys.paymentConfig(), queryFn: ({ signal }: QueryContext) => client.paymentConfig({ signal }), staleTime: STALE_MS };
}
