import { atomWithReducer } from 'jotai/utils';
import { shopperMessage, shopperMessageKeys } from './messages';
import type { Locale } from './settings';

/** The quantity picker of the product page and the quick view. */
export interface ProductQuantity {
  qty: number;
  /** True once plus was refused: the label reads 'Out of Stock !' until minus is pressed. */
  outOfStock: boolean;
}

export type ProductQuantityAction = { type: 'minus' } | { type: 'plus' } | { type: 'input'; value: string | number };

export const initialProductQuantity: ProductQuantity = { qty: 1, outOfStock: false };

/**
 * Section 4: minus stops at 1 and resets the label to 'InStock'; plus adds one only while the
 * stock covers the new quantity, otherwise the label becomes 'Out of Stock !'; typed input is
 * read as a whole number (anything unreadable or below 1 counts as 1).
 */
export function productQuantityReducer(state: ProductQuantity, action: ProductQuantityAction, stock: number): ProductQuantity {
  switch (action.type) {
    case 'minus':
      return { qty: Math.max(1, state.qty - 1), outOfStock: false };
    case 'plus':
      return state.qty + 1 <= stock ? { qty: state.qty + 1, outOfStock: false } : { qty: state.qty, outOfStock: true };
    case 'input': {
      const parsed = typeof action.value === 'number' ? Math.trunc(action.value) : Number.parseInt(action.value, 10);
      return { ...state, qty: Number.isFinite(parsed) && parsed >= 1 ? parsed : 1 };
    }
  }
}

/** 'InStock' or 'Out of Stock !' (in the shopper's language). */
export function productQuantityLabel(state: ProductQuantity, locale: Locale = 'en'): string {
  return shopperMessage(state.outOfStock ? shopperMessageKeys.outOfStockProduct : shopperMessageKeys.inStock, locale);
}

/**
 * A quantity picker atom for one product: `const [q, dispatch] = useAtom(useMemo(() =>
 * atomWithProductQuantity(product.stock), [product.id]))`; `dispatch({ type: 'plus' })`.
 */
export function atomWithProductQuantity(stock: number) {
  return atomWithReducer(initialProductQuantity, (state: ProductQuantity, action: ProductQuantityAction) =>
    productQuantityReducer(state, action, stock),
  );
}
