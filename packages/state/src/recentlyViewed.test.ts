import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_MAX, recentlyViewedAtom, rememberViewedAtom } from './recentlyViewed';
import { MemoryStorage, product } from './test/helpers';

let memory: MemoryStorage;
beforeEach(() => {
  memory = new MemoryStorage();
  vi.stubGlobal('localStorage', memory);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A store where the list is in use (mounted), as on a page that shows it: it reads what is saved. */
function mounted() {
  const store = createStore();
  store.sub(recentlyViewedAtom, () => {});
  return store;
}

describe('recently viewed products', () => {
  it('keeps the products viewed, newest first, each once, at most 8, and saves them', () => {
    const store = createStore();
    for (const id of [1, 2, 3, 2]) store.set(rememberViewedAtom, product(id));
    expect(store.get(recentlyViewedAtom).map((item) => item.id)).toEqual([2, 3, 1]);
    for (let id = 10; id < 20; id += 1) store.set(rememberViewedAtom, product(id));
    expect(store.get(recentlyViewedAtom)).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(store.get(recentlyViewedAtom)[0]?.id).toBe(19);
    const saved = JSON.parse(memory.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as { id: number }[];
    expect(saved.map((item) => item.id)).toEqual([19, 18, 17, 16, 15, 14, 13, 12]);
  });

  it('reads back what another session saved, leaving out entries that are not products', () => {
    memory.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([product(5), { id: 'x' }, null, product(6), product(5)]));
    expect(mounted().get(recentlyViewedAtom).map((item) => item.id)).toEqual([5, 6]);
  });

  it('starts empty from corrupt or foreign data', () => {
    memory.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(mounted().get(recentlyViewedAtom)).toEqual([]);
    memory.setItem(RECENTLY_VIEWED_KEY, JSON.stringify({ products: [product(1)] }));
    expect(mounted().get(recentlyViewedAtom)).toEqual([]);
  });
});
