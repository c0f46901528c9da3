import type { Product } from '@storefront/api-client';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Db } from './connection';
import { filterKeys, keyValue, variantKeys } from './keys';
import type { Database, FilterKeySetsTable } from './schema';

/**
 * Filter key sets (docs/adr/0100): each distinct `|a|b|` key is stored once per kind and products
 * hold the ids, so a filter compares integers in the listing indexes and facets group by three ids.
 */

export type KeySetKind = FilterKeySetsTable['kind'];

export interface ProductSets {
  brand_set: number;
  color_set: number;
  size_set: number;
  variant_set: number;
}

/** The ids of the sets holding these keys, storing the ones not seen before. */
export async function keySetIds(db: Kysely<Database>, kind: KeySetKind, keys: readonly string[]): Promise<Map<string, number>> {
  const distinct = [...new Set(keys)];
  if (distinct.length === 0) return new Map();
  // A set another transaction adds at the same time: the unique key makes this wait for it, and the
  // select below (a new statement) then sees it.
  await db
    .insertInto('filter_key_sets')
    .values(distinct.map((key) => ({ kind, keys: key })))
    .onConflict((oc) => oc.columns(['kind', 'keys']).doNothing())
    .execute();
  const rows = await db.selectFrom('filter_key_sets').select(['id', 'keys']).where('kind', '=', kind).where('keys', 'in', distinct).execute();
  return new Map(rows.map((row) => [row.keys, row.id]));
}

const idOf = (ids: Map<string, number>, key: string) => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`No filter key set for ${key}`);
  return id;
};

/** Each product's set ids, in the products' order. */
export async function productSets(db: Kysely<Database>, products: readonly Pick<Product, 'tags' | 'colors' | 'size' | 'variants'>[]): Promise<ProductSets[]> {
  const keys = products.map((product) => ({ ...filterKeys(product), variant_keys: variantKeys(product.variants) }));
  const brands = await keySetIds(db, 'brand', keys.map((key) => key.tag_keys));
  const colors = await keySetIds(db, 'color', keys.map((key) => key.color_keys));
  const sizes = await keySetIds(db, 'size', keys.map((key) => key.size_keys));
  const variants = await keySetIds(db, 'variant', keys.map((key) => key.variant_keys));
  return keys.map((key) => ({
    brand_set: idOf(brands, key.tag_keys),
    color_set: idOf(colors, key.color_keys),
    size_set: idOf(sizes, key.size_keys),
    variant_set: idOf(variants, key.variant_keys),
  }));
}

/** What a filter asks of one kind: a product whose set holds one of `values`, or holds none. */
export interface SetFilter {
  kind: KeySetKind;
  values: readonly string[];
  /** Whether the empty set (a product with no brand, or sold in no size) matches: yes unless false. */
  noneMatches?: boolean;
}

/**
 * The ids of the sets each filter accepts: sets holding one of its values, and the empty set ''
 * (a product with no brand, or sold in no size, matches any choice) unless the filter says not.
 * A plain substring test (instr / strpos) on a table of a few hundred rows. Each kind once.
 */
export async function matchingSets(db: Db, filters: readonly SetFilter[]): Promise<Map<KeySetKind, Set<number>>> {
  const matching = new Map<KeySetKind, Set<number>>(filters.map((filter) => [filter.kind, new Set<number>()]));
  if (filters.length === 0) return matching;
  const holds = (key: string) =>
    db.dialect === 'postgres' ? sql<SqlBool>`strpos(keys, ${`|${key}|`}) > 0` : sql<SqlBool>`instr(keys, ${`|${key}|`}) > 0`;
  const rows = await db.kysely
    .selectFrom('filter_key_sets')
    .select(['id', 'kind'])
    .where((eb) =>
      eb.or(
        filters.map((filter) => {
          const values = [...new Set(filter.values.map(keyValue).filter(Boolean))];
          const none = filter.noneMatches === false ? [] : [eb('keys', '=', '')];
          return eb.and([eb('kind', '=', filter.kind), eb.or([...none, ...values.map(holds)])]);
        }),
      ),
    )
    .execute();
  for (const row of rows) matching.get(row.kind)?.add(row.id);
  return matching;
}

/** The keys of these sets, by id. */
export async function keysOfSets(db: Db, ids: Iterable<number>): Promise<Map<number, string>> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return new Map();
  const rows = await db.kysely.selectFrom('filter_key_sets').select(['id', 'keys']).where('id', 'in', distinct).execute();
  return new Map(rows.map((row) => [row.id, row.keys]));
}
