import { useCallback, useState } from 'react';

export interface ProductQuantityState {
  qty: number;
  /** True once plus was refused at the stock: the label reads 'Out of Stock !' until minus. */
  outOfStock: boolean;
}

/**
 * The quantity picker of the product page and the quick view: minus stops at 1
 * and resets the label to 'InStock'; plus adds one only while the stock covers it, otherwise the
 * label becomes 'Out of Stock !'. The QuantityStepper primitive keeps the number in bounds.
 */
export function useProductQuantity(stock: number) {
  const [state, setState] = useState<ProductQuantityState>({ qty: 1, outOfStock: stock < 1 });
  const onChange = useCallback((qty: number) => setState((s) => ({ qty, outOfStock: qty < s.qty ? false : s.outOfStock })), []);
  const onLimit = useCallback((limit: 'min' | 'max') => setState((s) => ({ qty: s.qty, outOfStock: limit === 'max' })), []);
  const reset = useCallback(() => setState({ qty: 1, outOfStock: stock < 1 }), [stock]);
  return { ...state, onChange, onLimit, reset };
}
