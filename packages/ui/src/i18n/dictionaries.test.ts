import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fr } from './fr';

describe('dictionaries', () => {
  it('gives French a text for every English key and no extra keys', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps the same {placeholders} in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    const mismatched = Object.keys(en).filter(
      (key) => placeholders(en[key as keyof typeof en]).join() !== placeholders(fr[key as keyof typeof fr]).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('keeps the spec text of the search placeholder word for word', () => {
    expect(en['search.placeholder']).toBe('Search a Product');
  });
});
