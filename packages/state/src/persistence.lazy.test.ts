import type { CartLine } from '@storefront/api-client';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage, product } from './test/helpers';

/**
 * The checks of saved carts, lists and filters (restore.ts, with zod) load on first need. Each test
 * gets fresh copies of the modules, whose checks have not loaded yet.
 */
let persistence: typeof import('./persistence');
let shopperState: typeof import('./shopperState');

beforeEach(async () => {
  vi.resetModules();
  persistence = await import('./persistence');
  shopperState = await import('./shopperState');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const savedCart = () => JSON.stringify([{ ...product(7), qty: 2, sum: 0 }]);
const idsAndQuantities = (lines: CartLine[]) => lines.map((line) => [line.id, line.qty]);

function setup() {
  const memory = new MemoryStorage();
  const events = new EventTarget();
  const strings = persistence.savedStrings({ getStorage: () => memory, events, onSaveError: () => {} });
  const key = persistence.SAVED_KEYS.cart;
  const storage = persistence.savedStorage(shopperState.checkCart, strings);
  /** What another tab does: it saves, and this tab hears of it. */
  const otherTabSaves = (newValue: string) => {
    memory.setItem(key, newValue);
    events.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
  };
  /** The cart as the store makes it, over this storage, mounted in a store of its own. */
  const mounted = () => {
    const cart = shopperState.savedAtom<CartLine[]>(key, [], shopperState.checkCart, strings);
    const store = createStore();
    return { cart, store, unsubscribe: store.sub(cart, () => {}) };
  };
  return { memory, key, storage, otherTabSaves, mounted };
}

describe('the checks of saved parts, loaded only where something is saved', () => {
  it('read nothing saved at once, and load nothing for it', async () => {
    const { key, memory, storage } = setup();
    const initial: CartLine[] = [];
    expect(storage.getItem(key, initial)).toBe(initial);
    // Had that read loaded the checks, this one would be checked at once.
    memory.setItem(key, savedCart());
    const pending = storage.getItem(key, []);
    expect(pending).toBeInstanceOf(Promise);
    await pending;
  });

  it('give a saved cart once loaded, and at once from then on', async () => {
    const { key, memory, storage } = setup();
    memory.setItem(key, savedCart());
    const pending = storage.getItem(key, []);
    expect(pending).toBeInstanceOf(Promise);
    expect(idsAndQuantities(await pending)).toEqual([[7, 2]]);
    const now = storage.getItem(key, []);
    expect(Array.isArray(now) && idsAndQuantities(now)).toEqual([[7, 2]]);
  });

  it('leave an atom at its previous value while they load, then show the saved cart', async () => {
    const { key, memory, mounted } = setup();
    memory.setItem(key, savedCart());
    const { cart, store, unsubscribe } = mounted();
    expect(store.get(cart)).toEqual([]);
    await vi.waitFor(() => expect(idsAndQuantities(store.get(cart))).toEqual([[7, 2]]));
    unsubscribe();
  });

  it("load when another tab saves first, then show that tab's cart", async () => {
    const { otherTabSaves, mounted } = setup();
    const { cart, store, unsubscribe } = mounted();
    otherTabSaves(savedCart());
    await vi.waitFor(() => expect(idsAndQuantities(store.get(cart))).toEqual([[7, 2]]));
    unsubscribe();
  });

  it('end on the last write when this tab saves while they are still on their way', async () => {
    const { key, memory, otherTabSaves, mounted } = setup();
    const { cart, store, unsubscribe } = mounted();
    otherTabSaves(savedCart());
    // Before the checks arrive, this tab saves its own change: that is now the last write.
    const mine = [{ ...product(3), sku: product(3).variants[0]?.sku ?? null, qty: 1, sum: 250 }];
    store.set(cart, mine);
    await persistence.savedChecksLoaded();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.get(cart)).toEqual(mine);
    expect(JSON.parse(memory.getItem(key) ?? '[]').map((line: CartLine) => line.id)).toEqual([3]);
    unsubscribe();
  });

  it("are loaded before the store hydrates where the shopper's atoms found something saved", async () => {
    const memory = new MemoryStorage();
    memory.setItem('storefront:cart', savedCart());
    vi.stubGlobal('localStorage', memory);
    vi.resetModules();
    const fresh = await import('./shopperState');
    const { savedStorage, SAVED_KEYS } = await import('./persistence');
    await fresh.savedStateRead();
    // Read again (as a store mounting the cart does), the cart is checked at once.
    const now = savedStorage(fresh.checkCart).getItem(SAVED_KEYS.cart, []);
    expect(Array.isArray(now) && idsAndQuantities(now)).toEqual([[7, 2]]);
  });
});
