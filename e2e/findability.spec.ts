import { type ApiProduct, catalogue, chooseSize, openProduct, payable, pick } from './flows-support';
import { seriousViolations } from './support/axe';
import { scrollUntilShown } from './support/infiniteScroll';
import { expect, type Page, test } from './support/test';

/** A product page's or list's BreadcrumbList structured data, parsed. */
async function breadcrumbData(page: Page): Promise<{ name: string; item?: string }[]> {
  const json = await page.locator('script[type="application/ld+json"]').first().textContent();
  const data = JSON.parse(json ?? '{}') as { '@type': string; itemListElement: { name: string; item?: string }[] };
  expect(data['@type']).toBe('BreadcrumbList');
  return data.itemListElement.map(({ name, item }) => (item ? { name, item } : { name }));
}

const trail = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a collection shows products first; filters open in a drawer, show as chips and clear, the count in view', async ({ page }) => {
    await page.goto('/left-sidebar/collection');
    const products = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    const first = await products.first().boundingBox();
    expect(first?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(740);
    // The sidebar's filters are in the drawer; the default filters show as chips.
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    const chips = page.getByRole('group', { name: 'Filters in force' });
    await expect(chips.getByRole('button', { name: /^Remove filter: / })).toHaveText(['caprese, nike, puma', '$250.00 to $950.00']);
    const count = page.getByRole('group', { name: 'Display options' }).getByText(/^Showing 1-\d+ of \d+, \d+ in all$/);
    await expect(count).toBeInViewport();
    const before = await count.textContent();

    const matching = (line: string | null) => /of (\d+),/.exec(line ?? '')?.[1];

    await page.getByRole('button', { name: 'Filter and sort (2)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter and sort' });
    // The drawer's foot says how many products its filters keep, in view however far it scrolls.
    const show = drawer.getByRole('button', { name: /^Show results/ });
    await expect(show).toHaveAccessibleName(`Show results (${matching(before)})`);
    await expect(show).toBeInViewport();
    const sizeM = drawer.getByRole('group', { name: 'size' }).getByRole('checkbox', { name: 'M', exact: true });
    await sizeM.check();
    await expect(show).not.toHaveAccessibleName(`Show results (${matching(before)})`);
    await expect(show).toHaveAccessibleName(/^Show results \(\d+\)$/);
    const shown = /\((\d+)\)/.exec((await show.textContent()) ?? '')?.[1];
    await expect(sizeM).toBeInViewport();
    await expect(show).toBeInViewport();
    await expect(drawer.getByRole('button', { name: 'Close' })).toBeInViewport();
    await show.click();
    await expect(drawer).toBeHidden();
    await expect(chips.getByRole('button', { name: 'Remove filter: M' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]sizes=M(&|$)/);
    await expect(count).not.toHaveText(before ?? '');
    expect(matching(await count.textContent())).toBe(shown);

    // The drawer sorts too.
    await page.getByRole('button', { name: 'Filter and sort (3)' }).click();
    await drawer.getByRole('combobox', { name: 'Sort by' }).selectOption('LowToHigh');
    await expect(page).toHaveURL(/[?&]sort=LowToHigh(&|$)/);
    await show.click();
    await expect(page.getByRole('group', { name: 'Display options' }).getByRole('combobox', { name: 'Sort by' })).toHaveValue('LowToHigh');

    await chips.getByRole('button', { name: 'Remove filter: M' }).click();
    await expect(count).toHaveText(before ?? '');
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await expect(chips).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filter and sort', exact: true })).toBeVisible();
    await expect(count).toHaveText(/^Showing 1-\d+ of (\d+), \1 in all$/);
  });

  test('no brand ticked shows as a "No brand" chip, which brings every brand back', async ({ page }) => {
    await page.goto('/left-sidebar/collection?brands=');
    const chips = page.getByRole('group', { name: 'Filters in force' });
    await chips.getByRole('button', { name: 'Remove filter: No brand' }).click();
    await expect(chips.getByRole('button', { name: /^Remove filter: / })).toHaveText(['$250.00 to $950.00']);
  });

  test('a subcategory too: its first product is on the first screen, under the trail to it', async ({ page }) => {
    await page.goto('/sub-category/7');
    // A phone's trail is the way one step up.
    await expect(trail(page)).toHaveText(['Kids']);
    const first = await page.getByRole('list', { name: 'Products' }).getByRole('listitem').first().boundingBox();
    expect(first?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(740);
    await expect(page.getByRole('button', { name: 'Filter and sort', exact: true })).toBeInViewport();
  });

  test('every section keeps its gutter: no card, text or control on screen touches its edges, nothing scrolls sideways', async ({ page }) => {
    for (const path of ['/', '/left-sidebar/collection', '/category/women', '/sub-category/1', '/product/1', '/cart', '/pages/search?q=kids']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      // What is drawn as a box (a background or a border) or is a text or control, narrower than
      // the screen (full-bleed parts are meant to reach both edges) and on it (a slide scrolled
      // aside is not), closer than 8 px to an edge.
      const touching = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((element) => {
            const style = getComputedStyle(element);
            return style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.borderTopWidth !== '0px' || element.matches('h1, h2, h3, p, a, button, label, input, select');
          })
          .map((element) => ({ text: `${element.tagName} ${element.textContent?.trim().slice(0, 30)}`, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.width < innerWidth - 2 && box.height > 0 && box.top < innerHeight && box.bottom > 0)
          .filter(({ box }) => box.left > -1 && box.right < innerWidth + 1 && (box.left < 8 || box.right > innerWidth - 8))
          .map(({ text }) => text),
      );
      expect(touching, path).toEqual([]);
    }
  });
});

