import type { Kysely } from 'kysely';
import { chunks } from './chunks';
import type { Database } from './schema';

/**
 * Stored facet counts (docs/adr/0104): how many products of each category and subcategory share
 * the same three key sets (brands, colours, sizes in stock). A scope's sidebar adds up these few
 * rows instead of reading every product in the scope. Every write that adds products or changes
 * their sets adjusts them in the same transaction: `insertProducts` and `refreshSizeSets`.
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
 * Adds each change's `delta` to its group's count. The rows are written in key order in one
 * statement per chunk, so concurrent orders on PostgreSQL lock the count rows in one order.
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
}
