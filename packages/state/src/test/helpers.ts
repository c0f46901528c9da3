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

/** A product sold in one size and colour (so its stock is its one variant's), unless told otherwise. */
export const product = (id: number, overrides: Partial<Product> = {}): Product => sampleProduct({ id, size: ['M'], colors: ['pink'], ...overrides });

/** A product sold in sizes M, L and XL in pink and green, each variant with `stock` pieces. */
export const sizedProduct = (id: number, stock = 5, overrides: Partial<Product> = {}): Product => {
  const base = sampleProduct({ id, size: ['M', 'L', 'XL'], colors: ['pink', 'green'], ...overrides });
  const variants = base.variants.map((variant) => ({ ...variant, stock }));
  return { ...base, variants, stock: stock * variants.length };
};

/** The SKU of a product's variant of this size and colour. */
export const skuOf = (item: Product, size: string, color: string): string => {
  const variant = item.variants.find((candidate) => candidate.size === size && candidate.color === color);
  if (!variant) throw new Error(`product ${item.id} has no ${color} ${size}`);
  return variant.sku;
};

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