test('on a wide screen the filters are in the sidebar only: no drawer button or chips', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/left-sidebar/collection?color=pink');
  await expect(page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: 'pink', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^Filter and sort/ })).toBeHidden();
  await expect(page.getByRole('group', { name: 'Filters in force' })).toBeHidden();
});

test('search engines find every page: robots.txt names the sitemap, which lists the pages and products; a page names its canonical address', async ({ page, request }) => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url as string).pathname);
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(locs(await index.text())).toEqual(['/sitemaps/pages.xml', '/sitemaps/products-1.xml']);
  expect(locs(await (await request.get('/sitemaps/pages.xml')).text())).toEqual(expect.arrayContaining(['/', '/left-sidebar/collection', '/category/women', '/category/kids', '/sub-category/1', '/about-us']));
  const brand = await (await request.get('/api/v1/products?page_size=100')).json();
  const ids = [...new Set((brand.items as { id: number }[]).map((p) => p.id))].sort((a, b) => a - b);
  expect(ids.length).toBeGreaterThan(20);
  expect(locs(await (await request.get('/sitemaps/products-1.xml')).text())).toEqual(ids.map((id) => `/product/${id}`));
  expect((await request.get('/sitemaps/products-0.xml')).status()).toBe(404);

  // The layouts of a product, a colour in its address and a list's filters name one address.
  const canonicals: [string, string][] = [
    ['/left-sidebar/product/1?color=red', '/product/1'],
    ['/no-sidebar/collection?color=pink', '/left-sidebar/collection'],
    ['/category/kids?sizes=M', '/category/kids'],
  ];
  for (const [path, canonical] of canonicals) {
    await page.goto(path);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new URL(canonical, page.url()).href);
  }
});

test('WOMEN and KIDS in the menu lead to pages of all their products, with the trail and its structured data', async ({ page, request }) => {
  const { all } = await catalogue(request);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Kids', exact: true }).click();
  await expect(page).toHaveURL(/\/category\/kids$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kids');
  await expect(page).toHaveTitle('Kids | Night Suits');
  const kids = all.filter((p) => p.category === 'kids');
  await expect(page.getByRole('group', { name: 'Display options' }).getByText(new RegExp(`^Showing 1-\\d+ of ${kids.length}, ${kids.length} in all$`))).toBeVisible();
  const shown = await page.getByRole('list', { name: 'Products' }).getByRole('heading').allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const name of shown) expect(kids.map((p) => p.name)).toContain(name);
  await expect(trail(page)).toHaveText(['Home', 'Kids']);
  const origin = new URL(page.url()).origin;
  expect(await breadcrumbData(page)).toEqual([{ name: 'Home', item: `${origin}/` }, { name: 'Kids' }]);

  const missing = await page.goto('/category/no-such-category');
  expect(missing?.status()).toBe(404);
});

