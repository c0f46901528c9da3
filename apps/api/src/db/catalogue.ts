import { type SortBy, sortKeys } from '@storefront/api-client';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from './connection';
import type { Database } from './schema';
import { type ProductRow, rowsToProducts } from './products';

/** Catalogue reads shared by the routes. */

export interface ProductQuery {
  category?: string | undefined;
  subcategory?: number | undefined;
  brands?: string[] | undefined;
  color?: string | undefined;
  /** Sizes of which one must be in stock (a product sold in no size matches any). */
  sizes?: string[] | undefined;
  minCents?: number | undefined;
  maxCents?: number | undefined;
  sort: SortBy;
  page: number;
  pageSize: number;
}

export const SORT_KEYS = sortKeys;

type ProductSelect = SelectQueryBuilder<Database, 'products', object>;

/** The brand's own products are the ones in its menu; the demo themes' have no subcategory. */
const brandOnly = (eb: ExpressionBuilder<Database, 'products'>) => eb('products.sub_category_id', 'is not', null);

function applyFilters(query: ProductSelect, filters: ProductQuery): ProductSelect {
  let q = query;
  if (filters.category) q = q.where('products.category', '=', filters.category);
  else q = q.where(brandOnly);
  if (filters.subcategory !== undefined) q = q.where('products.sub_category_id', '=', filters.subcategory);
  const brands = filters.brands ?? [];
  if (brands.length > 0) {
    // The spec's rule: a product with no tags always matches; otherwise any tag among the brands.
    q = q.where((eb) =>
      eb.or([
        eb.not(eb.exists(eb.selectFrom('product_tags').select('product_id').whereRef('product_tags.product_id', '=', 'products.id'))),
        eb.exists(
          eb
            .selectFrom('product_tags')
            .select('product_id')
            .whereRef('product_tags.product_id', '=', 'products.id')
            .where('product_tags.tag', 'in', brands),
        ),
      ]),
    );
  }
  if (filters.color) {
    const color = filters.color;
    // Likewise: a product with no colours matches any colour.
    q = q.where((eb) =>
      eb.or([
        eb.not(eb.exists(eb.selectFrom('product_colors').select('product_id').whereRef('product_colors.product_id', '=', 'products.id'))),
        eb.exists(
          eb
            .selectFrom('product_colors')
            .select('product_id')
            .whereRef('product_colors.product_id', '=', 'products.id')
            .where('product_colors.color', '=', color),
        ),
      ]),
    );
  }
  const sizes = filters.sizes ?? [];
  if (sizes.length > 0) {
    // The colour's rule again, with stock: a product sold in sizes matches when a chosen size is left.
    q = q.where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('product_variants')
              .select('product_id')
              .whereRef('product_variants.product_id', '=', 'products.id')
              .where('product_variants.size', 'is not', null),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('product_variants')
            .select('product_id')
            .whereRef('product_variants.product_id', '=', 'products.id')
            .where('product_variants.size', 'in', sizes)
            .where('product_variants.stock', '>', 0),
        ),
      ]),
    );
  }
  if (filters.minCents !== undefined) q = q.where('products.payable_cents', '>=', filters.minCents);
  if (filters.maxCents !== undefined) q = q.where('products.payable_cents', '<=', filters.maxCents);
  return q;
}

/** Name order that is the same on both dialects: byte order of the lower-cased name. */
function byName(db: Db) {
  return db.dialect === 'postgres' ? sql`lower(products.name) collate "C"` : sql`lower(products.name)`;
}

export async function listProducts(db: Db, filters: ProductQuery) {
  const base = applyFilters(db.kysely.selectFrom('products') as ProductSelect, filters);
  let rows = base.selectAll('products');
  switch (filters.sort) {
    case 'HighToLow':
      rows = rows.orderBy('products.payable_cents', 'desc').orderBy('products.id', 'desc');
      break;
    case 'LowToHigh':
      rows = rows.orderBy('products.payable_cents', 'asc').orderBy('products.id', 'desc');
      break;
    case 'AscOrder':
      rows = rows.orderBy(byName(db), 'asc').orderBy('products.id', 'asc');
      break;
    case 'DescOrder':
      rows = rows.orderBy(byName(db), 'desc').orderBy('products.id', 'desc');
      break;
    default:
      rows = rows.orderBy('products.id', 'desc');
  }
  const [items, count] = await Promise.all([
    rows
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: await rowsToProducts(db.kysely, items as ProductRow[]),
    // PostgreSQL's count(*) is a bigint, which node-postgres returns as a string.
    total: Number(count.total),
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The header search: brand products whose name, type, tags or design number contain the words. */
export async function searchProducts(db: Db, text: string, limit: number) {
  const pattern = likePattern(text);
  const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  const rows = await db.kysely
    .selectFrom('products')
    .selectAll()
    .where(brandOnly)
    .where((eb) =>
      eb.or([
        like('products.name'),
        like('products.type'),
        like('products.design_no'),
        eb.exists(
          eb
            .selectFrom('product_tags')
            .select('product_id')
            .whereRef('product_tags.product_id', '=', 'products.id')
            .where(like('product_tags.tag')),
        ),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rowsToProducts(db.kysely, rows);
}
