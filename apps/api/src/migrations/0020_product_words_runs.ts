import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

/** The product columns a list filters on, as migration 0019 copies them into `product_words`. */
const COLUMNS = ['category', 'sub_category_id', 'brand_set', 'color_set', 'size_set', 'variant_set', 'payable_cents'];
const FILTER_COLUMNS = sql.raw(COLUMNS.join(', '));
const productColumns = sql.raw(COLUMNS.map((column) => `products.${column}`).join(', '));
/** A word row's `prev_word`, `prev_name_word` and `next_name_word`, from rows with `word`, `tier` (0: the name's) and `product_id`. */
const RUNS = sql.raw(`coalesce(lag(word) over (partition by product_id order by word), ''),
  case when tier = 0 then coalesce(lag(word) over (partition by product_id, tier order by word), '') else '' end,
  min(case when tier = 0 then word end) over (partition by product_id order by word rows between current row and unbounded following)`);

/**
 * PostgreSQL only (docs/adr/0122): each row of `product_words` also holds, among its product's
 * words in byte order, the word before it (`prev_word`), for a word of the product's name the
 * name's word before it (`prev_name_word`), and the first of the name's words from it on
 * (`next_name_word`, null when none); '' for no word before. A product's words that start with a
 * prefix are one run in that order, and only the run's first has a `prev_word` below the prefix,
 * so a prefix search reads each product once from the index, without a DISTINCT over all the
 * words it covers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table product_words
    add column prev_word text collate "C" not null default '',
    add column prev_name_word text collate "C" not null default '',
    add column next_name_word text collate "C"`.execute(db);
  await sql`create or replace function product_words_refresh() returns trigger language plpgsql as $$
    begin
      delete from product_words where product_id in (select rowid from changed);
      insert into product_words (word, tier, product_id, prev_word, prev_name_word, next_name_word, ${FILTER_COLUMNS})
        select word, tier, product_id, ${RUNS}, ${FILTER_COLUMNS}
        from (
          select word collate "C" as word, case when word = any (tsvector_to_array(changed.name_tsv)) then 0 else 1 end as tier,
            changed.rowid as product_id, ${productColumns}
          from changed join products on products.id = changed.rowid, unnest(tsvector_to_array(changed.document_tsv)) as word
        ) as words;
      return null;
    end
  $$`.execute(db);
  await sql`update product_words set (prev_word, prev_name_word, next_name_word) = (runs.prev_word, runs.prev_name_word, runs.next_name_word)
    from (select product_id, word, ${RUNS} from product_words) as runs (product_id, word, prev_word, prev_name_word, next_name_word)
    where runs.product_id = product_words.product_id and runs.word = product_words.word`.execute(db);
  await sql`drop index product_words_ranked`.execute(db);
  await sql`create index product_words_ranked on product_words (word, tier, product_id desc)
    include (${FILTER_COLUMNS}, prev_word, prev_name_word, next_name_word)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create or replace function product_words_refresh() returns trigger language plpgsql as $$
    begin
      delete from product_words where product_id in (select rowid from changed);
      insert into product_words (word, tier, product_id, ${FILTER_COLUMNS})
        select word, case when word = any (tsvector_to_array(changed.name_tsv)) then 0 else 1 end, changed.rowid, ${productColumns}
        from changed join products on products.id = changed.rowid, unnest(tsvector_to_array(changed.document_tsv)) as word;
      return null;
    end
  $$`.execute(db);
  await sql`drop index product_words_ranked`.execute(db);
  await sql`alter table product_words drop column prev_word, drop column prev_name_word, drop column next_name_word`.execute(db);
  await sql`create index product_words_ranked on product_words (word, tier, product_id desc) include (${FILTER_COLUMNS})`.execute(db);
}
