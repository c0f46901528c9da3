import { setMaxListeners } from 'node:events';
import type { CartLine, Filters, Product } from '@storefront/api-client';
import { createStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addToCartAtom, cartAtom } from './cart';
import { addToWishlistAtom } from './lists';
import { V0_KEY, V1_KEY } from './oldFormat';
import { currencyFrom, DEFAULT_CURRENCY, DEFAULT_FILTERS, MAX_SAVED_CHARS, readSavedSettings, SAVED_KEYS, savedStrings, withChecks } from './persistence';
import { DEFAULT_SETTINGS, type Settings, settingsFrom } from './settings';
import { themeAtom } from './settingsAtoms';
import { cartLinesAtom, checkCart, checkFilters, checkProducts, savedAtom } from './shopperState';
import { MemoryStorage, product, storeWithToasts } from './test/helpers';

// The checks of saved carts, lists and filters load on first need (persistence.lazy.test.ts tests
// that part); here they are loaded first, so every read is checked at once.
beforeAll(() => withChecks(() => undefined, undefined));

afterEach(() => {
  vi.unstubAllGlobals();
});

const sku = (id: number) => product(id).variants[0]?.sku ?? null;

interface Parts {
  cart: CartLine[];
  wishlist: Product[];
  compare: Product[];
  filters: Filters;
  currency: string;
  settings: Settings;
}

const someParts = (): Parts => ({
  cart: [{ ...product(1, { price: 500, discount: 50 }), sku: sku(1), qty: 2, sum: 500 }],
  wishlist: [product(2)],
  compare: [product(3), product(4)],
  filters: { brands: ['aura'], color: 'red', sizes: ['L'], value: { min: 100, max: 300 }, sortBy: 'AscOrder' },
  currency: '€',
  settings: { theme: 'color7', colorMode: 'dark', dir: 'rtl', locale: 'fr' },
});

const defaultParts = (): Parts => ({ cart: [], wishlist: [], compare: [], filters: DEFAULT_FILTERS, currency: DEFAULT_CURRENCY, settings: DEFAULT_SETTINGS });

/** A browser of its own: a storage, other tabs' events, and the shopper's parts as the store makes them. */
function setup(memory = new MemoryStorage()) {
  const events = new EventTarget();
  // Every mounted part listens: more than Node's default of 10 listeners before it warns.
  setMaxListeners(100, events);
  const onSaveError = vi.fn();
  const strings = savedStrings({ getStorage: () => memory, events, onSaveError });
  const atoms = {
    cart: savedAtom<CartLine[]>(SAVED_KEYS.cart, [], checkCart, strings),
    wishlist: savedAtom<Product[]>(SAVED_KEYS.wishlist, [], checkProducts, strings),
    compare: savedAtom<Product[]>(SAVED_KEYS.compare, [], checkProducts, strings),
    filters: savedAtom(SAVED_KEYS.filters, DEFAULT_FILTERS, checkFilters, strings),
    currency: savedAtom(SAVED_KEYS.currency, DEFAULT_CURRENCY, currencyFrom, strings),
    settings: savedAtom<Settings>(SAVED_KEYS.settings, DEFAULT_SETTINGS, settingsFrom, strings),
  };
  /** A store (a page) with every part mounted, as the store's header and pages mount them. */
  const page = () => {
    const store = createStore();
    const unsubscribe = Object.values(atoms).map((part) => store.sub(part, () => {}));
    const parts = (): Parts => ({
      cart: store.get(atoms.cart),
      wishlist: store.get(atoms.wishlist),
      compare: store.get(atoms.compare),
      filters: store.get(atoms.filters),
      currency: store.get(atoms.currency),
      settings: store.get(atoms.settings),
    });
    const save = (parts: Parts) => {
      store.set(atoms.cart, parts.cart);
      store.set(atoms.wishlist, parts.wishlist);
      store.set(atoms.compare, parts.compare);
      store.set(atoms.filters, parts.filters);
      store.set(atoms.currency, parts.currency);
      store.set(atoms.settings, parts.settings);
    };
    const close = () => {
      for (const stop of unsubscribe) stop();
    };
    return { store, parts, save, close };
  };
  /** Another tab's write, as the browser reports it: in the storage when its event arrives. */
  const otherTab = (key: string | null, newValue: string | null) => {
    if (key !== null && newValue !== null) memory.setItem(key, newValue);
    else if (key !== null) memory.removeItem(key);
    else memory.clear();
    events.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
  };
  return { memory, events, onSaveError, strings, atoms, page, otherTab };
}

