import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../mocks/fixtures';
import { allSizesOf } from './facets';
import { filterProducts } from './filter';
import {
  buildVariants,
  colorAvailable,
  colorsOfProduct,
  isSoldOut,
  productColorNamed,
  resolveChoice,
  sizeAvailable,
  sizesInStock,
  sizesOf,
  splitStock,
  totalStock,
  variantSku,
} from './variants';

/** Pink and green in M, L and XL; green M sold out, pink XL down to one. */
const suit = (() => {
  const base = sampleProduct({ id: 37, design_no: 'KNS-1037', colors: ['pink', 'green'], size: ['M', 'L', 'XL'] });
  const stockOf: Record<string, number> = { 'pink/XL': 1, 'green/M': 0 };
  const variants = base.variants.map((v) => ({ ...v, stock: stockOf[`${v.color}/${v.size}`] ?? 4 }));
  return { ...base, variants, stock: totalStock({ variants, stock: 0 }) };
})();

describe('variants', () => {
  it('names a SKU by design number, colour and size, in capitals and without other characters', () => {
    expect(variantSku({ id: 37, design_no: 'KNS-1037' }, 'pink', 'L')).toBe('KNS-1037-PINK-L');
    expect(variantSku({ id: 5, design_no: '' }, null, null)).toBe('P5-NA-OS');
    expect(variantSku({ id: 5, design_no: 'a b/<c>' }, 'sky blue', '2-3 Y')).toBe('A-B-C-SKY-BLUE-2-3-Y');
  });

  it('builds one variant per size x colour, colour by colour, and one for a product with neither', () => {
    const variants = buildVariants({ id: 1, design_no: 'NS-1', colors: ['pink', 'green'], size: ['M', 'L'] }, (c, s) => c * 10 + s);
    expect(variants.map((v) => [v.sku, v.stock])).toEqual([
      ['NS-1-PINK-M', 0],
      ['NS-1-PINK-L', 1],
      ['NS-1-GREEN-M', 10],
      ['NS-1-GREEN-L', 11],
    ]);
    expect(buildVariants({ id: 2, design_no: 'V-2', colors: [], size: [] }, () => 3)).toEqual([{ sku: 'V-2-NA-OS', size: null, color: null, stock: 3, images: [] }]);
  });

  it('shares a stock out as evenly as it goes, the first variants taking the remainder, losing nothing', () => {
    expect(splitStock(10, 6)).toEqual([2, 2, 2, 2, 1, 1]);
    expect(splitStock(1, 3)).toEqual([1, 0, 0]);
    expect(splitStock(0, 2)).toEqual([0, 0]);
    expect(splitStock(5, 0)).toEqual([]);
    for (const [total, count] of [[97, 7], [20, 9], [3, 3]] as const) expect(splitStock(total, count).reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('totals the stock over the variants, and calls a product sold out only when every variant is', () => {
    expect(totalStock(suit)).toBe(4 * 4 + 1);
    expect(isSoldOut(suit)).toBe(false);
    expect(isSoldOut({ ...suit, variants: suit.variants.map((v) => ({ ...v, stock: 0 })) })).toBe(true);
    expect(totalStock({ variants: [], stock: 7 })).toBe(7);
  });

  it('knows which sizes and colours can still be bought, alone and together', () => {
    expect(sizesOf(suit)).toEqual(['M', 'L', 'XL']);
    expect(colorsOfProduct(suit)).toEqual(['pink', 'green']);
    expect([productColorNamed(suit, 'Green'), productColorNamed(suit, 'teal'), productColorNamed(suit, null)]).toEqual(['green', undefined, undefined]);
    expect(sizeAvailable(suit, 'M', 'green')).toBe(false);
    expect(sizeAvailable(suit, 'M', null)).toBe(true);
    expect(colorAvailable(suit, 'green', 'M')).toBe(false);
    expect(colorAvailable(suit, 'green', 'L')).toBe(true);
    expect(sizesInStock({ ...suit, variants: suit.variants.map((v) => (v.size === 'XL' ? { ...v, stock: 0 } : v)) })).toEqual(['M', 'L']);
  });

  it('resolves a choice to a variant, or says which option is missing or that it cannot be bought', () => {
    expect(resolveChoice(suit, null, 'pink')).toEqual({ kind: 'missing', option: 'size' });
    expect(resolveChoice(suit, 'L', null)).toEqual({ kind: 'missing', option: 'color' });
    expect(resolveChoice(suit, 'M', 'green')).toEqual({ kind: 'unavailable' });
    expect(resolveChoice(suit, 'XL', 'pink')).toMatchObject({ kind: 'chosen', variant: { sku: 'KNS-1037-PINK-XL', stock: 1 } });
    const oneSize = sampleProduct({ id: 3, colors: ['blue'], size: ['M'] });
    expect(resolveChoice(oneSize, null, null)).toMatchObject({ kind: 'chosen', variant: { size: 'M', color: 'blue' } });
    const plain = sampleProduct({ id: 4, colors: [], size: [] });
    expect(resolveChoice(plain, null, null)).toMatchObject({ kind: 'chosen', variant: { size: null, color: null } });
  });

  it('filters by sizes left in stock, letting products sold in no size through, and lists sizes smallest first', () => {
    const plain = sampleProduct({ id: 4, colors: [], size: [] });
    const soldOutXl = { ...suit, id: 38, variants: suit.variants.map((v) => (v.size === 'XL' ? { ...v, stock: 0 } : v)) };
    expect(filterProducts([suit, soldOutXl, plain], { sizes: ['XL'] }).map((p) => p.id)).toEqual([37, 4]);
    expect(filterProducts([suit, soldOutXl, plain], { sizes: [] }).map((p) => p.id)).toEqual([37, 38, 4]);
    expect(allSizesOf([sampleProduct({ size: ['XL', 'S', '2-3Y'] }), suit])).toEqual(['S', 'M', 'L', 'XL', '2-3Y']);
  });

  it('with a colour chosen, keeps a product only when a chosen size is in stock in that colour', () => {
    const plain = sampleProduct({ id: 4, colors: [], size: ['M'] });
    // The suit's M is sold out in green and left in pink.
    expect(filterProducts([suit, plain], { color: 'green', sizes: ['M'] }).map((p) => p.id)).toEqual([4]);
    expect(filterProducts([suit, plain], { color: 'pink', sizes: ['M'] }).map((p) => p.id)).toEqual([37, 4]);
    expect(filterProducts([suit, plain], { color: 'green', sizes: ['M', 'L'] }).map((p) => p.id)).toEqual([37, 4]);
  });
});
