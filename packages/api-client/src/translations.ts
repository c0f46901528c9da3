import type { Category } from './schemas/catalogue';

/**
 * Data the shop names in more than one language carries its other languages' texts in
 * `translations`, by locale: `{ name: 'Women', translations: { fr: { name: 'Femmes' } } }`. The
 * plain fields are the default language's (ADR 0080). No zod here: the store's chunks import it.
 */
export interface Translated<Fields extends string> {
  translations?: Readonly<Record<string, Partial<Record<Fields, string | undefined>>>>;
}

/** The record with its texts in `locale` where the data has them; its own texts otherwise. */
export function inLocale<T extends Translated<string>>(record: T, locale: string): T {
  const texts = record.translations?.[locale];
  if (!texts) return record;
  const localized: Record<string, unknown> = {};
  for (const [field, text] of Object.entries(texts)) {
    if (typeof text === 'string' && text.trim() !== '') localized[field] = text;
  }
  return { ...record, ...localized };
}

/** The menu in `locale`: each category's name and its subcategories' names. */
export function categoriesInLocale(categories: readonly Category[], locale: string): Category[] {
  return categories.map((category) => ({
    ...inLocale(category, locale),
    sub_category: category.sub_category.map((sub) => inLocale(sub, locale)),
  }));
}