const saved = (memory: Storage, key: string) => JSON.parse(memory.getItem(key) ?? 'null');

describe('saving and restoring the shopper state', () => {
  it('saves each part under its own key, the settings under the names of the <html> attributes for the boot script', () => {
    const { memory, page } = setup();
    const tab = page();
    tab.save(someParts());
    expect(memory.length).toBe(6);
    expect(saved(memory, SAVED_KEYS.settings)).toEqual({ theme: 'color7', colorMode: 'dark', dir: 'rtl', locale: 'fr' });
    expect(saved(memory, SAVED_KEYS.currency)).toBe('€');
    expect(saved(memory, SAVED_KEYS.cart).map((line: CartLine) => [line.id, line.qty])).toEqual([[1, 2]]);
    expect(page().parts()).toEqual(someParts());
  });

  it('writes only the part that changed', () => {
    const { atoms, memory, page } = setup();
    const tab = page();
    const writes = vi.spyOn(memory, 'setItem');
    tab.store.set(atoms.currency, '£');
    expect(writes.mock.calls.map(([key]) => key)).toEqual([SAVED_KEYS.currency]);
  });

  it('starts from the defaults when nothing is saved', () => {
    expect(setup().page().parts()).toEqual(defaultParts());
  });

  it('falls back to the defaults for corrupt JSON and foreign data, part by part', () => {
    for (const text of ['{"version":1,', 'hello', '[1,2,3]', 'null', '42', '{"theme":"dark"}', '', '"a very long symbol"']) {
      const memory = new MemoryStorage();
      for (const key of Object.values(SAVED_KEYS)) memory.setItem(key, text);
      expect(setup(memory).page().parts(), text).toEqual(defaultParts());
    }
  });

  it('leaves a one-key state of another version (or of another app) alone', () => {
    const memory = new MemoryStorage();
    memory.setItem(V1_KEY, JSON.stringify({ version: 2, theme: 'color3', cart: [{ ...product(5), qty: 1, sum: 250 }] }));
    memory.setItem(V0_KEY, JSON.stringify({ user: 'someone else' }));
    expect(setup(memory).page().parts()).toEqual(defaultParts());
    expect(memory.getItem(V1_KEY)).not.toBeNull();
    expect(memory.getItem(V0_KEY)).not.toBeNull();
  });

  it('ignores saved data larger than the limit instead of parsing it', () => {
    const memory = new MemoryStorage();
    memory.setItem(SAVED_KEYS.settings, JSON.stringify({ theme: 'color5', padding: 'x'.repeat(MAX_SAVED_CHARS) }));
    expect(setup(memory).page().parts().settings.theme).toBe('color1');
  });

  it('keeps the valid parts of a partly broken save and recomputes line sums', () => {
    const memory = new MemoryStorage();
    const good = { ...product(1, { price: 500, discount: 50 }), qty: 2, sum: 1 };
    memory.setItem(V1_KEY, JSON.stringify({
      version: 1, theme: 'color99', colorMode: 'dark', dir: 'sideways', locale: 'fr', currency: 'dollars!',
      filters: { brands: ['nike'], color: null, value: { min: 900, max: 100 }, sortBy: 'Newest' },
      cart: [good, { id: 'x' }, { ...good, qty: 5 }, { ...product(2), qty: 0, sum: 0 }],
      wishlist: 'nope', compare: [product(3), null],
    }));
    const state = setup(memory).page().parts();
    expect(state.settings).toEqual({ theme: 'color1', colorMode: 'dark', dir: 'ltr', locale: 'fr' });
    expect(state.currency).toBe('$');
    expect(state.filters).toEqual(DEFAULT_FILTERS);
    expect(state.cart.map((line) => [line.id, line.qty, line.sum])).toEqual([[1, 2, 500]]);
    expect(state.wishlist).toEqual([]);
    expect(state.compare.map((item) => item.id)).toEqual([3]);
  });

  it('keeps a cart saved before sizes were kept: its lines stay, without a size, and old colour lists are dropped', () => {
    const memory = new MemoryStorage();
    // The version 1 format as it was: no `sku` on lines, `variants` as colour pictures, no size filter.
    const { variants: _current, ...older } = product(7, { price: 400, discount: 50, stock: 6, colors: ['pink', 'green'], size: ['M', 'L'] });
    const oldVariants = [{ color: 'pink', images: ['/images/products/7/pink-1.svg'] }];
    memory.setItem(V1_KEY, JSON.stringify({
      version: 1, theme: 'color3', colorMode: 'light', dir: 'ltr', locale: 'en', currency: '$',
      filters: { brands: ['nike'], color: 'pink', value: { min: 250, max: 950 }, sortBy: 'LowToHigh' },
      cart: [{ ...older, variants: oldVariants, qty: 3, sum: 600 }],
      wishlist: [{ ...older, variants: oldVariants }],
      compare: [],
    }));
    const state = setup(memory).page().parts();
    expect(state.cart.map((line) => [line.id, line.sku, line.qty, line.sum, line.variants])).toEqual([[7, null, 3, 600, []]]);
    expect(state.wishlist.map((item) => [item.id, item.variants])).toEqual([[7, []]]);
    expect(state.filters).toEqual({ brands: ['nike'], color: 'pink', sizes: [], value: { min: 250, max: 950 }, sortBy: 'LowToHigh' });
    expect(state.settings.theme).toBe('color3');
  });

  it('moves a version 1 state to one key per part on the first read, and removes the old key', () => {
    const memory = new MemoryStorage();
    memory.setItem(V1_KEY, JSON.stringify({ version: 1, theme: 'color4', currency: '€', cart: [{ ...product(5), sku: sku(5), qty: 1, sum: 250 }] }));
    memory.setItem(V0_KEY, JSON.stringify({ cartList: { cart: [{ ...product(8), qty: 2 }] } }));
    const first = setup(memory).page().parts();
    expect(memory.getItem(V1_KEY)).toBeNull();
    expect(memory.getItem(V0_KEY)).toBeNull();
    expect(saved(memory, SAVED_KEYS.settings)).toMatchObject({ theme: 'color4' });
    expect(saved(memory, SAVED_KEYS.currency)).toBe('€');
    expect(first.cart.map((line) => line.id)).toEqual([5]);
    expect(setup(memory).page().parts()).toEqual(first);
  });

  it('keeps the one-key state where a part cannot be moved (a full storage), and reads from it meanwhile', () => {
    const memory = new MemoryStorage();
    memory.setItem(V1_KEY, JSON.stringify({ version: 1, theme: 'color4', cart: [{ ...product(5), sku: sku(5), qty: 1, sum: 250 }] }));
    memory.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const { onSaveError, page } = setup(memory);
    const parts = page().parts();
    expect(parts.settings.theme).toBe('color4');
    expect(parts.cart.map((line) => line.id)).toEqual([5]);
    expect(memory.getItem(V1_KEY)).not.toBeNull();
    expect(onSaveError).toHaveBeenCalled();
  });

  it('migrates the version 0 state of the original theme', () => {
    const memory = new MemoryStorage();
    const legacy = { id: 8, name: 'Night Suit', price: 400, discount: 50, stock: 10, tags: ['nike'], colors: ['pink'], pictures: ['a.jpg'] };
    memory.setItem(V0_KEY, JSON.stringify({
      cartList: { cart: [{ ...legacy, qty: 2, sum: 400 }] },
      wishlist: { list: [legacy] },
      compare: { items: [] },
      filters: { brand: ['nike', 'puma'], color: '', value: { min: 250, max: 950 }, sortBy: '' },
      symbol: '₹',
    }));
    const state = setup(memory).page().parts();
    expect(state.cart.map((line) => [line.id, line.name, line.qty, line.sum])).toEqual([[8, 'Night Suit', 2, 400]]);
    expect(state.wishlist.map((item) => item.id)).toEqual([8]);
    expect(state.filters).toEqual({ brands: ['nike', 'puma'], color: null, sizes: [], value: { min: 250, max: 950 }, sortBy: 'Newest' });
    expect(state.currency).toBe('₹');
    expect(state.settings).toEqual(DEFAULT_SETTINGS);
    const marked = new MemoryStorage();
    marked.setItem(V0_KEY, JSON.stringify({ version: 0, cartList: { cart: [{ ...legacy, qty: 2 }] } }));
    expect(setup(marked).page().parts()).toEqual(defaultParts());
  });

  it('catches a full storage (quota) and keeps the state in memory', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const { onSaveError, page } = setup(full);
    const tab = page();
    expect(() => tab.save(someParts())).not.toThrow();
    expect(tab.parts()).toEqual(someParts());
    expect(onSaveError).toHaveBeenCalledTimes(6);
  });

  it('works where touching localStorage throws (private mode)', () => {
    const strings = savedStrings({
      getStorage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      events: new EventTarget(),
      onSaveError: () => {},
    });
    const settings = savedAtom<Settings>(SAVED_KEYS.settings, DEFAULT_SETTINGS, settingsFrom, strings);
    const store = createStore();
    const unsubscribe = store.sub(settings, () => {});
    expect(store.get(settings)).toEqual(DEFAULT_SETTINGS);
    expect(() => store.set(settings, someParts().settings)).not.toThrow();
    expect(store.get(settings)).toEqual(someParts().settings);
    expect(() => strings.removeItem(SAVED_KEYS.settings)).not.toThrow();
    unsubscribe();
  });

  it('shows a change made in another tab, checked like a read at start', () => {
    const { otherTab, page } = setup();
    const tab = page();
    otherTab(SAVED_KEYS.settings, JSON.stringify({ theme: 'color9', dir: 'up' }));
    otherTab(SAVED_KEYS.cart, JSON.stringify([{ ...product(5), qty: 1, sum: 250 }, { id: 'x' }]));
    expect(tab.parts().settings).toEqual({ ...DEFAULT_SETTINGS, theme: 'color9' });
    expect(tab.parts().cart.map((line) => [line.id, line.sum])).toEqual([[5, 250]]);

    otherTab('some-other-key', JSON.stringify({ theme: 'color2' }));
    expect(tab.parts().settings.theme).toBe('color9');

    otherTab(SAVED_KEYS.cart, '{broken');
    expect(tab.parts().cart).toEqual([]);
    otherTab(null, null);
    expect(tab.parts()).toEqual(defaultParts());
    tab.close();
  });

  it("ends on the last write when two tabs write at nearly the same moment (the other tab's event arrives after this tab's own write)", () => {
    const { events, memory, page } = setup();
    const cartOf = (...ids: number[]) => ids.map((id) => ({ ...product(id), sku: sku(id), qty: 1, sum: 250 }));
    const thisTab = page();
    // The other tab saved a cart with product 1; before its event reaches this tab, this tab
    // (which had not heard of it yet) saves a cart with product 2. The storage holds the last write.
    const otherTabsWrite = JSON.stringify(cartOf(1));
    memory.setItem(SAVED_KEYS.cart, otherTabsWrite);
    thisTab.save({ ...thisTab.parts(), cart: cartOf(2) });
    expect(saved(memory, SAVED_KEYS.cart).map((line: CartLine) => line.id)).toEqual([2]);

    // Now the other tab's (stale) event arrives; the other tab will get this tab's event in turn
    // and read the storage. Both must end on what the storage holds: product 2.
    events.dispatchEvent(Object.assign(new Event('storage'), { key: SAVED_KEYS.cart, newValue: otherTabsWrite }));
    expect(thisTab.parts().cart.map((line) => line.id)).toEqual([2]);
    expect(page().parts().cart).toEqual(thisTab.parts().cart);
    thisTab.close();
  });

  it("takes the event's value when the storage cannot be read at that moment", () => {
    const memory = new MemoryStorage();
    const events = new EventTarget();
    let readable = true;
    const strings = savedStrings({
      getStorage: () => {
        if (!readable) throw new DOMException('The operation is insecure.', 'SecurityError');
        return memory;
      },
      events,
      onSaveError: () => {},
    });
    const cart = savedAtom<CartLine[]>(SAVED_KEYS.cart, [], checkCart, strings);
    const store = createStore();
    const unsubscribe = store.sub(cart, () => {});
    readable = false;
    const newValue = JSON.stringify([{ ...product(7), qty: 3, sum: 750 }]);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: SAVED_KEYS.cart, newValue }));
    expect(store.get(cart).map((line) => [line.id, line.qty])).toEqual([[7, 3]]);
    unsubscribe();
  });
});

