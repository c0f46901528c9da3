import { type Kysely, sql } from 'kysely';
import { searchWords } from '../db/keys';
import { isPostgres } from './dialect';

type SearchTables = Kysely<{
  products: { id: number; name: string };
  product_search: { rowid: number; name: string; document: string };
  product_search_names: { rowid: number; name: string; document: string };
}>;

const BATCH = 1000;

/** Each searchable product's id, its name's words and its document, a batch at a time. */
async function* namedDocuments(db: SearchTables) {
  for (let after = 0; ; ) {
    const rows = await db
      .selectFrom('product_search')
      .innerJoin('products', 'products.id', 'product_search.rowid')
      .select(['product_search.rowid as rowid', 'products.name as name', 'product_search.document as document'])
      .where('product_search.rowid', '>', after)
      .orderBy('product_search.rowid')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((row) => ({ rowid: row.rowid, name: searchWords(row.name).join(' '), document: row.document }));
    after = (rows[rows.length - 1] as { rowid: number }).rowid;
  }
}

/**
 * Search documents gain the product name's words on their own (docs/adr/0101), so relevance can
 * put the products whose name holds every word first: a second FTS5 column on SQLite (the table
 * is rebuilt: FTS5 tables take no new column), a `name` column with its own tsvector and GIN
 * index on PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const search = db as unknown as SearchTables;
  if (isPostgres(db)) {
    await sql`alter table product_search add column name text not null default ''`.execute(db);
    for await (const rows of namedDocuments(search)) {
      await sql`update product_search set name = v.name from (values ${sql.join(rows.map((row) => sql`(${row.rowid}::integer, ${row.name})`))}) as v(rowid, name) where product_search.rowid = v.rowid`.execute(
        db,
      );
    }
    await sql`alter table product_search add column name_tsv tsvector generated always as (to_tsvector('simple', name)) stored`.execute(db);
    await sql`create index product_search_name_tsv on product_search using gin (name_tsv)`.execute(db);
    return;
  }
  await sql`create virtual table product_search_names using fts5(name, document, tokenize = 'unicode61')`.execute(db);
  for await (const rows of namedDocuments(search)) await search.insertInto('product_search_names').values(rows).execute();
  await sql`drop table product_search`.execute(db);
  await sql`alter table product_search_names rename to product_search`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index product_search_name_tsv`.execute(db);
    await sql`alter table product_search drop column name_tsv`.execute(db);
    await sql`alter table product_search drop column name`.execute(db);
    return;
  }
  await sql`create virtual table product_search_documents using fts5(document, tokenize = 'unicode61')`.execute(db);
  await sql`insert into product_search_documents (rowid, document) select rowid, document from product_search`.execute(db);
  await sql`drop table product_search`.execute(db);
  await sql`alter table product_search_documents rename to product_search`.execute(db);
}
