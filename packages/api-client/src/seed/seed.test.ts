import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bannerSchema, categorySchema, detailsSchema, productSchema } from '../schemas/catalogue';
import { blogPostSchema, faqItemSchema, lookbookSchema } from '../schemas/content';
import {
  renderSeedImage,
  seedBanners,
  seedBlogPosts,
  seedBrandProducts,
  seedCategories,
  seedColors,
  seedDemoProducts,
  seedDetails,
  seedFaq,
  seedLookbooks,
  seedProducts,
} from './index';

describe('seed catalogue', () => {
  it('parses every seed item with the shared zod schemas', () => {
    for (const product of seedProducts) expect(() => productSchema.parse(product), `product ${product.id}`).not.toThrow();
    for (const category of seedCategories) categorySchema.parse(category);
    detailsSchema.parse(seedDetails);
    z.array(bannerSchema).parse(seedBanners);
    z.array(blogPostSchema).parse(seedBlogPosts);
    z.array(faqItemSchema).parse(seedFaq);
    z.array(lookbookSchema).parse(seedLookbooks);
  });

  it('has at least 60 brand products, each in a women or kids menu subcategory, with unique ids', () => {
    expect(seedBrandProducts.length).toBeGreaterThanOrEqual(60);
    const menu = new Map<number, string>(seedCategories.flatMap((c) => c.sub_category.map((s) => [s.id, c.name.toLowerCase()] as const)));
    for (const product of seedBrandProducts) {
      expect(menu.get(product.sub_category_id ?? -1)).toBe(product.category);
    }
    expect(new Set(seedProducts.map((p) => p.id)).size).toBe(seedProducts.length);
  });

  it('keeps the demo theme products out of the brand menu', () => {
    expect(seedDemoProducts.length).toBeGreaterThan(0);
    expect(seedDemoProducts.every((p) => p.sub_category_id === null && !['women', 'kids'].includes(p.category))).toBe(true);
  });

  it('has sold-out and last-piece products, ratings 3 to 5 or none, and the spec colours and sizes', () => {
    expect(seedBrandProducts.some((p) => p.stock === 0)).toBe(true);
    expect(seedBrandProducts.some((p) => p.stock === 1)).toBe(true);
    // Most variants hold 10 pieces, and some sizes of products in stock are sold out.
    const variants = seedBrandProducts.flatMap((p) => p.variants);
    expect(variants.filter((v) => v.stock === 10).length).toBeGreaterThan(variants.length / 2);
    expect(seedBrandProducts.some((p) => p.stock > 1 && p.variants.some((v) => v.stock === 0))).toBe(true);
    for (const p of seedProducts) {
      if (p.rating !== null) expect(p.rating).toBeGreaterThanOrEqual(3);
      for (const color of p.colors) expect(seedColors).toContain(color);
      expect(p.pictures).toHaveLength(4);
    }
    expect(seedBrandProducts.every((p) => p.size.join() === 'M,L,XL')).toBe(true);
  });

  it('sells every product as one variant per size x colour, each with its own SKU, its stock their total', () => {
    for (const p of seedProducts) {
      expect(p.variants).toHaveLength(Math.max(1, p.colors.length) * Math.max(1, p.size.length));
      expect(new Set(p.variants.map((v) => v.sku)).size).toBe(p.variants.length);
      expect(p.stock).toBe(p.variants.reduce((sum, v) => sum + v.stock, 0));
      for (const v of p.variants) expect(v.images.length).toBeGreaterThan(0);
    }
    const suit = seedBrandProducts.find((p) => p.id === 37);
    expect(suit?.variants.find((v) => v.size === 'L' && v.color === 'pink')?.sku).toBe('KNS-1037-PINK-L');
  });

  it('draws every picture a seed item names, with a title, and nothing for unknown paths', () => {
    const paths = [
      ...seedProducts.flatMap((p) => [...p.pictures, ...p.media.map((m) => m.full_url), ...p.variants.flatMap((v) => v.images)]),
      ...seedBanners.map((b) => b.image_path),
      ...seedBlogPosts.map((b) => b.image),
      ...seedLookbooks.map((l) => l.image),
    ];
    for (const path of paths) {
      const image = renderSeedImage(path);
      expect(image, path).not.toBeNull();
      expect(image?.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(image?.svg).toContain(`<title>`);
    }
    const first = seedProducts[0];
    expect(renderSeedImage(`/images/products/1/${first?.colors[0]}-1.svg`)?.title).toBe(
      `Cotton Floral Night Suit in ${first?.colors[0]}, front view`,
    );
    const missingColor = seedColors.find((color) => !first?.colors.includes(color));
    expect(renderSeedImage(`/images/products/1/${missingColor}-1.svg`)).toBeNull();
    expect(renderSeedImage('/images/products/9999/pink-1.svg')).toBeNull();
    expect(renderSeedImage(`/images/products/1/${first?.colors[0]}-9.svg`)).toBeNull();
    expect(renderSeedImage('/images/../etc/passwd')).toBeNull();
  });

  it('draws the same picture for the same path every time', () => {
    expect(renderSeedImage('/images/banners/2.svg')?.svg).toBe(renderSeedImage('/images/banners/2.svg')?.svg);
  });
});
