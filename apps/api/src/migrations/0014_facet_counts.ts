import { type Kysely, sql } from 'kysely';

/**
 * Stored facet counts (docs/adr/0104): products counted by category, subcategory (0 for none)
 * and their three key sets, filled here from the products and kept by the code that writes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('facet_counts')
    .addColumn('category', 'varchar(40)', (c) => c.notNull())
    .addColumn('sub_category_id', 'integer', (c) => c.notNull())
    .addColumn('brand_set', 'integer', (c) => c.notNull())
    .addColumn('color_set', 'integer', (c) => c.notNull())
    .addColumn('size_set', 'integer', (c) => c.notNull())
    .addColumn('products', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('facet_counts_key', ['category', 'sub_category_id', 'brand_set', 'color_set', 'size_set'])
    .execute();
  // One covering index per facet, led by its set: a facet's counts are one ordered index scan.
  const sets = ['brand_set', 'color_set', 'size_set'];
  for (const set of sets) {
    await db.schema
      .createIndex(`facet_counts_by_${set}`)
      .on('facet_counts')
      .columns([set, 'category', 'sub_category_id', ...sets.filter((other) => other !== set), 'products'])
      .execute();
  }
  await sql`insert into facet_counts (category, sub_category_id, brand_set, color_set, size_set, products)
    select category, coalesce(sub_category_id, 0), brand_set, color_set, size_set, count(*)
    from products group by category, coalesce(sub_category_id, 0), brand_set, color_set, size_set`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('facet_counts').execute();
}
