import type { SavedPart } from './persistence';

/** Earlier versions kept the whole shopper state under this one key (`{ version: 1, ... }`). */
export const V1_KEY = 'storefront:v1';
/** Where the theme this store was built from kept its redux state ("version 0"). */
export const V0_KEY = 'state';

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(text: string | null): unknown {
  try {
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Version 0: `{ cartList: { cart }, wishlist: { list }, compare: { items }, filters: { brand, color, value, sortBy }, symbol }`. */
const looksLikeV0 = (saved: unknown): saved is Record<string, unknown> =>
  isRecord(saved) && saved.version === undefined && (isRecord(saved.cartList) || isRecord(saved.wishlist) || isRecord(saved.compare));

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

const field = (value: unknown, key: string) => (isRecord(value) ? value[key] : undefined);
const legacyItems = (raw: unknown, extra: object = {}) =>
  Array.isArray(raw) ? raw.map((item) => (isRecord(item) ? { ...legacyProductDefaults, ...extra, ...item } : item)) : undefined;

function fromV0(saved: Record<string, unknown>): Partial<Record<SavedPart, unknown>> {
  const filters = saved.filters;
  const color = field(filters, 'color');
  return {
    cart: legacyItems(field(saved.cartList, 'cart'), { sum: 0 }),
    wishlist: legacyItems(field(saved.wishlist, 'list')),
    compare: legacyItems(field(saved.compare, 'items')),
    // Left out, a filter takes its default when read back.
    filters: isRecord(filters)
      ? { brands: filters.brand, color: typeof color === 'string' && color !== '' ? color : null, sizes: [], value: filters.value, sortBy: filters.sortBy || undefined }
      : undefined,
    currency: saved.symbol,
  };
}

function fromV1(saved: Record<string, unknown>): Partial<Record<SavedPart, unknown>> {
  const { cart, wishlist, compare, filters, currency, theme, colorMode, dir, locale } = saved;
  return { cart, wishlist, compare, filters, currency, settings: { theme, colorMode, dir, locale } };
}

/**
 * A state saved in the one-key format of earlier versions, as the parts it holds (each as it was
 * saved: they are checked when read back) and the keys it occupies. Version 1 is taken before
 * version 0; anything else (foreign data, another version) is not ours to move.
 */
export function partsOfOldFormat(read: (key: string) => string | null): { keys: string[]; parts: Partial<Record<SavedPart, unknown>> } | undefined {
  const v1 = parse(read(V1_KEY));
  const v0 = parse(read(V0_KEY));
  const isV1 = isRecord(v1) && v1.version === 1;
  const found = isV1 ? fromV1(v1) : looksLikeV0(v0) ? fromV0(v0) : undefined;
  if (!found) return undefined;
  const parts = Object.fromEntries(Object.entries(found).filter(([, value]) => value !== undefined));
  // A version 0 state beside a version 1 one was already moved into it: it goes too.
  const keys = [...(isV1 ? [V1_KEY] : []), ...(looksLikeV0(v0) ? [V0_KEY] : [])];
  return { keys, parts };
}
