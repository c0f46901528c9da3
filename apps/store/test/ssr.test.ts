import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApp, type Db, insertProducts, prepareDatabase } from '@storefront/api';
import { type Banner, type Product, type ProductPage, productListQueryString } from '@storefront/api-client';
import { applyFilters, DEFAULT_FILTERS, filtersToListParams } from '@storefront/state';
import { Hono } from 'hono';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM module without type declarations; its JSDoc documents the options.
import { createStoreServer } from '../server/store-server.mjs';
import { filtersFromSearch } from '../src/shop/filtersUrl';

/**
 * The store's pages as its server sends them (the production build of React Router's server entry
 * and route modules) against the real API on a real SQLite file: markup, head, status and data
 * arrive in the HTML, forms work without scripts, and nothing from the catalogue can run there.
 */
const storeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBuild = path.join(storeDir, 'build/server/index.js');
const HOSTILE_ID = 991;
const hostileText = `Hostile "suit" <script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"></script><!--`;
/** React's escaping of a text node, as the markup writes it. */
const asText = (text: string) => renderToStaticMarkup(text);

describe('the pages the server renders', () => {
  let dataDir: string;
  let db: Db;
  let api: Hono;
  let store: Hono;
  /** The API as the store server mounts it, failing on the paths listed here (a fault in the database). */
  const failing = new Set<string>();

  beforeAll(async () => {
    if (!fs.existsSync(serverBuild)) throw new Error(`${serverBuild} is missing: build the store first (pnpm --filter @storefront/store build).`);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-ssr-data-'));
    db = await prepareDatabase({ dataDir });
    api = createApp({ db });
    const [first] = ((await (await api.request('/api/v1/products?pageSize=1')).json()) as { items: Product[] }).items;
    if (!first) throw new Error('the seed has products');
    const hostile = { ...first, id: HOSTILE_ID, name: hostileText, shortDetails: hostileText, description: `<p>${hostileText}</p>`, new: false };
    await insertProducts(db.kysely, [hostile]);
    const faulty = new Hono();
    faulty.use('*', async (c, next) => (failing.has(c.req.path) ? c.json({ error: 'The database is not answering.' }, 500) : next()));
    faulty.route('/', api);
    const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
    store = createStoreServer({ api: faulty, handleRequest: createRequestHandler(build, 'production'), paypal: false });
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const page = async (url: string, init: RequestInit = {}) => {
    const response = await store.request(url, init);
    return { status: response.status, html: await response.text(), headers: response.headers };
  };
  const mainOf = (html: string) => /<main [^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

  it('draws the home page with the banners and both product sliders from the database, and its styles under the page\'s nonce', async () => {
    const { status, html, headers } = await page('/');
    expect(status).toBe(200);
    const banners = (await (await api.request('/api/v1/banners')).json()) as Banner[];
    expect(banners.length).toBeGreaterThan(0);
    const markup = mainOf(html);
    // The first banner is the page's largest picture: fetched first (HTML attribute names are
    // case-insensitive; React 19 writes fetchPriority).
    const pictures = [...markup.matchAll(/<img [^>]*src="\/images\/banners\/[^>]*>/g)].map(([tag]) => tag);
    expect(pictures.length).toBe(banners.length);
    expect(pictures.map((tag) => /\sfetchpriority="high"/i.test(tag))).toEqual(banners.map((_, index) => index === 0));
    expect(markup).toContain('top products');
    const latest = (await (await api.request('/api/v1/top-collection/latest')).json()) as Product[];
    for (const product of latest.slice(0, 3)) expect(markup).toContain(asText(product.name));
    // styled-components' own element, which the browser's styled-components adopts, under the
    // nonce the CSP names; the sheet has the classes the markup uses.
    const nonce = /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeDefined();
    const style = /<style nonce="([^"]+)" data-styled="true" data-styled-version="[\d.]+">([\s\S]*?)<\/style>/.exec(html);
    expect(style?.[1]).toBe(nonce);
    const firstClass = /class="(sc-[\w-]+) (\w+)"/.exec(markup);
    expect(style?.[2]).toContain(`.${firstClass?.[2]}{`);
    // Every script and style element of the page carries it.
    for (const [tag] of html.matchAll(/<(script|style)\b[^>]*>/g)) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('gives each page its title and description in the head, 301 to moved paths and 404 to unknown ones', async () => {
    const product = (await (await api.request('/api/v1/products/1')).json()) as Product;
    const { status, html } = await page('/product/1');
    expect(status).toBe(200);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${product.name} | Night Suits</title>`);
    expect(head).toContain(`<meta name="description" content="${product.shortDetails}"/>`);
    expect(mainOf(html)).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));

    // The theme's old paths are moved for good.
    const moved = await store.request('/pages/contact');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/contact');

    for (const url of ['/no-such-page', '/no/such/page', '/pages/404', '/product/abc', '/sub-category/999999', '/blog/no-such-list']) {
      const missing = await page(url);
      expect(missing.status, url).toBe(404);
      expect(missing.html, url).toContain('<title>Page not found | Night Suits</title>');
    }
  });

  it('sends /product/{id} with its product alone, and a sidebar layout with the new products beside it', async () => {
    const catalogue = ((await (await api.request('/api/v1/products?page_size=100')).json()) as { items: Product[] }).items;
    const own = catalogue.find((product) => product.id === 1)?.sub_category_id;
    // New products of other subcategories: the default layout shows its own subcategory's below the product.
    const fresh = catalogue.filter((product) => product.new && product.sub_category_id !== own);
    expect(fresh.length).toBeGreaterThan(0);
    // The default layout has no sidebar: the new products stay out of its HTML and data.
    const fetched = await page('/product/1');
    expect(fetched.html).not.toContain('data-area="sidebar"');
    expect(fetched.html).not.toContain(asText(fresh[0]?.name ?? ''));

    const listed = await page('/left-sidebar/product/1');
    const sidebar = /<aside data-area="sidebar"[\s\S]*?<\/aside>/.exec(listed.html)?.[0] ?? '';
    expect(sidebar).toContain(asText(fresh[0]?.name ?? ''));
  });

  it('answers an unknown product with the empty result and HTTP 404', async () => {
    const { status, html } = await page('/product/999999');
    expect(status).toBe(404);
    expect(mainOf(html)).toContain("Sorry! Couldn&#x27;t find the product you were looking For!!!");
    expect(html).toContain('<title>Page not found | Night Suits</title>');
  });

  it('draws a filtered collection as its URL says, from the list the server filtered and sorted', async () => {
    const query = 'sort=LowToHigh&max=600';
    const { html } = await page(`/left-sidebar/collection?${query}`);
    const names = [...mainOf(html).matchAll(/aria-label="Add ([^"]+?) to wishlist"/g)].map((match) => match[1]);
    // The URL's sort and highest price over the default filters (the server has no saved ones).
    const filters = filtersFromSearch(new URLSearchParams(query), DEFAULT_FILTERS);
    expect(filters).toMatchObject({ sortBy: 'LowToHigh', value: { min: 250, max: 600 } });
    const served = (await (await api.request(`/api/v1/products?${productListQueryString(filtersToListParams(filters))}`)).json()) as ProductPage;
    const listed = served.items;
    // The server's list keeps the shared rules (state's applyFilters), in the order it sorted.
    expect(applyFilters(listed, filters)).toEqual(listed);
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual(listed.slice(0, names.length).map((product) => product.name.replace(/'/g, '&#x27;')));
  });

  it("draws the shopping pages' frame and headings, with a skeleton where the shopper's saved state goes", async () => {
    for (const [url, heading] of [
      ['/cart', 'Cart'],
      ['/wishlist', 'Wishlist'],
      ['/compare', 'Compare'],
      ['/checkout', 'Checkout'],
    ] as const) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html, url).toContain('<nav aria-label="Main menu"');
      expect(html, url).toContain('<footer');
      const main = mainOf(html);
      expect(main, url).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(main, url).toMatch(/<div aria-busy="true" class="[^"]+"><span aria-hidden="true" data-skeleton=""/);
    }
  });

  it('draws the page in the language and direction of the settings cookie', async () => {
    const settings = encodeURIComponent('theme=color5&colorMode=dark&dir=rtl&locale=fr');
    const { html } = await page('/about-us', { headers: { Cookie: `storefront-settings=${settings}` } });
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr" dir="rtl" data-theme="color5" data-color-mode="dark"/);
    expect(html).toContain('<title>À propos | Night Suits</title>');
    expect(html).toContain('>Accueil</a>');
  });

  it('sends the contact form posted without scripts to the API, and answers its field messages and what was typed when refused', async () => {
    const form = (values: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(values) });
    const typed = { name: 'Ada', email: 'not-an-email', subject: 'Sizes', phone: '+1 555 0100', message: 'Hello <b>there</b>' };
    const refused = await page('/contact', form(typed));
    expect(refused.status).toBe(400);
    const main = mainOf(refused.html);
    expect(main).toContain('Enter a valid e-mail address, like name@example.com.');
    expect(main).toContain('value="not-an-email"');
    expect(main).toContain('Hello &lt;b&gt;there&lt;/b&gt;</textarea>');
    expect(main).toContain('Your message could not be sent. Nothing you typed was lost: please try again.');

    const sent = await page('/contact', form({ ...typed, email: 'ada@example.com' }));
    expect(sent.status).toBe(200);
    expect(mainOf(sent.html)).toContain('Your Message Send Successfully!');
    expect(mainOf(sent.html)).not.toContain('value="ada@example.com"');
  });

  it('keeps the frame, and the part whose data failed loading for the browser to ask again, when the database fails while a page is drawn', async () => {
    failing.add('/api/v1/products/1');
    failing.add('/api/v1/details');
    try {
      const { status, html } = await page('/product/1');
      expect(status).toBe(200);
      expect(html).toContain('<nav aria-label="Main menu"');
      expect(html).not.toContain('12 Textile Market Road');
      expect(mainOf(html)).toMatch(/^<div data-layout="default" aria-busy="true"/);
    } finally {
      failing.clear();
    }
  });

  it('shows hostile catalogue text only as text, in the markup, the head and the data', async () => {
    const { html } = await page(`/product/${HOSTILE_ID}`);
    // The trail's structured data names the product in JSON, with no '<' left to end its element.
    const structured = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(structured).toHaveLength(1);
    expect(structured[0]).not.toContain('<');
    expect(JSON.parse(structured[0] ?? '').itemListElement.at(-1).name).toBe(hostileText);
    const markup = mainOf(html).replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '');
    expect(markup).toContain('Hostile &quot;suit&quot;');
    // With every quoted attribute value emptied, what is left is the tags themselves: none is a
    // script, none has an event handler, and no comment but React's own markers is opened.
    const tags = markup.replace(/"[^"]*"/g, '""');
    expect(tags).not.toMatch(/<script|<[^>]*\son[a-z]+=|javascript:|<!--(?!\$|\/\$| -->)/i);
    // The head: the title and description are escaped.
    expect(html).toContain('<title>Hostile &quot;suit&quot; &lt;script&gt;');
    // The data the browser reads back: React Router's own scripts, none of which the text ends or
    // comments out; no other script is in the page.
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    for (const [, code] of scripts) expect(code).not.toMatch(/<\/script|<!--/i);
    expect(html.split('<script').length - 1).toBe(scripts.length);
    expect(scripts.some(([, code]) => code?.includes('Hostile \\\\\\"suit\\\\\\"'))).toBe(true);
  });

  it("writes absolute addresses with the shop's public address when SITE_URL names one, else the request's", async () => {
    const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
    const published = createStoreServer({ api, handleRequest: createRequestHandler(build, 'production'), paypal: false, siteUrl: 'https://shop.example/any/path' });
    // The Host a request names is not trusted once the shop's address is configured.
    const asked = (server: Hono, path: string) => server.request(`http://internal:3000${path}`, { headers: { Host: 'attacker.example' } }).then((response) => response.text());
    expect(await asked(published, '/robots.txt')).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(await asked(published, '/sitemap.xml')).toContain('<loc>https://shop.example/sitemaps/pages.xml</loc>');
    expect(await asked(published, '/sitemaps/products-1.xml')).toContain('<loc>https://shop.example/product/1</loc>');
    const product = await asked(published, '/product/1?color=pink');
    expect(product).toContain('<link rel="canonical" href="https://shop.example/product/1"/>');
    const trail = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(product)?.[1] ?? '{}');
    expect(trail.itemListElement[0].item).toBe('https://shop.example/');
    expect(product).not.toContain('attacker.example');
    expect(await asked(store, '/robots.txt')).toContain('Sitemap: http://internal:3000/sitemap.xml');
    expect(() => createStoreServer({ api, handleRequest: createRequestHandler(build, 'production'), siteUrl: 'shop.example' })).toThrow(
      'SITE_URL must be the shop\'s public address, such as https://shop.example (got "shop.example").',
    );
  });
});
