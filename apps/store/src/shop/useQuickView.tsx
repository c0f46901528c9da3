import type { Product } from '@storefront/api-client';
import { lazy, Suspense, useCallback, useState } from 'react';
import { productHref, useProductActions } from './useProductActions';

// Loaded on first use: the quick view (gallery, sanitiser, options) is not needed to show a page.
const QuickView = lazy(() => import('@storefront/ui/commerce/QuickView').then((m) => ({ default: m.QuickView })));

interface QuickViewOptions {
  /** Done by its add to cart instead of adding to the cart (the wishlist's move to cart). */
  addInstead?: (product: Product, qty: number, sku: string | null) => void;
  /** The colour the list is narrowed to: the dialog, and its link to the details, open on it. */
  preferredColor?: string | null;
  /** The one size the list is narrowed to: the same. */
  preferredSize?: string | null;
}

/** One quick-view dialog for a page: `open(product)` shows it; render `dialog` once. */
export function useQuickView({ addInstead, preferredColor, preferredSize }: QuickViewOptions = {}) {
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
        detailHref={product ? productHref(product, preferredColor, preferredSize) : undefined}
        preferredColor={preferredColor}
        preferredSize={preferredSize}
        onAddToCart={(chosen, qty, choice) => {
          (addInstead ?? onAddToCart)(chosen, qty, choice.sku);
          // Added: the dialog closes (focus goes back to the button that opened it); the toast says so.
          setProduct(null);
        }}
      />
    </Suspense>
  ) : null;
  return { open, dialog };
}
