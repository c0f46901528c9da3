import { compareSizes, type Product, type ProductFacets, type SortBy, wholeUnitBounds } from '@storefront/api-client';
import { type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from './connection';
import { keyValue } from './keys';
import { type ProductRow, rowsToProducts } from './products';
import type { Database } from './schema';
import { productIdMatches, rankedHits, type SearchMatch, searchHits } from './search';

/**
 * Catalogue reads (docs/adr/0012). Filters read the products' filter keys and payable price, which
 * each listing index carries, so a page and its total never touch the wide product rows or the
 * child rows; a page's rows are read by id afterwards.
 */

export interface ProductFilters {
  category?: string | undefined;
  subcategory?: number | undefined;
  /**
   * Brands of which a product must carry one (a product with no brand matches any choice); an
   * empty list is "no brand selected", which only products with no brand match.
   */
  brands?: readonly string[] | undefined;
  color?: string | undefined;
  /** Sizes of which one must be in stock (a product sold in no size matches any). */
  sizes?: readonly string[] | undefined;
  minCents?: number | undefined;
  maxCents?: number | undefined;
  /** A search the products must match. */
  search?: SearchMatch | undefined;
}

/** The spec's five sorts, and search relevance (best first). */
export type ProductSort = SortBy | 'Relevance';

export interface ProductQuery extends ProductFilters {
  sort: ProductSort;
  page: number;
  pageSize: number;
}

type ProductSelect = SelectQueryBuilder<Database, 'products', object>;
type Eb = ExpressionBuilder<Database, 'products'>;

type KeyColumn = 'tag_keys' | 'color_keys' | 'size_keys';

/**
 * `column` holds one of `values` in its `|a|b|` key, or is '' (the product has none: any choice
 * matches). A plain substring test (instr / strpos) costs a fraction of LIKE's pattern matching.
 */
function keyMatches(db: Db, eb: Eb, column: KeyColumn, values: readonly string[]) {
  const keys = [...new Set(values.map(keyValue).filter(Boolean))];
  const holds = (key: string) =>
    db.dialect === 'postgres' ? sql<SqlBool>`strpos(${sql.ref(`products.${column}`)}, ${`|${key}|`}) > 0` : sql<SqlBool>`instr(${sql.ref(`products.${column}`)}, ${`|${key}|`}) > 0`;
  return eb.or([eb(`products.${column}`, '=', ''), ...keys.map(holds)]);
}

type FilterName = 'brands' | 'color' | 'sizes' | 'price';

/** The filters as SQL, leaving out `except` (a facet counts its own values without its own filter). */
function applyFilters(db: Db, query: ProductSelect, filters: ProductFilters, except?: FilterName): ProductSelect {
  let q = query;
  q = filters.category ? q.where('products.category', '=', filters.category) : q.where('products.sub_category_id', 'is not', null);
  if (filters.subcategory !== undefined) q = q.where('products.sub_category_id', '=', filters.subcategory);
  if (except !== 'brands' && filters.brands !== undefined) {
    const brands = filters.brands;
    q = q.where((eb) => keyMatches(db, eb, 'tag_keys', brands));
  }
  if (except !== 'color' && filters.color) {
    const color = filters.color;
    q = q.where((eb) => keyMatches(db, eb, 'color_keys', [color]));
  }
  if (except !== 'sizes' && filters.sizes && filters.sizes.length > 0) {
    const sizes = filters.sizes;
    q = q.where((eb) => keyMatches(db, eb, 'size_keys', sizes));
  }
  if (except !== 'price' && filters.minCents !== undefined) q = q.where('products.payable_cents', '>=', filters.minCents);
  if (except !== 'price' && filters.maxCents !== undefined) q = q.where('products.payable_cents', '<=', filters.maxCents);
  if (filters.search) {
    const search = filters.search;
    q = q.where(() => productIdMatches(db, search));
  }
  return q;
}

const countOf = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/**
 * A search with nothing else to filter on: the search index alone answers it (it holds the brand's
 * products, the default scope), without a look at each product found.
 */
function searchOnly(filters: ProductFilters): SearchMatch | undefined {
  const { search, category, subcategory, brands, color, sizes, minCents, maxCents } = filters;
  const unfiltered = !category && subcategory === undefined && brands === undefined && !color && !sizes?.length && minCents === undefined && maxCents === undefined;
  return unfiltered ? search : undefined;
}

/** How many products match (PostgreSQL's count is a bigint, which node-postgres sends as a string). */
export async function countProducts(db: Db, filters: ProductFilters): Promise<number> {
  const search = searchOnly(filters);
  const query = search ? searchHits(db, search) : applyFilters(db, db.kysely.selectFrom('products') as ProductSelect, filters);
  const row = await (query as ProductSelect).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  return countOf(row.total);
}

/** The ids of one page in the sort's order (ties newest first, as the shared sortProducts does). */
function pageIds(db: Db, query: ProductQuery) {
  const base = applyFilters(db, db.kysely.selectFrom('products') as ProductSelect, { ...query, search: query.sort === 'Relevance' ? undefined : query.search });
  const offset = (query.page - 1) * query.pageSize;
  const page = <Q extends SelectQueryBuilder<Database, 'products', { id: number }>>(q: Q) => q.limit(query.pageSize).offset(offset).execute();
  switch (query.sort) {
    case 'Relevance': {
      if (!query.search) return page(base.select('products.id').orderBy('products.id', 'desc'));
      const only = searchOnly(query);
      if (only) {
        const hits = rankedHits(db, only);
        return db.kysely
          .selectFrom(hits.as('hits'))
          .select('hits.product_id as id')
          .orderBy('hits.rank')
          .orderBy('hits.product_id', 'desc')
          .limit(query.pageSize)
          .offset(offset)
          .execute();
      }
      const matches = rankedHits(db, query.search).as('matches');
      return page(
        base
          .innerJoin(matches, 'matches.product_id', 'products.id')
          .select('products.id')
          .orderBy('matches.rank')
          .orderBy('products.id', 'desc'),
      );
    }
    case 'HighToLow':
      return page(base.select('products.id').orderBy('products.payable_cents', 'desc').orderBy('products.id', 'desc'));
    case 'LowToHigh':
      return page(base.select('products.id').orderBy('products.payable_cents', 'asc').orderBy('products.id', 'desc'));
    case 'AscOrder':
      return page(base.select('products.id').orderBy('products.name_key', 'asc').orderBy('products.id', 'desc'));
    case 'DescOrder':
      return page(base.select('products.id').orderBy('products.name_key', 'desc').orderBy('products.id', 'desc'));
    default:
      return page(base.select('products.id').orderBy('products.id', 'desc'));
  }
}

/** Products by id, in the order of `ids`, each with its variants (two indexed reads). */
export async function productsByIds(db: Db, ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db.kysely.selectFrom('products').selectAll().where('id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id)).filter((row): row is ProductRow => row !== undefined);
  return rowsToProducts(db.kysely, ordered);
}

export async function findProduct(db: Db, id: number): Promise<Product | undefined> {
  return (await productsByIds(db, [id]))[0];
}

export async function listProducts(db: Db, query: ProductQuery) {
  const [total, ids] = await Promise.all([countProducts(db, query), pageIds(db, query)]);
  return {
    items: await productsByIds(
      db,
      ids.map((row) => row.id),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Adds each row's count to every value in its `|a|b|` key. */
function countKeys(rows: readonly { keys: string; count: number | string | bigint }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const value of row.keys.split('|')) if (value) counts.set(value, (counts.get(value) ?? 0) + countOf(row.count));
  }
  return counts;
}

const facetList = (counts: Map<string, number>) => [...counts].map(([value, count]) => ({ value, count }));

/**
 * The filter sidebar's choices with how many products each would show: every facet counts with
 * all other filters applied but its own, so a shopper sees what choosing it would give. Each is
 * one pass over a listing index, grouped by the key column (few distinct keys), then added up per
 * value here.
 */
export async function productFacets(db: Db, filters: ProductFilters): Promise<ProductFacets> {
  const filtered = (except?: FilterName) => applyFilters(db, db.kysely.selectFrom('products') as ProductSelect, filters, except);
  const byKey = (column: KeyColumn, except: FilterName) =>
    filtered(except)
      .select([`products.${column} as keys`, (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy(`products.${column}`)
      .execute();
  const [total, brands, colors, sizes, price] = await Promise.all([
    countProducts(db, filters),
    byKey('tag_keys', 'brands'),
    byKey('color_keys', 'color'),
    byKey('size_keys', 'sizes'),
    filtered('price')
      .select((eb) => [eb.fn.min<number | null>('products.payable_cents').as('min'), eb.fn.max<number | null>('products.payable_cents').as('max')])
      .executeTakeFirstOrThrow(),
  ]);
  const alphabetical = (counts: Map<string, number>) => facetList(counts).sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return {
    total,
    brands: alphabetical(countKeys(brands)),
    colors: alphabetical(countKeys(colors)),
    sizes: facetList(countKeys(sizes)).sort((a, b) => compareSizes(a.value, b.value)),
    price: price.min === null || price.max === null ? null : wholeUnitBounds(Number(price.min), Number(price.max)),
  };
}
