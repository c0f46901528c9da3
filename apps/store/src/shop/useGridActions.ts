import type { Product } from '@storefront/api-client';
import { useCallback } from 'react';
import { productHref, useProductActions } from './useProductActions';
import { useQuickView } from './useQuickView';

/**
 * A product grid's or slider's actions and quick view, wired to the shopper's state. With a
 * preferred colour (a list's colour filter, the one a search names), the products show it and
 * their pages open on it; with a preferred size (a list narrowed to one), their pages and quick
 * views open on it.
 */
export function useGridActions(preferredColor: string | null = null, preferredSize: string | null = null) {
  const actions = useProductActions();
  const quickView = useQuickView({ preferredColor, preferredSize });
  const hrefInColor = useCallback((product: Product) => productHref(product, preferredColor, preferredSize), [preferredColor, preferredSize]);
  const sliderProps = {
    productHref: hrefInColor,
    onAddToCart: actions.onAddToCart,
    onAddToWishlist: actions.onAddToWishlist,
    onAddToCompare: actions.onAddToCompare,
    onQuickView: quickView.open,
  };
  return {
    quickView,
    sliderProps,
    gridProps: { ...sliderProps, preferredColor, isInWishlist: actions.inWishlist, isInCompare: actions.inCompare },
  };
}
