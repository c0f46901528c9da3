import { DEFAULT_PRICE_BOUNDS, type Filters, type PriceRange, type Product, type ProductFacets, paginate, type SortBy } from '@storefront/api-client';
import { DEFAULT_FILTERS, filtersAtom, filtersToListParams, openFiltersOf, orderedPriceRange } from '@storefront/state';
import {
  ActiveFilters,
  type BreadcrumbItem,
  Breadcrumbs,
  CollectionToolbar,
  Container,
  FilterDrawer,
  FilterSidebar,
  type PerRow,
  ProductGrid,
  type ProductLayout,
  ProductSlider,
  SortSelect,
  usePriceFormat,
  useT,
} from '@storefront/ui';
import { useSetAtom } from 'jotai';
import { startTransition, useCallback, useEffect, useMemo, useOptimistic, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import { useSiteOrigin } from '../app/siteOrigin';
import { useSavedValue } from '../app/useHydrated';
import { activeFilterChips } from './activeFilters';
import type { ListParams } from './catalogueAtoms';
import { filtersFromSearch, filtersToSearch, hasFilterParams, listParamsFromSearch, searchShowsFilters } from './filtersUrl';
import { useGridActions } from './useGridActions';
import { productHref } from './useProductActions';
import { useShownOnReturn } from './shownOnReturn';
import { atLeast, narrowerThan } from '@storefront/ui';

/** The spec waits 3 s before showing 5 more; the store shortens the wait (the page size stays 5). */
export const COLLECTION_SCROLL_DELAY_MS = 400;

const NO_VALUES: readonly string[] = [];

export type SidebarPlacement = 'start' | 'end' | 'none';

/**
 * The sidebar beside the list from 1024 px; narrower, the products come first: the filters open
 * from a 'Filter and sort' drawer, the filters in force show as chips, and the 'new product'
 * slider follows the list.
 */
const Layout = styled.div`
  display: grid;
  gap: var(--space-5);
  grid-template-columns: minmax(0, 1fr);
  @media ${atLeast('lg')} {
    &[data-sidebar='start'] { grid-template-columns: 280px minmax(0, 1fr); }
    &[data-sidebar='end'] { grid-template-columns: minmax(0, 1fr) 280px; }
    &[data-sidebar='end'] > aside { order: 2; }
    [data-narrow-only] { display: none; }
  }
  @media ${narrowerThan('lg')} {
    > aside { order: 2; }
    [data-wide-only] { display: none; }
    [data-narrow-only] { display: grid; gap: var(--space-3); justify-items: start; margin-block-end: var(--space-3); }
  }
  aside { display: grid; gap: var(--space-5); align-content: start; }
`;

/** The filters a collection shows, what its list asks the server, and the setters its sidebar and toolbar call. */
export interface FilterControls {
  filters: Filters;
  /** The filters and sort as the list's query. */
  params: ListParams;
  setBrands: (brands: readonly string[]) => void;
  setColor: (color: string | null) => void;
  setSizes: (sizes: readonly string[]) => void;
  setPrice: (range: PriceRange) => void;
  setSort: (sortBy: SortBy) => void;
  /** 'Clear filters': every product of the list shown again, in the same order (`open`: the list's open filters). */
  clear: (open: Filters) => void;
}

/** The sidebar's and toolbar's setters over `filters`: each hands the whole new filters to `write`. */
function filterSetters(filters: Filters, write: (next: Filters) => void): Omit<FilterControls, 'filters' | 'params' | 'clear'> {
  const change = (part: Partial<Filters>) => write({ ...filters, ...part });
  return {
    setBrands: (brands) => change({ brands: [...new Set(brands)] }),
    setColor: (color) => change({ color }),
    setSizes: (sizes) => change({ sizes: [...new Set(sizes)] }),
    setPrice: (range) => change({ value: orderedPriceRange(range) }),
    setSort: (sortBy) => change({ sortBy }),
  };
}

/** A filter change replaces the URL's query: no new history entry, no scroll. */
const inPlace = { replace: true, preventScrollReset: true } as const;

/**
 * The filters the URL shows (what it leaves out read from `base`), and `show`, which puts others in
 * the URL (`search`: a query that says less than every filter). React Router finishes that
 * navigation a moment later; meanwhile the controls show the filters asked for (React's
 * `useOptimistic`), so a tick or a swatch answers at once.
 */
function useFiltersInUrl(base: Filters) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const inUrl = useMemo(() => filtersFromSearch(search, base), [search, base]);
  const [filters, showAtOnce] = useOptimistic(inUrl);
  const show = useCallback(
    (next: Filters, nextSearch = filtersToSearch(next)) =>
      startTransition(async () => {
        showAtOnce(next);
        await navigate({ search: nextSearch }, inPlace);
      }),
    [navigate, showAtOnce],
  );
  return { search, filters, show };
}

