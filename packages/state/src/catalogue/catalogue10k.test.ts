import type { Product, SortBy } from '@storefront/api-client';
import { generateProducts } from '@storefront/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { applyFilters } from '../filters';
import { DEFAULT_FILTERS } from '../persistence';
import { payablePrice, priceBounds, sortKeysInOrder } from '../test/sortOrder';

const catalogue = generateProducts(10_000, 42);

/** The filter rule of section 9 written out plainly, to check the fast one against. */
function plainlyMatches(product: Product, brands: string[], color: string | null, min: number, max: number): boolean {
  const brandOk = product.tags.length === 0 || product.tags.some((tag) => brands.includes(tag));
  const colorOk = color === null || product.colors.length === 0 || product.colors.includes(color);
  return brandOk && colorOk && payablePrice(product) >= min && payablePrice(product) <= max;
}

describe('filter and sort over a generated 10,000-product catalogue', () => {
  const cases: { brands: string[]; color: string | null; min: number; max: number; sortBy: SortBy }[] = [
    { ...DEFAULT_FILTERS, min: 250, max: 950 },
    { brands: ['aura', 'titan'], color: 'red', min: 0, max: 5000, sortBy: 'LowToHigh' },
    { brands: [], color: 'blue', min: 10, max: 400, sortBy: 'HighToLow' },
    { brands: ['nike'], color: null, min: 100, max: 1000, sortBy: 'AscOrder' },
    { brands: ['puma', 'craft'], color: 'black', min: 0, max: 1500, sortBy: 'DescOrder' },
  ];

  for (const { brands, color, min, max, sortBy } of cases) {
    it(`keeps exactly the matching products, in ${sortBy} order (brands ${brands.join('/') || 'none'}, colour ${color ?? 'any'})`, () => {
      const result = applyFilters(catalogue, { brands, color, sizes: [], value: { min, max }, sortBy });
      const expected = catalogue.filter((product) => plainlyMatches(product, brands, color, min, max));
      expect(result.length).toBeGreaterThan(0);
      expect(new Set(result.map((p) => p.id))).toEqual(new Set(expected.map((p) => p.id)));
      expect(sortKeysInOrder(result, sortBy)).toBe(true);
    });
  }

  it('computes the price bounds from the payable prices', () => {
    const prices = catalogue.map(payablePrice);
    expect(priceBounds(catalogue)).toEqual({ min: Math.floor(Math.min(...prices)), max: Math.ceil(Math.max(...prices)) });
  });
});
