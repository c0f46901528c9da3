import { filterProducts, sortProducts, type Filters } from '@storefront/api-client';
import { generateProducts } from '@storefront/api-client/mocks';
import { bench, describe } from 'vitest';
import { applyFilters } from '../filters';
import { DEFAULT_FILTERS } from '../persistence';

/**
 * Target: filter + sort of 10,000 products under 5 ms. Run with
 * `pnpm --filter @storefront/state bench`; the figures go in README's Performance section.
 * "cold" sorts from scratch on every call; `applyFilters` sorts a loaded list once per sort key
 * and then only filters, which is what a shopper changing filters costs.
 */
const catalogue = generateProducts(10_000, 42);
const wide: Filters = { brands: ['nike', 'caprese', 'puma', 'aura', 'titan', 'craft'], color: null, sizes: [], value: { min: 0, max: 2000 }, sortBy: 'Newest' };
const cold = (filters: Filters) => sortProducts(filterProducts(catalogue, filters), filters.sortBy);

describe('filter + sort 10,000 products', () => {
  bench('cold: default filters, Newest', () => {
    cold(DEFAULT_FILTERS);
  });
  bench('cold: wide filters (most products kept), LowToHigh', () => {
    cold({ ...wide, sortBy: 'LowToHigh' });
  });
  bench('cold: wide filters, AscOrder (names A to Z)', () => {
    cold({ ...wide, sortBy: 'AscOrder' });
  });
  bench('applyFilters: wide filters, AscOrder (list sorted once)', () => {
    applyFilters(catalogue, { ...wide, sortBy: 'AscOrder' });
  });
  bench('applyFilters: default filters, LowToHigh (list sorted once)', () => {
    applyFilters(catalogue, { ...DEFAULT_FILTERS, sortBy: 'LowToHigh' });
  });
});
