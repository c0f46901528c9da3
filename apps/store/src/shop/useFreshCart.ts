import { type Product, productQuery } from '@storefront/api-client';
import { apiClientAtom, cartAtom, refreshCartAtom } from '@storefront/state';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';

/** The products fetched so far. A stable function, so React Query combines again only when a result changes. */
const fetched = (results: UseQueryResult<Product>[]) => results.flatMap((result) => (result.data ? [result.data] : []));

/**
 * Fetches the cart's products afresh whenever a page showing the cart opens (the cart and the
 * checkout) and brings its lines up to them: the price and stock of now, not those of the moment a
 * line was added. A quantity another shopper's order left short is cut, with 'out of Stock'.
 */
export function useFreshCart(): void {
  const client = useAtomValue(apiClientAtom);
  const ids = [...new Set(useAtomValue(cartAtom).map((line) => line.id))];
  const products = useQueries({
    queries: ids.map((id) => ({ ...productQuery(client, id), staleTime: 0 })),
    combine: fetched,
  });
  const refresh = useSetAtom(refreshCartAtom);
  useEffect(() => {
    if (products.length > 0) refresh(products);
  }, [products, refresh]);
}
