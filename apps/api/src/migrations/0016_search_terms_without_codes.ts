import type { Kysely } from 'kysely';
import { chunks } from '../db/chunks';
import { searchDocument, searchTermsOf } from '../db/keys';
import { parseList } from './0010_catalogue_queries';

/** Products read per step: a bounded batch, whatever the catalogue's size. */
const BATCH = 5000;

/**
 * The catalogue's words (`search_terms`) lose the letters of design numbers (`ns` of NS-1001):
 * suggestions offered them as words. The words the brand's products still hold, by the rule new
 * products are stored with (searchTermsOf), are read in batches; every other word leaves. A
 * design number still finds its products: search reads a word it does not know as a prefix.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const trx = db as unknown as Kysely<{
    products: { id: number; name: string; category: string; type: string; design_no: string; sub_category_id: number | null; tags_json: string; colors_json: string };
    subcategories: { id: number; name: string };
    search_terms: { term: string };
  }>;
  const subcategoryName = new Map((await trx.selectFrom('subcategories').select(['id', 'name']).execute()).map((sub) => [sub.id, sub.name]));
  const words = new Set<string>();
  let after = 0;
  for (;;) {
    const rows = await trx
      .selectFrom('products')
      .select(['id', 'name', 'category', 'type', 'design_no', 'sub_category_id', 'tags_json', 'colors_json'])
      .where('id', '>', after)
      .where('sub_category_id', 'is not', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const product = { ...row, tags: parseList(row.tags_json), colors: parseList(row.colors_json) };
      for (const word of searchTermsOf(searchDocument(product, subcategoryName.get(row.sub_category_id as number)), row.design_no)) words.add(word);
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < BATCH) break;
    after = last.id;
  }
  const stored = await trx.selectFrom('search_terms').select('term').execute();
  const gone = stored.map((row) => row.term).filter((term) => !words.has(term));
  for (const terms of chunks(gone)) await trx.deleteFrom('search_terms').where('term', 'in', terms).execute();
}

/** The codes are not put back: search finds design numbers without them. */
export async function down(): Promise<void> {}
