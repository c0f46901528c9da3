import { describe, expect, it } from 'vitest';
import { blogPages, demoHomes, landingProductLayoutLinks, otherPages, shopLayouts } from './routes';

/**
 * The route table of the spec (section 2), written out here so the landing page cannot link to
 * a page the store does not have. The demo homes are routed by the store (issue 8).
 */
const specRoutes: readonly RegExp[] = [
  /^\/$/,
  /^\/(left-sidebar|no-sidebar|right-sidebar|full-width|metro)\/collection$/,
  /^\/(left-sidebar|right-sidebar|no-sidebar|col-left|col-right|accordian|column|right-image|vertical)\/product\/\d+$/,
  /^\/product\/\d+$/,
  /^\/sub-category\/\d+$/,
  /^\/(cart|wishlist|compare|checkout|order-success|about-us|quality|contact|inquiry)$/,
  /^\/pages\/(404|lookbook|login|register|search|collection|forget-password|dashboard|faq)$/,
  /^\/blog\/(right-sidebar|details|blog-page)$/,
  /^\/(fashion|pets|watch|kids|vegetables|beauty|electronic|furniture)$/,
];

const isSpecRoute = (href: string) => specRoutes.some((route) => route.test(href));

describe('landing page links', () => {
  it('link only to routes of the spec table', () => {
    const all = [...demoHomes, ...landingProductLayoutLinks, ...shopLayouts, ...otherPages, ...blogPages].map((link) => link.href);
    expect(all.filter((href) => !isSpecRoute(href))).toEqual([]);
  });

  it('cover the eight demo homes, the ten product layouts, the five shop layouts and the three blog pages', () => {
    expect(demoHomes.map((demo) => demo.href)).toEqual(['/fashion', '/pets', '/watch', '/kids', '/vegetables', '/beauty', '/electronic', '/furniture']);
    expect(new Set(landingProductLayoutLinks.map((link) => link.href.split('/')[1])).size).toBe(10);
    expect(shopLayouts).toHaveLength(5);
    expect(blogPages.map((link) => link.href).sort()).toEqual(['/blog/blog-page', '/blog/details', '/blog/right-sidebar']);
  });

  it('list every static page of the spec among the other pages', () => {
    const hrefs = otherPages.map((link) => link.href);
    for (const page of ['404', 'lookbook', 'login', 'register', 'search', 'collection', 'forget-password', 'dashboard', 'faq']) {
      expect(hrefs).toContain(`/pages/${page}`);
    }
  });
});
