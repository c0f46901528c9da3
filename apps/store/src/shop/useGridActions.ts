import { productHref, useProductActions } from './useProductActions';
import { useQuickView } from './useQuickView';

/** A product grid's or slider's actions and quick view, wired to the shopper's state. */
export function useGridActions() {
  const actions = useProductActions();
  const quickView = useQuickView();
  const sliderProps = {
    productHref,
    onAddToCart: actions.onAddToCart,
    onAddToWishlist: actions.onAddToWishlist,
    onAddToCompare: actions.onAddToCompare,
    onQuickView: quickView.open,
  };
  return {
    quickView,
    sliderProps,
    gridProps: { ...sliderProps, isInWishlist: actions.inWishlist, isInCompare: actions.inCompare },
  };
}
