import type { CartLine, Filters, Product } from '@storefront/api-client';
import { createJSONStorage } from 'jotai/utils';
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
  sizes: [],
  value: { min: 250, max: 950 },
  sortBy: 'Newest',
};
export const DEFAULT_CURRENCY = '$';

export function defaultShopperState(): ShopperState {
  return {
    cart: [],
    wishlist: [],
    compare: [],
    filters: { ...DEFAULT_FILTERS, brands: [...DEFAULT_FILTERS.brands], sizes: [], value: { ...DEFAULT_FILTERS.value } },
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

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The saved-state reader (restore.ts: zod and the product schemas), once loaded. */
let reader: typeof import('./restore') | undefined;

/** Loads the code that validates and migrates a saved shopper state. */
export async function loadShopperStateReader(): Promise<void> {
  reader ??= await import('./restore');
}

/**
 * Call (and await) before the app's first read of the shopper state: where something is saved, it
 * loads the reader that validates it; where nothing is, as on a first visit, it loads nothing.
 */
export async function prepareSavedShopperState(storage: Pick<Storage, 'getItem'> | undefined = browserStorage()): Promise<void> {
  let saved = false;
  try {
    saved = storage !== undefined && (storage.getItem(STORAGE_KEY) !== null || storage.getItem(LEGACY_STORAGE_KEY) !== null);
  } catch {
    // A storage that throws holds nothing the app can read.
  }
  if (saved) await loadShopperStateReader();
}

/** `restoreShopperState` of restore.ts; only called once the reader is here. */
function restoreWithReader(saved: unknown): ShopperState {
  if (!reader) throw new Error('The saved-state reader is not loaded.');
  return reader.restoreShopperState(saved);
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
  const parseSaved = (raw: string, fallback: unknown): unknown => {
    try {
      return JSON.parse(raw);
    } catch {
      return fallback;
    }
  };
  /** The atoms subscribed to this storage (jotai subscribes each mounted atom). */
  const listeners = new Set<(value: ShopperState) => void>();
  /** Saved states that wait for the reader, delivered in order. */
  let delivery = Promise.resolve();
  let waiting = 0;
  /**
   * Once the reader is here, gives `targets` what the storage holds at that point: either tab may
   * have saved again meanwhile, and the tabs must end on the last write. `fallback` (an event's
   * value) stands in where the storage cannot be read; without one, nothing is delivered then.
   */
  const deliverLater = (readNow: () => string | null, fallback: unknown, targets: () => Iterable<(value: ShopperState) => void>) => {
    waiting += 1;
    delivery = delivery
      .then(loadShopperStateReader)
      .then(() => {
        const now = readNow();
        const value = now === null ? fallback : parseSaved(now, fallback);
        if (value === undefined) return;
        const state = restore(value);
        for (const target of targets()) target(state);
      })
      .catch((error: unknown) => console.warn('A saved shopper state could not be read.', error))
      .finally(() => {
        waiting -= 1;
      });
  };
  const restore = (value: unknown) => (value === NOTHING ? defaultShopperState() : restoreWithReader(value));
  // jotai reads the storage at start and again when the atom mounts. The same saved text gives
  // the same state object, so that second read changes nothing and re-renders nothing.
  let lastRead: { raw: string | null; state: ShopperState } | undefined;

  return {
    getItem: (key: string, _initialValue: ShopperState): ShopperState => {
      const readSaved = () => read(key) ?? (key === STORAGE_KEY ? read(LEGACY_STORAGE_KEY) : null);
      const raw = readSaved();
      if (lastRead && lastRead.raw === raw) return lastRead.state;
      if (raw !== null && !reader) {
        // Saved since the app's check (another tab), or the app did not prepare: the state in
        // memory stays until the reader has loaded, then the saved one arrives.
        deliverLater(readSaved, undefined, () => listeners);
        return lastRead?.state ?? defaultShopperState();
      }
      const state = restore(raw === null ? NOTHING : parseSaved(raw, NOTHING));
      lastRead = { raw, state };
      return state;
    },
    setItem: (key: string, value: ShopperState): void => {
      const saved = toSaved(value);
      json.setItem(key, saved);
      // Read back (when the atom mounts again), this text gives this state without being parsed.
      lastRead = { raw: JSON.stringify(saved), state: value };
    },
    removeItem: (key: string): void => {
      json.removeItem(key);
    },
    subscribe: (key: string, callback: (value: ShopperState) => void, _initialValue: ShopperState) => {
      listeners.add(callback);
      const unsubscribe = json.subscribe?.(
        key,
        (value) => {
          if (waiting === 0 && (reader || value === NOTHING)) callback(restore(value));
          // Another tab saved the first state of this one: the reader loads first, and events
          // arriving meanwhile wait in order behind it.
          else deliverLater(() => read(key), value, () => [callback]);
        },
        NOTHING,
      );
      return () => {
        listeners.delete(callback);
        unsubscribe?.();
      };
    },
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
