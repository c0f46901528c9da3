import { cartLineSchema, filtersSchema, lineSum, productSchema, type CartLine, type Filters, type Product } from '@storefront/api-client';
import { createJSONStorage } from 'jotai/utils';
import * as z from 'zod/mini';
import { DEFAULT_SETTINGS, type Settings, settingsFrom } from './settings';

/**
 * The whole shopper state, saved to localStorage after each change under ONE key.
 * See docs/adr/0020-shopper-state-persistence.md for the format and its rules.
 */
export interface ShopperState {
  cart: CartLine[];
  wishlist: Product[];
  compare: Product[];
  filters: Filters;
  /** The currency symbol shown beside prices. */
  currency: string;
  settings: Settings;
}

export const STORAGE_KEY = 'storefront:v1';
export const STORAGE_VERSION = 1;
/** Where the theme this store was built from kept its redux state (the "v0" format we migrate). */
export const LEGACY_STORAGE_KEY = 'state';
/** Anything longer is not ours (or is broken): it is ignored rather than parsed. */
export const MAX_SAVED_CHARS = 1_000_000;
/** Per list; a saved list longer than this is cut, not rejected. */
export const MAX_LIST_LENGTH = 100;

export const DEFAULT_FILTERS: Filters = {
  // The first three brands of the spec's tag list.
  brands: ['nike', 'caprese', 'puma'],
  color: null,
  value: { min: 250, max: 950 },
  sortBy: 'Newest',
};
export const DEFAULT_CURRENCY = '$';

export function defaultShopperState(): ShopperState {
  return {
    cart: [],
    wishlist: [],
    compare: [],
    filters: { ...DEFAULT_FILTERS, brands: [...DEFAULT_FILTERS.brands], value: { ...DEFAULT_FILTERS.value } },
    currency: DEFAULT_CURRENCY,
    settings: { ...DEFAULT_SETTINGS },
  };
}

/**
 * The saved JSON (version 1). Settings sit at the top level under the names of the `<html>`
 * attributes, so a boot script in index.html (e.g. @storefront/ui's `themeBootScript({ storageKey:
 * 'storefront:v1' })`) can apply theme, mode, direction and language before the first paint.
 */
export interface SavedStateV1 extends Settings {
  version: 1;
  currency: string;
  filters: Filters;
  cart: CartLine[];
  wishlist: Product[];
  compare: Product[];
}

export function toSaved(state: ShopperState): SavedStateV1 {
  return {
    version: 1,
    ...state.settings,
    currency: state.currency,
    filters: state.filters,
    cart: state.cart,
    wishlist: state.wishlist,
    compare: state.compare,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** localStorage, or undefined where touching it throws (private modes, sandboxed frames, no DOM). */
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export interface ShopperStorageOptions {
  /** Where strings are kept; localStorage by default. Called on every access, never cached. */
  getStorage?: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  /** Where other tabs' `storage` events arrive; `window` by default. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Told when saving fails (quota exceeded, storage gone); the state in memory is kept either way. */
  onSaveError?: (error: unknown) => void;
}

/**
 * A jotai `atomWithStorage` storage for the shopper state: jotai's `createJSONStorage` over a
 * string storage that never throws, with validation and migration on every read (at start and
 * when another tab writes), and the saved format on every write.
 */
export function createShopperStorage(options: ShopperStorageOptions = {}) {
  const getStorage = options.getStorage ?? browserStorage;
  const onSaveError = options.onSaveError ?? ((error: unknown) => console.warn('The shopper state could not be saved.', error));
  const events = options.events ?? (typeof window !== 'undefined' && typeof window.addEventListener === 'function' ? window : undefined);
  const tooLong = (value: string | null) => (value !== null && value.length > MAX_SAVED_CHARS ? null : value);

  const read = (key: string): string | null => {
    try {
      return tooLong(getStorage()?.getItem(key) ?? null);
    } catch {
      return null;
    }
  };

  /** The stored value now; `fallback` (the event's value) where the storage cannot be read. */
  const latest = (key: string, fallback: string | null): string | null => {
    try {
      const storage = getStorage();
      return tooLong(storage ? storage.getItem(key) : fallback);
    } catch {
      return tooLong(fallback);
    }
  };

  const json = createJSONStorage<unknown>(() => ({
    getItem: (key) => read(key) ?? (key === STORAGE_KEY ? read(LEGACY_STORAGE_KEY) : null),
    setItem: (key, value) => {
      try {
        const storage = getStorage();
        if (!storage) return;
        storage.setItem(key, value);
      } catch (error) {
        onSaveError(error);
      }
    },
    removeItem: (key) => {
      try {
        getStorage()?.removeItem(key);
      } catch {
        // Nothing to undo: the state in memory is already the default.
      }
    },
    subscribe: (key, callback) => {
      if (!events) return () => {};
      const listener = (event: Event) => {
        const change = event as StorageEvent;
        // `key` is null when another tab cleared the whole storage.
        if (change.key !== key && change.key !== null) return;
        // The event's `newValue` can be stale: when two tabs write at nearly the same moment, each
        // hears of the other's write after its own, and adopting that value would leave the tabs
        // showing different carts. What the storage holds now is the last write, the same for
        // every tab, so every tab ends on it.
        callback(latest(key, change.newValue ?? null));
      };
      events.addEventListener('storage', listener);
      return () => events.removeEventListener('storage', listener);
    },
  }));

  const NOTHING = Symbol('nothing saved');
  const restore = (value: unknown) => (value === NOTHING ? defaultShopperState() : restoreShopperState(value));
  // jotai reads the storage at start and again when the atom mounts. The same saved text gives
  // the same state object, so that second read changes nothing and re-renders nothing.
  let lastRead: { raw: string | null; state: ShopperState } | undefined;

  return {
    getItem: (key: string, _initialValue: ShopperState): ShopperState => {
      const raw = read(key) ?? (key === STORAGE_KEY ? read(LEGACY_STORAGE_KEY) : null);
      if (lastRead && lastRead.raw === raw) return lastRead.state;
      const state = restore(json.getItem(key, NOTHING));
      lastRead = { raw, state };
      return state;
    },
    setItem: (key: string, value: ShopperState): void => {
      json.setItem(key, toSaved(value));
    },
    removeItem: (key: string): void => {
      json.removeItem(key);
    },
    subscribe: (key: string, callback: (value: ShopperState) => void, _initialValue: ShopperState) =>
      json.subscribe?.(key, (value) => callback(restore(value)), NOTHING) ?? (() => {}),
  };
}

/**
 * The saved theme, colour mode, direction and language, for code that runs before the app
 * (an index.html boot script can do the same: read `localStorage['storefront:v1']`, parse it as
 * JSON, and take its top-level `theme`, `colorMode`, `dir` and `locale`). Never throws.
 */
export function readSavedSettings(storage: Pick<Storage, 'getItem'> | undefined = browserStorage()): Settings {
  try {
    const raw = storage?.getItem(STORAGE_KEY) ?? null;
    if (raw === null || raw.length > MAX_SAVED_CHARS) return { ...DEFAULT_SETTINGS };
    const saved: unknown = JSON.parse(raw);
    return isRecord(saved) && saved.version === STORAGE_VERSION ? settingsFrom(saved) : { ...DEFAULT_SETTINGS };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}
