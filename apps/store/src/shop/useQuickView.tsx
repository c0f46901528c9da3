import type { Product } from '@storefront/api-client';
import { lazy, Suspense, useCallback, useState } from 'react';
import { productHref, useProductActions } from './useProductActions';

// Loaded on first use: the quick view (gallery, sanitiser, options) is not needed to show a page.
const QuickView = lazy(() => import('@storefront/ui/commerce/QuickView').then((m) => ({ default: m.QuickView })));

/** One quick-view dialog for a page: `open(product)` shows it; render `dialog` once. */
export function useQuickView() {
  const [product, setProduct] = useState<Product | null>(null);
  const [used, setUsed] = useState(false);
  const { onAddToCart } = useProductActions();
  const open = useCallback((next: Product | null) => {
    if (next) setUsed(true);
    setProduct(next);
  }, []);
  const dialog = used ? (
    <Suspense fallback={null}>
      <QuickView
        product={product}
        onOpenChange={(isOpen) => !isOpen && setProduct(null)}
        detailHref={product ? productHref(product) : undefined}
        onAddToCart={(chosen, qty) => onAddToCart(chosen, qty)}
      />
    </Suspense>
  ) : null;
  return { open, dialog };
}
