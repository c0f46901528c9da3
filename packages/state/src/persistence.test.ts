import { createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addToCartAtom, cartAtom } from './cart';
import { addToWishlistAtom } from './lists';
import {
  createShopperStorage,
  defaultShopperState,
  LEGACY_STORAGE_KEY,
  loadShopperStateReader,
  MAX_SAVED_CHARS,
  readSavedSettings,
  STORAGE_KEY,
  type ShopperState,
} from './persistence';
import { restoreShopperState } from './restore';
import { themeAtom } from './settingsAtoms';
import { shopperStateAtom } from './shopperState';
import { MemoryStorage, product, storeWithToasts } from './test/helpers';

// The reader of saved states loads on demand (persistence.lazy.test.ts tests that part).
beforeAll(() => loadShopperStateReader());

afterEach(() => {
  vi.unstubAllGlobals();
});

const someState = (): ShopperState => ({
  cart: [{ ...product(1, { price: 500, discount: 50 }), sku: product(1).variants[0]?.sku ?? null, qty: 2, sum: 500 }],
  wishlist: [product(2)],
  compare: [product(3), product(4)],
  filters: { brands: ['aura'], color: 'red', sizes: ['L'], value: { min: 100, max: 300 }, sortBy: 'AscOrder' },
  currency: '€',
  settings: { theme: 'color7', colorMode: 'dark', dir: 'rtl', locale: 'fr' },
});

function setup() {
  const memory = new MemoryStorage();
  const events = new EventTarget();
  const onSaveError = vi.fn();
  const storage = createShopperStorage({ getStorage: () => memory, events, onSaveError });
  return { memory, events, onSaveError, storage };
}

const saved = (memory: Storage) => JSON.parse(memory.getItem(STORAGE_KEY) ?? 'null');

