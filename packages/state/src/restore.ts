import { cartLineKey, cartLineSchema, type CartLine, filtersSchema, type Filters, lineSum, type Product, productSchema } from '@storefront/api-client';
import * as z from 'zod/mini';
import { isRecord } from './oldFormat';
import { DEFAULT_FILTERS } from './persistence';

/**
 * The checks of a saved cart, list or filters, with the API's zod schemas: what is valid is kept,
 * what is not is dropped or replaced by its default. Loaded on first need (`withChecks` in
 * persistence.ts), so a first visit never downloads zod.
 */

/** Per list; a saved list longer than this is cut, not rejected. */
export const MAX_LIST_LENGTH = 100;

/** Valid items only, each once (by id, or by `keyOf`), at most MAX_LIST_LENGTH. */
function validItems<T extends { id: number }>(raw: unknown, parse: (item: unknown) => T | undefined, keyOf: (item: T) => string | number = (item) => item.id): T[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string | number>();
  const items: T[] = [];
  for (const candidate of raw) {
    const item = parse(candidate);
    if (!item || seen.has(keyOf(item))) continue;
    seen.add(keyOf(item));
    items.push(item);
    if (items.length === MAX_LIST_LENGTH) break;
  }
  return items;
}

/**
 * A product saved before variants had SKUs listed them as `{ color, images }` per colour. Those
 * entries say nothing of sizes or stock, so they are dropped: the product then offers the sizes and
 * colours of its `size` and `colors` lists, and the server's answer brings its variants back.
 */
function withCurrentVariants(item: unknown): unknown {
  if (!isRecord(item) || !Array.isArray(item.variants)) return item;
  const current = item.variants.every((variant) => isRecord(variant) && typeof variant.sku === 'string');
  return current ? item : { ...item, variants: [] };
}

const parseProduct = (item: unknown) => {
  const parsed = z.safeParse(productSchema, withCurrentVariants(item));
  return parsed.success ? parsed.data : undefined;
};

/**
 * A saved line's sum is recomputed: the price rules, not old numbers, decide it. A line saved
 * before sizes were kept has no SKU: it stays, and asks for a size at checkout.
 */
const parseLine = (item: unknown): CartLine | undefined => {
  const normalised = isRecord(item) ? { ...(withCurrentVariants(item) as Record<string, unknown>), sku: typeof item.sku === 'string' ? item.sku : null } : item;
  const parsed = z.safeParse(cartLineSchema, normalised);
  return parsed.success ? { ...parsed.data, sum: lineSum(parsed.data, parsed.data.qty) } : undefined;
};

export const cartFrom = (saved: unknown): CartLine[] => validItems(saved, parseLine, cartLineKey);

/** A saved wishlist or compare list. */
export const productsFrom = (saved: unknown): Product[] => validItems(saved, parseProduct);

/** Saved filters: a field left out takes its default (older saves had no sizes); an invalid one gives the defaults. */
export function filtersFrom(saved: unknown): Filters {
  const parsed = z.safeParse(filtersSchema, isRecord(saved) ? { ...DEFAULT_FILTERS, ...saved } : saved);
  if (!parsed.success) return DEFAULT_FILTERS;
  const unique = (list: string[]) => [...new Set(list)].slice(0, MAX_LIST_LENGTH);
  return { ...parsed.data, brands: unique(parsed.data.brands), sizes: unique(parsed.data.sizes) };
}
