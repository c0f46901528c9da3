import { allSizesOf, brandsOf, colorsOf, type Filters, type PriceRange, type Product, priceBounds, type SortBy } from '@storefront/api-client';
import {
  applyFilters,
  clearFiltersAtom,
  currencyAtom,
  filtersAtom,
  openFilters,
  orderedPriceRange,
  setBrandsAtom,
  setColorAtom,
  setPriceRangeAtom,
  setSizesAtom,
  setSortByAtom,
} from '@storefront/state';
import {
  CollectionToolbar,
  Container,
  FilterSidebar,
  type PerRow,
  ProductGrid,
  type ProductLayout,
  ProductSlider,
  useT,
} from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { HydratesApart } from '../app/HydratesApart';
import { filtersFromSearch, filtersToSearch, hasFilterParams, searchShowsFilters } from './filtersUrl';
import { productHref, useProductActions } from './useProductActions';
import { useQuickView } from './useQuickView';

/** The spec waits 3 s before showing 5 more; the store shortens the wait (the page size stays 5). */
export const COLLECTION_SCROLL_DELAY_MS = 400;

export const NO_PRODUCTS: readonly Product[] = [];

export type SidebarPlacement = 'start' | 'end' | 'none';

const Layout = styled.div`
  display: grid;
  gap: var(--space-5);
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1024px) {
    &[data-sidebar='start'] { grid-template-columns: 280px minmax(0, 1fr); }
    &[data-sidebar='end'] { grid-template-columns: minmax(0, 1fr) 280px; }
    &[data-sidebar='end'] > aside { order: 2; }
  }
  aside { display: grid; gap: var(--space-5); align-content: start; }
`;

/** The filters a collection shows and the setters its sidebar and toolbar call. */
export interface FilterControls {
  filters: Filters;
  setBrands: (brands: readonly string[]) => void;
  setColor: (color: string | null) => void;
  setSizes: (sizes: readonly string[]) => void;
  setPrice: (range: PriceRange) => void;
  setSort: (sortBy: SortBy) => void;
  /** 'Clear filters': every product of the list shown again, in the same order. */
  clear: (products: readonly Product[]) => void;
}

/**
 * The collections' filters: the shopper's saved ones (the filters atom), kept in step with the URL.
 * A link with filters sets them; changes write them back.
 */
export function useSavedFiltersInUrl(): FilterControls {
  const filters = useAtomValue(filtersAtom);
  const [search, setSearch] = useSearchParams();
  const setBrands = useSetAtom(setBrandsAtom);
  const setColor = useSetAtom(setColorAtom);
  const setSizes = useSetAtom(setSizesAtom);
  const setPrice = useSetAtom(setPriceRangeAtom);
  const setSort = useSetAtom(setSortByAtom);
  const clear = useSetAtom(clearFiltersAtom);
  const applied = useRef(false);

  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    if (!hasFilterParams(search)) return;
    const fromUrl = filtersFromSearch(search, filters);
    setBrands(fromUrl.brands);
    setColor(fromUrl.color);
    setSizes(fromUrl.sizes);
    setPrice(fromUrl.value);
    setSort(fromUrl.sortBy);
  }, [search, filters, setBrands, setColor, setSizes, setPrice, setSort]);

  useEffect(() => {
    if (!applied.current || searchShowsFilters(search, filters)) return;
    setSearch(filtersToSearch(filters), { replace: true, preventScrollReset: true });
  }, [filters, search, setSearch]);

  // Until the effect above has run (and on the server, where it never runs), the page shows the
  // URL's filters already, so the first render draws the filtered view the link asked for.
  const shown = !applied.current && hasFilterParams(search) ? filtersFromSearch(search, filters) : filters;
  return { filters: shown, setBrands, setColor, setSizes, setPrice, setSort, clear };
}

/**
 * A page's own filters, in its URL only: they start open (every product of the page shown) and
 * leave the collections' saved filters alone. The subcategory page lists all of its products.
 */
export function usePageFiltersInUrl(products: readonly Product[]): FilterControls {
  const [search, setSearch] = useSearchParams();
  const open = useMemo(() => openFilters(products), [products]);
  const filters = useMemo(() => (hasFilterParams(search) ? filtersFromSearch(search, open) : open), [search, open]);
  return useMemo(() => {
    const change = (next: Partial<Filters>) =>
      setSearch(filtersToSearch({ ...filters, ...next }), { replace: true, preventScrollReset: true });
    return {
      filters,
      setBrands: (brands) => change({ brands: [...new Set(brands)] }),
      setColor: (color) => change({ color }),
      setSizes: (sizes) => change({ sizes: [...new Set(sizes)] }),
      setPrice: (range) => change({ value: orderedPriceRange(range) }),
      setSort: (sortBy) => change({ sortBy }),
      clear: () => change({ ...open, sortBy: filters.sortBy }),
    };
  }, [filters, open, setSearch]);
}

