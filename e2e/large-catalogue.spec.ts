import { scrollUntilShown } from './support/infiniteScroll';
import { LARGE_PRODUCTS, LARGE_URL } from './support/largeCatalogue';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/**
 * The store on a generated catalogue (LARGE_PRODUCTS products, 10,000 in `pnpm test`): the
 * collection, a subcategory and a search are drawn on the server from the first page the API
 * filtered, sorted or ranked, a filter asks the server again, and infinite scroll loads the next
 * pages from the server as the shopper scrolls.
 */
test.use({ baseURL: LARGE_URL });

const COLLECTION = '/left-sidebar/collection';
/** The collection's saved filters as they start: brands nike, caprese, puma; price 250 to 950; newest first. */
const DEFAULT_QUERY = 'brands=nike,caprese,puma&min_price=250&max_price=950&sort=Newest';

interface ApiPage {
  items: { id: number; name: string; colors: string[] }[];
  total: number;
  next: string | null;
  correctedQuery?: string;
}

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const shownNames = (page: Page) => grid(page).getByRole('heading');
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

/** The API's first three pages of 20 of a list, each asked for after the previous one's cursor. */
async function firstThreePages(request: APIRequestContext, query: string): Promise<[ApiPage, ApiPage, ApiPage]> {
  const api = async (rest: string): Promise<ApiPage> => (await request.get(`/api/v1/products?${query}&page_size=20${rest}`)).json();
  const one = await api('');
  const two = await api(`&after=${one.next}`);
  const three = await api(`&after=${two.next}`);
  return [one, two, three];
}

/**
 * Watches the store's page requests (`GET /api/v1/products?`), as their query strings, from now on.
 */
function watchPageRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/products?')) asked.push(new URL(sent.url()).search);
  });
  return asked;
}

/**
 * Infinite scroll, 5 more at a time, to the fifth product of the server's third page: the grid
 * shows the pages' products in their order, and asked for the third page once, by its cursor.
 */
async function scrollToThirdPage(page: Page, [one, two, three]: [ApiPage, ApiPage, ApiPage], asked: string[]) {
  const wanted = [...one.items, ...two.items, ...three.items.slice(0, 5)];
  expect(wanted).toHaveLength(45);
  await scrollUntilShown(page, wanted.length, 15_000);
  // The last scroll may already have asked for a page more: compare the products up to the third page's fifth.
  expect((await shownNames(page).allTextContents()).slice(0, wanted.length)).toEqual(wanted.map((p) => p.name));
  expect(asked.filter((query) => query.includes(`after=${two.next}`))).toHaveLength(1);
}

/** The result line over the first 5 products, its counts grouped as English writes them. */
const showing = (matching: number, total: number) => `Showing 1-5 of ${matching.toLocaleString('en')}, ${total.toLocaleString('en')} in all`;

