import { LARGE_PRODUCTS, LARGE_URL } from './support/largeCatalogue';
import { expect, type Page, test } from './support/test';

/**
 * The store on a generated catalogue (LARGE_PRODUCTS products, 10,000 in `pnpm test`): the
 * collection is drawn on the server from the first page the API filtered and sorted, a filter asks
 * the server again, and infinite scroll loads the next pages from the server as the shopper scrolls.
 */
test.use({ baseURL: LARGE_URL });

const COLLECTION = '/left-sidebar/collection';
/** The collection's saved filters as they start: brands nike, caprese, puma; price 250 to 950; newest first. */
const DEFAULT_QUERY = 'brands=nike,caprese,puma&min_price=250&max_price=950&sort=Newest';

interface ApiPage {
  items: { id: number; name: string; colors: string[] }[];
  total: number;
  next: string | null;
}

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const shownNames = (page: Page) => grid(page).getByRole('heading');
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

test(`a ${LARGE_PRODUCTS.toLocaleString('en')}-product collection: server-drawn first page, a filter, infinite scroll to the third page`, async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const api = async (query: string): Promise<ApiPage> => (await request.get(`/api/v1/products?${query}`)).json();
  const all = await api('page_size=1');
  expect(all.total).toBeGreaterThan(LARGE_PRODUCTS * 0.99);
  const first = await api(`${DEFAULT_QUERY}&page_size=20`);
  expect(first.total).toBeGreaterThan(100);

  // The server's HTML already holds the first products of the filtered list.
  const started = Date.now();
  const html = await (await request.get(COLLECTION)).text();
  const took = `${Date.now() - started} ms, ${html.length} bytes`;
  info.annotations.push({ type: 'collection page, whole HTML', description: took });
  console.log(`${LARGE_PRODUCTS} products: the collection page's whole server-rendered HTML in ${took}`);
  for (const product of first.items.slice(0, 5)) expect(html).toContain(product.name.replace(/'/g, '&#x27;'));

  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/products?')) asked.push(new URL(sent.url()).search);
  });
  await page.goto(COLLECTION);
  await expect(shownNames(page)).toHaveText(first.items.slice(0, 5).map((p) => p.name));
  await expect(page.getByText(`Showing 1-5 of ${first.total}, ${all.total} in all`)).toBeVisible();

  // A colour: the server filters, the URL keeps it.
  const colour = first.items[0]?.colors[0] ?? 'pink';
  await filters(page).getByRole('button', { name: colour, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]color=${colour}(&|$)`));
  // Each next page starts after the previous one's cursor, as infinite scroll asks for it.
  const listed = `${DEFAULT_QUERY}&color=${colour}&page_size=20`;
  const one = await api(`${listed}&page=1`);
  const two = await api(`${listed}&after=${one.next}`);
  const three = await api(`${listed}&after=${two.next}`);
  expect(one.total).toBeLessThan(first.total);
  expect(one.total).toBeGreaterThan(45);
  await expect(shownNames(page)).toHaveText(one.items.slice(0, 5).map((p) => p.name));

  // Infinite scroll: 5 more at a time, the server's next page asked for before it is needed.
  const wanted = [...one.items, ...two.items, ...three.items.slice(0, 5)];
  const boxes = grid(page).getByRole('listitem');
  while ((await boxes.count()) < wanted.length) {
    const before = await boxes.count();
    await boxes.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => boxes.count(), { timeout: 15_000 }).toBeGreaterThan(before);
  }
  // The last scroll may already have asked for a page more: compare the products up to the third page's fifth.
  expect((await shownNames(page).allTextContents()).slice(0, wanted.length)).toEqual(wanted.map((p) => p.name));
  expect(asked.filter((query) => query.includes(`color=${colour}`) && query.includes(`after=${two.next}`))).toHaveLength(1);
  expect(asked.every((query) => /[?&]page_size=20(&|$)/.test(query))).toBe(true);
});

test(`a product of the ${LARGE_PRODUCTS.toLocaleString('en')} opens in a layout page, fetched by its id`, async ({ page, request }) => {
  const last: ApiPage = await (await request.get('/api/v1/products?page_size=1')).json();
  const newest = last.items[0];
  if (!newest) throw new Error('the catalogue has products');
  await page.goto(`/left-sidebar/product/${newest.id}`);
  await expect(page.getByRole('heading', { level: 1, name: newest.name })).toBeVisible();
});
