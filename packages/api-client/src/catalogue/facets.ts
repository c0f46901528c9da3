import type { Product } from '../schemas/catalogue';
import type { PriceRange } from '../schemas/shopper';
import { fromCents, productPayableCents } from './money';
import { sizesOf } from './variants';

/** The price slider's bounds when there is nothing to compute them from (the spec's). */
export const DEFAULT_PRICE_BOUNDS: PriceRange = { min: 100, max: 1000 };

/** The price slider's bounds: the lowest and highest payable price, widened to whole units. */
export function priceBounds(products: readonly Pick<Product, 'price' | 'discount'>[]): PriceRange {
  if (products.length === 0) return { ...DEFAULT_PRICE_BOUNDS };
  let lowest = Number.POSITIVE_INFINITY;
  let highest = Number.NEGATIVE_INFINITY;
  for (const product of products) {
    const cents = productPayableCents(product);
    if (cents < lowest) lowest = cents;
    if (cents > highest) highest = cents;
  }
  return wholeUnitBounds(lowest, highest);
}

/** A range of payable prices in cents, widened to the whole units the price slider moves in. */
export function wholeUnitBounds(lowestCents: number, highestCents: number): PriceRange {
  return { min: Math.floor(fromCents(lowestCents)), max: Math.ceil(fromCents(highestCents)) };
}

/** Every brand (tag) among the products, A to Z, once each: the filter sidebar's checkboxes. */
export function brandsOf(products: readonly Pick<Product, 'tags'>[]): string[] {
  return [...new Set(products.flatMap((product) => product.tags))].sort();
}

/** Every colour among the products, A to Z, once each: the filter sidebar's swatches. */
export function colorsOf(products: readonly Pick<Product, 'colors'>[]): string[] {
  return [...new Set(products.flatMap((product) => product.colors))].sort();
}

/** The usual order of garment sizes; sizes it does not know follow, A to Z. */
const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

const sizeRank = (size: string) => {
  const index = SIZE_ORDER.indexOf(size.toUpperCase());
  return index === -1 ? SIZE_ORDER.length : index;
};

/** Smallest size first; sizes outside the usual order follow, A to Z. */
export function compareSizes(a: string, b: string): number {
  return sizeRank(a) - sizeRank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Every size among the products, smallest first, once each: the filter sidebar's size choices. */
export function allSizesOf(products: readonly Pick<Product, 'size' | 'variants'>[]): string[] {
  return [...new Set(products.flatMap(sizesOf))].sort(compareSizes);
}
