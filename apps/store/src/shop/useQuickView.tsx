import type { Product } from '@storefront/api-client';
import { currencyAtom } from '@storefront/state';
import { QuickView } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { productHref, useProductActions } from './useProductActions';

/** One quick-view dialog for a page: `open(product)` shows it; render `dialog` once. */
export function useQuickView() {
  const [product, setProduct] = useState<Product | null>(null);
  const symbol = useAtomValue(currencyAtom);
  const { onAddToCart } = useProductActions();
  const dialog = (
    <QuickView
      product={product}
      onOpenChange={(open) => !open && setProduct(null)}
      detailHref={product ? productHref(product) : undefined}
      symbol={symbol}
      onAddToCart={(chosen, qty) => onAddToCart(chosen, qty)}
    />
  );
  return { open: setProduct, dialog };
}
