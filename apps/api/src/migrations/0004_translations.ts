import type { Kysely } from 'kysely';

/**
 * Texts of catalogue and content records in other languages (ADR 0080): one row per record,
 * locale and field. The records' own columns keep the default language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('translations')
    .addColumn('entity', 'varchar(30)', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('locale', 'varchar(10)', (c) => c.notNull())
    .addColumn('field', 'varchar(30)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translations_pk', ['entity', 'entity_id', 'locale', 'field'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('translations').execute();
}