test('a product page: the trail to it, products of its subcategory, and the ones viewed before', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const first = pick(unique, (p) => p.sub_category_id === 1);
  const second = pick(unique, (p) => p.sub_category_id === 7);
  await openProduct(page, first);
  // Nothing viewed before: no 'Recently viewed'.
  await expect(page.getByRole('heading', { name: 'You may also like' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
  await openProduct(page, second);
  await expect(trail(page)).toHaveText(['Home', 'Kids', 'Kids Night Suits', second.name]);
  const origin = new URL(page.url()).origin;
  expect(await breadcrumbData(page)).toEqual([
    { name: 'Home', item: `${origin}/` },
    { name: 'Kids', item: `${origin}/category/kids` },
    { name: 'Kids Night Suits', item: `${origin}/sub-category/7` },
    { name: second.name },
  ]);
  const related = page.getByRole('region', { name: 'You may also like' }).getByRole('heading', { level: 3 });
  await expect(related.first()).toBeVisible();
  const relatedNames = await related.allTextContents();
  const kidsNightSuits = unique.filter((p) => p.sub_category_id === 7).map((p) => p.name);
  expect(relatedNames).not.toContain(second.name);
  for (const name of relatedNames) expect(kidsNightSuits).toContain(name);
  const viewed = page.getByRole('region', { name: 'Recently viewed' }).getByRole('heading', { level: 3 });
  await expect(viewed).toHaveText([first.name]);
  // Kept in this browser: after a reload, still there.
  await page.reload();
  await expect(viewed).toHaveText([first.name]);
  await chooseSize(page, second);
});

test("the header search ends with 'See all N results'; the search page pages through every match, then says it has shown them all", async ({ page, request }) => {
  const response = await request.get('/api/v1/products?q=kids&page_size=1');
  const total = ((await response.json()) as { total: number }).total;
  expect(total).toBeGreaterThan(20);
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('kids');
  const seeAll = page.getByRole('link', { name: `See all ${total} results` });
  await seeAll.click();
  await expect(page).toHaveURL(/\/pages\/search\?q=kids$/);
  const results = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  const end = page.getByText('Yay! You have seen it all');
  await expect(results.first()).toBeVisible();
  await expect(end).toHaveCount(0);
  // Scrolling loads the rest; the end is announced only with every match shown.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(end).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(results).toHaveCount(total);
});

test('on a phone the filter drawer and the chips have no serious or critical axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/sub-category/1?sizes=M');
  await expect(page.getByRole('group', { name: 'Filters in force' })).toBeVisible();
  await page.getByRole('button', { name: 'Filter and sort (1)' }).click();
  await expect(page.getByRole('dialog', { name: 'Filter and sort' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('in French and right to left, a price keeps its order: the amount, then its currency sign', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  await openProduct(page, pick(unique, () => true, 3));
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.locator('html').evaluate((element) => element.setAttribute('dir', 'rtl'));
  // Without its own direction, '562,50 $' would show its sign on the left of the digits here.
  const price = page.getByRole('main').locator('[dir="ltr"]', { hasText: /^\d+,\d{2}\s\$/ }).first();
  const edges = await price.evaluate((element) => {
    const node = element.firstChild ?? element;
    const text = node.textContent ?? '';
    const left = (start: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + 1);
      return range.getBoundingClientRect().left;
    };
    return { digit: left(0), sign: left(text.indexOf('$')) };
  });
  expect(edges.digit).toBeLessThan(edges.sign);
});

test('a search naming a price lists every product payable within it, and only those', async ({ page, request }) => {
  const found = (await (await request.get('/api/v1/products?q=leggings%20under%20400&page_size=100')).json()) as { total: number; items: ApiProduct[] };
  const all = (await (await request.get('/api/v1/products?q=leggings&page_size=1')).json()) as { total: number };
  expect(found.total).toBeGreaterThan(5);
  expect(found.total).toBeLessThan(all.total);
  expect(found.items.every((item) => payable(item) <= 400)).toBe(true);
  await page.goto('/pages/search?q=leggings%20under%20400');
  await expect(page.getByRole('heading', { name: 'Results for "leggings under 400"' })).toBeVisible();
  const boxes = await scrollUntilShown(page, found.total);
  await expect(boxes.getByRole('heading')).toHaveText(found.items.map((item) => item.name));
});
