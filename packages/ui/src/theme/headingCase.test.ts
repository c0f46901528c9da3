import { describe, expect, it } from 'vitest';
import { headingCase } from './headingCase';

describe('headingCase', () => {
  it('title-cases the headings in English and raises only the first letter in other languages', () => {
    expect(headingCase(['h1', '> h2'])).toBe(
      'h1:lang(en), > h2:lang(en) { text-transform: capitalize; } h1:not(:lang(en))::first-letter, > h2:not(:lang(en))::first-letter { text-transform: uppercase; }',
    );
  });
});
