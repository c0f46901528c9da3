import { seedCategories, seedFaq } from '@storefront/api-client/seed';
import type { Insertable, Kysely } from 'kysely';
import type { Database, TranslatedEntity, TranslationsTable } from '../db/schema';

type Texts = Readonly<Record<string, Readonly<Record<string, string | undefined>>>> | undefined;

function rows(entity: TranslatedEntity, id: number, translations: Texts): Insertable<TranslationsTable>[] {
  return Object.entries(translations ?? {}).flatMap(([locale, fields]) =>
    Object.entries(fields).flatMap(([field, value]) => (value === undefined ? [] : [{ entity, entity_id: id, locale, field, value }])),
  );
}

/** The seed's French names of the menu and questions of the FAQ (the FAQ's ids are 1-6, as seeded). */
export async function seedTranslations(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('translations').select('entity_id').limit(1).executeTakeFirst();
  if (existing) return false;
  const values = [
    ...seedCategories.flatMap((category) => [
      ...rows('category', category.id, category.translations),
      ...category.sub_category.flatMap((sub) => rows('subcategory', sub.id, sub.translations)),
    ]),
    ...seedFaq.flatMap((item, index) => rows('faq', index + 1, item.translations)),
  ];
  await db.insertInto('translations').values(values).execute();
  return true;
}
