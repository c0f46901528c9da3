import { type ApiProduct, catalogue, payable } from './flows-support';
import { scrollUntilShown } from './support/infiniteScroll';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';

const COLLECTION = '/left-sidebar/collection';
/** The spec's default filters: brands nike, caprese, puma; price 250 to 950; newest first. */
const DEFAULT_BRANDS = ['nike', 'caprese', 'puma'];

interface Filter {
  brands: string[];
  color: string | null;
  min: number;
  max: number;
}
const defaults: Filter = { brands: DEFAULT_BRANDS, color: null, min: 250, max: 950 };

/** The spec's filter rules (section 9), applied to the API's catalogue, newest first. */
function expected(all: ApiProduct[], filter: Filter): ApiProduct[] {
  return all
    .filter((p) => p.tags.length === 0 || p.tags.some((tag) => filter.brands.includes(tag)))
    .filter((p) => filter.color === null || p.colors.length === 0 || p.colors.includes(filter.color))
    .filter((p) => payable(p) >= filter.min && payable(p) <= filter.max)
    .sort((a, b) => b.id - a.id);
}

/** The API's answer for the same filters and a sort key (the server applies the shared rules too). */
async function apiSorted(request: APIRequestContext, filter: Filter, sort: string): Promise<ApiProduct[]> {
  const query = new URLSearchParams({
    brands: filter.brands.join(','),
    min_price: String(filter.min),
    max_price: String(filter.max),
    sort,
    page_size: '100',
  });
  if (filter.color) query.set('color', filter.color);
  const response = await request.get(`/api/v1/products?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).items;
}

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const shownNames = (page: Page) => grid(page).getByRole('heading');
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

async function expectFirstPage(page: Page, products: ApiProduct[]) {
  await expect(shownNames(page)).toHaveText(products.slice(0, 5).map((p) => p.name));
}

test('filters by brand, writes it to the URL and shows only that brand', async ({ page, request }) => {
  const { all } = await catalogue(request);
  await page.goto(COLLECTION);
  await expectFirstPage(page, expected(all, defaults));
  // Keep only puma: untick the other two default brands.
  for (const brand of ['nike', 'caprese']) await filters(page).getByRole('checkbox', { name: brand, exact: true }).uncheck();
  await expect(filters(page).getByRole('checkbox', { name: 'puma', exact: true })).toBeChecked();
  const pumaOnly = expected(all, { ...defaults, brands: ['puma'] });
  expect(pumaOnly.length).toBeLessThan(expected(all, defaults).length);
  await expectFirstPage(page, pumaOnly);
  await expect(page).toHaveURL(/[?&]brands=puma(&|$)/);
});

test('filters by colour and clears it again with the same swatch', async ({ page, request }) => {
  const { all } = await catalogue(request);
  const base = expected(all, defaults);
  // A colour that really narrows the list.
  const colours = [...new Set(base.flatMap((p) => p.colors))];
  const colour = colours.find((c) => expected(all, { ...defaults, color: c }).length < base.length);
  if (!colour) throw new Error('no colour narrows the seed catalogue');
  await page.goto(COLLECTION);
  await expectFirstPage(page, base);
  const swatch = filters(page).getByRole('button', { name: colour, exact: true });
  await swatch.click();
  await expect(swatch).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]color=${encodeURIComponent(colour)}(&|$)`));
  await expectFirstPage(page, expected(all, { ...defaults, color: colour }));
  await swatch.click();
  await expect(page).not.toHaveURL(/[?&]color=/);
  await expectFirstPage(page, base);
});

