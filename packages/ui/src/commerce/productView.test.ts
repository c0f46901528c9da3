import { seedBrandProducts, seedColors } from '@storefront/api-client/seed';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fr } from '../i18n/fr';
import { commerceEn } from './messages';
import { colourName, openingColor, priceOf, productColors, productPictures, variantLabel } from './productView';
import { useProductQuantity } from './useProductQuantity';

const base = seedBrandProducts[0] as (typeof seedBrandProducts)[number];
const product = {
  ...base,
  pictures: ['/a1.svg', '/a2.svg'],
  media: [{ full_url: '/m1.svg' }],
  variants: [
    { sku: 'X-RED-M', size: 'M', color: 'red', stock: 2, images: ['/red1.svg', '/red2.svg'] },
    { sku: 'X-BLUE-M', size: 'M', color: 'blue', stock: 2, images: [] },
  ],
  colors: ['red', 'blue', 'green'],
};

describe('colourName', () => {
  const inDictionary = (dictionary: Record<string, string>) => (id: string) => dictionary[id] ?? id;

  it('names every colour of the seed catalogue in English and French', () => {
    expect(seedColors.map((colour) => colourName(inDictionary(commerceEn), colour))).toEqual([...seedColors]);
    expect(seedColors.map((colour) => colourName(inDictionary(fr), colour))).toEqual(['jaune', 'gris', 'vert', 'orange', 'bleu', 'blanc', 'rose', 'rouge', 'noir', 'marron']);
  });

  it('keeps a colour the dictionaries do not know as the data has it', () => {
    expect(colourName(inDictionary(fr), 'teal')).toBe('teal');
  });
});

describe('productPictures', () => {
  it("shows the chosen colour variant's images, whatever the colour's case", () => {
    expect(productPictures(product, 'red')).toEqual(['/red1.svg', '/red2.svg']);
    expect(productPictures(product, 'Red')).toEqual(['/red1.svg', '/red2.svg']);
  });
  it('falls back to the pictures when the variant has no images or no colour is chosen', () => {
    expect(productPictures(product, 'blue')).toEqual(['/a1.svg', '/a2.svg']);
    expect(productPictures(product, null)).toEqual(['/a1.svg', '/a2.svg']);
  });
  it('falls back to the media when there are no pictures', () => {
    expect(productPictures({ ...product, pictures: [] })).toEqual(['/m1.svg']);
  });
});

describe('openingColor', () => {
  const redSoldOut = { ...product, variants: product.variants.map((variant) => (variant.color === 'red' ? { ...variant, stock: 0 } : variant)) };

  it('opens on the preferred colour when the product comes in it, in stock or not, as the product spells it', () => {
    expect(openingColor(product, 'blue')).toBe('blue');
    expect(openingColor(redSoldOut, 'RED')).toBe('red');
  });

  it('else on the first colour still in stock', () => {
    expect(openingColor(redSoldOut)).toBe('blue');
    // green is in the colour list, but no variant is sold in it.
    expect(openingColor(redSoldOut, 'green')).toBe('blue');
    expect(openingColor(product, null)).toBe('red');
  });
});

describe('productColors', () => {
  it("offers the variants' colours when there are variants, the colour list otherwise", () => {
    expect(productColors(product)).toEqual(['red', 'blue']);
    expect(productColors({ ...product, variants: [] })).toEqual(['red', 'blue', 'green']);
  });
});

describe('variantLabel', () => {
  const inDictionary = (dictionary: Record<string, string>) => (id: string) => dictionary[id] ?? id;
  it('reads a variant as size / colour in the active language, leaving out what it does not have', () => {
    expect(variantLabel(inDictionary(commerceEn), { size: 'L', color: 'pink' })).toBe('L / pink');
    expect(variantLabel(inDictionary(fr), { size: 'L', color: 'pink' })).toBe('L / rose');
    expect(variantLabel(inDictionary(fr), { size: null, color: 'black' })).toBe('noir');
    expect(variantLabel(inDictionary(fr), { size: 'XL', color: null })).toBe('XL');
    expect(variantLabel(inDictionary(fr), {})).toBe('');
  });
});

describe('priceOf', () => {
  it('gives the payable price (price x discount / 100) with the price as the original', () => {
    expect(priceOf({ price: 200, discount: 50 })).toEqual({ amount: 100, original: 200 });
  });
});

describe('useProductQuantity', () => {
  it("says 'Out of Stock !' when plus is refused at the stock and 'InStock' again after minus", () => {
    const { result } = renderHook(() => useProductQuantity(2));
    act(() => result.current.onChange(2));
    act(() => result.current.onLimit('max'));
    expect(result.current).toMatchObject({ qty: 2, outOfStock: true });
    act(() => result.current.onChange(1));
    expect(result.current).toMatchObject({ qty: 1, outOfStock: false });
  });
  it('keeps the quantity at 1 when minus is pressed at 1', () => {
    const { result } = renderHook(() => useProductQuantity(5));
    act(() => result.current.onLimit('min'));
    expect(result.current).toMatchObject({ qty: 1, outOfStock: false });
  });
});