describe('saving and restoring the shopper state', () => {
  it('saves under one versioned key, with the settings at the top level for the boot script', () => {
    const { memory, storage } = setup();
    storage.setItem(STORAGE_KEY, someState());
    expect(memory.length).toBe(1);
    expect(saved(memory)).toMatchObject({ version: 1, theme: 'color7', colorMode: 'dark', dir: 'rtl', locale: 'fr', currency: '€' });
    expect(storage.getItem(STORAGE_KEY, defaultShopperState())).toEqual(someState());
  });

  it('starts from the defaults when nothing is saved', () => {
    const { storage } = setup();
    expect(storage.getItem(STORAGE_KEY, defaultShopperState())).toEqual(defaultShopperState());
  });

  it('gives the same state object while the saved text is unchanged (jotai reads again on mount)', () => {
    const { memory, storage } = setup();
    const first = storage.getItem(STORAGE_KEY, defaultShopperState());
    expect(storage.getItem(STORAGE_KEY, defaultShopperState())).toBe(first);
    storage.setItem(STORAGE_KEY, someState());
    const changed = storage.getItem(STORAGE_KEY, defaultShopperState());
    expect(changed).not.toBe(first);
    expect(changed).toEqual(someState());
    expect(storage.getItem(STORAGE_KEY, defaultShopperState())).toBe(changed);
    memory.removeItem(STORAGE_KEY);
    expect(storage.getItem(STORAGE_KEY, defaultShopperState())).toEqual(defaultShopperState());
  });

  it('falls back to the defaults for corrupt JSON, foreign data and a newer version', () => {
    const { memory, storage } = setup();
    for (const text of ['{"version":1,', 'hello', '[1,2,3]', 'null', '42', '{"theme":"dark"}', '{"version":2,"theme":"color3"}']) {
      memory.setItem(STORAGE_KEY, text);
      expect(storage.getItem(STORAGE_KEY, defaultShopperState()), text).toEqual(defaultShopperState());
    }
  });

  it('ignores saved data larger than the limit instead of parsing it', () => {
    const { memory, storage } = setup();
    memory.setItem(STORAGE_KEY, JSON.stringify({ version: 1, theme: 'color5', padding: 'x'.repeat(MAX_SAVED_CHARS) }));
    expect(storage.getItem(STORAGE_KEY, defaultShopperState()).settings.theme).toBe('color1');
  });

  it('keeps the valid parts of a partly broken save and recomputes line sums', () => {
    const { memory, storage } = setup();
    const good = { ...product(1, { price: 500, discount: 50 }), qty: 2, sum: 1 };
    memory.setItem(STORAGE_KEY, JSON.stringify({
      version: 1, theme: 'color99', colorMode: 'dark', dir: 'sideways', locale: 'fr', currency: 'dollars!',
      filters: { brands: ['nike'], color: null, value: { min: 900, max: 100 }, sortBy: 'Newest' },
      cart: [good, { id: 'x' }, { ...good, qty: 5 }, { ...product(2), qty: 0, sum: 0 }],
      wishlist: 'nope', compare: [product(3), null],
    }));
    const state = storage.getItem(STORAGE_KEY, defaultShopperState());
    expect(state.settings).toEqual({ theme: 'color1', colorMode: 'dark', dir: 'ltr', locale: 'fr' });
    expect(state.currency).toBe('$');
    expect(state.filters).toEqual(defaultShopperState().filters);
    expect(state.cart.map((line) => [line.id, line.qty, line.sum])).toEqual([[1, 2, 500]]);
    expect(state.wishlist).toEqual([]);
    expect(state.compare.map((item) => item.id)).toEqual([3]);
  });

  it('keeps a cart saved before sizes were kept: its lines stay, without a size, and old colour lists are dropped', () => {
    const { memory, storage } = setup();
    // The version 1 format as it was: no `sku` on lines, `variants` as colour pictures, no size filter.
    const { variants: _current, ...older } = product(7, { price: 400, discount: 50, stock: 6, colors: ['pink', 'green'], size: ['M', 'L'] });
    const oldVariants = [{ color: 'pink', images: ['/images/products/7/pink-1.svg'] }];
    memory.setItem(STORAGE_KEY, JSON.stringify({
      version: 1, theme: 'color3', colorMode: 'light', dir: 'ltr', locale: 'en', currency: '$',
      filters: { brands: ['nike'], color: 'pink', value: { min: 250, max: 950 }, sortBy: 'LowToHigh' },
      cart: [{ ...older, variants: oldVariants, qty: 3, sum: 600 }],
      wishlist: [{ ...older, variants: oldVariants }],
      compare: [],
    }));
    const state = storage.getItem(STORAGE_KEY, defaultShopperState());
    expect(state.cart.map((line) => [line.id, line.sku, line.qty, line.sum, line.variants])).toEqual([[7, null, 3, 600, []]]);
    expect(state.wishlist.map((item) => [item.id, item.variants])).toEqual([[7, []]]);
    expect(state.filters).toEqual({ brands: ['nike'], color: 'pink', sizes: [], value: { min: 250, max: 950 }, sortBy: 'LowToHigh' });
    expect(state.settings.theme).toBe('color3');
  });

  it('migrates the version 0 state of the original theme', () => {
    const { memory, storage } = setup();
    const legacy = { id: 8, name: 'Night Suit', price: 400, discount: 50, stock: 10, tags: ['nike'], colors: ['pink'], pictures: ['a.jpg'] };
    memory.setItem(LEGACY_STORAGE_KEY, JSON.stringify({
      cartList: { cart: [{ ...legacy, qty: 2, sum: 400 }] },
      wishlist: { list: [legacy] },
      compare: { items: [] },
      filters: { brand: ['nike', 'puma'], color: '', value: { min: 250, max: 950 }, sortBy: '' },
      symbol: '₹',
    }));
    const state = storage.getItem(STORAGE_KEY, defaultShopperState());
    expect(state.cart.map((line) => [line.id, line.name, line.qty, line.sum])).toEqual([[8, 'Night Suit', 2, 400]]);
    expect(state.wishlist.map((item) => item.id)).toEqual([8]);
    expect(state.filters).toEqual({ brands: ['nike', 'puma'], color: null, sizes: [], value: { min: 250, max: 950 }, sortBy: 'Newest' });
    expect(state.currency).toBe('₹');
    expect(restoreShopperState({ version: 0 })).toEqual(defaultShopperState());
  });

  it('catches a full storage (quota) and keeps the state in memory', () => {
    const onSaveError = vi.fn();
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const storage = createShopperStorage({ getStorage: () => full, events: new EventTarget(), onSaveError });
    const stateAtom = atomWithStorage(STORAGE_KEY, defaultShopperState(), storage);
    const store = createStore();
    expect(() => store.set(stateAtom, someState())).not.toThrow();
    expect(store.get(stateAtom)).toEqual(someState());
    expect(onSaveError).toHaveBeenCalledOnce();
  });

  it('works where touching localStorage throws (private mode)', () => {
    const storage = createShopperStorage({
      getStorage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      events: new EventTarget(),
      onSaveError: () => {},
    });
    expect(storage.getItem(STORAGE_KEY, defaultShopperState())).toEqual(defaultShopperState());
    expect(() => storage.setItem(STORAGE_KEY, someState())).not.toThrow();
    expect(() => storage.removeItem(STORAGE_KEY)).not.toThrow();
  });

  it('shows a change made in another tab, validated like a read at start', () => {
    const { events, memory, storage } = setup();
    const stateAtom = atomWithStorage(STORAGE_KEY, defaultShopperState(), storage);
    const store = createStore();
    const unsubscribe = store.sub(stateAtom, () => {});
    // Like a real other tab: the value is in the storage when its event arrives.
    const otherTab = (key: string | null, newValue: string | null) => {
      if (key !== null && newValue !== null) memory.setItem(key, newValue);
      else if (key !== null) memory.removeItem(key);
      else memory.clear();
      events.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
    };

    otherTab(STORAGE_KEY, JSON.stringify({ version: 1, theme: 'color9', cart: [{ ...product(5), qty: 1, sum: 250 }] }));
    expect(store.get(stateAtom).settings.theme).toBe('color9');
    expect(store.get(stateAtom).cart.map((line) => line.id)).toEqual([5]);

    otherTab('some-other-key', JSON.stringify({ version: 1, theme: 'color2' }));
    expect(store.get(stateAtom).settings.theme).toBe('color9');

    otherTab(STORAGE_KEY, '{broken');
    expect(store.get(stateAtom)).toEqual(defaultShopperState());
    unsubscribe();
  });

  it('ends on the last write when two tabs write at nearly the same moment (the other tab\'s event arrives after this tab\'s own write)', () => {
    const { events, memory, storage } = setup();
    const cartOf = (...ids: number[]) => ids.map((id) => ({ ...product(id), sku: product(id).variants[0]?.sku ?? null, qty: 1, sum: 250 }));
    const thisTab = createStore();
    const stateAtom = atomWithStorage(STORAGE_KEY, defaultShopperState(), storage);
    const unsubscribe = thisTab.sub(stateAtom, () => {});

    // The other tab saved a cart with product 1; before its event reaches this tab, this tab
    // (which had not heard of it yet) saves a cart with product 2. The storage holds the last write.
    const otherTabsWrite = JSON.stringify({ version: 1, cart: cartOf(1) });
    memory.setItem(STORAGE_KEY, otherTabsWrite);
    thisTab.set(stateAtom, { ...defaultShopperState(), cart: cartOf(2) });
    expect(saved(memory).cart.map((line: { id: number }) => line.id)).toEqual([2]);

    // Now the other tab's (stale) event arrives; the other tab will get this tab's event in turn
    // and read the storage. Both must end on what the storage holds: product 2.
    events.dispatchEvent(Object.assign(new Event('storage'), { key: STORAGE_KEY, newValue: otherTabsWrite }));
    expect(thisTab.get(stateAtom).cart.map((line) => line.id)).toEqual([2]);
    expect(thisTab.get(stateAtom)).toEqual(restoreShopperState(saved(memory)));
    unsubscribe();
  });

  it('takes the event\'s value when the storage cannot be read at that moment', () => {
    const memory = new MemoryStorage();
    const events = new EventTarget();
    let readable = true;
    const storage = createShopperStorage({
      getStorage: () => {
        if (!readable) throw new DOMException('The operation is insecure.', 'SecurityError');
        return memory;
      },
      events,
      onSaveError: () => {},
    });
    const store = createStore();
    const stateAtom = atomWithStorage(STORAGE_KEY, defaultShopperState(), storage);
    const unsubscribe = store.sub(stateAtom, () => {});
    readable = false;
    const newValue = JSON.stringify({ version: 1, cart: [{ ...product(7), qty: 3, sum: 750 }] });
    events.dispatchEvent(Object.assign(new Event('storage'), { key: STORAGE_KEY, newValue }));
    expect(store.get(stateAtom).cart.map((line) => [line.id, line.qty])).toEqual([[7, 3]]);
    unsubscribe();
  });
});

