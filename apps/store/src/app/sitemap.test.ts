import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS } from '@storefront/api-client';
import { productFileCount, productIdRange, sitemapIndex, urlSet } from './sitemap';

describe('sitemaps', () => {
  it('lists each address in a sitemaps.org document, escaped', () => {
    expect(urlSet(['https://shop.example/product/1', 'https://shop.example/?a=1&b=2'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://shop.example/product/1</loc></url>\n<url><loc>https://shop.example/?a=1&amp;b=2</loc></url>\n</urlset>\n',
    );
    expect(sitemapIndex(['https://shop.example/sitemaps/pages.xml'])).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://shop.example/sitemaps/pages.xml</loc></sitemap>\n</sitemapindex>');
  });

  it('splits the products into files of 50,000 ids that meet end to end', () => {
    expect([0, 1, SITEMAP_MAX_URLS, SITEMAP_MAX_URLS + 1, 100_094].map(productFileCount)).toEqual([0, 1, 1, 2, 3]);
    expect(productIdRange(1)).toEqual({ from: 1, to: 50_000 });
    expect(productIdRange(2)).toEqual({ from: 50_001, to: 100_000 });
  });
});
