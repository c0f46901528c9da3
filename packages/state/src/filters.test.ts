import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { productListParamsAtom, productScopeAtom } from './api';
import { applyFilters, filtersAtom, filtersToListParams, openFilters, openFiltersOf, orderedPriceRange, resetFiltersAtom, setBrandsAtom, setColorAtom, setPriceRangeAtom, setSortByAtom, toggleBrandAtom, toggleSizeAtom, setSizesAtom, clearFiltersAtom } from './filters';
import { colorModeAtom, currencyAtom, directionAtom, localeAtom, settingsAtom, themeAtom } from './settingsAtoms';
import { filterProducts, sortProducts } from './catalogue';
import { product } from './test/helpers';

describe('filters', () => {
  it('start with the three default brands, no colour, price 250-950 and Newest', () => {
    expect(createStore().get(filtersAtom)).toEqual({ brands: ['nike', 'caprese', 'puma'], color: null, sizes: [], value: { min: 250, max: 950 }, sortBy: 'Newest' });
  });

  it('clear to every brand, colour, size and price of the products, keeping the sort', () => {
    const store = createStore();
    const list = [product(1, { tags: ['nike'], price: 100, discount: 100 }), product(2, { tags: ['titan'], price: 1200, discount: 100 })];
    store.set(setSortByAtom, 'LowToHigh');
    store.set(setSizesAtom, ['L', 'L', 'XL']);
    expect(store.get(filtersAtom).sizes).toEqual(['L', 'XL']);
    store.set(clearFiltersAtom, openFilters(list));
    expect(store.get(filtersAtom)).toEqual({ brands: ['nike', 'titan'], color: null, sizes: [], value: { min: 100, max: 1200 }, sortBy: 'LowToHigh' });
    expect(applyFilters(list, store.get(filtersAtom))).toHaveLength(2);
  });

  it('tick and untick brands and sizes, set colour, price and sort, and reset', () => {
    const store = createStore();
    store.set(toggleSizeAtom, 'XL');
    store.set(toggleSizeAtom, 'L');
    store.set(toggleSizeAtom, 'XL');
    store.set(toggleBrandAtom, 'puma');
    store.set(toggleBrandAtom, 'aura');
    store.set(setColorAtom, 'red');
    store.set(setPriceRangeAtom, { min: 900, max: 300 });
    store.set(setSortByAtom, 'HighToLow');
    expect(store.get(filtersAtom)).toEqual({ brands: ['nike', 'caprese', 'aura'], color: 'red', sizes: ['L'], value: { min: 300, max: 900 }, sortBy: 'HighToLow' });
    store.set(setBrandsAtom, ['titan', 'titan']);
    expect(store.get(filtersAtom).brands).toEqual(['titan']);
    store.set(resetFiltersAtom);
    expect(store.get(filtersAtom).brands).toEqual(['nike', 'caprese', 'puma']);
  });

  it('give the product list query the route scope plus the filters', () => {
    const store = createStore();
    store.set(productScopeAtom, { subcategory: 2, pageSize: 100 });
    expect(store.get(productListParamsAtom)).toEqual({ subcategory: 2, pageSize: 100, brands: ['nike', 'caprese', 'puma'], color: null, sizes: [], minPrice: 250, maxPrice: 950, sort: 'Newest' });
  });

  it('open to every product of a list: all its brands, any colour, its whole price range', () => {
    const list = [
      product(1, { tags: ['titan'], price: 1200, discount: 100 }),
      product(2, { tags: ['aura', 'nike'], price: 99.5, discount: 100 }),
      product(3, { tags: [], price: 600, discount: 50 }),
    ];
    const open = openFilters(list);
    expect(open).toEqual({ brands: ['aura', 'nike', 'titan'], color: null, sizes: [], value: { min: 99, max: 1200 }, sortBy: 'Newest' });
    expect(applyFilters(list, open).map((p) => p.id)).toEqual([3, 2, 1]);
    // The collection's saved defaults would keep only one of them.
    expect(applyFilters(list, createStore().get(filtersAtom)).map((p) => p.id)).toEqual([3]);
  });

  it('open to the facets of a server list, and become that list\'s query', () => {
    const open = openFiltersOf({ brands: [{ value: 'nike', count: 3 }, { value: 'puma', count: 1 }], price: { min: 120, max: 900 } });
    expect(open).toEqual({ brands: ['nike', 'puma'], color: null, sizes: [], value: { min: 120, max: 900 }, sortBy: 'Newest' });
    expect(openFiltersOf({ brands: [], price: null }).value).toEqual({ min: 100, max: 1000 });
    expect(filtersToListParams({ ...open, color: 'pink', sizes: ['M'], sortBy: 'AscOrder' })).toEqual({
      brands: ['nike', 'puma'], color: 'pink', sizes: ['M'], minPrice: 120, maxPrice: 900, sort: 'AscOrder',
    });
  });

  it('put a crossed price range in order, never below 0', () => {
    expect(orderedPriceRange({ min: 900, max: 300 })).toEqual({ min: 300, max: 900 });
    expect(orderedPriceRange({ min: -5, max: 10 })).toEqual({ min: 0, max: 10 });
  });

  it('apply to a loaded list: filter, then sort', () => {
    const list = [product(1, { tags: ['nike'], price: 600, discount: 100 }), product(2, { tags: ['titan'], price: 600, discount: 100 }), product(3, { tags: [], price: 300, discount: 100 })];
    expect(applyFilters(list, { brands: ['nike'], color: null, sizes: [], value: { min: 250, max: 950 }, sortBy: 'LowToHigh' }).map((p) => p.id)).toEqual([3, 1]);
  });
});

describe('settings and currency', () => {
  it('default to color1, the system colour mode, left to right, English and $', () => {
    const store = createStore();
    expect(store.get(settingsAtom)).toEqual({ theme: 'color1', colorMode: 'system', dir: 'ltr', locale: 'en' });
    expect(store.get(currencyAtom)).toBe('$');
  });

  it('change one setting at a time', () => {
    const store = createStore();
    store.set(themeAtom, 'color18');
    store.set(colorModeAtom, 'dark');
    store.set(directionAtom, 'rtl');
    store.set(localeAtom, 'fr');
    store.set(currencyAtom, ' € ');
    expect(store.get(settingsAtom)).toEqual({ theme: 'color18', colorMode: 'dark', dir: 'rtl', locale: 'fr' });
    expect(store.get(currencyAtom)).toBe('€');
    store.set(settingsAtom, { colorMode: 'light' });
    expect(store.get(settingsAtom).theme).toBe('color18');
  });
});

describe('applyFilters on a list it has sorted before', () => {
  it('gives the same result as filtering and sorting afresh, for every sort', () => {
    const list = Array.from({ length: 40 }, (_, index) => product(index + 1, { price: 100 + ((index * 37) % 900), discount: 100, name: `Item ${(index * 11) % 40}`, tags: index % 3 ? ['nike'] : ['titan'] }));
    for (const sortBy of ['Newest', 'LowToHigh', 'HighToLow', 'AscOrder', 'DescOrder'] as const) {
      const filters = { brands: ['nike'], color: null, sizes: [], value: { min: 200, max: 800 }, sortBy };
      const first = applyFilters(list, filters);
      expect(applyFilters(list, { ...filters, value: { min: 0, max: 2000 } }).length).toBeGreaterThan(first.length);
      expect(applyFilters(list, filters)).toEqual(first);
      expect(first.map((p) => p.id)).toEqual(sortProducts(filterProducts(list, filters), sortBy).map((p) => p.id));
    }
  });
});
