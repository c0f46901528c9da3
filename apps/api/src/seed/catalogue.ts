import type { Product } from '@storefront/api-client';
import { seedProducts } from '@storefront/api-client/seed';
import type { Kysely } from 'kysely';
import { chunks } from '../db/chunks';
import { adjustStoredCounts } from '../db/facetCounts';
import { type ProductSets, productSets } from '../db/keySets';
import { searchDocument, searchTermsOf, searchWords } from '../db/keys';
import { productToRow, variantRows } from '../db/products';
import { insertProductWords } from '../db/productWords';
import type { Database } from '../db/schema';
import { isPostgres } from '../migrations/dialect';

export async function seedCatalogue(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await insertProducts(db, seedProducts);
  return true;
}

/**
 * Stores products with their variants and search words (the seed, generated
 * catalogues and test fixtures such as e2e's). The only way products enter the database.
 */
export async function insertProducts(db: Kysely<Database>, products: readonly Product[]): Promise<void> {
  if (products.length === 0) return;
  const sets = await productSets(db, products);
  const rows = products.map((product, i) => productToRow(product, sets[i] as ProductSets));
  for (const chunk of chunks(rows)) await db.insertInto('products').values(chunk).execute();
  await adjustStoredCounts(
    db,
    rows.map((after) => ({ after })),
  );
  for (const rows of chunks(products.flatMap(variantRows))) await db.insertInto('product_variants').values(rows).execute();

  const subcategories = new Map((await db.selectFrom('subcategories').select(['id', 'name']).execute()).map((sub) => [sub.id, sub.name]));
  // Search covers the brand's catalogue: the products in its menu.
  const listed = products.filter((p) => p.sub_category_id !== null);
  const documents = listed.map((p) => ({ rowid: p.id, name: searchWords(p.name).join(' '), document: searchDocument(p, subcategories.get(p.sub_category_id as number)) }));
  for (const rows of chunks(documents)) await db.insertInto('product_search').values(rows).execute();
  // PostgreSQL's triggers write the documents' words; SQLite's FTS5 table takes none.
  if (!isPostgres(db)) await insertProductWords(db, documents, rows);
  const terms = [...new Set(documents.flatMap((row, i) => searchTermsOf(row.document, listed[i]?.design_no)))].map((term) => ({ term }));
  for (const rows of chunks(terms)) {
    await db
      .insertInto('search_terms')
      .values(rows)
      .onConflict((oc) => oc.column('term').doNothing())
      .execute();
  }
}
