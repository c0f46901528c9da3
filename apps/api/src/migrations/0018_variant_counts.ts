import { type Kysely, sql } from 'kysely';

/**
 * Stored counts by colour and size pairs in stock (docs/adr/0112): products counted by category,
 * subcategory (0 for none) and their four key sets, which a colour with sizes reads for its total.
 * Filled here from the products and kept by the code that writes them, as `facet_counts` is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('variant_counts')
    .addColumn('category', 'varchar(40)', (c) => c.notNull())
    .addColumn('sub_category_id', 'integer', (c) => c.notNull())
    .addColumn('brand_set', 'integer', (c) => c.notNull())
    .addColumn('color_set', 'integer', (c) => c.notNull())
    .addColumn('size_set', 'integer', (c) => c.notNull())
    .addColumn('variant_set', 'integer', (c) => c.notNull())
    .addColumn('products', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('variant_counts_key', ['category', 'sub_category_id', 'brand_set', 'color_set', 'size_set', 'variant_set'])
    .execute();
  // Led by the pair set, which a colour with sizes narrows most; it covers the total's sum.
  await db.schema
    .createIndex('variant_counts_by_variant_set')
    .on('variant_counts')
    .columns(['variant_set', 'category', 'sub_category_id', 'brand_set', 'color_set', 'size_set', 'products'])
    .execute();
  await sql`insert into variant_counts (category, sub_category_id, brand_set, color_set, size_set, variant_set, products)
    select category, coalesce(sub_category_id, 0), brand_set, color_set, size_set, variant_set, count(*)
    from products group by category, coalesce(sub_category_id, 0), brand_set, color_set, size_set, variant_set`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('variant_counts').execute();
}