/**
 * The collections' filters. The URL is their only source: what it leaves out is read as the
 * defaults, as the server reads it. Each change the shopper makes is saved too, and a URL that
 * names no filter (a plain link to the collection) takes the saved ones once the page is the
 * browser's, so the collection opens as the shopper left it.
 */
export function useSavedFiltersInUrl(): FilterControls {
  const { search, filters, show } = useFiltersInUrl(DEFAULT_FILTERS);
  const saved = useSavedValue(filtersAtom, DEFAULT_FILTERS);
  const save = useSetAtom(filtersAtom);
  useEffect(() => {
    if (!hasFilterParams(search) && !searchShowsFilters(search, saved)) show(saved);
  }, [search, saved, show]);
  return useMemo(() => {
    const write = (next: Filters) => {
      show(next);
      save(next);
    };
    return { filters, params: filtersToListParams(filters), ...filterSetters(filters, write), clear: (open) => write({ ...open, sortBy: filters.sortBy }) };
  }, [filters, show, save]);
}

/**
 * A page's own filters, in its URL only: they start open (every product of the page shown) and
 * leave the collections' saved filters alone. The list asks the server only for what the URL
 * names, so an open page is the page's whole list; the sidebar shows the open filters of `facets`.
 */
export function usePageFiltersInUrl(facets: ProductFacets | undefined): FilterControls {
  const open = useMemo(() => (facets ? openFiltersOf(facets) : { ...DEFAULT_FILTERS, brands: [], color: null, sizes: [] }), [facets]);
  const { search, filters, show } = useFiltersInUrl(open);
  return useMemo(
    () => ({
      filters,
      params: listParamsFromSearch(search),
      ...filterSetters(filters, (next) => show(next)),
      clear: () => show({ ...open, sortBy: filters.sortBy }, filters.sortBy === DEFAULT_FILTERS.sortBy ? '' : `sort=${filters.sortBy}`),
    }),
    [search, filters, open, show],
  );
}

/** A list the server sends page by page (`useProductPages`). */
export interface ServerList {
  /** The products loaded so far, in the list's order. */
  items: readonly Product[];
  /** How many products match, on the server. */
  total: number;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Loads the next page, if there is one. */
  onNeedMore: () => void;
  /** What a search looked for when the server corrected the words typed (`kurtti`: "kurti"). */
  correctedQuery?: string | undefined;
}

