import type { Kysely } from 'kysely';

/**
 * Payments the server creates and confirms (docs/adr/0091): one row per checkout attempt, priced by
 * the server, holding the lines and billing details it was created for, the provider's reference
 * and, once confirmed, the order placed from it (exactly one: the order's idempotency key is the
 * payment's id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('method', 'varchar(10)', (c) => c.notNull())
    .addColumn('processor', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('lines_json', 'text', (c) => c.notNull())
    .addColumn('billing_json', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(24)', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(200)')
    .addColumn('capture_ref', 'varchar(200)')
    .addColumn('decline_code', 'varchar(40)')
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payments').execute();
}
