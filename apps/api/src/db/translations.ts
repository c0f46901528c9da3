import type { Kysely } from 'kysely';
import type { Database, TranslatedEntity } from './schema';

/** A record's texts in other languages, as the API sends them: `{ fr: { name: 'Femmes' } }`. */
export type RecordTranslations = Record<string, Record<string, string>>;

/** Every translation of one kind of record, by record id (ADR 0080). */
export async function loadTranslations(db: Kysely<Database>, entity: TranslatedEntity): Promise<Map<number, RecordTranslations>> {
  const rows = await db
    .selectFrom('translations')
    .select(['entity_id', 'locale', 'field', 'value'])
    .where('entity', '=', entity)
    .orderBy('entity_id')
    .orderBy('locale')
    .orderBy('field')
    .execute();
  const byId = new Map<number, RecordTranslations>();
  for (const row of rows) {
    const record = byId.get(row.entity_id) ?? {};
    record[row.locale] = { ...record[row.locale], [row.field]: row.value };
    byId.set(row.entity_id, record);
  }
  return byId;
}

/** The record with its `translations`, when it has any: records without keep the spec's shape. */
export function withTranslations<T extends object>(record: T, translations: RecordTranslations | undefined): T {
  return translations ? { ...record, translations } : record;
}