export interface ProductCollectionProps {
  title: string;
  /** The trail above the title (with its structured data for search engines). */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** A heading above the products (the subcategory page's 'Products'). */
  heading?: string;
  /** The filtered, sorted list from the server. */
  list: ServerList;
  /** The scope's choices and size (`scopeFacetsAtom`): the sidebar's brands, colours, sizes and prices. */
  facets: ProductFacets | undefined;
  /** The scope's products marked new, for the slider beside the list. */
  newProducts: readonly Product[];
  /** Which filters apply: `useSavedFiltersInUrl()` or `usePageFiltersInUrl(facets)`. */
  filterControls: FilterControls;
  sidebar?: SidebarPlacement;
  fullWidth?: boolean;
  defaultPerRow?: PerRow;
}

/** Filters, toolbar, the infinite product grid and the 'new product' slider over a list the server filters and sorts. */
export function ProductCollection({
  title,
  breadcrumbs,
  heading,
  list,
  facets,
  newProducts,
  filterControls,
  sidebar = 'start',
  fullWidth = false,
  defaultPerRow = 3,
}: ProductCollectionProps) {
  const t = useT();
  const { filters, params, setBrands, setColor, setSizes, setPrice, setSort, clear } = filterControls;
  const [layout, setLayout] = useState<ProductLayout>('grid');
  const [perRow, setPerRow] = useState<PerRow>(defaultPerRow);
  const { items, total, loading, error, onRetry, onNeedMore } = list;
  // The grid reports how many it shows once drawn; until then (the server's HTML, the first paint
  // before hydration) that is its first page.
  const [shown, setShown] = useState(() => (loading || error ? 0 : paginate(items, 1).length));
  // Narrowed to a colour, the products show it and their pages open on it.
  const { quickView, gridProps } = useGridActions(filters.color, filters.sizes.length === 1 ? (filters.sizes[0] as string) : null);
  const choices = useMemo(
    () => ({
      brands: facets?.brands.map((entry) => entry.value) ?? NO_VALUES,
      colors: facets?.colors.map((entry) => entry.value) ?? NO_VALUES,
      sizes: facets?.sizes.map((entry) => entry.value) ?? NO_VALUES,
      bounds: facets?.price ?? DEFAULT_PRICE_BOUNDS,
    }),
    [facets],
  );
  const inAll = facets?.total;
  const origin = useSiteOrigin();
  const price = usePriceFormat();
  const chips = facets
    ? activeFilterChips(filters, openFiltersOf(facets), filterControls, { price, noBrand: t('collection.noBrand'), priceRange: (min, max) => t('collection.priceRange', { min, max }) })
    : [];
  // New filters or sort start the grid again at its first products; Back draws it as it was left.
  const listKey = JSON.stringify(params);
  const shownOnReturn = useShownOnReturn(listKey, setShown);
  const filterPanel = (
    <FilterSidebar
      brands={choices.brands}
      selectedBrands={filters.brands}
      onBrandsChange={setBrands}
      colors={choices.colors}
      color={filters.color}
      onColorChange={setColor}
      sizes={choices.sizes}
      selectedSizes={filters.sizes}
      onSizesChange={setSizes}
      priceBounds={choices.bounds}
      price={filters.value}
      onPriceChange={setPrice}
    />
  );
  const newProductsSlider = (
    <ProductSlider
      title={t('home.newProducts')}
      variant="side"
      products={newProducts}
      productHref={productHref}
      loading={loading}
      headingLevel={2}
    />
  );
  const grid = (
    <ProductGrid
      products={items}
      total={total}
      onNeedMore={onNeedMore}
      {...gridProps}
      layout={layout}
      perRow={perRow}
      delay={COLLECTION_SCROLL_DELAY_MS}
      resetKey={listKey}
      {...shownOnReturn}
      loading={loading}
      error={error}
      onRetry={onRetry}
      continueHref="/"
    />
  );

  return (
    <Container as="section" size={fullWidth ? 'full' : 'default'}>
      {breadcrumbs && <Breadcrumbs items={breadcrumbs} structuredDataOrigin={origin} />}
      <h1>{title}</h1>
      <Layout data-sidebar={sidebar}>
        {sidebar !== 'none' && (
          <aside>
            <div data-wide-only="">{filterPanel}</div>
            {newProductsSlider}
          </aside>
        )}
        <div>
          {heading && <h2>{heading}</h2>}
          {sidebar === 'none' && (
            <details data-wide-only="">
              <summary>{t('collection.filters')}</summary>
              {filterPanel}
            </details>
          )}
          <div data-narrow-only="">
            <FilterDrawer activeCount={chips.length} resultCount={loading ? undefined : total}>
              <SortSelect value={filters.sortBy} onChange={setSort} />
              {filterPanel}
            </FilterDrawer>
            <ActiveFilters filters={chips} onClearAll={() => facets && clear(openFiltersOf(facets))} />
          </div>
          <CollectionToolbar
            layout={layout}
            onLayoutChange={setLayout}
            perRow={perRow}
            onPerRowChange={setPerRow}
            sortBy={filters.sortBy}
            onSortChange={setSort}
            shown={shown}
            matching={loading || inAll === undefined ? undefined : total}
            total={loading ? undefined : inAll}
            onClearFilters={!loading && facets && total < facets.total ? () => clear(openFiltersOf(facets)) : undefined}
          />
          {grid}
        </div>
      </Layout>
      {quickView.dialog}
    </Container>
  );
}
