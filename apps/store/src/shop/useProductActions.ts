import { type Product, productColorNamed, sizesOf } from '@storefront/api-client';
import { addToCartAtom, addToCompareAtom, addToWishlistAtom, compareAtom, wishlistAtom } from '@storefront/state';
import { useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSavedValue } from '../app/useHydrated';

const NONE: readonly Product[] = [];

/**
 * The shopper actions every product box, quick view and product page offers, wired to the state;
 * which products are in the wishlist and the compare list once the page is the browser's.
 */
export function useProductActions() {
  const addToCart = useSetAtom(addToCartAtom);
  const addToWishlist = useSetAtom(addToWishlistAtom);
  const addToCompare = useSetAtom(addToCompareAtom);
  const wishlist = useSavedValue(wishlistAtom, NONE);
  const compare = useSavedValue(compareAtom, NONE);
  const navigate = useNavigate();
  const wishlistIds = useMemo(() => new Set(wishlist.map((product) => product.id)), [wishlist]);
  const compareIds = useMemo(() => new Set(compare.map((product) => product.id)), [compare]);

  return {
    /** Adds the variant chosen (a product sold in one size and colour needs none named). */
    onAddToCart: useCallback((product: Product, qty = 1, sku?: string | null) => void addToCart(product, qty, sku), [addToCart]),
    onAddToWishlist: useCallback((product: Product) => addToWishlist(product), [addToWishlist]),
    onAddToCompare: useCallback((product: Product) => addToCompare(product), [addToCompare]),
    /** 'Buy now': add to the cart, then go to the checkout. */
    onBuyNow: useCallback(
      (product: Product, qty: number, sku?: string | null) => {
        if (addToCart(product, qty, sku) !== 'choose') navigate('/checkout');
      },
      [addToCart, navigate],
    ),
    inWishlist: useCallback((product: Product) => wishlistIds.has(product.id), [wishlistIds]),
    inCompare: useCallback((product: Product) => compareIds.has(product.id), [compareIds]),
  };
}

/**
 * A product's page. With the colour a list is narrowed to, when the product comes in it, the page
 * opens on that colour (`?color=`); with the one size it is narrowed to, when the product is sold
 * in it, on that size (`?size=`).
 */
export function productHref(product: Pick<Product, 'id' | 'colors' | 'variants' | 'size'>, preferredColor?: string | null, preferredSize?: string | null): string {
  const search = new URLSearchParams();
  const color = productColorNamed(product, preferredColor);
  if (color) search.set('color', color);
  if (preferredSize && sizesOf(product).includes(preferredSize)) search.set('size', preferredSize);
  const query = search.toString();
  return query ? `/product/${product.id}?${query}` : `/product/${product.id}`;
}

/** Where the shopping pages' 'continue shopping' leads. */
export const CONTINUE = '/left-sidebar/collection';
