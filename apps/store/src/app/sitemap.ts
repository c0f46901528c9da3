/**
 * The shop's sitemaps (sitemaps.org) for search engines: an index naming a file of the shop's
 * pages and one file per 50,000 product ids. Infinite scroll has no links a crawler follows past
 * a list's first page, so the products are found here.
 */
import { SITEMAP_MAX_URLS } from '@storefront/api-client';

const entities: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => entities[character] ?? character);

const xml = (root: string, entry: string, urls: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `<${entry}><loc>${escapeXml(url)}</loc></${entry}>\n`)
    .join('')}</${root}>\n`;

/** The index: the address of each sitemap file. */
export const sitemapIndex = (files: readonly string[]) => xml('sitemapindex', 'sitemap', files);

/** One sitemap file: the address of each page. */
export const urlSet = (pages: readonly string[]) => xml('urlset', 'url', pages);

/** The product files a catalogue needs whose highest product id is `maxId`: one per 50,000 ids. */
export const productFileCount = (maxId: number) => Math.ceil(Math.max(0, maxId) / SITEMAP_MAX_URLS);

/** The ids product file `part` (from 1) covers. */
export const productIdRange = (part: number) => ({ from: (part - 1) * SITEMAP_MAX_URLS + 1, to: part * SITEMAP_MAX_URLS });

/** A sitemap or robots.txt answer (the store server adds its caching headers, as for every page). */
export function textResponse(body: string, type: 'application/xml' | 'text/plain', status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': `${type}; charset=utf-8` } });
}