export interface ProductCollectionProps {
  title: string;
  /** A heading above the products (the subcategory page's 'Products'). */
  heading?: string;
  products: readonly Product[] | undefined;
  /** Which filters apply: `useSavedFiltersInUrl()` or `usePageFiltersInUrl(products)`. */
  filterControls: FilterControls;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  sidebar?: SidebarPlacement;
  fullWidth?: boolean;
  defaultPerRow?: PerRow;
}

/** Filters, toolbar, the infinite product grid and the 'new product' slider over a list of products. */
export function ProductCollection({
  title,
  heading,
  products = NO_PRODUCTS,
  filterControls,
  loading,
  error,
  onRetry,
  sidebar = 'start',
  fullWidth = false,
  defaultPerRow = 3,
}: ProductCollectionProps) {
  const t = useT();
  const symbol = useAtomValue(currencyAtom);
  const { filters, setBrands, setColor, setSizes, setPrice, setSort, clear } = filterControls;
  const [layout, setLayout] = useState<ProductLayout>('grid');
  const [perRow, setPerRow] = useState<PerRow>(defaultPerRow);
  const [shown, setShown] = useState(0);
  const { inWishlist, inCompare, onAddToCart, onAddToWishlist, onAddToCompare } = useProductActions();
  const quickView = useQuickView();
  const visible = useMemo(() => applyFilters(products, filters), [products, filters]);
  const facets = useMemo(
    () => ({ brands: brandsOf(products), colors: colorsOf(products), sizes: allSizesOf(products), bounds: priceBounds(products) }),
    [products],
  );
  const newProducts = useMemo(() => products.filter((product) => product.new), [products]);

  // Each of these three parts hydrates in tasks of its own (HydratesApart); memoised, so that a
  // render of the page while they are still to be hydrated leaves them be.
  const filterPanel = useMemo(
    () => (
      <HydratesApart>
        <FilterSidebar
          brands={facets.brands}
          selectedBrands={filters.brands}
          onBrandsChange={setBrands}
          colors={facets.colors}
          color={filters.color}
          onColorChange={setColor}
          sizes={facets.sizes}
          selectedSizes={filters.sizes}
          onSizesChange={setSizes}
          priceBounds={facets.bounds}
          price={filters.value}
          onPriceChange={setPrice}
          symbol={symbol}
        />
      </HydratesApart>
    ),
    [facets, filters.brands, filters.color, filters.sizes, filters.value, setBrands, setColor, setSizes, setPrice, symbol],
  );
  const newProductsSlider = useMemo(
    () => (
      <HydratesApart>
        <ProductSlider
          title={t('home.newProducts')}
          variant="side"
          products={newProducts}
          productHref={productHref}
          symbol={symbol}
          loading={loading}
          headingLevel={2}
        />
      </HydratesApart>
    ),
    [t, newProducts, symbol, loading],
  );
  const grid = useMemo(
    () => (
      <HydratesApart>
        <ProductGrid
          products={visible}
          productHref={productHref}
          layout={layout}
          perRow={perRow}
          delay={COLLECTION_SCROLL_DELAY_MS}
          resetKey={filters}
          onShownChange={setShown}
          symbol={symbol}
          isInWishlist={inWishlist}
          isInCompare={inCompare}
          onAddToCart={onAddToCart}
          onAddToWishlist={onAddToWishlist}
          onAddToCompare={onAddToCompare}
          onQuickView={quickView.open}
          loading={loading}
          error={error}
          onRetry={onRetry}
          continueHref="/"
        />
      </HydratesApart>
    ),
    [visible, layout, perRow, filters, symbol, inWishlist, inCompare, onAddToCart, onAddToWishlist, onAddToCompare, quickView.open, loading, error, onRetry],
  );

  return (
    <Container as="section" size={fullWidth ? 'full' : 'default'}>
      <h1>{title}</h1>
      <Layout data-sidebar={sidebar}>
        {sidebar !== 'none' && (
          <aside>
            {filterPanel}
            {newProductsSlider}
          </aside>
        )}
        <div>
          {heading && <h2>{heading}</h2>}
          {sidebar === 'none' && <details><summary>{t('collection.filters')}</summary>{filterPanel}</details>}
          <CollectionToolbar
            layout={layout}
            onLayoutChange={setLayout}
            perRow={perRow}
            onPerRowChange={setPerRow}
            sortBy={filters.sortBy}
            onSortChange={setSort}
            shown={shown}
            matching={loading ? undefined : visible.length}
            total={loading ? undefined : products.length}
            onClearFilters={!loading && visible.length < products.length ? () => clear(products) : undefined}
          />
          {grid}
        </div>
      </Layout>
      {quickView.dialog}
    </Container>
  );
}
