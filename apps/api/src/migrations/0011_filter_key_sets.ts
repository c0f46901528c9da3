import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

/** Which key column of the products each kind of set replaces. */
const KINDS = [
  { kind: 'brand', set: 'brand_set', keys: 'tag_keys' },
  { kind: 'color', set: 'color_set', keys: 'color_keys' },
  { kind: 'size', set: 'size_set', keys: 'size_keys' },
] as const;

/** The columns every listing index carries after the sort columns, so filters and counts read the index alone. */
export const FILTER_COLUMNS = ['sub_category_id', 'category', 'payable_cents', 'brand_set', 'color_set', 'size_set'] as const;
const OLD_FILTER_COLUMNS = ['sub_category_id', 'category', 'payable_cents', 'tag_keys', 'color_keys', 'size_keys'] as const;
/** Each listing index's leading (sort) columns; the filter columns it does not lead with follow. */
export const LISTING_INDEXES = [
  { name: 'products_category_newest', lead: ['category', 'id'] },
  { name: 'products_subcategory_newest', lead: ['sub_category_id', 'id'] },
  { name: 'products_newest', lead: ['id'] },
  { name: 'products_by_price', lead: ['payable_cents', 'id'] },
  { name: 'products_by_name', lead: ['name_key', 'id'] },
] as const;

/**
 * Filter key sets (docs/adr/0100): each distinct `|a|b|` key of brands, colours and sizes in stock
 * is stored once in `filter_key_sets`, and a product holds the integer ids of its three sets. A
 * filter first finds the few sets that match (a scan of a table of a few hundred rows), then the
 * listing indexes compare integers; facets group products by their three set ids. Another index
 * leads with the set ids, so a filtered total seeks the matching sets instead of reading a whole
 * price or id range; the category and subcategory indexes carry the filter columns too, so a
 * category's page, total and facets read no product rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('filter_key_sets')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('keys', 'text', (c) => c.notNull())
    .addUniqueConstraint('filter_key_sets_kind_keys', ['kind', 'keys'])
    .execute();
  for (const { name } of LISTING_INDEXES) await db.schema.dropIndex(name).execute();
  for (const { kind, set, keys } of KINDS) {
    await sql`insert into filter_key_sets (kind, keys) select distinct ${kind}, ${sql.ref(keys)} from products`.execute(db);
    await db.schema
      .alterTable('products')
      .addColumn(set, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update products set ${sql.ref(set)} = (select s.id from filter_key_sets s where s.kind = ${kind} and s.keys = products.${sql.ref(keys)})`.execute(
      db,
    );
    await db.schema.alterTable('products').dropColumn(keys).execute();
  }
  await createListingIndexes(db, FILTER_COLUMNS);
  await createSetsIndex(db, ['brand_set', 'color_set', 'size_set']);
}

/** The index that leads with the set ids, so a filtered total seeks the matching sets. */
export async function createSetsIndex(db: Kysely<unknown>, sets: readonly string[]) {
  await db.schema
    .createIndex('products_by_sets')
    .on('products')
    .columns([...sets, 'payable_cents', 'sub_category_id', 'category', 'id'])
    .execute();
}

export async function createListingIndexes(db: Kysely<unknown>, filterColumns: readonly string[]) {
  for (const { name, lead } of LISTING_INDEXES) {
    const rest = filterColumns.filter((column) => !(lead as readonly string[]).includes(column));
    await db.schema
      .createIndex(name)
      .on('products')
      .columns([...lead, ...rest])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['products_by_sets', ...LISTING_INDEXES.map(({ name }) => name)]) await db.schema.dropIndex(index).execute();
  for (const { set, keys } of KINDS) {
    await db.schema
      .alterTable('products')
      .addColumn(keys, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`update products set ${sql.ref(keys)} = (select s.keys from filter_key_sets s where s.id = products.${sql.ref(set)})`.execute(db);
    await db.schema.alterTable('products').dropColumn(set).execute();
  }
  await createListingIndexes(db, OLD_FILTER_COLUMNS);
  // 0010's category and subcategory indexes held no filter columns.
  for (const [index, column] of [
    ['products_category_newest', 'category'],
    ['products_subcategory_newest', 'sub_category_id'],
  ] as const) {
    await db.schema.dropIndex(index).execute();
    await db.schema.createIndex(index).on('products').columns([column, 'id']).execute();
  }
  await db.schema.dropTable('filter_key_sets').execute();
}
