import { type Filters, type ProductListParams, sortKeys, type SortBy } from '@storefront/api-client';
import { DEFAULT_FILTERS } from '@storefront/state';

/**
 * The collection's filters in the URL (`?brands=nike,puma&color=red&sizes=M,L&min=250&max=950&sort=LowToHigh`),
 * so a filtered view can be shared and survives a reload. Unknown or malformed values are ignored.
 */
export function filtersToSearch(filters: Filters): string {
  const params = new URLSearchParams();
  params.set('brands', filters.brands.join(','));
  if (filters.color) params.set('color', filters.color);
  if (filters.sizes.length > 0) params.set('sizes', filters.sizes.join(','));
  params.set('min', String(filters.value.min));
  params.set('max', String(filters.value.max));
  params.set('sort', filters.sortBy);
  return params.toString();
}

export function filtersFromSearch(search: URLSearchParams, current: Filters): Filters {
  const number = (name: string) => {
    const raw = search.get(name);
    const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
    return Number.isFinite(value) && value >= 0 ? value : undefined;
  };
  const brands = search.get('brands');
  const sizes = search.get('sizes');
  const sort = search.get('sort');
  const min = number('min') ?? current.value.min;
  const max = number('max') ?? current.value.max;
  return {
    brands: brands === null ? current.brands : brands.split(',').map((brand) => brand.trim()).filter(Boolean).slice(0, 50),
    color: search.has('color') ? search.get('color')?.trim() || null : current.color,
    sizes: sizes === null ? current.sizes : [...new Set(sizes.split(',').map((size) => size.trim()).filter(Boolean))].slice(0, 20),
    value: min <= max ? { min, max } : current.value,
    sortBy: sort && (sortKeys as readonly string[]).includes(sort) ? (sort as SortBy) : current.sortBy,
  };
}

/** Whether the URL names any filter at all (a plain /collection link keeps the saved filters). */
export function hasFilterParams(search: URLSearchParams): boolean {
  return ['brands', 'color', 'sizes', 'min', 'max', 'sort'].some((name) => search.has(name));
}

/**
 * Whether the URL already shows these filters, reading what it leaves out as the defaults: a plain
 * link shows the default filters, `?sort=LowToHigh` the defaults sorted by price. Then the page
 * need not write its filters into the URL, and a plain link stays plain.
 */
export function searchShowsFilters(search: URLSearchParams, filters: Filters): boolean {
  return filtersToSearch(filtersFromSearch(search, DEFAULT_FILTERS)) === filtersToSearch(filters);
}

/**
 * What a page's URL filters ask of the server's list: only the parts it names (a page whose URL
 * names none lists everything, newest first), read with the same rules as `filtersFromSearch`.
 */
export function listParamsFromSearch(search: URLSearchParams): ProductListParams {
  const named = filtersFromSearch(search, { ...DEFAULT_FILTERS, brands: [], color: null, sizes: [], value: { min: 0, max: 0 } });
  const params: ProductListParams = { sort: named.sortBy };
  if (search.has('brands')) params.brands = named.brands;
  if (named.color) params.color = named.color;
  if (named.sizes.length > 0) params.sizes = named.sizes;
  const number = (name: string) => {
    const value = Number(search.get(name) ?? Number.NaN);
    return search.get(name)?.trim() && Number.isFinite(value) && value >= 0 ? value : undefined;
  };
  const min = number('min');
  const max = number('max');
  if (min !== undefined && (max === undefined || min <= max)) params.minPrice = min;
  if (max !== undefined && (min === undefined || min <= max)) params.maxPrice = max;
  return params;
}
