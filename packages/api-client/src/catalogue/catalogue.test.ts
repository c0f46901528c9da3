import { describe, expect, it } from 'vitest';
import { generateProducts, sampleProduct } from '../mocks/fixtures';
import { brandsOf, colorsOf, DEFAULT_PRICE_BOUNDS, filterProducts, hasMorePages, INFINITE_SCROLL_DELAY_MS, PAGE_SIZE, pagesShowing, paginate, priceBounds, sortProducts } from './index';

describe('filterProducts', () => {
  const untagged = sampleProduct({ id: 1, tags: [], colors: ['red'], price: 500, discount: 100 });
  const nike = sampleProduct({ id: 2, tags: ['nike'], colors: [], price: 500, discount: 100 });
  const titan = sampleProduct({ id: 3, tags: ['titan', 'aura'], colors: ['blue'], price: 500, discount: 100 });
  const cheapPuma = sampleProduct({ id: 4, tags: ['puma'], colors: ['red', 'blue'], price: 1000, discount: 10 });
  const all = [untagged, nike, titan, cheapPuma];

  it('keeps products with no tags or with any tag among the selected brands', () => {
    expect(filterProducts(all, { brands: ['nike', 'aura'] }).map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('keeps only untagged products when no brand is selected, and all when brands are not constrained', () => {
    expect(filterProducts(all, { brands: [] }).map((p) => p.id)).toEqual([1]);
    expect(filterProducts(all, {}).map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  it('matches a colour when none is chosen, the product has no colours, or it includes the colour', () => {
    expect(filterProducts(all, { color: 'blue' }).map((p) => p.id)).toEqual([2, 3, 4]);
    expect(filterProducts(all, { color: null }).map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  it('filters on the payable price, both bounds included', () => {
    expect(filterProducts(all, { value: { min: 100, max: 500 } }).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(filterProducts(all, { value: { min: 250, max: 950 } }).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(filterProducts(all, { value: { min: 0, max: 99.99 } })).toEqual([]);
  });

  it('combines brands, colour and price', () => {
    expect(filterProducts(all, { brands: ['puma', 'titan'], color: 'red', value: { min: 0, max: 1000 } }).map((p) => p.id)).toEqual([1, 4]);
  });
});

describe('sortProducts', () => {
  const products = [
    sampleProduct({ id: 1, name: 'banana Suit', price: 300, discount: 100 }),
    sampleProduct({ id: 3, name: 'Apple Tee', price: 1000, discount: 10 }),
    sampleProduct({ id: 2, name: 'cherry Lower', price: 200, discount: 100 }),
  ];
  const ids = (sortBy: Parameters<typeof sortProducts>[1]) => sortProducts(products, sortBy).map((p) => p.id);

  it('sorts Newest as id descending (the default)', () => expect(ids('Newest')).toEqual([3, 2, 1]));
  it('sorts HighToLow and LowToHigh on the payable price', () => {
    expect(ids('HighToLow')).toEqual([1, 2, 3]);
    expect(ids('LowToHigh')).toEqual([3, 2, 1]);
  });
  it('sorts AscOrder A to Z and DescOrder Z to A, ignoring case', () => {
    expect(ids('AscOrder')).toEqual([3, 1, 2]);
    expect(ids('DescOrder')).toEqual([2, 1, 3]);
  });
  it('breaks ties by id descending and leaves the input untouched', () => {
    const twins = [sampleProduct({ id: 5, price: 10 }), sampleProduct({ id: 9, price: 10 })];
    expect(sortProducts(twins, 'LowToHigh').map((p) => p.id)).toEqual([9, 5]);
    expect(twins.map((p) => p.id)).toEqual([5, 9]);
  });
});

describe('priceBounds, brandsOf, colorsOf', () => {
  it('computes the slider bounds from the payable prices, widened to whole units', () => {
    expect(priceBounds([sampleProduct({ price: 101, discount: 50 }), sampleProduct({ price: 999.5, discount: 100 })])).toEqual({ min: 50, max: 1000 });
  });

  it('defaults to 100-1000 when there are no products', () => {
    expect(priceBounds([])).toEqual({ min: 100, max: 1000 });
    expect(DEFAULT_PRICE_BOUNDS).toEqual({ min: 100, max: 1000 });
  });

  it('lists each brand and colour once, A to Z', () => {
    const products = [sampleProduct({ tags: ['puma', 'nike'], colors: ['red'] }), sampleProduct({ tags: ['nike'], colors: ['blue', 'red'] }), sampleProduct({ tags: [], colors: [] })];
    expect(brandsOf(products)).toEqual(['nike', 'puma']);
    expect(colorsOf(products)).toEqual(['blue', 'red']);
  });
});

describe('infinite scroll paging', () => {
  const products = generateProducts(12);

  it('shows the first pages x 5 products', () => {
    expect(PAGE_SIZE).toBe(5);
    expect(paginate(products, 1).map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(products, 2)).toHaveLength(10);
    expect(paginate(products, 3)).toHaveLength(12);
    expect(paginate(products, 0)).toEqual([]);
  });

  it('finds the pages that show a count again: whole pages of 5, at least one', () => {
    expect(pagesShowing(10)).toBe(2);
    expect(pagesShowing(12)).toBe(3);
    expect(pagesShowing(1)).toBe(1);
    expect(pagesShowing(0)).toBe(1);
    expect(pagesShowing(-3)).toBe(1);
    expect(paginate(products, pagesShowing(12))).toHaveLength(12);
  });

  it('knows when everything has been seen, after a 3 second wait per page in the spec', () => {
    expect(hasMorePages(12, 2)).toBe(true);
    expect(hasMorePages(12, 3)).toBe(false);
    expect(hasMorePages(0, 0)).toBe(false);
    expect(INFINITE_SCROLL_DELAY_MS).toBe(3000);
  });
});

describe('nameSortKey', () => {
  it('ignores case and accents so names sort A to Z as a shopper reads them', () => {
    expect(sortProducts([sampleProduct({ id: 1, name: 'Zebra' }), sampleProduct({ id: 2, name: 'écru Tee' }), sampleProduct({ id: 3, name: 'Denim' })], 'AscOrder').map((p) => p.id)).toEqual([3, 2, 1]);
  });
});

describe('sortProducts on prices too large for the packed fast path', () => {
  it('still sorts by payable price with ties by id descending', () => {
    const huge = [sampleProduct({ id: 1, price: 1e14, discount: 100 }), sampleProduct({ id: 2, price: 5, discount: 100 }), sampleProduct({ id: 3, price: 1e14, discount: 100 })];
    expect(sortProducts(huge, 'HighToLow').map((p) => p.id)).toEqual([3, 1, 2]);
    expect(sortProducts(huge, 'LowToHigh').map((p) => p.id)).toEqual([2, 3, 1]);
  });
});

describe('sortProducts by name', () => {
  it('puts a name before the longer names it starts, and keeps equal names newest first both ways', () => {
    const list = [sampleProduct({ id: 1, name: 'Tees' }), sampleProduct({ id: 2, name: 'Tee' }), sampleProduct({ id: 3, name: 'tee' }), sampleProduct({ id: 4, name: 'Apron' })];
    expect(sortProducts(list, 'AscOrder').map((p) => p.id)).toEqual([4, 3, 2, 1]);
    expect(sortProducts(list, 'DescOrder').map((p) => p.id)).toEqual([1, 3, 2, 4]);
  });
});
