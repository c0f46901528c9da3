import type { Kysely } from 'kysely';
import { chunks } from './chunks';
import type { Database, ProductSearchTable, ProductsTable, ProductWordsTable } from './schema';

/** The product columns a list filters on, which `product_words` keeps beside each word. */
export const WORD_FILTER_COLUMNS = ['category', 'sub_category_id', 'brand_set', 'color_set', 'size_set', 'variant_set', 'payable_cents'] as const;

type FilterColumns = Pick<ProductsTable, (typeof WORD_FILTER_COLUMNS)[number]>;
type WordRun = Pick<ProductWordsTable, 'word' | 'tier' | 'prev_word' | 'prev_name_word' | 'next_name_word'>;

/** UTF-8 byte order: SQLite's BINARY collation and PostgreSQL's "C", which the words' index sorts by. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * A search document's words as `product_words` holds them (docs/adr/0122, 0123): each once, in
 * byte order, with its tier (0 when the name holds it), the word before it, for a name's word the
 * name's word before it, and the first of the name's words from it on (null when none).
 */
export function wordRuns(document: Pick<ProductSearchTable, 'name' | 'document'>): WordRun[] {
  const named = new Set(document.name.split(' '));
  const words = [...new Set(document.document.split(' '))].filter(Boolean).sort(byteOrder);
  let prevWord = '';
  let prevNameWord = '';
  const runs = words.map((word): WordRun => {
    const tier = named.has(word) ? 0 : 1;
    const run = { word, tier, prev_word: prevWord, prev_name_word: tier === 0 ? prevNameWord : '', next_name_word: null };
    prevWord = word;
    if (tier === 0) prevNameWord = word;
    return run;
  });
  let nextNameWord: string | null = null;
  for (const run of runs.reverse()) {
    if (run.tier === 0) nextNameWord = run.word;
    run.next_name_word = nextNameWord;
  }
  return runs.reverse();
}

/**
 * SQLite: writes the words of new search documents (`rowid` their product's id) with their
 * products' filter columns, from `products` (at least those of the documents). FTS5 tables take no
 * triggers, so what writes a document writes its words; a trigger on `products` keeps the filter
 * columns (migration 0021).
 */
export async function insertProductWords(
  db: Kysely<Database>,
  documents: readonly Pick<ProductSearchTable, 'rowid' | 'name' | 'document'>[],
  products: readonly (FilterColumns & { id: number })[],
): Promise<void> {
  const byId = new Map(products.map((product) => [product.id, product]));
  const rows = documents.flatMap((document) => {
    const product = byId.get(document.rowid) as FilterColumns;
    const columns = Object.fromEntries(WORD_FILTER_COLUMNS.map((column) => [column, product[column]])) as FilterColumns;
    return wordRuns(document).map((run) => ({ ...run, product_id: document.rowid, ...columns }));
  });
  for (const chunk of chunks(rows)) await db.insertInto('product_words').values(chunk).execute();
}