test('narrowed to a colour, products show it, and their quick views and pages open on it; a search naming it too', async ({ page }) => {
  // The products sold in pink (those without colours match the filter too, and name none).
  const inPink = (list: Locator) => list.getByRole('listitem').filter({ has: page.locator('a[href$="?color=pink"]') });
  await page.goto(`${COLLECTION}?color=pink`);
  const card = inPink(grid(page)).first();
  await expect(card.locator('img').first()).toHaveAttribute('src', /pink/);
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: `Quick view of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('button', { name: 'pink', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('link', { name: 'view details' })).toHaveAttribute('href', /\?color=pink$/);
  await page.keyboard.press('Escape');
  await card.getByRole('heading').getByRole('link').click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main.getByText('Colour: pink')).toBeVisible();
  await expect(main.getByRole('img', { name: `${name}, picture 1` }).first()).toHaveAttribute('src', /pink/);
  // Another colour picked on the page goes into its address, and a reload opens on it.
  const swatches = main.getByRole('group', { name: 'Colour' }).getByRole('button');
  const labels = await swatches.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const colour = labels.find((label) => label !== 'pink' && !label.includes('sold out'));
  if (!colour) throw new Error(`${name} comes in one colour in stock`);
  await main.getByRole('button', { name: colour, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?color=${colour}$`));
  await page.reload();
  await expect(page.getByRole('main').getByRole('button', { name: colour, exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/pages/search?q=pink%20leggings');
  const found = inPink(page.getByRole('list', { name: 'Products' })).first();
  await expect(found.locator('img').first()).toHaveAttribute('src', /pink/);
});

test('narrowed to a colour and one size, a product opens on both, in its quick view and on its page', async ({ page }) => {
  await page.goto(`${COLLECTION}?color=pink&sizes=L`);
  const card = grid(page).getByRole('listitem').filter({ has: page.locator('a[href$="?color=pink&size=L"]') }).first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: `Quick view of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
  await expect(dialog.getByRole('link', { name: 'view details' })).toHaveAttribute('href', /\?color=pink&size=L$/);
  await page.keyboard.press('Escape');
  await card.getByRole('heading').getByRole('link').click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main.getByText('Colour: pink')).toBeVisible();
  await expect(main.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
});

test('narrows the price range with the keyboard on the slider thumbs', async ({ page, request }) => {
  const { all } = await catalogue(request);
  await page.goto(COLLECTION);
  await expectFirstPage(page, expected(all, defaults));
  const minThumb = filters(page).getByRole('slider', { name: 'Minimum price' });
  const maxThumb = filters(page).getByRole('slider', { name: 'Maximum price' });
  await expect(minThumb).toHaveAttribute('aria-valuenow', '250');
  await expect(maxThumb).toHaveAttribute('aria-valuenow', '950');
  await minThumb.focus();
  // Page Up moves a thumb ten steps of $1.
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('PageUp');
  await maxThumb.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('PageDown');
  await page.keyboard.press('ArrowLeft');
  await expect(minThumb).toHaveAttribute('aria-valuenow', '350');
  await expect(maxThumb).toHaveAttribute('aria-valuenow', '899');
  await expect(filters(page).getByText('$350 to $899', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/[?&]min=350&max=899(&|$)/);
  const narrowed = expected(all, { ...defaults, min: 350, max: 899 });
  expect(narrowed.length).toBeLessThan(expected(all, defaults).length);
  await expectFirstPage(page, narrowed);
});

test('sorts by each of the five keys in the order the API gives', async ({ page, request }) => {
  await page.goto(COLLECTION);
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sortBy).toHaveValue('Newest');
  for (const key of ['HighToLow', 'LowToHigh', 'AscOrder', 'DescOrder', 'Newest']) {
    await sortBy.selectOption(key);
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${key}(&|$)`));
    const fromApi = await apiSorted(request, defaults, key);
    await expectFirstPage(page, fromApi);
  }
  // The price sorts really order by payable price.
  const high = await apiSorted(request, defaults, 'HighToLow');
  const prices = high.map(payable);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
});

