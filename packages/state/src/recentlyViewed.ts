import type { Product } from '@storefront/api-client';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** The products a shopper opened last, newest first, saved in this browser under their own key. */
export const RECENTLY_VIEWED_KEY = 'storefront:recently-viewed';
export const RECENTLY_VIEWED_MAX = 8;

/** What a product card needs of a product; anything else in a saved entry is left as it is. */
function looksLikeProduct(value: unknown): value is Product {
  const item = value as Partial<Product> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    Number.isInteger(item.id) &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    typeof item.discount === 'number' &&
    Array.isArray(item.pictures) &&
    Array.isArray(item.media) &&
    Array.isArray(item.variants) &&
    Array.isArray(item.tags) &&
    Array.isArray(item.colors)
  );
}

/**
 * jotai's JSON storage over localStorage (another tab's visits arrive through its `storage`
 * events); what is read back keeps only entries shaped like products, at most the maximum, each
 * once, so a corrupt or foreign value gives an empty list instead of an error.
 */
const storage = createJSONStorage<unknown>(() => {
  try {
    return globalThis.localStorage;
  } catch {
    // Private modes and sandboxed frames throw on touching localStorage: nothing is kept there.
    return undefined as unknown as Storage;
  }
});
const listStorage = {
  ...storage,
  getItem: (key: string, initial: Product[]): Product[] => {
    const value = storage.getItem(key, initial);
    return Array.isArray(value) ? unique(value.filter(looksLikeProduct)) : initial;
  },
  subscribe: (key: string, callback: (value: Product[]) => void, initial: Product[]) =>
    storage.subscribe?.(key, (value) => callback(Array.isArray(value) ? unique(value.filter(looksLikeProduct)) : initial), initial) ?? (() => {}),
};

function unique(products: readonly Product[]): Product[] {
  const seen = new Set<number>();
  return products.filter((product) => !seen.has(product.id) && seen.add(product.id)).slice(0, RECENTLY_VIEWED_MAX);
}

// Read when the atom mounts, not when the module loads: a server render and the first browser
// render both start empty, so hydration agrees, and the saved list arrives right after.
const savedAtom = atomWithStorage<Product[]>(RECENTLY_VIEWED_KEY, [], listStorage);

/** The products the shopper viewed, newest first. */
export const recentlyViewedAtom = atom((get) => get(savedAtom));

/** `set(rememberViewedAtom, product)`: the product goes first (once), the oldest beyond the maximum go. */
export const rememberViewedAtom = atom(null, (get, set, product: Product) => {
  const current = get(savedAtom);
  if (current[0]?.id === product.id && current[0] === product) return;
  set(savedAtom, unique([product, ...current.filter((item) => item.id !== product.id)]));
});
