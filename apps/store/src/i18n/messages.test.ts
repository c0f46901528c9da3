import { describe, expect, it } from 'vitest';
import { storeMessages, translate } from './messages';

describe('store messages', () => {
  it('has a French text for every English one', () => {
    expect(Object.keys(storeMessages.fr).sort()).toEqual(Object.keys(storeMessages.en).sort());
  });

  it('fills placeholders', () => {
    expect(translate('en', 'search.resultsFor', { query: 'kurti' })).toBe('Results for "kurti"');
    expect(translate('fr', 'demo.title', { name: 'Pets' })).toBe('Démo Pets');
  });
});
