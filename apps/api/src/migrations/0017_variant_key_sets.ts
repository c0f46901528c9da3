import { type Kysely, sql } from 'kysely';
import { chunks } from '../db/chunks';
import { keySetIds } from '../db/keySets';
import { variantKeys } from '../db/keys';
import type { Database } from '../db/schema';
import { createListingIndexes, createSetsIndex, FILTER_COLUMNS, LISTING_INDEXES } from './0011_filter_key_sets';

/** Products read per step: a bounded batch, whatever the catalogue's size. */
const BATCH = 5000;
const SETS = ['brand_set', 'color_set', 'size_set'];

/**
 * Each product's colour and size pairs in stock as a key set (`variant_set`, docs/adr/0110), which
 * a colour filter with sizes reads: filled from the variants in batches, and carried by every
 * listing index and the sets index, as the other filter sets are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const trx = db as unknown as Kysely<Database>;
  for (const index of ['products_by_sets', ...LISTING_INDEXES.map(({ name }) => name)]) await db.schema.dropIndex(index).execute();
  await db.schema
    .alterTable('products')
    .addColumn('variant_set', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  let after = 0;
  for (;;) {
    const ids = (await trx.selectFrom('products').select('id').where('id', '>', after).orderBy('id').limit(BATCH).execute()).map((row) => row.id);
    const last = ids[ids.length - 1];
    if (last === undefined) break;
    const variants = await trx.selectFrom('product_variants').select(['product_id', 'size', 'color', 'stock']).where('product_id', '>', after).where('product_id', '<=', last).execute();
    const byProduct = new Map(ids.map((id) => [id, [] as typeof variants]));
    for (const variant of variants) byProduct.get(variant.product_id)?.push(variant);
    const keysOf = new Map([...byProduct].map(([id, own]) => [id, variantKeys(own)]));
    const setIds = await keySetIds(trx, 'variant', [...keysOf.values()]);
    const productsOf = new Map<number, number[]>();
    for (const [id, keys] of keysOf) {
      const set = setIds.get(keys) as number;
      productsOf.set(set, [...(productsOf.get(set) ?? []), id]);
    }
    for (const [set, products] of productsOf) {
      for (const some of chunks(products)) await trx.updateTable('products').set({ variant_set: set }).where('id', 'in', some).execute();
    }
    after = last;
  }
  await createListingIndexes(db, [...FILTER_COLUMNS, 'variant_set']);
  await createSetsIndex(db, [...SETS, 'variant_set']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['products_by_sets', ...LISTING_INDEXES.map(({ name }) => name)]) await db.schema.dropIndex(index).execute();
  await db.schema.alterTable('products').dropColumn('variant_set').execute();
  await sql`delete from filter_key_sets where kind = 'variant'`.execute(db);
  await createListingIndexes(db, FILTER_COLUMNS);
  await createSetsIndex(db, SETS);
}
