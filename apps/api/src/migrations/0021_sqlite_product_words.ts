import { type Kysely, sql } from 'kysely';
import { insertProductWords, WORD_FILTER_COLUMNS } from '../db/productWords';
import type { Database } from '../db/schema';
import { isPostgres } from './dialect';

const BATCH = 1000;

/**
 * SQLite only (docs/adr/0123): `product_words` as PostgreSQL has it (migrations 0013, 0019, 0020),
 * a table ordered as search results are (word, tier, newest first) holding each product's filter
 * columns, so the total and facets of a search for one word read one range of it instead of
 * looking up every product FTS5 finds. FTS5 tables take no triggers: the writer of search
 * documents writes their words (insertProducts); a trigger on `products` copies the filter
 * columns when they change (an order selling out a size).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create table product_words (
    word text not null,
    tier integer not null,
    product_id integer not null,
    category text not null,
    sub_category_id integer,
    brand_set integer not null,
    color_set integer not null,
    size_set integer not null,
    variant_set integer not null,
    payable_cents integer not null,
    prev_word text not null,
    prev_name_word text not null,
    next_name_word text,
    primary key (word, tier, product_id desc)
  ) without rowid`.execute(db);
  await sql`create index product_words_product on product_words (product_id)`.execute(db);
  const columns = WORD_FILTER_COLUMNS.map((column) => sql`${sql.ref(column)} = new.${sql.ref(column)}`);
  await sql`create trigger product_words_follow_products after update of ${sql.join(WORD_FILTER_COLUMNS.map((column) => sql.ref(column)))} on products
    begin
      update product_words set ${sql.join(columns)} where product_id = new.id;
    end`.execute(db);
  const words = db as Kysely<Database>;
  for (let after = 0; ; ) {
    const rows = await words
      .selectFrom('product_search')
      .innerJoin('products', 'products.id', 'product_search.rowid')
      .select(['product_search.rowid as rowid', 'product_search.name', 'product_search.document', 'products.id', ...WORD_FILTER_COLUMNS.map((column) => `products.${column}` as const)])
      .where('product_search.rowid', '>', after)
      .orderBy('product_search.rowid')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    await insertProductWords(words, rows, rows);
    after = (rows[rows.length - 1] as (typeof rows)[number]).rowid;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop trigger product_words_follow_products`.execute(db);
  await sql`drop table product_words`.execute(db);
}
