import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

/**
 * PostgreSQL only (docs/adr/0103): `product_words` holds each word of each search document once,
 * with its tier (0 when the product's name holds the word), in a B-tree ordered as search results
 * are (word, tier, newest first). A search reads a word's products from that index alone, in
 * result order, and counts them without visiting the documents, which the GIN index cannot do.
 * Triggers on `product_search` keep it equal to the documents' own tsvector lexemes; deleting a
 * document deletes its words. SQLite's FTS5 index already reads matches in id order per column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create table product_words (
    word text collate "C" not null,
    tier smallint not null,
    product_id integer not null references product_search (rowid) on delete cascade,
    primary key (product_id, word)
  )`.execute(db);
  await createWordsRefresh(db);
  // A trigger with a transition table handles one kind of event, hence one each.
  for (const event of ['insert', 'update']) {
    await sql`create trigger ${sql.raw(`product_words_on_${event}`)} after ${sql.raw(event)} on product_search
      referencing new table as changed for each statement execute function product_words_refresh()`.execute(db);
  }
  await sql`insert into product_words (word, tier, product_id)
    select word, case when word = any (tsvector_to_array(name_tsv)) then 0 else 1 end, rowid
    from product_search, unnest(tsvector_to_array(document_tsv)) as word`.execute(db);
  await sql`create index product_words_ranked on product_words (word, tier, product_id desc)`.execute(db);
  // Tiers come from product_words now; the name's tsvector still serves phrases, read per match.
  await sql`drop index product_search_name_tsv`.execute(db);
}

/** The trigger function writing a changed document's words (its words and their tiers only). */
export async function createWordsRefresh(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function product_words_refresh() returns trigger language plpgsql as $$
    begin
      delete from product_words where product_id in (select rowid from changed);
      insert into product_words (word, tier, product_id)
        select word, case when word = any (tsvector_to_array(changed.name_tsv)) then 0 else 1 end, changed.rowid
        from changed, unnest(tsvector_to_array(changed.document_tsv)) as word;
      return null;
    end
  $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index product_search_name_tsv on product_search using gin (name_tsv)`.execute(db);
  await sql`drop table product_words`.execute(db);
  await sql`drop function product_words_refresh() cascade`.execute(db);
}
