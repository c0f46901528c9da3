import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { createShopperStorage, defaultShopperState, STORAGE_KEY, type ShopperState } from './persistence';

const storage = createShopperStorage();

/**
 * The saved state, read when a store first uses it, again when it mounts, and whenever another
 * tab changes it. This is jotai's `atomWithStorage` but for one thing: its `getOnInit` reads
 * when the module loads, before the app could load the saved state's reader (ADR 0065), while
 * `atomWithLazy` reads at the first use, after `prepareSavedShopperState()`.
 */
const savedStateAtom = atomWithLazy(() => storage.getItem(STORAGE_KEY, defaultShopperState()));
savedStateAtom.onMount = (setAtom) => {
  setAtom(storage.getItem(STORAGE_KEY, defaultShopperState()));
  return storage.subscribe(STORAGE_KEY, setAtom, defaultShopperState());
};

/**
 * The whole shopper state in one atom, saved to localStorage (key `storefront:v1`) after each
 * change and read back validated (before the first render). Components use the slices and
 * actions below, not this atom.
 */
export const shopperStateAtom = atom(
  (get) => get(savedStateAtom),
  (_get, set, next: ShopperState) => {
    set(savedStateAtom, next);
    storage.setItem(STORAGE_KEY, next);
  },
);

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
