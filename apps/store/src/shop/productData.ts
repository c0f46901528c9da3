import { type ApiClient, type Product, productQuery } from '@storefront/api-client';
import type { QueryClient } from '@tanstack/query-core';
import { prefetchAll, prefetchFound } from '../app/pageData';
import { newestProductsQuery, relatedScope } from './catalogueAtoms';

/** A product page's data: the product, then its related products; false when the API has no such product. */
export async function prefetchProduct(api: ApiClient, queryClient: QueryClient, id: number): Promise<boolean> {
  const query = productQuery(api, id);
  const found = await prefetchFound(queryClient, query);
  const product = queryClient.getQueryData<Product>(query.queryKey);
  if (product) await prefetchAll(queryClient, [newestProductsQuery(api, relatedScope(product))]);
  return found;
}
