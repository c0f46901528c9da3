import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { chunks } from './chunks';
import type { Database } from './schema';

/**
 * Stored facet counts (docs/adr/0104, 0105): how many products of each category and subcategory
 * share the same three key sets (brands, colours, sizes in stock), and their cheapest and dearest
 * payable price. A scope's sidebar adds up these few rows instead of reading every product in the
 * scope. Every write that adds products or changes their sets adjusts them in the same
 * transaction: `insertProducts` and `refreshSizeSets`.
 */

/** The product columns a stored count is kept by. */
export interface FacetGroup {
  category: string;
  sub_category_id: number | null;
  brand_set: number;
  color_set: number;
  size_set: number;
}

const KEY = ['category', 'sub_category_id', 'brand_set', 'color_set', 'size_set'] as const;

/** A product in no subcategory counts under subcategory 0 (the key's columns are all NOT NULL). */
const keyOf = (group: FacetGroup) => ({
  category: group.category,
  sub_category_id: group.sub_category_id ?? 0,
  brand_set: group.brand_set,
  color_set: group.color_set,
  size_set: group.size_set,
});

/**
 * Adds each change's `delta` to its group's count, then reads the changed groups' price bounds
 * again. The rows are written in key order in one statement per chunk, so concurrent orders on
 * PostgreSQL lock the count rows in one order.
 */
export async function adjustFacetCounts(db: Kysely<Database>, changes: readonly { group: FacetGroup; delta: number }[]): Promise<void> {
  const totals = new Map<string, { key: ReturnType<typeof keyOf>; delta: number }>();
  for (const { group, delta } of changes) {
    const key = keyOf(group);
    const id = JSON.stringify(KEY.map((column) => key[column]));
    const entry = totals.get(id);
    if (entry) entry.delta += delta;
    else totals.set(id, { key, delta });
  }
  const rows = [...totals.values()]
    .filter((entry) => entry.delta !== 0)
    .map((entry) => ({ ...entry.key, products: entry.delta }))
    .sort((a, b) => {
      for (const column of KEY) if (a[column] !== b[column]) return a[column] < b[column] ? -1 : 1;
      return 0;
    });
  for (const chunk of chunks(rows)) {
    await db
      .insertInto('facet_counts')
      .values(chunk)
      .onConflict((oc) => oc.columns([...KEY]).doUpdateSet((eb) => ({ products: eb('facet_counts.products', '+', eb.ref('excluded.products')) })))
      .execute();
  }
  // A separate statement after the counts: on PostgreSQL their rows are locked by now, so it reads
  // the products as any order that changed these groups before it committed them.
  for (const chunk of chunks(rows)) await storePriceBounds(db, chunk);
}

/** Reads the groups' cheapest and dearest payable price again from their products. */
async function storePriceBounds(db: Kysely<Database>, keys: readonly ReturnType<typeof keyOf>[]): Promise<void> {
  const prices = (eb: ExpressionBuilder<Database, 'facet_counts'>) =>
    eb
      .selectFrom('products')
      .where((inner) =>
        inner.and([
          inner('products.category', '=', inner.ref('facet_counts.category')),
          inner(inner.fn.coalesce('products.sub_category_id', sql.lit(0)), '=', inner.ref('facet_counts.sub_category_id')),
          inner('products.brand_set', '=', inner.ref('facet_counts.brand_set')),
          inner('products.color_set', '=', inner.ref('facet_counts.color_set')),
          inner('products.size_set', '=', inner.ref('facet_counts.size_set')),
        ]),
      );
  await db
    .updateTable('facet_counts')
    .set((eb) => ({
      min_cents: prices(eb).select((inner) => inner.fn.min('products.payable_cents').as('cents')),
      max_cents: prices(eb).select((inner) => inner.fn.max('products.payable_cents').as('cents')),
    }))
    .where(({ eb, refTuple, tuple }) =>
      eb(
        refTuple(...KEY),
        'in',
        keys.map((key) => tuple(key.category, key.sub_category_id, key.brand_set, key.color_set, key.size_set)),
      ),
    )
    .execute();
}
