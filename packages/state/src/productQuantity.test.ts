import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { atomWithProductQuantity, initialProductQuantity, productQuantityLabel, productQuantityReducer } from './productQuantity';

describe('product page quantity', () => {
  it('keeps the quantity at 1 when minus is pressed at 1, and shows "InStock"', () => {
    const state = productQuantityReducer(initialProductQuantity, { type: 'minus' }, 10);
    expect(state).toEqual({ qty: 1, outOfStock: false });
    expect(productQuantityLabel(state)).toBe('InStock');
  });

  it('adds one with plus while the stock covers it, then says "Out of Stock !"', () => {
    let state = initialProductQuantity;
    state = productQuantityReducer(state, { type: 'plus' }, 2);
    expect(state).toEqual({ qty: 2, outOfStock: false });
    state = productQuantityReducer(state, { type: 'plus' }, 2);
    expect(state).toEqual({ qty: 2, outOfStock: true });
    expect(productQuantityLabel(state)).toBe('Out of Stock !');
  });

  it('resets the label to "InStock" when minus is pressed after running out', () => {
    const state = productQuantityReducer({ qty: 2, outOfStock: true }, { type: 'minus' }, 2);
    expect([state.qty, productQuantityLabel(state)]).toEqual([1, 'InStock']);
  });

  it('reads typed input as a whole number with no upper bound, and anything unreadable as 1', () => {
    const typed = (value: string | number) => productQuantityReducer(initialProductQuantity, { type: 'input', value }, 5).qty;
    expect([typed('7'), typed('12abc'), typed('abc'), typed('0'), typed(-4), typed(3.9)]).toEqual([7, 12, 1, 1, 1, 3]);
  });

  it('works as an atom per product', () => {
    const store = createStore();
    const quantity = atomWithProductQuantity(1);
    store.set(quantity, { type: 'plus' });
    expect(store.get(quantity)).toEqual({ qty: 1, outOfStock: true });
    expect(productQuantityLabel(store.get(quantity), 'fr')).toBe('Rupture de stock !');
  });
});
