import { createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage, product } from './test/helpers';

/**
 * The reader of saved states (restore.ts, with zod) loads on demand. Each test gets a fresh copy
 * of the persistence module, whose reader has not loaded yet.
 */
type Persistence = typeof import('./persistence');
let persistence: Persistence;

beforeEach(async () => {
  vi.resetModules();
  persistence = await import('./persistence');
});

const savedCart = () => JSON.stringify({ version: 1, theme: 'color4', cart: [{ ...product(7), qty: 2, sum: 0 }] });

function setup() {
  const memory = new MemoryStorage();
  const events = new EventTarget();
  const storage = persistence.createShopperStorage({ getStorage: () => memory, events, onSaveError: () => {} });
  /** What another tab does: it saves, and this tab hears of it. */
  const otherTabSaves = (newValue: string) => {
    memory.setItem(persistence.STORAGE_KEY, newValue);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: persistence.STORAGE_KEY, newValue }));
  };
  /** An atom over this storage, mounted in a store of its own. */
  const mounted = () => {
    const stateAtom = atomWithStorage(persistence.STORAGE_KEY, persistence.defaultShopperState(), storage);
    const store = createStore();
    return { stateAtom, store, unsubscribe: store.sub(stateAtom, () => {}) };
  };
  return { memory, storage, otherTabSaves, mounted };
}

describe('the saved-state reader, loaded only where something is saved', () => {
  it('loads nothing where nothing is saved, and the defaults are read without it', async () => {
    const { memory, storage } = setup();
    await persistence.prepareSavedShopperState(memory);
    expect(storage.getItem(persistence.STORAGE_KEY, persistence.defaultShopperState())).toEqual(persistence.defaultShopperState());
    // The reader did not load: a state saved now is not read at once (it arrives once loaded).
    memory.setItem(persistence.STORAGE_KEY, savedCart());
    expect(storage.getItem(persistence.STORAGE_KEY, persistence.defaultShopperState()).cart).toEqual([]);
  });

  it('reads a state saved after the check (another tab) as what it had, then delivers it once the reader is here', async () => {
    const { memory, storage } = setup();
    await persistence.prepareSavedShopperState(memory);
    const stateAtom = atomWithStorage(persistence.STORAGE_KEY, persistence.defaultShopperState(), storage);
    const store = createStore();
    expect(store.get(stateAtom)).toEqual(persistence.defaultShopperState());
    // Another tab saves before this one's atom mounts: no event reaches it, the mount reads it.
    memory.setItem(persistence.STORAGE_KEY, savedCart());
    const unsubscribe = store.sub(stateAtom, () => {});
    expect(store.get(stateAtom).cart).toEqual([]);
    await vi.waitFor(() => expect(store.get(stateAtom).cart.map((line) => [line.id, line.qty])).toEqual([[7, 2]]));
    unsubscribe();
  });

  it('loads the reader where a state is saved, under the current or the legacy key', async () => {
    for (const key of [persistence.STORAGE_KEY, persistence.LEGACY_STORAGE_KEY]) {
      vi.resetModules();
      persistence = await import('./persistence');
      const { memory, storage } = setup();
      memory.setItem(key, key === persistence.STORAGE_KEY ? savedCart() : JSON.stringify({ cartList: { cart: [{ ...product(7), qty: 2 }] } }));
      await persistence.prepareSavedShopperState(memory);
      const state = storage.getItem(persistence.STORAGE_KEY, persistence.defaultShopperState());
      expect(state.cart.map((line) => [line.id, line.qty])).toEqual([[7, 2]]);
    }
  });

  it('treats a storage that throws as holding nothing', async () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    await expect(persistence.prepareSavedShopperState(throwing)).resolves.toBeUndefined();
  });

  it('reads its own save back without the reader (jotai reads again when the atom mounts)', () => {
    const { storage } = setup();
    const state = { ...persistence.defaultShopperState(), currency: '€' };
    storage.setItem(persistence.STORAGE_KEY, state);
    expect(storage.getItem(persistence.STORAGE_KEY, persistence.defaultShopperState())).toBe(state);
  });

  it('loads the reader when another tab saves first, then shows that tab\'s state', async () => {
    const { otherTabSaves, mounted } = setup();
    const { stateAtom, store, unsubscribe } = mounted();
    otherTabSaves(savedCart());
    await vi.waitFor(() => expect(store.get(stateAtom).settings.theme).toBe('color4'));
    expect(store.get(stateAtom).cart.map((line) => line.id)).toEqual([7]);
    unsubscribe();
  });

  it('ends on the last write when this tab saves while the reader is still on its way', async () => {
    const { memory, otherTabSaves, mounted } = setup();
    const { stateAtom, store, unsubscribe } = mounted();
    otherTabSaves(savedCart());
    // Before the reader arrives, this tab saves its own change: that is now the last write.
    const mine = { ...persistence.defaultShopperState(), currency: '€' };
    store.set(stateAtom, mine);
    await persistence.loadShopperStateReader();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.get(stateAtom)).toEqual(mine);
    expect(JSON.parse(memory.getItem(persistence.STORAGE_KEY) ?? '{}').currency).toBe('€');
    unsubscribe();
  });
});

