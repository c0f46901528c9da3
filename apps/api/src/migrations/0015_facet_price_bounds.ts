import { type Kysely, sql } from 'kysely';

/**
 * The cheapest and dearest payable price of each stored facet group (docs/adr/0105), filled here
 * from the products and kept with the counts. The size facet's index covers them: the sidebar
 * reads the price bounds from the rows of its size counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('facet_counts').addColumn('min_cents', 'integer').execute();
  await db.schema.alterTable('facet_counts').addColumn('max_cents', 'integer').execute();
  await sql`update facet_counts set
    min_cents = (select min(p.payable_cents) from products p where ${sameGroup}),
    max_cents = (select max(p.payable_cents) from products p where ${sameGroup})`.execute(db);
  await db.schema.dropIndex('facet_counts_by_size_set').execute();
  await sizeIndex(db, ['min_cents', 'max_cents']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('facet_counts_by_size_set').execute();
  await sizeIndex(db, []);
  await db.schema.alterTable('facet_counts').dropColumn('max_cents').execute();
  await db.schema.alterTable('facet_counts').dropColumn('min_cents').execute();
}

const sameGroup = sql`p.category = facet_counts.category and coalesce(p.sub_category_id, 0) = facet_counts.sub_category_id
  and p.brand_set = facet_counts.brand_set and p.color_set = facet_counts.color_set and p.size_set = facet_counts.size_set`;

const sizeIndex = (db: Kysely<unknown>, prices: string[]) =>
  db.schema
    .createIndex('facet_counts_by_size_set')
    .on('facet_counts')
    .columns(['size_set', 'category', 'sub_category_id', 'brand_set', 'color_set', 'products', ...prices])
    .execute();
