import {
  brandsOf,
  DEFAULT_PRICE_BOUNDS,
  filterProducts,
  priceBounds,
  sortProducts,
  type Filters,
  type PriceRange,
  type Product,
  type ProductFacets,
  type ProductListParams,
  type SortBy,
} from '@storefront/api-client';
import { atom } from 'jotai';
import { DEFAULT_FILTERS } from './persistence';
import { filtersStateAtom } from './shopperState';

/**
 * The shopper's saved collection filters (default: brands nike, caprese, puma, any colour and size,
 * price 250-950, Newest first); writable as a whole. A store whose URL shows the filters saves
 * them here as the shopper changes them.
 */
export const filtersAtom = atom(
  (get) => get(filtersStateAtom),
  (_get, set, filters: Filters) => set(filtersStateAtom, filters),
);

/** Ticks or unticks one brand checkbox. */
export const toggleBrandAtom = atom(null, (get, set, brand: string) => {
  const filters = get(filtersStateAtom);
  const brands = filters.brands.includes(brand) ? filters.brands.filter((item) => item !== brand) : [...filters.brands, brand];
  set(filtersStateAtom, { ...filters, brands });
});

export const setBrandsAtom = atom(null, (get, set, brands: readonly string[]) => {
  set(filtersStateAtom, { ...get(filtersStateAtom), brands: [...new Set(brands)] });
});

/** Ticks or unticks one size. */
export const toggleSizeAtom = atom(null, (get, set, size: string) => {
  const filters = get(filtersStateAtom);
  const sizes = filters.sizes.includes(size) ? filters.sizes.filter((item) => item !== size) : [...filters.sizes, size];
  set(filtersStateAtom, { ...filters, sizes });
});

export const setSizesAtom = atom(null, (get, set, sizes: readonly string[]) => {
  set(filtersStateAtom, { ...get(filtersStateAtom), sizes: [...new Set(sizes)] });
});

/** 'Clear filters': every brand, colour, size and price of these products, the sort kept. */
/** 'Clear filters': the list's open filters (`openFilters`, `openFiltersOf`), keeping the sort. */
export const clearFiltersAtom = atom(null, (get, set, open: Filters) => {
  set(filtersStateAtom, { ...open, sortBy: get(filtersStateAtom).sortBy });
});

/** A colour swatch; null clears it (every colour matches). */
export const setColorAtom = atom(null, (get, set, color: string | null) => {
  set(filtersStateAtom, { ...get(filtersStateAtom), color });
});

/** A price range with its two ends in order and neither below 0: a crossed slider cannot give min > max. */
export function orderedPriceRange(range: PriceRange): PriceRange {
  return { min: Math.max(0, Math.min(range.min, range.max)), max: Math.max(0, range.min, range.max) };
}

/** The price slider. */
export const setPriceRangeAtom = atom(null, (get, set, range: PriceRange) => {
  set(filtersStateAtom, { ...get(filtersStateAtom), value: orderedPriceRange(range) });
});

/**
 * Filters that keep every one of these products: all their brands, any colour, their whole price
 * range. A page of one subcategory starts from them, not from the collection's saved filters.
 */
export function openFilters(products: readonly Product[]): Filters {
  return { brands: brandsOf(products), color: null, sizes: [], value: priceBounds(products), sortBy: DEFAULT_FILTERS.sortBy };
}

/** The open filters of a list the server describes by its facets (counted without any filter). */
export function openFiltersOf(facets: Pick<ProductFacets, 'brands' | 'price'>): Filters {
  return {
    brands: facets.brands.map((brand) => brand.value),
    color: null,
    sizes: [],
    value: facets.price ?? { ...DEFAULT_PRICE_BOUNDS },
    sortBy: DEFAULT_FILTERS.sortBy,
  };
}

/** The filters as the API's list query (`GET /products`): the server filters and sorts. */
export function filtersToListParams(filters: Filters): ProductListParams {
  return {
    brands: filters.brands,
    color: filters.color,
    sizes: filters.sizes,
    minPrice: filters.value.min,
    maxPrice: filters.value.max,
    sort: filters.sortBy,
  };
}

export const setSortByAtom = atom(null, (get, set, sortBy: SortBy) => {
  set(filtersStateAtom, { ...get(filtersStateAtom), sortBy });
});

export const resetFiltersAtom = atom(null, (_get, set) => {
  set(filtersStateAtom, { ...DEFAULT_FILTERS, brands: [...DEFAULT_FILTERS.brands], sizes: [], value: { ...DEFAULT_FILTERS.value } });
});

/**
 * Each loaded list's sorted copies, per sort key. Filtering a sorted list keeps its order, so a
 * filter change (the frequent case) costs one linear pass; a list is sorted once per sort key.
 * Keyed weakly by the list itself: a new list from the server simply gets new entries.
 */
const sortedLists = new WeakMap<readonly Product[], Map<SortBy, readonly Product[]>>();

function sortedOnce<P extends Product>(products: readonly P[], sortBy: SortBy): readonly P[] {
  let bySort = sortedLists.get(products);
  if (!bySort) {
    bySort = new Map();
    sortedLists.set(products, bySort);
  }
  let sorted = bySort.get(sortBy);
  if (!sorted) {
    sorted = sortProducts(products, sortBy);
    bySort.set(sortBy, sorted);
  }
  return sorted as readonly P[];
}

/**
 * The collection's products after the filters and the sort (pure; for a list already loaded).
 * Treat `products` as immutable: its sorted copies are cached.
 */
export function applyFilters<P extends Product>(products: readonly P[], filters: Filters): P[] {
  return filterProducts(sortedOnce(products, filters.sortBy), filters);
}
