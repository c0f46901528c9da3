import type { Product, ProductFilterParams } from '@storefront/api-client';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useRetryFailedQueries } from '../app/QueryView';
import { type ListParams, loadedProducts, newestProductsAtom, productPagesAtom, relatedScope } from './catalogueAtoms';
import type { ServerList } from './ProductCollection';

const NONE: readonly Product[] = [];

/** A list the server filters, sorts and pages, as the grid shows it: loaded products, total, more on demand. */
export function useProductPages(params: ListParams): ServerList {
  const query = useAtomValue(productPagesAtom(params));
  const items = useMemo(() => loadedProducts(query.data), [query.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const onNeedMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const onRetry = useRetryFailedQueries(refetch);
  // A failed next page keeps the pages already shown; the retry asks for it again.
  const failedFirst = query.isError && items.length === 0;
  return {
    items,
    total: query.data?.pages[0]?.total ?? 0,
    loading: query.isPending,
    error: failedFirst || query.isFetchNextPageError,
    onRetry: query.isFetchNextPageError ? () => void fetchNextPage() : onRetry,
    onNeedMore,
    correctedQuery: query.data?.pages[0]?.correctedQuery,
  };
}

/** The scope's newest products marked new: the 'new product' slider beside a list or a product. */
export function useNewProducts(scope: ProductFilterParams): readonly Product[] {
  const newest = useAtomValue(newestProductsAtom(scope));
  return useMemo(() => newest.data?.items.filter((product) => product.new) ?? NONE, [newest.data]);
}

/** Products of the same subcategory as `product` (`relatedScope`), newest first, without it. */
export function useRelatedProducts(product: Product): readonly Product[] {
  const newest = useAtomValue(newestProductsAtom(relatedScope(product)));
  return useMemo(() => newest.data?.items.filter((item) => item.id !== product.id) ?? NONE, [newest.data, product.id]);
}
