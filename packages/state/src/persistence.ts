import type { Filters } from '@storefront/api-client';
import { createJSONStorage } from 'jotai/utils';
import { partsOfOldFormat } from './oldFormat';
import { DEFAULT_SETTINGS, type Settings, settingsFrom } from './settings';

/**
 * Where the shopper's state is kept in localStorage: each part under its own key, as plain JSON.
 * The settings are `{ theme, colorMode, dir, locale }`, the names of the `<html>` attributes they
 * drive, so a boot script (`themeBootScript({ storageKey: SAVED_KEYS.settings })` of
 * @storefront/ui) applies them before the first paint. See docs/adr/0097.
 */
export const SAVED_KEYS = {
  cart: 'storefront:cart',
  wishlist: 'storefront:wishlist',
  compare: 'storefront:compare',
  filters: 'storefront:filters',
  currency: 'storefront:currency',
  settings: 'storefront:settings',
} as const;
export type SavedPart = keyof typeof SAVED_KEYS;

/** The part kept under `key`, if it is one of the shopper's. */
const partOf = (key: string) => (Object.keys(SAVED_KEYS) as SavedPart[]).find((part) => SAVED_KEYS[part] === key);

/** Anything longer is not ours (or is broken): it is ignored rather than parsed. */
export const MAX_SAVED_CHARS = 1_000_000;

export const DEFAULT_FILTERS: Filters = {
  // The first three brands of the spec's tag list.
  brands: ['nike', 'caprese', 'puma'],
  color: null,
  sizes: [],
  value: { min: 250, max: 950 },
  sortBy: 'Newest',
};
export const DEFAULT_CURRENCY = '$';

/** A saved currency symbol: 1 to 5 characters, else the default. */
export function currencyFrom(saved: unknown): string {
  const symbol = typeof saved === 'string' ? saved.trim() : '';
  return symbol.length >= 1 && symbol.length <= 5 ? symbol : DEFAULT_CURRENCY;
}

type StringStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What jotai's `createJSONStorage` takes: strings by key, and another tab's changes. */
export interface SyncStringStorage extends StringStore {
  subscribe: (key: string, callback: (value: string | null) => void) => () => void;
}

/** What jotai's `atomWithStorage` takes: values by key, and another tab's changes. */
interface SyncStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, value: Value) => void;
  removeItem: (key: string) => void;
  subscribe: (key: string, callback: (value: Value) => void, initialValue: Value) => () => void;
}

interface SavedStorageOptions {
  /** Where strings are kept; localStorage by default. Called on every access, never cached. */
  getStorage?: () => StringStore | undefined;
  /** Where other tabs' `storage` events arrive; `window` by default. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Told when saving fails (quota exceeded, storage gone); the state in memory is kept either way. */
  onSaveError?: (error: unknown) => void;
}

/** localStorage, or undefined where touching it throws (private modes, sandboxed frames, no DOM). */
function browserStorage(): StringStore | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * localStorage as jotai's string storage for the shopper's state. It never throws: a storage that
 * cannot be touched holds nothing, a failed write goes to `onSaveError`. A key that is not there
 * yet is taken from the one-key format of earlier versions, which moves to one key per part on
 * that read. Another tab's change is reported with what the storage holds at that moment, not
 * the event's value: when two tabs write at nearly the same moment, each hears of the other's
 * write after its own, and only the stored value (the last write) is the same for both.
 */