/** Whether the server's HTML names these products (as React escapes an apostrophe). */
const namesIn = (html: string, products: ApiPage['items']) => products.every((product) => html.includes(product.name.replace(/'/g, '&#x27;')));

test(`a ${LARGE_PRODUCTS.toLocaleString('en')}-product collection: server-drawn first page, a filter, infinite scroll to the third page`, async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const api = async (query: string): Promise<ApiPage> => (await request.get(`/api/v1/products?${query}`)).json();
  const all = await api('page_size=1');
  expect(all.total).toBeGreaterThan(LARGE_PRODUCTS * 0.99);
  const first = await api(`${DEFAULT_QUERY}&page_size=20`);
  expect(first.total).toBeGreaterThan(100);

  // The server's HTML already holds the first products of the filtered list, and counts them.
  const started = Date.now();
  const html = await (await request.get(COLLECTION)).text();
  const took = `${Date.now() - started} ms, ${html.length} bytes`;
  info.annotations.push({ type: 'collection page, whole HTML', description: took });
  console.log(`${LARGE_PRODUCTS} products: the collection page's whole server-rendered HTML in ${took}`);
  expect(namesIn(html, first.items.slice(0, 5))).toBe(true);
  expect(html).toContain(showing(first.total, all.total));

  const asked = watchPageRequests(page);
  await page.goto(COLLECTION);
  await expect(shownNames(page)).toHaveText(first.items.slice(0, 5).map((p) => p.name));
  await expect(page.getByText(showing(first.total, all.total))).toBeVisible();

  // A colour: the server filters, the URL keeps it.
  const colour = first.items[0]?.colors[0] ?? 'pink';
  await filters(page).getByRole('button', { name: colour, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]color=${colour}(&|$)`));
  const pages = await firstThreePages(request, `${DEFAULT_QUERY}&color=${colour}`);
  expect(pages[0].total).toBeLessThan(first.total);
  await expect(shownNames(page)).toHaveText(pages[0].items.slice(0, 5).map((p) => p.name));

  await scrollToThirdPage(page, pages, asked);
  expect(asked.every((query) => /[?&]page_size=20(&|$)/.test(query))).toBe(true);
});

test(`a subcategory of the ${LARGE_PRODUCTS.toLocaleString('en')}: server-drawn first page, a filter, infinite scroll to the third page`, async ({ page, request }) => {
  test.setTimeout(120_000);
  const [first] = await firstThreePages(request, 'subcategory=3');
  expect(first.total).toBeGreaterThan(LARGE_PRODUCTS / 20);
  const html = await (await request.get('/sub-category/3')).text();
  expect(namesIn(html, first.items.slice(0, 5))).toBe(true);
  expect(html).toContain(showing(first.total, first.total));

  const asked = watchPageRequests(page);
  await page.goto('/sub-category/3');
  await expect(shownNames(page)).toHaveText(first.items.slice(0, 5).map((p) => p.name));
  const colour = first.items[0]?.colors[0] ?? 'pink';
  await filters(page).getByRole('button', { name: colour, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sub-category/3\\?(.*&)?color=${colour}(&|$)`));
  const pages = await firstThreePages(request, `subcategory=3&color=${colour}&sort=Newest`);
  expect(pages[0].total).toBeLessThan(first.total);
  await expect(page.getByText(showing(pages[0].total, first.total))).toBeVisible();
  await expect(shownNames(page)).toHaveText(pages[0].items.slice(0, 5).map((p) => p.name));

  await scrollToThirdPage(page, pages, asked);
  expect(asked.every((query) => /[?&]subcategory=3(&|$)/.test(query))).toBe(true);
});

test(`a search of the ${LARGE_PRODUCTS.toLocaleString('en')}, with a typo: server-drawn best matches and how it was read, the header's count, infinite scroll to the third page`, async ({ page, request }) => {
  test.setTimeout(120_000);
  const pages = await firstThreePages(request, 'q=kurtti');
  expect(pages[0].total).toBeGreaterThan(LARGE_PRODUCTS / 20);
  for (const product of pages[0].items) expect(product.name).toMatch(/kurti/i);
  expect(pages.map((apiPage) => apiPage.correctedQuery)).toEqual(['kurti', 'kurti', 'kurti']);
  const html = await (await request.get('/pages/search?q=kurtti')).text();
  expect(namesIn(html, pages[0].items.slice(0, 5))).toBe(true);
  // The page says how the server read the typo, from its first answer.
  expect(html).toMatch(/Showing results for (&quot;|")kurti(&quot;|")\./);

  // The header's overlay counts every match, as English writes a large number, and leads to the page.
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('kurtti');
  // It says how it read the typo too, and offers the corrected search.
  const overlay = page.getByRole('dialog');
  await expect(overlay.getByText('Showing results for "kurti".')).toBeVisible();
  await expect(overlay.getByRole('navigation', { name: 'Suggestions' }).getByRole('link', { name: 'kurti', exact: true })).toHaveAttribute('href', '/pages/search?q=kurti');
  const asked = watchPageRequests(page);
  await page.getByRole('link', { name: `See all ${pages[0].total.toLocaleString('en')} results` }).click();
  await expect(page).toHaveURL(/\/pages\/search\?q=kurtti$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Results for "kurtti"' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Showing results for "kurti".')).toBeVisible();
  await expect(shownNames(page)).toHaveText(pages[0].items.slice(0, 5).map((p) => p.name));

  await scrollToThirdPage(page, pages, asked);
  expect(asked.every((query) => /[?&]q=kurtti(&|$)/.test(query))).toBe(true);
});

test(`a product of the ${LARGE_PRODUCTS.toLocaleString('en')} opens in a layout page, fetched by its id`, async ({ page, request }) => {
  const last: ApiPage = await (await request.get('/api/v1/products?page_size=1')).json();
  const newest = last.items[0];
  if (!newest) throw new Error('the catalogue has products');
  await page.goto(`/left-sidebar/product/${newest.id}`);
  await expect(page.getByRole('heading', { level: 1, name: newest.name })).toBeVisible();
});

test(`a crawler finds each of the ${LARGE_PRODUCTS.toLocaleString('en')}: the sitemap's product files list every one once`, async ({ request }) => {
  test.setTimeout(120_000);
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url as string).pathname);
  const newest: ApiPage = await (await request.get('/api/v1/products?page_size=1')).json();
  const files = locs(await (await request.get('/sitemap.xml')).text()).filter((path) => path.startsWith('/sitemaps/products-'));
  expect(files).toHaveLength(Math.ceil((newest.items[0]?.id ?? 0) / 50_000));
  const products = new Set<string>();
  for (const file of files) {
    const listed = locs(await (await request.get(file)).text());
    expect(listed.length).toBeLessThanOrEqual(50_000);
    for (const path of listed) products.add(path);
  }
  expect(products.size).toBe(newest.total);
  expect(products.has(`/product/${newest.items[0]?.id}`)).toBe(true);
});
