import { cartLineSchema, type CartLine, filtersSchema, type Filters, lineSum, productSchema } from '@storefront/api-client';
import * as z from 'zod/mini';
import { DEFAULT_CURRENCY, DEFAULT_FILTERS, defaultShopperState, isRecord, MAX_LIST_LENGTH, type ShopperState, STORAGE_VERSION } from './persistence';
import { DEFAULT_SETTINGS, settingsFrom } from './settings';

/**
 * Reading a saved shopper state back: validation (zod, with the API's product and filter schemas)
 * and migration. Loaded only where something is saved (`prepareSavedShopperState` in
 * persistence.ts), so a first visit never downloads zod (ADR 0065).
 */

/** Valid items only, each id once, at most MAX_LIST_LENGTH. */
function validItems<T extends { id: number }>(raw: unknown, parse: (item: unknown) => T | undefined): T[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<number>();
  const items: T[] = [];
  for (const candidate of raw) {
    const item = parse(candidate);
    if (!item || seen.has(item.id)) continue;
    seen.add(item.id);
    items.push(item);
    if (items.length === MAX_LIST_LENGTH) break;
  }
  return items;
}

const parseProduct = (item: unknown) => {
  const parsed = z.safeParse(productSchema, item);
  return parsed.success ? parsed.data : undefined;
};

/** A saved line's sum is recomputed: the price rules, not old numbers, decide it. */
const parseLine = (item: unknown): CartLine | undefined => {
  const parsed = z.safeParse(cartLineSchema, item);
  return parsed.success ? { ...parsed.data, sum: lineSum(parsed.data, parsed.data.qty) } : undefined;
};

function filtersFrom(raw: unknown): Filters {
  const parsed = z.safeParse(filtersSchema, raw);
  if (!parsed.success) return defaultShopperState().filters;
  return { ...parsed.data, brands: [...new Set(parsed.data.brands)].slice(0, MAX_LIST_LENGTH) };
}

function currencyFrom(raw: unknown): string {
  return typeof raw === 'string' && raw.trim().length >= 1 && raw.trim().length <= 5 ? raw.trim() : DEFAULT_CURRENCY;
}

function fromV1(saved: Record<string, unknown>): ShopperState {
  return {
    cart: validItems(saved.cart, parseLine),
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
    cart: validItems(field(saved.cartList, 'cart'), legacyLine),
    wishlist: validItems(field(saved.wishlist, 'list'), legacyProduct),
    compare: validItems(field(saved.compare, 'items'), legacyProduct),
    filters: isRecord(filters)
      ? filtersFrom({
          brands: filters.brand ?? DEFAULT_FILTERS.brands,
          color: typeof color === 'string' && color !== '' ? color : null,
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

