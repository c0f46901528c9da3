import { describe, expect, it } from 'vitest';
import { addToCartAtom, cartAtom } from './cart';
import { addToCompareAtom, addToWishlistAtom, compareAtom, moveWishlistToCartAtom, removeFromCompareAtom, removeFromWishlistAtom, wishlistAtom } from './lists';
import { product, sizedProduct, skuOf, storeWithToasts } from './test/helpers';

describe('wishlist', () => {
  it('adds a product once, toast "Item Added to Wishlist"', () => {
    const { store, toasts } = storeWithToasts();
    store.set(addToWishlistAtom, product(1));
    store.set(addToWishlistAtom, product(1));
    store.set(addToWishlistAtom, product(2));
    expect(store.get(wishlistAtom).map((item) => item.id)).toEqual([1, 2]);
    expect(toasts[0]).toEqual({ kind: 'success', messageKey: 'toast.wishlistAdded', text: 'Item Added to Wishlist' });
  });

  it('removes a product with the error-style toast "Item Removed from Wishlist"', () => {
    const { store, toasts } = storeWithToasts();
    store.set(addToWishlistAtom, product(1));
    store.set(removeFromWishlistAtom, 1);
    expect(store.get(wishlistAtom)).toEqual([]);
    expect(toasts.at(-1)).toEqual({ kind: 'error', messageKey: 'toast.wishlistRemoved', text: 'Item Removed from Wishlist' });
  });

  it('moves a product to the cart with quantity 1, out of the wishlist, toast "Item Added to Cart"', () => {
    const { store, toasts } = storeWithToasts();
    store.set(addToWishlistAtom, product(1));
    store.set(addToWishlistAtom, product(2));
    expect(store.set(moveWishlistToCartAtom, 1)).toBe('added');
    expect(store.get(cartAtom).map((line) => [line.id, line.qty])).toEqual([[1, 1]]);
    expect(store.get(wishlistAtom).map((item) => item.id)).toEqual([2]);
    expect(toasts.at(-1)?.text).toBe('Item Added to Cart');
  });

  it('adds 1 to a cart line that already holds the product, and keeps it in the wishlist when the stock is reached', () => {
    const { store, toasts } = storeWithToasts();
    store.set(addToCartAtom, product(1, { stock: 3 }), 2);
    store.set(addToWishlistAtom, product(1, { stock: 3 }));
    expect(store.set(moveWishlistToCartAtom, 1)).toBe('incremented');
    expect(store.get(cartAtom)[0]?.qty).toBe(3);
    store.set(addToWishlistAtom, product(1, { stock: 3 }));
    expect(store.set(moveWishlistToCartAtom, 1)).toBe('atStock');
    expect(store.get(wishlistAtom).map((item) => item.id)).toEqual([1]);
    expect(toasts.at(-1)?.text).toBe('out of Stock');
  });

  it('moves a product sold in several sizes only with the size chosen, and otherwise asks for one', () => {
    const { store } = storeWithToasts();
    const suit = sizedProduct(37, 2);
    store.set(addToWishlistAtom, suit);
    expect(store.set(moveWishlistToCartAtom, 37)).toBe('choose');
    expect(store.get(cartAtom)).toEqual([]);
    expect(store.get(wishlistAtom).map((item) => item.id)).toEqual([37]);
    expect(store.set(moveWishlistToCartAtom, 37, skuOf(suit, 'XL', 'green'))).toBe('added');
    expect(store.get(cartAtom).map((line) => [line.sku, line.qty])).toEqual([[skuOf(suit, 'XL', 'green'), 1]]);
    expect(store.get(wishlistAtom)).toEqual([]);
  });
});

describe('compare', () => {
  it('adds a product once, toast "Item Added to Compare", and removes it', () => {
    const { store, toasts } = storeWithToasts();
    store.set(addToCompareAtom, product(1));
    store.set(addToCompareAtom, product(1));
    expect(store.get(compareAtom).map((item) => item.id)).toEqual([1]);
    expect(toasts[0]).toEqual({ kind: 'success', messageKey: 'toast.compareAdded', text: 'Item Added to Compare' });
    store.set(removeFromCompareAtom, 1);
    expect(store.get(compareAtom)).toEqual([]);
  });
});
