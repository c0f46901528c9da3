import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { chunks } from './chunks';
import type { Database } from './schema';

/**
 * Stored counts (docs/adr/0104, 0105, 0112): how many products of each category and subcategory
 * share the same three key sets (brands, colours, sizes in stock) with their cheapest and dearest
 * payable price (`facet_counts`), and the same four sets with their colour and size pairs in stock
 * (`variant_counts`). A scope's sidebar adds up the first's few rows, and a colour with sizes its
 * total the second's, instead of reading every product in the scope. Every write that adds
 * products or changes their sets adjusts both in the same transaction: `insertProducts` and
 * `refreshStockSets`.
 */

/** The product columns the stored counts are kept by. */
interface ProductGroup {
  category: string;
  sub_category_id: number | null;
  brand_set: number;
  color_set: number;
  size_set: number;
  variant_set: number;
}

const KEY = ['category', 'sub_category_id', 'brand_set', 'color_set', 'size_set'] as const;
const VARIANT_KEY = [...KEY, 'variant_set'] as const;

/** A product in no subcategory counts under subcategory 0 (the key's columns are all NOT NULL). */
const keyOf = (group: ProductGroup) => ({
  category: group.category,
  sub_category_id: group.sub_category_id ?? 0,
  brand_set: group.brand_set,
  color_set: group.color_set,
  size_set: group.size_set,
});
type FacetKey = ReturnType<typeof keyOf>;
const variantKeyOf = (group: ProductGroup) => ({ ...keyOf(group), variant_set: group.variant_set });
type VariantKey = ReturnType<typeof variantKeyOf>;

/** A group's identity under the key `columns`. */
const idOf = <K extends FacetKey>(key: K, columns: readonly (keyof K)[]) => JSON.stringify(columns.map((column) => key[column]));

type PricedGroup = ProductGroup & { payable_cents: number };

/**
 * A product joining the groups its columns name (`after` alone), leaving them (`before` alone), or
 * moving from one to the other.
 */
export interface FacetMove {
  before?: PricedGroup;
  after?: PricedGroup;
}

/** A product joining (`delta` 1) or leaving (-1) a group. */
interface FacetChange {
  group: PricedGroup;
  delta: 1 | -1;
}

/** The moves as changes of the groups `columns` name: a move within one group changes none. */
function changesOf(moves: readonly FacetMove[], columns: readonly (keyof VariantKey)[]): FacetChange[] {
  const keyed = (group: PricedGroup) => idOf(variantKeyOf(group), columns);
  return moves.flatMap(({ before, after }): FacetChange[] => {
    if (before && after && keyed(before) === keyed(after)) return [];
    return [...(before ? [{ group: before, delta: -1 as const }] : []), ...(after ? [{ group: after, delta: 1 as const }] : [])];
  });
}

/** Adjusts both stored counts to the products' moves. */
export async function adjustStoredCounts(db: Kysely<Database>, moves: readonly FacetMove[]): Promise<void> {
  await adjustFacetCounts(db, changesOf(moves, KEY));
  await adjustVariantCounts(db, changesOf(moves, VARIANT_KEY));
}

/**
 * Adds each change's `delta` to its group's count and widens the group's price bounds to the
 * price of each product that joins it, in one upsert per chunk. The rows are written in key order,
 * so concurrent orders on PostgreSQL lock the count rows in one order. A group a product leaves
 * may lose its cheapest or dearest: its bounds are read again from its products, in a statement
 * after the upsert, so on PostgreSQL once its row is locked and every order that changed the
 * group before has committed.
 */
async function adjustFacetCounts(db: Kysely<Database>, changes: readonly FacetChange[]): Promise<void> {
  type Entry = FacetKey & { products: number; min_cents: number | null; max_cents: number | null };
  const entries = new Map<string, Entry>();
  const left = new Map<string, FacetKey>();
  for (const { group, delta } of changes) {
    const key = keyOf(group);
    const id = idOf(key, KEY);
    let entry = entries.get(id);
    if (!entry) {
      entry = { ...key, products: 0, min_cents: null, max_cents: null };
      entries.set(id, entry);
    }
    entry.products += delta;
    if (delta < 0) left.set(id, key);
    if (delta > 0) {
      entry.min_cents = Math.min(entry.min_cents ?? group.payable_cents, group.payable_cents);
      entry.max_cents = Math.max(entry.max_cents ?? group.payable_cents, group.payable_cents);
    }
  }
  const rows = [...entries.values()].sort(byKey);
  for (const chunk of chunks(rows)) {
    await db
      .insertInto('facet_counts')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns([...KEY]).doUpdateSet((eb) => {
          // The joining products' bound where it lies beyond the stored one (or none is stored).
          const widened = (bound: 'min_cents' | 'max_cents', beyond: '<' | '>') =>
            eb
              .case()
              .when(eb.or([eb(`facet_counts.${bound}`, 'is', null), eb(`excluded.${bound}`, beyond, eb.ref(`facet_counts.${bound}`))]))
              .then(eb.ref(`excluded.${bound}`))
              .else(eb.ref(`facet_counts.${bound}`))
              .end();
          return {
            products: eb('facet_counts.products', '+', eb.ref('excluded.products')),
            min_cents: widened('min_cents', '<'),
            max_cents: widened('max_cents', '>'),
          };
        }),
      )
      .execute();
  }
  for (const chunk of chunks([...left.values()].sort(byKey))) await storePriceBounds(db, chunk);
}

/** Adds each change's `delta` to its group's count, in key order as adjustFacetCounts does. */
async function adjustVariantCounts(db: Kysely<Database>, changes: readonly FacetChange[]): Promise<void> {
  const entries = new Map<string, VariantKey & { products: number }>();
  for (const { group, delta } of changes) {
    const key = variantKeyOf(group);
    const id = idOf(key, VARIANT_KEY);
    const entry = entries.get(id) ?? { ...key, products: 0 };
    entry.products += delta;
    entries.set(id, entry);
  }
  const rows = [...entries.values()].sort((a, b) => byKey(a, b, VARIANT_KEY));
  for (const chunk of chunks(rows)) {
    await db
      .insertInto('variant_counts')
      .values(chunk)
      .onConflict((oc) => oc.columns([...VARIANT_KEY]).doUpdateSet((eb) => ({ products: eb('variant_counts.products', '+', eb.ref('excluded.products')) })))
      .execute();
  }
}

/** Key order under `columns` (the facet key unless told). */
function byKey<K extends FacetKey>(a: K, b: K, columns: readonly (keyof K)[] = KEY): number {
  for (const column of columns) if (a[column] !== b[column]) return a[column] < b[column] ? -1 : 1;
  return 0;
}

/** Reads the groups' cheapest and dearest payable price again from their products. */
async function storePriceBounds(db: Kysely<Database>, keys: readonly FacetKey[]): Promise<void> {
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
