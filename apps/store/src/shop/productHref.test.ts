import { seedBrandProducts } from '@storefront/api-client/seed';
import { describe, expect, it } from 'vitest';
import { productHref } from './useProductActions';

const product = seedBrandProducts.find((p) => p.variants.some((variant) => variant.color === 'pink')) as (typeof seedBrandProducts)[number];

describe('productHref', () => {
  it("names the list's colour when the product comes in it, so its page opens on it", () => {
    expect(productHref(product, 'pink')).toBe(`/product/${product.id}?color=pink`);
    expect(productHref(product, 'Pink')).toBe(`/product/${product.id}?color=pink`);
  });

  it("names the list's one size when the product is sold in it, so its page opens on it", () => {
    expect(productHref(product, 'pink', 'L')).toBe(`/product/${product.id}?color=pink&size=L`);
    expect(productHref(product, null, 'L')).toBe(`/product/${product.id}?size=L`);
    expect(productHref(product, 'pink', '3XL')).toBe(`/product/${product.id}?color=pink`);
  });

  it('is the plain page without a colour, or with one the product does not come in', () => {
    expect(productHref(product)).toBe(`/product/${product.id}`);
    expect(productHref(product, null)).toBe(`/product/${product.id}`);
    expect(productHref(product, 'teal')).toBe(`/product/${product.id}`);
  });
});
