import type { Product } from '@storefront/api-client';
import { sampleProduct } from '@storefront/api-client/mocks';
import { createStore } from 'jotai';
import { notifierAtom, type Toast } from '../notifier';

/** A fresh jotai store whose notifier records every toast. */
export function storeWithToasts() {
  const store = createStore();
  const toasts: Toast[] = [];
  store.set(notifierAtom, (toast) => toasts.push(toast));
  return { store, toasts, texts: () => toasts.map((toast) => toast.text) };
}

export const product = (id: number, overrides: Partial<Product> = {}): Product => sampleProduct({ id, ...overrides });

/** A localStorage stand-in with the same contract (strings only, getItem null when missing). */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}
