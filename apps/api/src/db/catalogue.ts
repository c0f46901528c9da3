import { compareSizes, type Product, type ProductFacets, type SortBy } from '@storefront/api-client';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from './connection';
import { keyValue } from './keys';
import { type ProductRow, rowsToProducts } from './products';
import type { Database } from './schema';
import { matchingProducts, productIdMatches, type SearchMatch } from './search';

/**
 * Catalogue reads (docs/adr/0012). Filters read the products' filter keys and payable price, which
 * each listing index carries, so a page and its total never touch the wide product rows or the
 * child rows; a page's rows are read by id afterwards.
 */

export interface ProductFilters {
  category?: string | undefined;
  subcategory?: number | undefined;
  /** Brands of which a product must carry one (a product with no brand matches any choice). */
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

/** `column` holds one of `values` in its `|a|b|` key, or is '' (the product has none: any choice matches). */
function keyMatches(eb: Eb, column: 'tag_keys' | 'color_keys' | 'size_keys', values: readonly string[]) {
  const keys = [...new Set(values.map(keyValue).filter(Boolean))];
  return eb.or([eb(`products.${column}`, '=', ''), ...keys.map((key) => eb(`products.${column}`, 'like', `%|${key}|%`))]);
}

type FilterName = 'brands' | 'color' | 'sizes' | 'price';

/** The filters as SQL, leaving out `except` (a facet counts its own values without its own filter). */
function applyFilters(db: Db, query: ProductSelect, filters: ProductFilters, except?: FilterName): ProductSelect {
  let q = query;
  q = filters.category ? q.where('products.category', '=', filters.category) : q.where('products.sub_category_id', 'is not', null);
  if (filters.subcategory !== undefined) q = q.where('products.sub_category_id', '=', filters.subcategory);
  if (except !== 'brands' && filters.brands && filters.brands.length > 0) {
    const brands = filters.brands;
    q = q.where((eb) => keyMatches(eb, 'tag_keys', brands));
  }
  if (except !== 'color' && filters.color) {
    const color = filters.color;
    q = q.where((eb) => keyMatches(eb, 'color_keys', [color]));
  }
  if (except !== 'sizes' && filters.sizes && filters.sizes.length > 0) {
    const sizes = filters.sizes;
    q = q.where((eb) => keyMatches(eb, 'size_keys', sizes));
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

/** How many products match (PostgreSQL's count is a bigint, which node-postgres sends as a string). */
export async function countProducts(db: Db, filters: ProductFilters): Promise<number> {
  const row = await applyFilters(db, db.kysely.selectFrom('products') as ProductSelect, filters)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
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
      const matches = matchingProducts(db, query.search).as('matches');
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

/**
 * The filter sidebar's choices with how many products each would show: every facet counts with
 * all other filters applied but its own, so a shopper sees what choosing it would give.
 */
export async function productFacets(db: Db, filters: ProductFilters): Promise<ProductFacets> {
  const filtered = (except?: FilterName) => applyFilters(db, db.kysely.selectFrom('products') as ProductSelect, filters, except);
  const [total, brands, colors, sizes, price] = await Promise.all([
    countProducts(db, filters),
    filtered('brands')
      .innerJoin('product_tags', 'product_tags.product_id', 'products.id')
      .select(['product_tags.tag as value', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('product_tags.tag')
      .orderBy('product_tags.tag')
      .execute(),
    filtered('color')
      .innerJoin('product_colors', 'product_colors.product_id', 'products.id')
      .select(['product_colors.color as value', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('product_colors.color')
      .orderBy('product_colors.color')
      .execute(),
    filtered('sizes')
      .innerJoin('product_variants', 'product_variants.product_id', 'products.id')
      .where('product_variants.stock', '>', 0)
      .where('product_variants.size', 'is not', null)
      .select([
        'product_variants.size as value',
        sql<number | string>`count(distinct ${sql.ref('product_variants.product_id')})`.as('count'),
      ])
      .groupBy('product_variants.size')
      .execute(),
    filtered('price')
      .select((eb) => [eb.fn.min<number | null>('products.payable_cents').as('min'), eb.fn.max<number | null>('products.payable_cents').as('max')])
      .executeTakeFirstOrThrow(),
  ]);
  const counted = (rows: { value: string | null; count: number | string }[]) =>
    rows.filter((row) => row.value !== null).map((row) => ({ value: row.value as string, count: countOf(row.count) }));
  return {
    total,
    brands: counted(brands),
    colors: counted(colors),
    sizes: counted(sizes).sort((a, b) => compareSizes(a.value, b.value)),
    price: price.min === null || price.max === null ? null : { min: Math.floor(Number(price.min) / 100), max: Math.ceil(Number(price.max) / 100) },
  };
}
