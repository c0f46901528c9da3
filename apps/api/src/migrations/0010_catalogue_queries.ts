import { nameSortKey } from '@storefront/api-client';
import { type Kysely, sql } from 'kysely';
import { filterKeys, searchDocument, searchTermsOf } from '../db/keys';
import { isPostgres } from './dialect';

interface OldProduct {
  id: number;
  name: string;
  category: string;
  type: string;
  design_no: string;
  sub_category_id: number | null;
  tags_json: string;
  colors_json: string;
  size_json: string;
}

/** A stored JSON list of strings; [] when the text is not one. */
export const parseList = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The columns every listing index carries, so filters and counts read the index alone. The keys
 * are `text`: SQLite's planner weighs an index by its columns' declared sizes, and with
 * varchar(1000) keys it judged the covering indexes wider than the table and scanned the rows.
 */
const FILTER_COLUMNS = ['sub_category_id', 'category', 'payable_cents', 'tag_keys', 'color_keys', 'size_keys'] as const;

/**
 * Catalogue queries in the database (docs/adr/0012):
 * - `name_key` (the shared name sort key, byte-ordered on both dialects) and the filter keys
 *   `tag_keys`, `color_keys`, `size_keys` (`|a|b|`; '' where the product has none, so it matches
 *   any choice; sizes only while in stock), so a filtered, sorted page and its total read one
 *   narrow index instead of the wide product rows and their child rows.
 * - One index per sort (newest, price, name) holding the filter columns, and subcategory/category
 *   indexes in id order.
 * - Search: `product_search` (one document of words per brand product, `rowid` its id) as an FTS5
 *   table on SQLite and a table with a generated tsvector and a GIN index on PostgreSQL;
 *   `search_terms`, every word of the documents, for typo correction (pg_trgm index on
 *   PostgreSQL) and suggestions.
 * - `product_tags` and `product_colors` go: the keys hold the same.
 * - `rate_limit_hits`: form-post counts per address and window, shared by every API process.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .alterTable('products')
    .addColumn('name_key', postgres ? sql`text collate "C"` : 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const column of ['tag_keys', 'color_keys', 'size_keys']) {
    await db.schema
      .alterTable('products')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }

  if (postgres) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create table product_search (
      rowid integer primary key references products(id) on delete cascade,
      document text not null,
      document_tsv tsvector generated always as (to_tsvector('simple', document)) stored
    )`.execute(db);
    await sql`create index product_search_tsv on product_search using gin (document_tsv)`.execute(db);
  } else {
    // The rowid is the product's id; the document is stored already normalised (lower case, no
    // accents, one space between words).
    await sql`create virtual table product_search using fts5(document, tokenize = 'unicode61')`.execute(db);
  }
  await db.schema
    .createTable('search_terms')
    .addColumn('term', postgres ? sql`varchar(60) collate "C"` : 'varchar(60)', (c) => c.primaryKey())
    .execute();
  if (postgres) await sql`create index search_terms_trgm on search_terms using gin (term gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_reset').on('rate_limit_hits').column('reset_at').execute();

  // Existing rows: their keys, search documents and terms.
  const trx = db as unknown as Kysely<{
    products: OldProduct & { name_key: string; tag_keys: string; color_keys: string; size_keys: string };
    product_variants: { product_id: number; size: string | null; stock: number };
    subcategories: { id: number; name: string };
    product_search: { rowid: number; document: string };
    search_terms: { term: string };
  }>;
  const [products, variants, subcategories] = await Promise.all([
    trx.selectFrom('products').select(['id', 'name', 'category', 'type', 'design_no', 'sub_category_id', 'tags_json', 'colors_json', 'size_json']).execute(),
    trx.selectFrom('product_variants').select(['product_id', 'size', 'stock']).execute(),
    trx.selectFrom('subcategories').select(['id', 'name']).execute(),
  ]);
  const subcategoryName = new Map(subcategories.map((sub) => [sub.id, sub.name]));
  const variantsOf = new Map<number, typeof variants>();
  for (const variant of variants) variantsOf.set(variant.product_id, [...(variantsOf.get(variant.product_id) ?? []), variant]);
  const terms = new Set<string>();
  for (const row of products) {
    const product = {
      name: row.name,
      category: row.category,
      type: row.type,
      design_no: row.design_no,
      tags: parseList(row.tags_json),
      colors: parseList(row.colors_json),
      size: parseList(row.size_json),
      variants: variantsOf.get(row.id) ?? [],
    };
    await trx
      .updateTable('products')
      .set({ name_key: nameSortKey(row.name), ...filterKeys(product) })
      .where('id', '=', row.id)
      .execute();
    if (row.sub_category_id === null) continue;
    const document = searchDocument(product, subcategoryName.get(row.sub_category_id));
    await trx.insertInto('product_search').values({ rowid: row.id, document }).execute();
    for (const term of searchTermsOf(document)) terms.add(term);
  }
  const termRows = [...terms].map((term) => ({ term }));
  for (let start = 0; start < termRows.length; start += 500) {
    await trx.insertInto('search_terms').values(termRows.slice(start, start + 500)).execute();
  }

  // The brand and colour child rows gave way to the keys.
  await db.schema.dropTable('product_tags').execute();
  await db.schema.dropTable('product_colors').execute();
  await db.schema.dropIndex('products_category').execute();
  await db.schema.dropIndex('products_sub_category').execute();
  await db.schema.createIndex('products_category_newest').on('products').columns(['category', 'id']).execute();
  await db.schema.createIndex('products_subcategory_newest').on('products').columns(['sub_category_id', 'id']).execute();
  await db.schema.createIndex('products_newest').on('products').columns(['id', ...FILTER_COLUMNS]).execute();
  await db.schema
    .createIndex('products_by_price')
    .on('products')
    .columns(['payable_cents', 'id', ...FILTER_COLUMNS.filter((column) => column !== 'payable_cents')])
    .execute();
  await db.schema.createIndex('products_by_name').on('products').columns(['name_key', 'id', ...FILTER_COLUMNS]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['products_by_name', 'products_by_price', 'products_newest', 'products_subcategory_newest', 'products_category_newest']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.createIndex('products_category').on('products').column('category').execute();
  await db.schema.createIndex('products_sub_category').on('products').column('sub_category_id').execute();
  for (const [table, column, json] of [
    ['product_tags', 'tag', 'tags_json'],
    ['product_colors', 'color', 'colors_json'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn(column, 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['product_id', column])
      .execute();
    await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
    const rows = await (db as Kysely<{ products: { id: number } & Record<string, string> }>).selectFrom('products').select(['id', json]).execute();
    const values = rows.flatMap((row) => [...new Set(parseList(row[json] as string))].map((value) => ({ product_id: row.id, [column]: value })));
    for (let start = 0; start < values.length; start += 500) {
      await (db as Kysely<Record<string, Record<string, unknown>>>).insertInto(table).values(values.slice(start, start + 500)).execute();
    }
  }
  await db.schema.dropTable('rate_limit_hits').execute();
  await db.schema.dropTable('search_terms').execute();
  await db.schema.dropTable('product_search').execute();
  for (const column of ['size_keys', 'color_keys', 'tag_keys', 'name_key']) await db.schema.alterTable('products').dropColumn(column).execute();
}
