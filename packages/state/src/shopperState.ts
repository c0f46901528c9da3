import type { CartLine, Product } from '@storefront/api-client';
import { atomWithStorage, unwrap } from 'jotai/utils';
import {
  type Checked,
  currencyFrom,
  DEFAULT_CURRENCY,
  DEFAULT_FILTERS,
  SAVED_KEYS,
  savedChecksLoaded,
  savedStorage,
  type SyncStringStorage,
  withChecks,
} from './persistence';
import { DEFAULT_SETTINGS, type Settings, settingsFrom } from './settings';

/**
 * One part of the shopper's state, saved in localStorage under its own key after each change and
 * read back checked: when the module loads (`getOnInit`), again when a store mounts it, and when
 * another tab changes it. While the checks of a saved part are loading, it keeps its previous value
 * (the initial one at first). On the server, where nothing is saved, it is always the initial
 * value; the browser's first render must equal the server's, so the store shows saved parts only
 * once the page is hydrated (its `useSavedValue`). `strings`: where it is saved (tests).
 */
export function savedAtom<Value>(key: string, initial: Value, check: (saved: unknown) => Checked<Value>, strings?: SyncStringStorage) {
  const stored = atomWithStorage<Checked<Value>>(key, initial, savedStorage(check, strings), { getOnInit: true });
  return unwrap(stored, (previous) => previous ?? initial);
}

export const checkCart = (saved: unknown) => withChecks((checks) => checks.cartFrom(saved), [] as CartLine[]);
export const checkProducts = (saved: unknown) => withChecks((checks) => checks.productsFrom(saved), [] as Product[]);
export const checkFilters = (saved: unknown) => withChecks((checks) => checks.filtersFrom(saved), DEFAULT_FILTERS);

export const cartLinesAtom = savedAtom<CartLine[]>(SAVED_KEYS.cart, [], checkCart);
export const wishlistItemsAtom = savedAtom<Product[]>(SAVED_KEYS.wishlist, [], checkProducts);
export const compareItemsAtom = savedAtom<Product[]>(SAVED_KEYS.compare, [], checkProducts);
export const filtersStateAtom = savedAtom(SAVED_KEYS.filters, DEFAULT_FILTERS, checkFilters);
/** The currency symbol shown beside prices. */
export const currencyStateAtom = savedAtom(SAVED_KEYS.currency, DEFAULT_CURRENCY, currencyFrom);
/** Checked without zod, so a returning shopper's theme and language are there for the first render. */
export const settingsStateAtom = savedAtom<Settings>(SAVED_KEYS.settings, DEFAULT_SETTINGS, settingsFrom);

/**
 * Resolves once the saved parts read when this module loaded have been checked. A store awaits it
 * before hydrating, so a returning shopper's cart is there before their first tap.
 */
export const savedStateRead = savedChecksLoaded;
