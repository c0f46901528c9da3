import { type Kysely, sql } from 'kysely';

/**
 * The catalogue. Scalar fields the API filters or sorts on are columns; list fields that are only
 * ever sent whole (media, variants, pictures, sizes) are JSON text; tags and colours are also
 * child rows so the brand and colour filters are plain indexed SQL on both dialects (ADR 0010).
 * Money is integer cents: exact on both dialects and returned as numbers by both drivers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('category', 'varchar(40)', (c) => c.notNull())
    .addColumn('sub_category_id', 'integer', (c) => c.references('subcategories.id'))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('sale_price_cents', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('payable_cents', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('rating', 'integer')
    .addColumn('sale', 'integer', (c) => c.notNull())
    .addColumn('is_new', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('short_details', 'text', (c) => c.notNull())
    .addColumn('type', 'varchar(60)', (c) => c.notNull())
    .addColumn('design_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('tags_json', 'text', (c) => c.notNull())
    .addColumn('colors_json', 'text', (c) => c.notNull())
    .addColumn('size_json', 'text', (c) => c.notNull())
    .addColumn('media_json', 'text', (c) => c.notNull())
    .addColumn('variants_json', 'text', (c) => c.notNull())
    .addColumn('pictures_json', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_category').on('products').column('category').execute();
  await db.schema.createIndex('products_sub_category').on('products').column('sub_category_id').execute();

  for (const [table, column] of [
    ['product_tags', 'tag'],
    ['product_colors', 'color'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn(column, 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['product_id', column])
      .execute();
    await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
  }

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('image_path', 'varchar(300)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('url', 'varchar(300)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('author', 'varchar(100)', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('comments', 'integer', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('image', 'varchar(300)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('faq')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('lookbooks')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('image', 'varchar(300)', (c) => c.notNull())
    .addColumn('hotspots_json', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['lookbooks', 'faq', 'blog_posts', 'banners', 'product_colors', 'product_tags', 'products']) {
    await db.schema.dropTable(table).execute();
  }
}