describe("the store's shopper state atoms", () => {
  it('save every change to localStorage and read it back in a new session', () => {
    const memory = new MemoryStorage();
    vi.stubGlobal('localStorage', memory);
    const { store } = storeWithToasts();
    store.set(addToCartAtom, product(1), 2);
    store.set(addToWishlistAtom, product(2));
    store.set(themeAtom, 'color4');
    expect(saved(memory, SAVED_KEYS.settings)).toMatchObject({ theme: 'color4' });
    expect(saved(memory, SAVED_KEYS.wishlist)).toMatchObject([{ id: 2 }]);

    const nextSession = createStore();
    const unsubscribe = [nextSession.sub(cartLinesAtom, () => {}), nextSession.sub(themeAtom, () => {})];
    expect(nextSession.get(cartAtom).map((line) => [line.id, line.qty])).toEqual([[1, 2]]);
    expect(nextSession.get(themeAtom)).toBe('color4');
    for (const stop of unsubscribe) stop();
  });
});

describe('readSavedSettings', () => {
  it('reads the saved theme, mode, direction and language', () => {
    const memory = new MemoryStorage();
    memory.setItem(SAVED_KEYS.settings, JSON.stringify(someParts().settings));
    expect(readSavedSettings(memory)).toEqual({ theme: 'color7', colorMode: 'dark', dir: 'rtl', locale: 'fr' });
  });

  it('reads them from a state saved in the one-key format', () => {
    const memory = new MemoryStorage();
    memory.setItem(V1_KEY, JSON.stringify({ version: 1, theme: 'color7', colorMode: 'dark', dir: 'rtl', locale: 'fr' }));
    expect(readSavedSettings(memory)).toEqual({ theme: 'color7', colorMode: 'dark', dir: 'rtl', locale: 'fr' });
  });

  it('gives the defaults for nothing saved, broken data or a storage that throws', () => {
    const memory = new MemoryStorage();
    expect(readSavedSettings(memory)).toEqual(DEFAULT_SETTINGS);
    memory.setItem(SAVED_KEYS.settings, '{');
    expect(readSavedSettings(memory)).toEqual(DEFAULT_SETTINGS);
    const throwing = new MemoryStorage();
    throwing.getItem = () => {
      throw new Error('denied');
    };
    expect(readSavedSettings(throwing)).toEqual(DEFAULT_SETTINGS);
    expect(readSavedSettings(undefined)).toEqual(DEFAULT_SETTINGS);
  });

  it('gives the fallback it is handed when nothing is saved, and the saved settings when some are', () => {
    const memory = new MemoryStorage();
    const cookie = { theme: 'color3', colorMode: 'dark', dir: 'rtl', locale: 'fr' } as const;
    expect(readSavedSettings(memory, cookie)).toEqual(cookie);
    memory.setItem(SAVED_KEYS.settings, JSON.stringify(someParts().settings));
    expect(readSavedSettings(memory, cookie)).toEqual({ theme: 'color7', colorMode: 'dark', dir: 'rtl', locale: 'fr' });
  });
});
