import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

/**
 * SQLite only (docs/adr/0124): the search's word rows again, ordered by word and then by the three
 * key sets the facets count by, with every column a search's facets read. Grouped by word first,
 * a range of it comes out in its groups' order, so counting a search's facets needs no sort.
 * PostgreSQL groups by hashing and has no need of it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create index product_words_groups on product_words (word, brand_set, color_set, size_set, payable_cents, tier,
    prev_word, prev_name_word, next_name_word, category, sub_category_id, variant_set)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop index product_words_groups`.execute(db);
}
