import { cartLineKey, lineStock, lineSum } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { addToCart, addToCartAtom, canIncrement, chooseCartLineVariantAtom, cartAtom, cartCountAtom, cartTotalAtom, clampQuantity, clearCartAtom, decrementCartLineAtom, incrementCartLineAtom, refreshCartAtom, removeFromCartAtom, setCartLineQuantityAtom } from './cart';
import { localeAtom } from './settingsAtoms';
import { cartLinesAtom } from './shopperState';
import { product, sizedProduct, skuOf, storeWithToasts } from './test/helpers';

/** The line key of `product(id)`, sold in one size and colour. */
const keyOf = (id: number) => cartLineKey({ id, sku: product(id).variants[0]?.sku ?? null });

describe('cart add', () => {
  it('appends a new product with the given quantity and its sum, toast "Item Added to Cart"', () => {
    const { store, toasts } = storeWithToasts();
    expect(store.set(addToCartAtom, product(1, { price: 500, discount: 50 }), 3)).toBe('added');
    expect(store.get(cartAtom).map((line) => [line.id, line.qty, line.sum])).toEqual([[1, 3, 750]]);
    expect(toasts).toEqual([{ kind: 'success', messageKey: 'toast.cartAdded', text: 'Item Added to Cart' }]);
  });

  it('raises a variant already in the cart by the quantity chosen (3 + 3 = 6), up to its stock, with the same toast', () => {
    const { store, texts } = storeWithToasts();
    store.set(addToCartAtom, product(1), 3);
    expect(store.set(addToCartAtom, product(1), 3)).toBe('incremented');
    expect(store.get(cartAtom).map((line) => line.qty)).toEqual([6]);
    expect(store.set(addToCartAtom, product(1), 9)).toBe('incremented');
    expect(store.get(cartAtom).map((line) => line.qty)).toEqual([10]);
    expect(texts()).toEqual(['Item Added to Cart', 'Item Added to Cart', 'Item Added to Cart']);
  });

  it('keeps the lines in the order they were added', () => {
    const { store } = storeWithToasts();
    for (const id of [3, 1, 2, 1]) store.set(addToCartAtom, product(id));
    expect(store.get(cartAtom).map((line) => [line.id, line.qty])).toEqual([
      [3, 1],
      [1, 2],
      [2, 1],
    ]);
  });

  it('never passes the stock: at the stock the cart stays and the warning says "out of Stock"', () => {
    const { store, toasts } = storeWithToasts();
    store.set(addToCartAtom, product(1, { stock: 2 }), 9);
    expect(store.get(cartAtom)[0]?.qty).toBe(2);
    expect(store.set(addToCartAtom, product(1, { stock: 2 }))).toBe('atStock');
    expect(store.get(cartAtom)[0]?.qty).toBe(2);
    expect(toasts.at(-1)).toEqual({ kind: 'warning', messageKey: 'stock.outOfStockCart', text: 'out of Stock' });
  });

  it('reads an unusable quantity as 1', () => {
    expect([clampQuantity(0, 10), clampQuantity(-3, 10), clampQuantity(Number.NaN, 10), clampQuantity(2.7, 10), clampQuantity(50, 0)]).toEqual([1, 1, 1, 2, 50]);
    expect(addToCart([], product(1), 0).lines[0]?.qty).toBe(1);
  });
});

