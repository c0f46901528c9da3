import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type Db, insertProducts, prepareDatabase } from '@storefront/api';
import type { Banner, Product } from '@storefront/api-client';
import { applyFilters, filtersAtom } from '@storefront/state';
import type { Hono } from 'hono';
import { createStore } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM module without type declarations; its JSDoc documents the options.
import { createStoreServer } from '../server/store-server.mjs';
import { createRenderer } from '../src/entry-server';
import { filtersFromSearch } from '../src/shop/filtersUrl';

/**
 * The server render (ADR 0063) against the real API on a real SQLite file: the page's markup,
 * head, status and data arrive in the HTML, and nothing from the catalogue can run there.
 */
const bootScript = "document.documentElement.dataset.theme='color1';";
const indexHtml = `<!doctype html><html lang="en"><head><meta name="description" content="The shop." /><title>Shop</title><script>${bootScript}</script></head><body><div id="root"></div><script>/*loader*/</script></body></html>`;
const HOSTILE_ID = 991;
const hostileText = `Hostile "suit" <script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"></script><!--`;

describe('the server render', () => {
  let root: string;
  let dataDir: string;
  let db: Db;
  let api: Hono;
  let store: Hono;
  const cwd = process.cwd();
  const fetchApi = (input: RequestInfo | URL, init?: RequestInit) => api.fetch(new Request(input, init));

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'store-ssr-dist-'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-ssr-data-'));
    fs.writeFileSync(path.join(root, 'index.html'), indexHtml);
    db = await prepareDatabase({ dataDir });
    api = createApp({ db });
    const [first] = ((await (await api.request('/api/v1/products?pageSize=1')).json()) as { items: Product[] }).items;
    if (!first) throw new Error('the seed has products');
    const hostile = { ...first, id: HOSTILE_ID, name: hostileText, shortDetails: hostileText, description: `<p>${hostileText}</p>`, new: false };
    await insertProducts(db.kysely, [hostile]);
    process.chdir(root);
    store = createStoreServer({ api, root, paypal: false, render: createRenderer({ fetch: fetchApi }) });
  });
  afterAll(async () => {
    process.chdir(cwd);
    await db.close();
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await store.request(url, { headers });
    return { status: response.status, html: await response.text() };
  };
  /** The JSON the browser reads back (main.tsx): the data the markup was drawn from. */
  const stateOf = (html: string) => {
    const json = /<script type="application\/json" id="ssr-query-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
    if (json === undefined) throw new Error('the page carries no server state');
    return { json, state: JSON.parse(json) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
  };
  const dataOf = (html: string, key: string) => stateOf(html).state.queries.find((query) => query.queryKey[1] === key)?.state.data;
  const rootOf = (html: string) => /<div id="root" data-ssr>([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';

  it('draws the home page with the banners and both product sliders from the database', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    const banners = (await (await api.request('/api/v1/banners')).json()) as Banner[];
    expect(banners.length).toBeGreaterThan(0);
    const markup = rootOf(html);
    expect(markup).toContain(`src="${banners[0]?.image_path}"`);
    // The first banner is the page's largest picture: fetched first, spelled as HTML has it (React 18
    // writes a camel-case prop as it is, and warns).
    const pictures = [...markup.matchAll(/<img [^>]*src="\/images\/banners\/[^>]*>/g)].map(([tag]) => tag);
    expect(pictures.length).toBe(banners.length);
    expect(pictures.map((tag) => /\sfetchpriority="high"/.test(tag))).toEqual(banners.map((_, index) => index === 0));
    expect(markup).toContain('top products');
    // The random 'top products' are the ones in the state, so the browser draws the same ones.
    const top = dataOf(html, 'topCollection') as Product[];
    expect(top.length).toBeGreaterThan(0);
    // Escaped as React writes text (the random pick can include the hostile product inserted above).
    for (const product of top.slice(0, 3)) expect(markup).toContain(renderToStaticMarkup(product.name));
    expect(dataOf(html, 'banners')).toEqual(banners);
    // styled-components' own element, which the browser's styled-components adopts, under the
    // page's nonce; the sheet names the classes the markup uses.
    const style = /<style nonce="([^"]+)" data-styled="true" data-styled-version="[\d.]+">([\s\S]*?)<\/style>/.exec(html);
    expect(style?.[1]).toBe(/<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1]);
    const firstClass = /class="(sc-[\w-]+) (\w+)"/.exec(markup);
    expect(style?.[2]).toContain(`.${firstClass?.[2]}{`);
  });

  it('gives each page its title and description in the head, 301 to moved paths and 404 to unknown ones', async () => {
    const product = (await (await api.request('/api/v1/products/1')).json()) as Product;
    const { status, html } = await page('/product/1');
    expect(status).toBe(200);
    expect(html).toContain(`<title>${product.name} | Night Suits</title>`);
    expect(html).toContain(`<meta name="description" content="${product.shortDetails}"`);
    expect(rootOf(html)).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));

    // The theme's old paths are moved for good.
    const moved = await store.request('/pages/contact');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/contact');

    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<title>Page not found | Night Suits</title>');
  });

  it('sends /product/{id} with its product alone, and a sidebar layout with the new products beside it', async () => {
    // The default layout has no sidebar: the catalogue (most of a product page's HTML) stays out.
    const fetched = await page('/product/1');
    expect(stateOf(fetched.html).state.queries.map((query) => query.queryKey[1]).sort()).toEqual(['categories', 'details', 'product']);
    expect(rootOf(fetched.html)).not.toContain('data-area="sidebar"');

    const listed = await page('/left-sidebar/product/1');
    const catalogue = (dataOf(listed.html, 'products') as { items: Product[] }).items;
    const fresh = catalogue.filter((product) => product.new);
    expect(fresh.length).toBeGreaterThan(0);
    const sidebar = /<aside data-area="sidebar"[\s\S]*?<\/aside>/.exec(rootOf(listed.html))?.[0] ?? '';
    expect(sidebar).toContain(renderToStaticMarkup(fresh[0]?.name));
    expect(fetched.html.length).toBeLessThan(listed.html.length / 2);
  });

  it('draws a filtered collection as its URL says, from the list the server filtered and sorted', async () => {
    const query = 'sort=LowToHigh&max=600';
    const { html } = await page(`/left-sidebar/collection?${query}`);
    const names = [...rootOf(html).matchAll(/aria-label="Quick view of ([^"]+?)"/g)].map((match) => match[1]);
    const pages = dataOf(html, 'productPages') as { pages: { items: Product[]; total: number }[] };
    const listed = pages.pages[0]?.items ?? [];
    // The saved filters (the default brands, price from 250) with the URL's sort and highest price.
    const filters = filtersFromSearch(new URLSearchParams(query), createStore().get(filtersAtom));
    expect(filters).toMatchObject({ sortBy: 'LowToHigh', value: { min: 250, max: 600 } });
    expect(applyFilters(listed, filters)).toEqual(listed);
    expect(pages.pages[0]?.total).toBeGreaterThan(listed.length - 1);
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual(listed.slice(0, names.length).map((product) => product.name.replace(/'/g, '&#x27;')));
  });

  it('leaves the pages of the shopper\'s own saved state (cart, lists, checkout) to the browser', async () => {
    for (const url of ['/cart', '/wishlist', '/compare', '/checkout', '/order-success']) {
      const { status, html } = await page(url);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('ssr-query-state');
    }
  });

  it('shows hostile catalogue text only as text, in the markup, the head and the state', async () => {
    const { html } = await page(`/product/${HOSTILE_ID}`);
    const markup = rootOf(html);
    expect(markup).toContain('Hostile &quot;suit&quot;');
    // With every quoted attribute value emptied, what is left is the tags themselves: none is a
    // script, none has an event handler, and no comment but React's own markers is opened.
    const tags = markup.replace(/"[^"]*"/g, '""');
    expect(tags).not.toMatch(/<script|<[^>]*\son[a-z]+=|javascript:|<!--(?!\$|\/\$| -->)/i);
    // The head: the title and description are escaped.
    expect(html).toContain('<title>Hostile &#34;suit&#34; &#60;script&#62;');
    // The state: nothing in it can end its <script> element or open a comment; it reads back intact.
    const { json } = stateOf(html);
    expect(json).not.toMatch(/[<>]/);
    expect((dataOf(html, 'product') as Product).name).toBe(hostileText);
    // The only scripts are index.html's own and the state.
    expect(html.match(/<script/g)).toHaveLength(3);
  });

  it('renders a URL once while its data stays the same, and again after a change through the API', async () => {
    const renderer = createRenderer({ fetch: fetchApi });
    const rendered: string[] = [];
    const counted = createStoreServer({
      api,
      root,
      paypal: false,
      render: (url: string) => {
        rendered.push(url);
        return renderer(url);
      },
    });
    const first = await counted.request('/about-us');
    expect(first.headers.get('x-store-render')).toBe('server');
    expect((await counted.request('/about-us')).headers.get('x-store-render')).toBe('server');
    expect(rendered).toEqual(['/about-us']);
    const subscribed = await counted.request('/api/v1/subscribers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'cache@example.com' }),
    });
    expect(subscribed.status).toBeLessThan(300);
    await counted.request('/about-us');
    expect(rendered).toEqual(['/about-us', '/about-us']);
  });

  it('sends the page for the browser alone when the render fails, is too slow, or is asked not to render', async () => {
    const failing = createStoreServer({ api, root, paypal: false, render: async () => Promise.reject(new Error('boom')) });
    const slow = createStoreServer({ api, root, paypal: false, render: () => new Promise(() => {}), renderer: { timeoutMs: 50 } });
    const originalError = console.error;
    console.error = () => {};
    try {
      for (const server of [failing, slow]) {
        const response = await server.request('/');
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('<div id="root"></div>');
      }
    } finally {
      console.error = originalError;
    }
    const asked = await store.request('/', { headers: { 'x-store-render': 'browser' } });
    expect(asked.headers.get('x-store-render')).toBe('browser');
    expect(await asked.text()).toContain('<div id="root"></div>');
  });
});