test('restores brand, colour, price and sort from a shared URL in a fresh browser', async ({ browser, request }) => {
  const { all } = await catalogue(request);
  const shared: Filter = { brands: ['nike', 'puma'], color: null, min: 300, max: 900 };
  const colour = [...new Set(expected(all, shared).flatMap((p) => p.colors))][0] ?? null;
  const filter = { ...shared, color: colour };
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${COLLECTION}?brands=nike,puma&color=${colour}&min=300&max=900&sort=AscOrder`);
  await expect(filters(page).getByRole('checkbox', { name: 'nike', exact: true })).toBeChecked();
  await expect(filters(page).getByRole('checkbox', { name: 'puma', exact: true })).toBeChecked();
  await expect(filters(page).getByRole('checkbox', { name: 'caprese', exact: true })).not.toBeChecked();
  await expect(filters(page).getByRole('button', { name: colour ?? '', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(filters(page).getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuenow', '300');
  await expect(filters(page).getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuenow', '900');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('AscOrder');
  await expectFirstPage(page, await apiSorted(request, filter, 'AscOrder'));
  // The restored view survives a reload too.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('AscOrder');
  await expect(page).toHaveURL(/[?&]sort=AscOrder(&|$)/);
  await context.close();
});

/** How many products share the grid's first row on screen. */
async function firstRowOf(page: Page): Promise<number> {
  const boxes = await grid(page).getByRole('listitem').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  return boxes.filter((top) => top === boxes[0]).length;
}

test('switches between grid and list and changes the products per row', async ({ page, request }) => {
  const { all } = await catalogue(request);
  const first = expected(all, defaults)[0] as ApiProduct;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(COLLECTION);
  await expect(shownNames(page)).toHaveCount(5);
  const toolbar = page.getByRole('group', { name: 'Display options' });
  const firstRowCount = () => firstRowOf(page);
  await expect(toolbar.getByRole('button', { name: '3 per row' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(firstRowCount).toBe(3);
  await toolbar.getByRole('button', { name: '4 per row' }).click();
  await expect(toolbar.getByRole('button', { name: '4 per row' })).toHaveAttribute('aria-pressed', 'true');
  await expect(toolbar.getByRole('button', { name: '3 per row' })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(firstRowCount).toBe(4);
  await toolbar.getByRole('button', { name: '2 per row' }).click();
  await expect.poll(firstRowCount).toBe(2);

  await toolbar.getByRole('button', { name: 'List view' }).click();
  await expect(toolbar.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(toolbar.getByRole('group', { name: 'Products per row' })).toHaveCount(0);
  await expect.poll(firstRowCount).toBe(1);
  // A list row carries the short description.
  await expect(grid(page).getByRole('listitem').first()).toContainText(first.shortDetails);
  await toolbar.getByRole('button', { name: 'Grid view' }).click();
  await expect(toolbar.getByRole('group', { name: 'Products per row' })).toBeVisible();
});

test('offers on a tablet only the products per row it can show, 2 and 3', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(COLLECTION);
  await expect(shownNames(page)).toHaveCount(5);
  const perRow = page.getByRole('group', { name: 'Products per row' });
  await perRow.getByRole('button', { name: '6 per row' }).click();
  await expect(perRow.getByRole('button', { name: '6 per row' })).toHaveAttribute('aria-pressed', 'true');
  // Six chosen on a wide screen shows three a row on a tablet, and reads as three there.
  await page.setViewportSize({ width: 800, height: 900 });
  for (const n of [4, 6]) await expect(perRow.getByRole('button', { name: `${n} per row` })).toBeHidden();
  await expect(perRow.getByRole('button', { name: '3 per row' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => firstRowOf(page)).toBe(3);
  await perRow.getByRole('button', { name: '2 per row' }).click();
  await expect(perRow.getByRole('button', { name: '2 per row' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => firstRowOf(page)).toBe(2);
});

test('scrolls in 5 more products at a time until it has seen it all', async ({ page, request }) => {
  const { all } = await catalogue(request);
  const total = expected(all, defaults).length;
  expect(total).toBeGreaterThan(10);
  // One reading of the page at one moment: the products shown, the status line, the end message.
  const reading = () =>
    page.evaluate(() => {
      const items = document.querySelectorAll('ul[aria-label="Products"] > li').length;
      // biome-ignore lint/performance/useDomNodeTextContent: the text as the shopper sees it, not hidden nodes' text
      const text = document.body.innerText;
      return { items, status: /Showing 1-(\d+) of \d+, \d+ in all/.exec(text)?.[1], seenAll: text.includes('Yay! You have seen it all') };
    });
  await page.goto(COLLECTION);
  await expect.poll(reading).toEqual({ items: 5, status: '5', seenAll: false });
  let shown = 5;
  while (shown < total) {
    await grid(page).getByRole('listitem').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    // Each load adds 5 (the last one the rest); a tall viewport may take two loads per scroll.
    await expect.poll(async () => (await reading()).items).toBeGreaterThan(shown);
    const now = await reading();
    expect(now.items === total || now.items % 5 === 0, `${now.items} shown`).toBe(true);
    expect(now.status).toBe(String(now.items));
    expect(now.seenAll).toBe(now.items === total);
    shown = now.items;
  }
  await expect(page.getByText(`Showing 1-${total} of ${total}, ${all.length} in all`, { exact: true })).toBeVisible();
  await expect(grid(page).getByRole('listitem')).toHaveCount(total);
  await expect(page.getByText('Yay! You have seen it all', { exact: true })).toBeVisible();
});

/**
 * Scrolls the grid on until at least `atLeast` products show, opens the one `fromEnd` places
 * before the last shown, and goes Back: the list shows as many products as before, and that
 * product is on screen again. With that product in the middle of the screen, `fromEnd` keeps the
 * end of the list out of view, so no page more loads while the count is read or on the way back.
 */
async function expectBackToTheSameProduct(page: Page, atLeast: number, fromEnd: number): Promise<number> {
  const boxes = await scrollUntilShown(page, atLeast);
  // The end of the list below the screen (or nothing more to load) asks for no more pages.
  const endAsksNoMore = () =>
    page
      .locator('[data-sentinel]')
      .evaluate((end) => end.getBoundingClientRect().top > window.innerHeight || end.textContent === 'Yay! You have seen it all');
  // A page asked for before the scroll still arrives: centre the product again until none does.
  let shown = await boxes.count();
  for (;;) {
    await boxes.nth(shown - 1 - fromEnd).evaluate((box) => box.scrollIntoView({ block: 'center' }));
    await expect.poll(endAsksNoMore).toBe(true);
    await expect(page.getByText('Loading more products...', { exact: true })).toBeHidden();
    const now = await boxes.count();
    if (now === shown) break;
    shown = now;
  }
  const opened = boxes.nth(shown - 1 - fromEnd);
  const name = (await opened.getByRole('heading').textContent()) ?? '';
  await opened.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(boxes).toHaveCount(shown);
  await expect(opened.getByRole('heading')).toHaveText(name);
  await expect(opened).toBeInViewport();
  return shown;
}

test('Back from a product far down the collection shows the same products, scrolled back to it', async ({ page, request }) => {
  const { all } = await catalogue(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(COLLECTION);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText(`Showing 1-5 of ${all.length}, ${all.length} in all`, { exact: true })).toBeVisible();
  // Three products a row: the one opened has two rows below it.
  const shown = await expectBackToTheSameProduct(page, 30, 6);
  expect(shown).toBeGreaterThanOrEqual(30);
  await expect(page.getByText(`Showing 1-${shown} of ${all.length}, ${all.length} in all`, { exact: true })).toBeVisible();
  // A filter changed after that starts the list again at its first 5.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('LowToHigh');
  await expect(page.getByText(`Showing 1-5 of ${all.length}, ${all.length} in all`, { exact: true })).toBeVisible();
  await expect(grid(page).getByRole('listitem')).toHaveCount(5);
});

test('Back from a product far down a category, on a tablet, shows the same products, scrolled back to it', async ({ page, request }) => {
  const women = await (await request.get('/api/v1/products?category=women&page_size=1')).json();
  expect(women.total).toBeGreaterThanOrEqual(30);
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/category/women');
  // Three products a row: the one opened has three rows below it.
  const shown = await expectBackToTheSameProduct(page, 25, 9);
  await expect(page.getByText(`Showing 1-${shown} of ${women.total}, ${women.total} in all`, { exact: true })).toBeVisible();
});

test('Back from a product found by a search, on a phone, shows every result again, scrolled back to it', async ({ page, request }) => {
  const results = await (await request.get('/api/v1/products?q=kids&page_size=1')).json();
  expect(results.total).toBeGreaterThan(10);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/pages/search?q=kids');
  // Two products a row: the one opened has two rows below it.
  expect(await expectBackToTheSameProduct(page, results.total, 4)).toBe(results.total);
});

test("a subcategory lists all of its products, and its filters stay its own", async ({ page, request }) => {
  const products: ApiProduct[] = (await (await request.get('/api/v1/subcategories-product/1?page_size=100')).json()).items;
  // The collections' default filters would hide some of them: the page must not apply those.
  expect(expected(products, defaults).length).toBeLessThan(products.length);
  await page.goto('/sub-category/1');
  await scrollUntilShown(page, products.length);
  await expect(page.getByText(`Showing 1-${products.length} of ${products.length}, ${products.length} in all`, { exact: true })).toBeVisible();
  await expect(page.getByText('Yay! You have seen it all', { exact: true })).toBeVisible();

  // A filter chosen here goes into this page's URL and leaves the collection's saved filters be.
  const brand = filters(page).getByRole('checkbox').first();
  await brand.click();
  await expect(brand).not.toBeChecked();
  await expect(page).toHaveURL(/\/sub-category\/1\?.*brands=/);
  await page.goto(COLLECTION);
  await expect(page.getByText(/^Showing 1-5 of \d+, \d+ in all$/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${COLLECTION}$`));
});

