import type { Product } from '@storefront/api-client';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { savedStorage } from './persistence';

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

/** A saved list as product cards can show it: entries shaped like products, each once, at most the maximum. */
const viewedFrom = (saved: unknown): Product[] => (Array.isArray(saved) ? unique(saved.filter(looksLikeProduct)) : []);

function unique(products: readonly Product[]): Product[] {
  const seen = new Set<number>();
  return products.filter((product) => !seen.has(product.id) && seen.add(product.id)).slice(0, RECENTLY_VIEWED_MAX);
}

// Read when the atom mounts, not when the module loads: a server render and the first browser
// render both start empty, so hydration agrees, and the saved list arrives right after.
const savedAtom = atomWithStorage<Product[]>(RECENTLY_VIEWED_KEY, [], savedStorage(viewedFrom));

/** The products the shopper viewed, newest first. */
export const recentlyViewedAtom = atom((get) => get(savedAtom));

/** `set(rememberViewedAtom, product)`: the product goes first (once), the oldest beyond the maximum go. */
export const rememberViewedAtom = atom(null, (get, set, product: Product) => {
  const current = get(savedAtom);
  if (current[0]?.id === product.id && current[0] === product) return;
  set(savedAtom, unique([product, ...current.filter((item) => item.id !== product.id)]));
});
