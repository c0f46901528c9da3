import { cartLineSchema, categorySchema, detailsSchema, lineSum, productSchema } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { sampleCartLine, sampleCategories, sampleDetails, samplePicture, sampleProduct, sampleProducts } from './index';

describe('sample data', () => {
  it('builds products that the shared schema accepts, numbered from 1', () => {
    const products = sampleProducts(12);
    expect(products.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const product of products) expect(productSchema.safeParse(product).error).toBeUndefined();
  });

  it('lets any field be replaced, and keeps the others valid', () => {
    const product = sampleProduct({ id: 40, name: 'Sea Blue Shirt', price: 80, discount: 50, stock: 0 });
    expect(product).toMatchObject({ id: 40, name: 'Sea Blue Shirt', price: 80, discount: 50, stock: 0 });
    expect(productSchema.safeParse(product).error).toBeUndefined();
  });

  it('makes cart lines whose sum follows the price rule, and valid categories and details', () => {
    const line = sampleCartLine(sampleProduct({ price: 40, discount: 75 }), 3);
    expect(line.sum).toBe(lineSum(line, 3));
    expect(line.sum).toBe(90);
    expect(cartLineSchema.safeParse(line).error).toBeUndefined();
    for (const category of sampleCategories) expect(categorySchema.safeParse(category).error).toBeUndefined();
    expect(detailsSchema.safeParse(sampleDetails).error).toBeUndefined();
  });

  it('draws pictures as SVG data URLs that carry the name as text, markup removed', () => {
    const url = samplePicture('<b>Tee</b> & "co"', '#123456');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('fill="#123456"');
    expect(svg).toContain('>bTee/b  co</text>');
  });
});
