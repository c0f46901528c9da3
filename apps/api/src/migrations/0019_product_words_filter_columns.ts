import { type Kysely, sql } from 'kysely';
import { createWordsRefresh } from './0013_product_words';
import { isPostgres } from './dialect';

/** The product columns a list filters on, which `product_words` keeps beside each word. */
const COLUMNS = ['category', 'sub_category_id', 'brand_set', 'color_set', 'size_set', 'variant_set', 'payable_cents'];
const FILTER_COLUMNS = sql.raw(COLUMNS.join(', '));
/** The columns as read from `table`: `table.category, table.sub_category_id, ...`. */
const columnsOf = (table: string) => sql.raw(COLUMNS.map((column) => `${table}.${column}`).join(', '));

/**
 * PostgreSQL only (docs/adr/0118): each row of `product_words` also holds its product's filter
 * columns, and its index carries them (INCLUDE), so the total, facets and relevance page of a
 * search filtered by a size, a brand or a price read the words' index alone instead of looking up
 * every product found. The words' trigger copies the columns from the product; a trigger on
 * `products` copies them again when they change (an order selling out a size).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table product_words
    add column category varchar(40),
    add column sub_category_id integer,
    add column brand_set integer,
    add column color_set integer,
    add column size_set integer,
    add column variant_set integer,
    add column payable_cents integer`.execute(db);
  await sql`create or replace function product_words_refresh() returns trigger language plpgsql as $$
    begin
      delete from product_words where product_id in (select rowid from changed);
      insert into product_words (word, tier, product_id, ${FILTER_COLUMNS})
        select word, case when word = any (tsvector_to_array(changed.name_tsv)) then 0 else 1 end, changed.rowid, ${columnsOf('products')}
        from changed join products on products.id = changed.rowid, unnest(tsvector_to_array(changed.document_tsv)) as word;
      return null;
    end
  $$`.execute(db);
  await sql`create function product_words_follow_products() returns trigger language plpgsql as $$
    begin
      update product_words set (${FILTER_COLUMNS}) = (${columnsOf('changed')})
        from changed
        where product_words.product_id = changed.id and (${columnsOf('product_words')}) is distinct from (${columnsOf('changed')});
      return null;
    end
  $$`.execute(db);
  await sql`create trigger product_words_on_products_update after update on products
    referencing new table as changed for each statement execute function product_words_follow_products()`.execute(db);
  await sql`update product_words set (${FILTER_COLUMNS}) = (${columnsOf('products')})
    from products where products.id = product_words.product_id`.execute(db);
  for (const column of COLUMNS.filter((name) => name !== 'sub_category_id')) {
    await sql`alter table product_words alter column ${sql.ref(column)} set not null`.execute(db);
  }
  await sql`drop index product_words_ranked`.execute(db);
  await sql`create index product_words_ranked on product_words (word, tier, product_id desc) include (${FILTER_COLUMNS})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger product_words_on_products_update on products`.execute(db);
  await sql`drop function product_words_follow_products()`.execute(db);
  await createWordsRefresh(db);
  await sql`drop index product_words_ranked`.execute(db);
  await sql`alter table product_words ${sql.raw(COLUMNS.map((column) => `drop column ${column}`).join(', '))}`.execute(db);
  await sql`create index product_words_ranked on product_words (word, tier, product_id desc)`.execute(db);
}
