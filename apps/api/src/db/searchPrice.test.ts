import { describe, expect, it } from 'vitest';
import { readPrice } from './searchPrice';

describe('readPrice', () => {
  it.each([
    ['kurti under 500', { maxCents: 50_000 }, 'kurti'],
    ['kurti below ₹300', { maxCents: 30_000 }, 'kurti'],
    ['leggings less than rs. 250', { maxCents: 25_000 }, 'leggings'],
    ['leggings upto 499/-', { maxCents: 49_900 }, 'leggings'],
    ['night suit up to 1,500 rupees', { maxCents: 150_000 }, 'night suit'],
    ['t shirt <20', { maxCents: 2_000 }, 't shirt'],
    ['kurti above 2k', { minCents: 200_000 }, 'kurti'],
    ['nightwear over $20.50', { minCents: 2_050 }, 'nightwear'],
    ['kurti from 400', { minCents: 40_000 }, 'kurti'],
    ['kurti between 300 and 600', { minCents: 30_000, maxCents: 60_000 }, 'kurti'],
    ['kurti between 600 and 300', { minCents: 30_000, maxCents: 60_000 }, 'kurti'],
    ['pyjama from $20 to $40', { minCents: 2_000, maxCents: 4_000 }, 'pyjama'],
    ['kurti rs 300-600', { minCents: 30_000, maxCents: 60_000 }, 'kurti'],
    ['kurti 300 - 600 ₹', { minCents: 30_000, maxCents: 60_000 }, 'kurti'],
    ['leggings moins de 40 €', { maxCents: 4_000 }, 'leggings'],
    ['leggings entre 20 et 40', { minCents: 2_000, maxCents: 4_000 }, 'leggings'],
    ['kurti à partir de 249,50', { minCents: 24_950 }, 'kurti'],
    ['kurti over 300 under 600', { minCents: 30_000, maxCents: 60_000 }, 'kurti'],
  ])('%s', (text, price, rest) => {
    expect(readPrice(text)).toMatchObject({ price, rest });
  });

  it('keeps the words of the phrase, and whether the text starts with one', () => {
    expect(readPrice('Under ₹500 Kurti')).toEqual({ price: { maxCents: 50_000 }, words: ['under', '₹500'], rest: 'kurti', first: true });
    expect(readPrice('kurti under 500 pink')).toEqual({ price: { maxCents: 50_000 }, words: ['under', '500'], rest: 'kurti pink', first: false });
    expect(readPrice('under 500')).toMatchObject({ rest: '', first: true });
    expect(readPrice('over 300 kurti under 600')).toEqual({ price: { minCents: 30_000, maxCents: 60_000 }, words: ['over', '300', 'under', '600'], rest: 'kurti', first: true });
  });

  it.each(['kurti', 'klg-1001', '1001', 'kurti 500', 'kurti 2-3', 'kurti 300 to 600', 'maxi 500', 'mini 20', 'under500kurti', 'under', 'kurti under five'])(
    'reads no price in %s',
    (text) => {
      expect(readPrice(text)).toBeNull();
    },
  );

  it('bounds a huge amount at ten million', () => {
    expect(readPrice('kurti under 99999999999999999999999')?.price).toEqual({ maxCents: 1_000_000_000 });
    expect(readPrice('kurti above 1e9')).toBeNull();
  });
});
