import type { Kysely } from 'kysely';

// Migrations take Kysely<unknown>: they describe tables as they were then, not as the types say now.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('subcategories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('shop_details')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('address', 'varchar(500)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subcategories').execute();
  await db.schema.dropTable('categories').execute();
  await db.schema.dropTable('shop_details').execute();
}