describe('cart plus, minus and remove', () => {
  it('lowers the quantity only while above 1, warning "Item Decrement Qty to Cart"', () => {
    const { store, toasts } = storeWithToasts();
    store.set(addToCartAtom, product(1), 2);
    expect(store.set(decrementCartLineAtom, keyOf(1))).toBe('decremented');
    expect(toasts.at(-1)).toEqual({ kind: 'warning', messageKey: 'toast.cartDecremented', text: 'Item Decrement Qty to Cart' });
    expect(store.set(decrementCartLineAtom, keyOf(1))).toBe('atOne');
    expect(store.get(cartAtom)[0]?.qty).toBe(1);
    expect(toasts).toHaveLength(2);
  });

  it('disables plus with "out of Stock" once the quantity reaches the stock', () => {
    const { store, toasts } = storeWithToasts();
    store.set(addToCartAtom, product(1, { stock: 2 }));
    expect(store.set(incrementCartLineAtom, keyOf(1))).toBe('incremented');
    const [first] = store.get(cartAtom);
    expect(first && canIncrement(first)).toBe(false);
    expect(store.set(incrementCartLineAtom, keyOf(1))).toBe('atStock');
    expect(store.get(cartAtom)[0]?.qty).toBe(2);
    expect(toasts.map((toast) => toast.text)).toEqual(['Item Added to Cart', 'Item Added to Cart', 'out of Stock']);
  });

  it('takes a typed quantity as it is, within 1 and the stock, with the toast of a rise or a fall', () => {
    const { store, texts } = storeWithToasts();
    store.set(addToCartAtom, product(1, { stock: 10, price: 100, discount: 100 }));
    expect(store.set(setCartLineQuantityAtom, keyOf(1), 5)).toBe('incremented');
    expect(store.get(cartAtom).map((line) => [line.qty, line.sum])).toEqual([[5, 500]]);
    expect(store.set(setCartLineQuantityAtom, keyOf(1), 2)).toBe('decremented');
    expect(store.get(cartAtom)[0]?.qty).toBe(2);
    expect(store.set(setCartLineQuantityAtom, keyOf(1), 25)).toBe('incremented');
    expect(store.get(cartAtom)[0]?.qty).toBe(10);
    expect(store.set(setCartLineQuantityAtom, keyOf(1), 12)).toBe('atStock');
    expect(store.set(setCartLineQuantityAtom, keyOf(1), 0)).toBe('decremented');
    expect(store.get(cartAtom)[0]?.qty).toBe(1);
    expect(store.set(setCartLineQuantityAtom, keyOf(1), 1)).toBe('unchanged');
    expect(store.set(setCartLineQuantityAtom, keyOf(2), 3)).toBe('absent');
    expect(texts()).toEqual(['Item Added to Cart', 'Item Added to Cart', 'Item Decrement Qty to Cart', 'Item Added to Cart', 'out of Stock', 'Item Decrement Qty to Cart']);
  });

  it('removes the line with the error toast "Item Removed from Cart"', () => {
    const { store, toasts } = storeWithToasts();
    store.set(addToCartAtom, product(1));
    store.set(addToCartAtom, product(2));
    expect(store.set(removeFromCartAtom, keyOf(1))).toBe('removed');
    expect(store.get(cartAtom).map((line) => line.id)).toEqual([2]);
    expect(toasts.at(-1)).toEqual({ kind: 'error', messageKey: 'toast.cartRemoved', text: 'Item Removed from Cart' });
    expect(store.set(removeFromCartAtom, keyOf(1))).toBe('absent');
    expect(toasts).toHaveLength(3);
  });

  it('keeps the total and the piece count in step with the lines, and empties on clear', () => {
    const { store } = storeWithToasts();
    store.set(addToCartAtom, product(1, { price: 500, discount: 50 }), 2);
    store.set(addToCartAtom, product(2, { price: 19.99, discount: 100 }), 3);
    expect(store.get(cartTotalAtom)).toBe(559.97);
    expect(store.get(cartCountAtom)).toBe(5);
    store.set(clearCartAtom);
    expect([store.get(cartAtom), store.get(cartTotalAtom)]).toEqual([[], 0]);
  });

  it('words the toasts in the shopper\'s language', () => {
    const { store, texts } = storeWithToasts();
    store.set(localeAtom, 'fr');
    store.set(addToCartAtom, product(1));
    expect(texts()).toEqual(['Article ajouté au panier']);
  });
});

