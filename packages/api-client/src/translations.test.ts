import { describe, expect, it } from 'vitest';
import { categoriesInLocale, inLocale } from './translations';

describe('inLocale', () => {
  const item = { question: 'How do I choose my size?', answer: 'Lorem', translations: { fr: { question: 'Comment choisir ma taille ?' } } };

  it('takes the texts the locale has and keeps the rest', () => {
    expect(inLocale(item, 'fr')).toMatchObject({ question: 'Comment choisir ma taille ?', answer: 'Lorem' });
  });

  it('gives the record itself for a locale the data does not have, or a record without translations', () => {
    expect(inLocale(item, 'de')).toBe(item);
    const plain: { name: string; translations?: Record<string, { name?: string }> } = { name: 'Women' };
    expect(inLocale(plain, 'fr')).toBe(plain);
  });

  it('ignores blank texts, so a half-filled translation never blanks a name', () => {
    expect(inLocale({ name: 'Lowers', translations: { fr: { name: '  ' } } }, 'fr').name).toBe('Lowers');
  });
});

describe('categoriesInLocale', () => {
  it('translates each category and each of its subcategories', () => {
    const menu = [
      {
        name: 'Women',
        translations: { fr: { name: 'Femmes' } },
        sub_category: [
          { id: 1, name: 'Night Suits', translations: { fr: { name: 'Pyjamas' } } },
          { id: 2, name: 'Kurtis' },
        ],
      },
    ];
    const [women] = categoriesInLocale(menu, 'fr');
    expect(women?.name).toBe('Femmes');
    expect(women?.sub_category.map((sub) => sub.name)).toEqual(['Pyjamas', 'Kurtis']);
    expect(categoriesInLocale(menu, 'en')[0]?.name).toBe('Women');
  });
});
