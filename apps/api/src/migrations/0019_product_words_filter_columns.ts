import { type Kysely, sql } from 'kysely';
import { createWordsRefresh } from './0013_product_words';
import { isPostgres } from './dialect';

/** The product columns a list filters on, which `product_words` keeps beside each word. */
const FILTER_COLUMNS = sql.raw('category, sub_category_id, brand_set, color_set, size_set, variant_set, payable_cents');

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
        select word, case when word = any (tsvector_to_array(changed.name_tsv)) then 0 else 1 end, changed.rowid,
          products.category, products.sub_category_id, products.brand_set, products.color_set, products.size_set,
          products.variant_set, products.payable_cents
        from changed join products on products.id = changed.rowid, unnest(tsvector_to_array(changed.document_tsv)) as word;
      return null;
    end
  $$`.execute(db);
  await sql`create function product_words_follow_products() returns trigger language plpgsql as $$
    begin
      update product_words set (${FILTER_COLUMNS}) = (changed.category, changed.sub_category_id, changed.brand_set,
          changed.color_set, changed.size_set, changed.variant_set, changed.payable_cents)
        from changed
        where product_words.product_id = changed.id
          and (product_words.category, product_words.sub_category_id, product_words.brand_set, product_words.color_set,
            product_words.size_set, product_words.variant_set, product_words.payable_cents)
          is distinct from (changed.category, changed.sub_category_id, changed.brand_set, changed.color_set,
            changed.size_set, changed.variant_set, changed.payable_cents);
      return null;
    end
  $$`.execute(db);
  await sql`create trigger product_words_on_products_update after update on products
    referencing new table as changed for each statement execute function product_words_follow_products()`.execute(db);
  await sql`update product_words set (${FILTER_COLUMNS}) = (products.category, products.sub_category_id, products.brand_set,
      products.color_set, products.size_set, products.variant_set, products.payable_cents)
    from products where products.id = product_words.product_id`.execute(db);
  for (const column of ['category', 'brand_set', 'color_set', 'size_set', 'variant_set', 'payable_cents']) {
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
  await sql`alter table product_words
    drop column category, drop column sub_category_id, drop column brand_set, drop column color_set,
    drop column size_set, drop column variant_set, drop column payable_cents`.execute(db);
  await sql`create index product_words_ranked on product_words (word, tier, product_id desc)`.execute(db);
}
