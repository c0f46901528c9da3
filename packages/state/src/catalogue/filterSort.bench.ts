import type { Filters } from '@storefront/api-client';
import { generateProducts } from '@storefront/api-client/mocks';
import { bench, describe } from 'vitest';
import { applyFilters } from '../filters';
import { DEFAULT_FILTERS } from '../persistence';

/**
 * Target: filter + sort of 10,000 products under 5 ms (issue 4). Run with
 * `pnpm --filter @storefront/state bench`; the figure goes in README's Performance section.
 */
const catalogue = generateProducts(10_000, 42);
const wide: Filters = { brands: ['nike', 'caprese', 'puma', 'aura', 'titan', 'craft'], color: null, value: { min: 0, max: 2000 }, sortBy: 'Newest' };

describe('filter + sort 10,000 products', () => {
  bench('default filters, Newest', () => {
    applyFilters(catalogue, DEFAULT_FILTERS);
  });
  bench('wide filters (most products kept), LowToHigh', () => {
    applyFilters(catalogue, { ...wide, sortBy: 'LowToHigh' });
  });
  bench('wide filters, AscOrder (names A to Z)', () => {
    applyFilters(catalogue, { ...wide, sortBy: 'AscOrder' });
  });
});