describe('cart lines are variants', () => {
  it('keeps the same product in two sizes and colours as two lines, each with its own quantity and stock limit', () => {
    const { store, texts } = storeWithToasts();
    const suit = sizedProduct(37, 3);
    expect(store.set(addToCartAtom, suit, 1, skuOf(suit, 'L', 'pink'))).toBe('added');
    expect(store.set(addToCartAtom, suit, 1, skuOf(suit, 'M', 'green'))).toBe('added');
    const lines = store.get(cartAtom);
    expect(lines.map((line) => [line.id, line.sku, line.qty])).toEqual([
      [37, skuOf(suit, 'L', 'pink'), 1],
      [37, skuOf(suit, 'M', 'green'), 1],
    ]);
    expect(lines.map(lineStock)).toEqual([3, 3]);
    const pinkL = cartLineKey({ id: 37, sku: skuOf(suit, 'L', 'pink') });
    expect(store.set(setCartLineQuantityAtom, pinkL, 9)).toBe('incremented');
    expect(store.get(cartAtom).map((line) => line.qty)).toEqual([3, 1]);
    expect(store.set(incrementCartLineAtom, pinkL)).toBe('atStock');
    expect(store.set(removeFromCartAtom, pinkL)).toBe('removed');
    expect(store.get(cartAtom).map((line) => line.sku)).toEqual([skuOf(suit, 'M', 'green')]);
    expect(texts()).toEqual(['Item Added to Cart', 'Item Added to Cart', 'Item Added to Cart', 'out of Stock', 'Item Removed from Cart']);
  });

  it('adds nothing and says nothing when a product sold in several sizes comes without a SKU, or with one not its own', () => {
    const { store, toasts } = storeWithToasts();
    expect(store.set(addToCartAtom, sizedProduct(37), 1)).toBe('choose');
    expect(store.set(addToCartAtom, sizedProduct(37), 1, 'NOT-ITS-SKU')).toBe('choose');
    expect(store.get(cartAtom)).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('adds a product sold in one size and colour without being told its SKU', () => {
    const { store } = storeWithToasts();
    expect(store.set(addToCartAtom, product(5), 2)).toBe('added');
    expect(store.get(cartAtom)[0]?.sku).toBe(product(5).variants[0]?.sku);
  });

  it('refuses a sold-out variant with the "out of Stock" warning', () => {
    const { store, texts } = storeWithToasts();
    const suit = sizedProduct(37, 0);
    expect(store.set(addToCartAtom, suit, 1, skuOf(suit, 'M', 'pink'))).toBe('atStock');
    expect(store.get(cartAtom)).toEqual([]);
    expect(texts()).toEqual(['out of Stock']);
  });

  it('gives a line saved without a size the variant chosen at checkout, merging it with a line of that variant', () => {
    const { store } = storeWithToasts();
    const suit = sizedProduct(37, 4);
    const pinkL = skuOf(suit, 'L', 'pink');
    store.set(cartLinesAtom, [
      { ...suit, sku: null, qty: 3, sum: 0 },
      { ...suit, sku: pinkL, qty: 2, sum: 0 },
    ]);
    expect(store.set(chooseCartLineVariantAtom, cartLineKey({ id: 37, sku: null }), suit, pinkL)).toBe('chosen');
    expect(store.get(cartAtom).map((line) => [line.sku, line.qty])).toEqual([[pinkL, 4]]);
    expect(store.get(cartAtom)[0]?.sum).toBe(lineSum(suit, 4));
    // A SKU the product does not have leaves the cart alone.
    store.set(cartLinesAtom, [{ ...suit, sku: null, qty: 1, sum: 0 }]);
    expect(store.set(chooseCartLineVariantAtom, cartLineKey({ id: 37, sku: null }), suit, 'NOT-ITS-SKU')).toBe('absent');
    expect(store.get(cartAtom)[0]?.sku).toBeNull();
  });
});

describe('cart refresh', () => {
  /** The suit with one variant's stock set to `stock` (another shopper's order, or the shop). */
  const withStock = (suit: ReturnType<typeof sizedProduct>, sku: string, stock: number) => ({
    ...suit,
    variants: suit.variants.map((variant) => (variant.sku === sku ? { ...variant, stock } : variant)),
  });

  it("cuts a quantity above its size's stock now to that stock, once, with 'out of Stock'; other lines take the new price", () => {
    const { store, texts } = storeWithToasts();
    const suit = sizedProduct(37, 5, { price: 400, discount: 100 });
    const [pinkL, greenM] = [skuOf(suit, 'L', 'pink'), skuOf(suit, 'M', 'green')];
    store.set(addToCartAtom, suit, 4, pinkL);
    store.set(addToCartAtom, suit, 2, greenM);
    const newest = { ...withStock(suit, pinkL, 3), price: 500 };
    expect(store.set(refreshCartAtom, [newest])).toBe('cut');
    const lines = store.get(cartAtom);
    expect(lines.map((line) => [line.sku, line.qty, lineStock(line), line.sum])).toEqual([
      [pinkL, 3, 3, lineSum(newest, 3)],
      [greenM, 2, 5, lineSum(newest, 2)],
    ]);
    expect(lines.map(canIncrement)).toEqual([false, true]);
    // The same copies again change nothing and say nothing more.
    expect(store.set(refreshCartAtom, [newest])).toBe('unchanged');
    expect(texts()).toEqual(['Item Added to Cart', 'Item Added to Cart', 'out of Stock']);
  });

  it('keeps the quantity of a size sold out since, which the cart then shows as out of stock', () => {
    const { store, texts } = storeWithToasts();
    const suit = sizedProduct(37, 5);
    const pinkL = skuOf(suit, 'L', 'pink');
    store.set(addToCartAtom, suit, 2, pinkL);
    expect(store.set(refreshCartAtom, [withStock(suit, pinkL, 0)])).toBe('cut');
    expect(store.get(cartAtom).map((line) => [line.qty, lineStock(line), canIncrement(line)])).toEqual([[2, 0, false]]);
    expect(texts()).toEqual(['Item Added to Cart', 'out of Stock']);
  });

  it('says nothing when more came in, and leaves lines of products not fetched, or of a size no longer sold, as they are', () => {
    const { store, texts } = storeWithToasts();
    const suit = sizedProduct(37, 2);
    const pinkL = skuOf(suit, 'L', 'pink');
    store.set(addToCartAtom, suit, 2, pinkL);
    store.set(addToCartAtom, product(5), 1);
    expect(store.set(refreshCartAtom, [withStock(suit, pinkL, 9)])).toBe('refreshed');
    expect(store.get(cartAtom).map((line) => [line.id, line.qty, lineStock(line)])).toEqual([
      [37, 2, 9],
      [5, 1, lineStock({ ...product(5), sku: product(5).variants[0]?.sku ?? null })],
    ]);
    const before = store.get(cartAtom);
    const withoutPinkL = { ...suit, variants: suit.variants.filter((variant) => variant.sku !== pinkL) };
    expect(store.set(refreshCartAtom, [withoutPinkL])).toBe('unchanged');
    expect(store.get(cartAtom)).toBe(before);
    expect(texts()).toEqual(['Item Added to Cart', 'Item Added to Cart']);
  });
});