export function savedStrings(options: SavedStorageOptions = {}): SyncStringStorage {
  const getStorage = options.getStorage ?? browserStorage;
  const onSaveError = options.onSaveError ?? ((error: unknown) => console.warn('The shopper state could not be saved.', error));
  const events = options.events ?? (typeof window !== 'undefined' && typeof window.addEventListener === 'function' ? window : undefined);
  const fit = (value: string | null) => (value !== null && value.length > MAX_SAVED_CHARS ? null : value);

  const read = (key: string): string | null => {
    try {
      return fit(getStorage()?.getItem(key) ?? null);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string): boolean => {
    try {
      const storage = getStorage();
      storage?.setItem(key, value);
      return storage !== undefined;
    } catch (error) {
      onSaveError(error);
      return false;
    }
  };
  const remove = (key: string) => {
    try {
      getStorage()?.removeItem(key);
    } catch {
      // Nothing to undo: what is in memory stands.
    }
  };

  /** `key`'s part of a state saved in the one-key format; every part moves to its own key first. */
  const fromOldFormat = (key: string): string | null => {
    const old = partsOfOldFormat(read);
    if (!old) return null;
    let moved = true;
    for (const [part, value] of Object.entries(old.parts)) {
      const partKey = SAVED_KEYS[part as SavedPart];
      if (read(partKey) === null) moved = write(partKey, JSON.stringify(value)) && moved;
    }
    // Kept where a part could not be written (a full storage): it is read from there meanwhile.
    if (moved) for (const oldKey of old.keys) remove(oldKey);
    const part = partOf(key);
    const value = part && old.parts[part];
    return value === undefined ? null : JSON.stringify(value);
  };

  return {
    getItem: (key) => read(key) ?? fromOldFormat(key),
    setItem: (key, value) => {
      write(key, value);
    },
    removeItem: remove,
    subscribe: (key, callback) => {
      if (!events) return () => {};
      const listener = (event: Event) => {
        const change = event as StorageEvent;
        // `key` is null when another tab cleared the whole storage.
        if (change.key !== key && change.key !== null) return;
        let now: string | null;
        try {
          const storage = getStorage();
          now = storage ? storage.getItem(key) : (change.newValue ?? null);
        } catch {
          now = change.newValue ?? null;
        }
        callback(fit(now));
      };
      events.addEventListener('storage', listener);
      return () => events.removeEventListener('storage', listener);
    },
  };
}

/** A saved part once checked: at once, or once the code that checks it has loaded. */
export type Checked<Value> = Value | Promise<Value>;

/**
 * jotai's `createJSONStorage` over `strings`, with every value read back (at start, on mount,
 * from another tab) passed through `check`, which repairs or replaces what is not valid (or gives
 * a promise of that, `Checked`). Missing keys and text that is not JSON give the initial value.
 */
export function savedStorage<Value>(check: (saved: unknown) => Value, strings: SyncStringStorage = savedStrings()): SyncStorage<Value> {
  const json = createJSONStorage<unknown>(() => strings);
  const checked = (saved: unknown, initial: Value) => (saved === initial ? initial : check(saved));
  return {
    getItem: (key, initial) => checked(json.getItem(key, initial), initial),
    // jotai waits for a pending value before it saves one.
    setItem: (key, value) => json.setItem(key, value),
    removeItem: (key) => json.removeItem(key),
    subscribe: (key, callback, initial) => json.subscribe?.(key, (saved) => callback(checked(saved, initial)), initial) ?? (() => {}),
  };
}

/**
 * The saved theme, colour mode, direction and language, for code that runs before the app (the
 * store's entry loads the saved language's texts before it hydrates); `fallback` when none are
 * saved or they cannot be read. Never throws.
 */
export function readSavedSettings(storage: StringStore | undefined = browserStorage(), fallback: Settings = DEFAULT_SETTINGS): Settings {
  return savedStorage(settingsFrom, savedStrings({ getStorage: () => storage })).getItem(SAVED_KEYS.settings, fallback);
}

type Reader = typeof import('./restore');
let reader: Reader | undefined;
let loading: Promise<Reader> | undefined;

/**
 * `read` with the checks of saved carts, lists and filters (restore.ts: zod and the product
 * schemas), which load on first need: a first visit, with nothing saved, never downloads them.
 * Until they are here, a promise of the result; `fallback` if they cannot be loaded.
 */
export function withChecks<Value>(read: (checks: Reader) => Value, fallback: Value): Checked<Value> {
  if (reader) return read(reader);
  loading ??= import('./restore').then((loaded) => {
    reader = loaded;
    return loaded;
  });
  return loading.then(read, (error: unknown) => {
    loading = undefined;
    console.warn('A saved shopper state could not be read.', error);
    return fallback;
  });
}

/** Resolves once the checks that saved parts asked for have loaded (at once where none did). */
export function savedChecksLoaded(): Promise<void> {
  return (loading ?? Promise.resolve()).then(
    () => {},
    () => {},
  );
}
