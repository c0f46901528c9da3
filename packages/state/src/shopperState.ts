import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { createShopperStorage, defaultShopperState, STORAGE_KEY, type ShopperState } from './persistence';

/**
 * The whole shopper state in one atom, saved to localStorage (key `storefront:v1`) after each
 * change, read back validated at start (before the first render: `getOnInit`) and whenever
 * another tab changes it. Components use the slices and actions below, not this atom.
 */
export const shopperStateAtom = atomWithStorage<ShopperState>(STORAGE_KEY, defaultShopperState(), createShopperStorage(), {
  getOnInit: true,
});

/** One part of the shopper state as a read/write atom; writing it saves the whole state. */
function sliceAtom<K extends keyof ShopperState>(key: K) {
  return atom(
    (get) => get(shopperStateAtom)[key],
    (get, set, next: ShopperState[K]) => {
      set(shopperStateAtom, { ...get(shopperStateAtom), [key]: next });
    },
  );
}

export const cartLinesAtom = sliceAtom('cart');
export const wishlistItemsAtom = sliceAtom('wishlist');
export const compareItemsAtom = sliceAtom('compare');
export const filtersStateAtom = sliceAtom('filters');
export const currencyAtom = sliceAtom('currency');
export const settingsStateAtom = sliceAtom('settings');
