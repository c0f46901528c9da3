import { productHref, useProductActions } from './useProductActions';
import { useQuickView } from './useQuickView';

/** A product grid's actions and quick view, wired to the shopper's state. */
export function useGridActions() {
  const actions = useProductActions();
  const quickView = useQuickView();
  return {
    quickView,
    gridProps: {
      productHref,
      isInWishlist: actions.inWishlist,
      isInCompare: actions.inCompare,
      onAddToCart: actions.onAddToCart,
      onAddToWishlist: actions.onAddToWishlist,
      onAddToCompare: actions.onAddToCompare,
      onQuickView: quickView.open,
    },
  };
}
