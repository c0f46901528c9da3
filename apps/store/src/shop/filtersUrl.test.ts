import type { Filters } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '@storefront/state';
import { filtersFromSearch, filtersToSearch, hasFilterParams, searchShowsFilters } from './filtersUrl';

const saved: Filters = { brands: ['nike', 'caprese', 'puma'], color: null, sizes: [], value: { min: 250, max: 950 }, sortBy: 'Newest' };

describe('filters in the URL', () => {
  it('round-trips every filter through the query string', () => {
    const filters: Filters = { brands: ['puma', 'reebok'], color: 'red', sizes: ['M', 'XL'], value: { min: 300, max: 700 }, sortBy: 'LowToHigh' };
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

  it('knows when the URL already shows the filters, so the page leaves it as it is', () => {
    const plain = new URLSearchParams('');
    expect(searchShowsFilters(plain, DEFAULT_FILTERS)).toBe(true);
    expect(searchShowsFilters(plain, { ...DEFAULT_FILTERS, sortBy: 'LowToHigh' })).toBe(false);
    // What the URL leaves out is read as the defaults, not as the shopper's saved filters.
    expect(searchShowsFilters(new URLSearchParams('sort=LowToHigh'), { ...DEFAULT_FILTERS, sortBy: 'LowToHigh' })).toBe(true);
    expect(searchShowsFilters(new URLSearchParams('sort=LowToHigh'), { ...DEFAULT_FILTERS, sortBy: 'LowToHigh', color: 'red' })).toBe(false);
    const filtered: Filters = { brands: ['puma'], color: 'red', sizes: ['L'], value: { min: 300, max: 700 }, sortBy: 'AscOrder' };
    expect(searchShowsFilters(new URLSearchParams(filtersToSearch(filtered)), filtered)).toBe(true);
    expect(searchShowsFilters(new URLSearchParams(filtersToSearch(filtered)), DEFAULT_FILTERS)).toBe(false);
  });

  it('tells a plain link from a filtered one', () => {
    expect(hasFilterParams(new URLSearchParams(''))).toBe(false);
    expect(hasFilterParams(new URLSearchParams('color=red'))).toBe(true);
    expect(hasFilterParams(new URLSearchParams('sizes=M'))).toBe(true);
  });

  it('reads sizes as a list without blanks or repeats, and an empty one as any size', () => {
    expect(filtersFromSearch(new URLSearchParams('sizes=M,%20L,,M'), saved).sizes).toEqual(['M', 'L']);
    expect(filtersFromSearch(new URLSearchParams('sizes='), { ...saved, sizes: ['XL'] }).sizes).toEqual([]);
    expect(filtersToSearch({ ...saved, sizes: [] })).not.toContain('sizes');
  });
});
