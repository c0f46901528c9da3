import type { Filters } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToSearch, hasFilterParams } from './filtersUrl';

const saved: Filters = { brands: ['nike', 'caprese', 'puma'], color: null, value: { min: 250, max: 950 }, sortBy: 'Newest' };

describe('filters in the URL', () => {
  it('round-trips every filter through the query string', () => {
    const filters: Filters = { brands: ['puma', 'reebok'], color: 'red', value: { min: 300, max: 700 }, sortBy: 'LowToHigh' };
    expect(filtersFromSearch(new URLSearchParams(filtersToSearch(filters)), saved)).toEqual(filters);
  });

  it('keeps "no brand selected" distinct from "no brand filter in the URL"', () => {
    expect(filtersFromSearch(new URLSearchParams('brands='), saved).brands).toEqual([]);
    expect(filtersFromSearch(new URLSearchParams('sort=AscOrder'), saved).brands).toEqual(saved.brands);
  });

  it('ignores malformed values and keeps the current ones', () => {
    const result = filtersFromSearch(new URLSearchParams('min=abc&max=-5&sort=Cheapest'), saved);
    expect(result).toEqual(saved);
    expect(filtersFromSearch(new URLSearchParams('min=900&max=100'), saved).value).toEqual(saved.value);
  });

  it('tells a plain link from a filtered one', () => {
    expect(hasFilterParams(new URLSearchParams(''))).toBe(false);
    expect(hasFilterParams(new URLSearchParams('color=red'))).toBe(true);
  });
});
