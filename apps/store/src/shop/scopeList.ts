import { type ApiClient, type ProductFilterParams, productFacetsQuery } from '@storefront/api-client';
import type { QueryClient } from '@tanstack/query-core';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { prefetchAll, prefetchFirstPage } from '../app/pageData';
import { listPagesQuery, newestProductsQuery, scopeFacetsAtom } from './catalogueAtoms';
import { listParamsFromSearch } from './filtersUrl';
import { usePageFiltersInUrl } from './ProductCollection';
import { useNewProducts, useProductPages } from './useProductPages';

/**
 * A loader's part of a page listing a scope (a category, a subcategory): the sidebar's choices,
 * the 'new product' slider, and the first page of what the URL's filters show.
 */
export function prefetchScopeList(api: ApiClient, queryClient: QueryClient, scope: ProductFilterParams, search: URLSearchParams) {
  return Promise.all([
    prefetchAll(queryClient, [productFacetsQuery(api, scope), newestProductsQuery(api, scope)]),
    prefetchFirstPage(queryClient, listPagesQuery(api, { ...listParamsFromSearch(search), ...scope })),
  ]);
}

/** The page's part: ProductCollection's list, facets, filters (in the URL) and new products for `scope` (memoised by the caller). */
export function useScopeList(scope: ProductFilterParams) {
  const facets = useAtomValue(scopeFacetsAtom(scope)).data;
  const filterControls = usePageFiltersInUrl(facets);
  const params = useMemo(() => ({ ...filterControls.params, ...scope }), [filterControls.params, scope]);
  const list = useProductPages(params);
  const newProducts = useNewProducts(scope);
  return { facets, filterControls, list, newProducts };
}