test('filters by size in stock, says how many of how many match, and clears every filter', async ({ page, request }) => {
  const { all } = await catalogue(request);
  const matching = expected(all, defaults);
  // The server applies the shared rules: a product matches when an XL is left in some colour.
  const xl = await request.get('/api/v1/products?brands=nike,caprese,puma&min_price=250&max_price=950&sizes=XL&page_size=100');
  const withXl: ApiProduct[] = (await xl.json()).items;
  expect(withXl.length).toBeLessThan(matching.length);
  await page.goto(COLLECTION);
  await expect(page.getByText(`Showing 1-5 of ${matching.length}, ${all.length} in all`, { exact: true })).toBeVisible();
  await filters(page).getByRole('group', { name: 'size' }).getByRole('checkbox', { name: 'XL', exact: true }).check();
  await expect(page).toHaveURL(/[?&]sizes=XL(&|$)/);
  await expectFirstPage(page, withXl);
  await expect(page.getByText(`Showing 1-5 of ${withXl.length}, ${all.length} in all`, { exact: true })).toBeVisible();
  // 'Clear filters' shows every product again: all brands, colours, sizes and prices.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText(`Showing 1-5 of ${all.length}, ${all.length} in all`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  await expect(filters(page).getByRole('checkbox', { name: 'XL', exact: true })).not.toBeChecked();
  // A shared link with the size keeps it.
  await page.goto(`${COLLECTION}?sizes=XL`);
  await expect(filters(page).getByRole('checkbox', { name: 'XL', exact: true })).toBeChecked();
});

test('a plain link to a collection opens it with the filters the shopper chose last; a link with filters shows its own', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const xl = () => filters(page).getByRole('group', { name: 'size' }).getByRole('checkbox', { name: 'XL', exact: true });
  await page.goto(COLLECTION);
  await xl().check();
  await expect(page).toHaveURL(/[?&]sizes=XL(&|$)/);
  // Another layout of the collection, linked without filters: once the page is the browser's, its
  // URL takes the saved filters.
  await page.goto('/right-sidebar/collection');
  await expect(page).toHaveURL(/\/right-sidebar\/collection\?.*sizes=XL(&|$)/);
  await expect(xl()).toBeChecked();
  await page.goto(`${COLLECTION}?sort=AscOrder`);
  await expect(xl()).not.toBeChecked();
  await expect(page).toHaveURL(new RegExp(`${COLLECTION}\\?sort=AscOrder$`));
  expect(errors).toEqual([]);
});
