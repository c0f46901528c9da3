import type { Category, Subcategory } from '@storefront/api-client';
import type { Db } from './connection';
import { loadTranslations, withTranslations } from './translations';

/** The shop's menu: categories in order, each with its subcategories, with their translations. */
export async function loadMenu(db: Db): Promise<Category[]> {
  const [categories, subcategories, categoryTexts, subcategoryTexts] = await Promise.all([
    db.kysely.selectFrom('categories').selectAll().orderBy('position').execute(),
    db.kysely.selectFrom('subcategories').selectAll().orderBy('position').execute(),
    loadTranslations(db.kysely, 'category'),
    loadTranslations(db.kysely, 'subcategory'),
  ]);
  return categories.map((category) =>
    withTranslations(
      {
        name: category.name,
        // The value its products carry in `category` (GET /products?category=women).
        slug: category.name.toLowerCase(),
        sub_category: subcategories
          .filter((sub) => sub.category_id === category.id)
          .map((sub) => withTranslations({ id: sub.id, name: sub.name }, subcategoryTexts.get(sub.id))),
      },
      categoryTexts.get(category.id),
    ),
  );
}

export async function findSubcategory(db: Db, id: number): Promise<Subcategory | undefined> {
  const [row, texts] = await Promise.all([
    db.kysely.selectFrom('subcategories').select(['id', 'name']).where('id', '=', id).executeTakeFirst(),
    db.kysely
      .selectFrom('translations')
      .select(['locale', 'field', 'value'])
      .where('entity', '=', 'subcategory')
      .where('entity_id', '=', id)
      .orderBy('locale')
      .orderBy('field')
      .execute(),
  ]);
  if (!row) return undefined;
  const translations: Record<string, Record<string, string>> = {};
  for (const text of texts) translations[text.locale] = { ...translations[text.locale], [text.field]: text.value };
  return withTranslations(row, texts.length > 0 ? translations : undefined);
}
