import { cartLineKey, cartLineSchema, type CartLine, filtersSchema, type Filters, lineSum, productSchema } from '@storefront/api-client';
import * as z from 'zod/mini';
import { DEFAULT_CURRENCY, DEFAULT_FILTERS, defaultShopperState, isRecord, MAX_LIST_LENGTH, type ShopperState, STORAGE_VERSION } from './persistence';
import { DEFAULT_SETTINGS, settingsFrom } from './settings';

/**
 * Reading a saved shopper state back: validation (zod, with the API's product and filter schemas)
 * and migration. Loaded only where something is saved (`prepareSavedShopperState` in
 * persistence.ts), so a first visit never downloads zod (ADR 0065).
 */

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


/** Saved filters; ones saved before the size filter existed choose no size. */
function filtersFrom(raw: unknown): Filters {
  const parsed = z.safeParse(filtersSchema, isRecord(raw) && raw.sizes === undefined ? { ...raw, sizes: [] } : raw);
  if (!parsed.success) return defaultShopperState().filters;
  const unique = (list: string[]) => [...new Set(list)].slice(0, MAX_LIST_LENGTH);
  return { ...parsed.data, brands: unique(parsed.data.brands), sizes: unique(parsed.data.sizes) };
}

function currencyFrom(raw: unknown): string {
  return typeof raw === 'string' && raw.trim().length >= 1 && raw.trim().length <= 5 ? raw.trim() : DEFAULT_CURRENCY;
}

function fromV1(saved: Record<string, unknown>): ShopperState {
  return {
    cart: validItems(saved.cart, parseLine, cartLineKey),
    wishlist: validItems(saved.wishlist, parseProduct),
    compare: validItems(saved.compare, parseProduct),
    filters: filtersFrom(saved.filters),
    currency: currencyFrom(saved.currency),
    settings: settingsFrom(saved),
  };
}

/** Fields the theme's products lacked; filled in so their cart and lists survive the migration. */
const legacyProductDefaults = {
  category: '',
  sub_category_id: null,
  salePrice: 0,
  discount: 100,
  tags: [],
  colors: [],
  stock: 0,
  rating: null,
  sale: false,
  new: false,
  description: '',
  shortDetails: '',
  size: [],
  type: '',
  design_no: '',
  quantity: 1,
  media: [],
  variants: [],
  pictures: [],
};

const legacyProduct = (item: unknown) => (isRecord(item) ? parseProduct({ ...legacyProductDefaults, ...item }) : undefined);
const legacyLine = (item: unknown) => (isRecord(item) ? parseLine({ ...legacyProductDefaults, sum: 0, ...item }) : undefined);
const field = (value: unknown, key: string) => (isRecord(value) ? value[key] : undefined);

/**
 * Version 0: the purchased theme's redux state, `{ cartList: { cart }, wishlist: { list },
 * compare: { items }, filters: { brand, color, value, sortBy }, symbol }`.
 */
function looksLikeV0(saved: Record<string, unknown>): boolean {
  return isRecord(saved.cartList) || isRecord(saved.wishlist) || isRecord(saved.compare);
}

function fromV0(saved: Record<string, unknown>): ShopperState {
  const filters = saved.filters;
  const color = field(filters, 'color');
  return {
    cart: validItems(field(saved.cartList, 'cart'), legacyLine, cartLineKey),
    wishlist: validItems(field(saved.wishlist, 'list'), legacyProduct),
    compare: validItems(field(saved.compare, 'items'), legacyProduct),
    filters: isRecord(filters)
      ? filtersFrom({
          brands: filters.brand ?? DEFAULT_FILTERS.brands,
          color: typeof color === 'string' && color !== '' ? color : null,
          sizes: [],
          value: filters.value ?? DEFAULT_FILTERS.value,
          sortBy: filters.sortBy || DEFAULT_FILTERS.sortBy,
        })
      : defaultShopperState().filters,
    currency: currencyFrom(saved.symbol),
    settings: { ...DEFAULT_SETTINGS },
  };
}

/**
 * Whatever was read back (parsed JSON, or anything else) as a valid ShopperState: version 1 is
 * validated part by part (a broken part falls back to its default, the rest is kept), version 0
 * is migrated, and anything else (foreign data, a newer version) gives the defaults.
 */
export function restoreShopperState(saved: unknown): ShopperState {
  if (!isRecord(saved)) return defaultShopperState();
  if (saved.version === STORAGE_VERSION) return fromV1(saved);
  if (saved.version === undefined && looksLikeV0(saved)) return fromV0(saved);
  return defaultShopperState();
}

