import type { Kysely } from 'kysely';
import { withAutoId } from './dialect';

/** What shoppers send: subscribers, contact messages, inquiries, orders and their lines. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAutoId(db, db.schema.createTable('subscribers'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await withAutoId(db, db.schema.createTable('contact_messages'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await withAutoId(db, db.schema.createTable('inquiries'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('product', 'varchar(200)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('firm_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('state', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await withAutoId(db, db.schema.createTable('orders'))
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('billing_json', 'text', (c) => c.notNull())
    .addColumn('payment_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await withAutoId(db, db.schema.createTable('order_lines'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('sum_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['order_lines', 'orders', 'inquiries', 'contact_messages', 'subscribers']) {
    await db.schema.dropTable(table).execute();
  }
}