describe('the store-wide shopper state atom', () => {
  it('saves every change to localStorage and reads it back in a new session', () => {
    const memory = new MemoryStorage();
    vi.stubGlobal('localStorage', memory);
    const { store } = storeWithToasts();
    store.set(addToCartAtom, product(1), 2);
    store.set(addToWishlistAtom, product(2));
    store.set(themeAtom, 'color4');
    expect(saved(memory)).toMatchObject({ version: 1, theme: 'color4', wishlist: [{ id: 2 }] });

    const nextSession = createStore();
    const unsubscribe = nextSession.sub(shopperStateAtom, () => {});
    expect(nextSession.get(cartAtom).map((line) => [line.id, line.qty])).toEqual([[1, 2]]);
    expect(nextSession.get(themeAtom)).toBe('color4');
    unsubscribe();
  });
});

describe('readSavedSettings', () => {
  it('reads the saved theme, mode, direction and language', () => {
    const { memory, storage } = setup();
    storage.setItem(STORAGE_KEY, someState());
    expect(readSavedSettings(memory)).toEqual({ theme: 'color7', colorMode: 'dark', dir: 'rtl', locale: 'fr' });
  });

  it('gives the defaults for nothing saved, broken data or a storage that throws', () => {
    const defaults = { theme: 'color1', colorMode: 'system', dir: 'ltr', locale: 'en' };
    const memory = new MemoryStorage();
    expect(readSavedSettings(memory)).toEqual(defaults);
    memory.setItem(STORAGE_KEY, '{');
    expect(readSavedSettings(memory)).toEqual(defaults);
    expect(readSavedSettings({ getItem: () => { throw new Error('denied'); } })).toEqual(defaults);
    expect(readSavedSettings(undefined)).toEqual(defaults);
  });
});
