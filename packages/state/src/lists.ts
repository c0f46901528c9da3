import type { Product } from '@storefront/api-client';
import { atom } from 'jotai';
import { addToCart } from './cart';
import { shopperMessageKeys as keys } from './messages';
import { cartLinesAtom, compareItemsAtom, wishlistItemsAtom } from './shopperState';
import { notify } from './toasts';

/** Wishlist and compare add, as the spec has it: a product already there leaves the list unchanged. */
export function addOnce(list: readonly Product[], product: Product): Product[] {
  return list.some((item) => item.id === product.id) ? [...list] : [...list, product];
}

export function removeItem(list: readonly Product[], productId: number): Product[] {
  return list.filter((item) => item.id !== productId);
}

export const wishlistAtom = atom((get) => get(wishlistItemsAtom));
export const compareAtom = atom((get) => get(compareItemsAtom));

/** `set(addToWishlistAtom, product)`: toast 'Item Added to Wishlist'. */
export const addToWishlistAtom = atom(null, (get, set, product: Product) => {
  set(wishlistItemsAtom, addOnce(get(wishlistItemsAtom), product));
  notify(get, 'success', keys.wishlistAdded);
});

/** `set(removeFromWishlistAtom, productId)`: error-style toast 'Item Removed from Wishlist'. */
export const removeFromWishlistAtom = atom(null, (get, set, productId: number) => {
  const list = get(wishlistItemsAtom);
  const next = removeItem(list, productId);
  if (next.length === list.length) return;
  set(wishlistItemsAtom, next);
  notify(get, 'error', keys.wishlistRemoved);
});

/**
 * Wishlist move-to-cart: adds with quantity 1 (in the size and colour given, or the only one there
 * is), drops it from the wishlist, toast 'Item Added to Cart'. When the cart already holds the whole
 * stock nothing moves (warning 'out of Stock'), so the wishlist keeps the product; a product sold in
 * several sizes without one given moves nothing and answers 'choose'.
 */
export const moveWishlistToCartAtom = atom(null, (get, set, productId: number, sku?: string) => {
  const product = get(wishlistItemsAtom).find((item) => item.id === productId);
  if (!product) return 'absent' as const;
  const result = addToCart(get(cartLinesAtom), product, 1, sku);
  if (result.change === 'choose') return result.change;
  if (result.change === 'atStock') {
    notify(get, 'warning', keys.outOfStockCart);
    return result.change;
  }
  set(cartLinesAtom, result.lines);
  set(wishlistItemsAtom, removeItem(get(wishlistItemsAtom), productId));
  notify(get, 'success', keys.cartAdded);
  return result.change;
});

/** `set(addToCompareAtom, product)`: toast 'Item Added to Compare'. */
export const addToCompareAtom = atom(null, (get, set, product: Product) => {
  set(compareItemsAtom, addOnce(get(compareItemsAtom), product));
  notify(get, 'success', keys.compareAdded);
});

/** `set(removeFromCompareAtom, productId)`: the spec names no toast for it. */
export const removeFromCompareAtom = atom(null, (get, set, productId: number) => {
  set(compareItemsAtom, removeItem(get(compareItemsAtom), productId));
});
