import { startOwnServer } from './support/own-server';
import { test as base, expect, type Page, type Route } from './support/test';

/**
 * Hostile content from the database and from the shopper. Every payload would set window.__pwned
 * or open a dialog if it ran; the page must show it as text instead.
 */
const HOSTILE_ID = 990;
const NAME = `Hostile <img src=x onerror="window.__pwned='name'"> Suit`;
const DESCRIPTION_TEXT = 'Hostile description stays readable';
const DESCRIPTION = [
  `<p>${DESCRIPTION_TEXT}</p>`,
  `<script>window.__pwned='script'</script>`,
  `<img src="x" onerror="window.__pwned='img';alert('img')">`,
  `<a href="javascript:window.__pwned='href';alert('href')">Plain link</a>`,
  `<a href=" JaVaScRiPt:alert('mixed')">Mixed case link</a>`,
  `<svg onload="window.__pwned='svg'"><circle r="1"></circle></svg>`,
  `<iframe src="javascript:alert('frame')"></iframe>`,
  `<form action="javascript:alert('form')"><button>Send</button></form>`,
  `<div onmouseover="window.__pwned='hover'" style="background:url(javascript:alert('css'))">Hover over me</div>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned='mxss'"></style></mglyph></table></mtext></math>`,
].join('\n');

const HOSTILE_SIZE = `<b onclick="alert('size')">XL</b>`;
const HOSTILE_COLOUR = `red;}</style><script>alert('colour')</script>`;

/** One product in the API contract's shape; e2e-server.mjs inserts it into the test database. */
const hostileProduct = {
  id: HOSTILE_ID,
  name: NAME,
  category: 'women',
  sub_category_id: 1,
  price: 500,
  salePrice: 450,
  discount: 90,
  tags: ['nike', `"><svg onload=alert('tag')>`],
  colors: ['orange', HOSTILE_COLOUR],
  stock: 5,
  rating: 4,
  sale: true,
  new: true,
  description: DESCRIPTION,
  shortDetails: `<b>Short</b> details<script>window.__pwned='short'</script><img src=x onerror="window.__pwned='short-img'">`,
  size: ['M', HOSTILE_SIZE],
  type: `Night Suit<script>alert('type')</script>`,
  design_no: `NS-990"><img src=x onerror=alert('design')>`,
  quantity: 1,
  media: [{ full_url: '/images/products/1/orange-1.svg' }],
  variants: [
    { sku: 'NS-990-ORANGE-M', size: 'M', color: 'orange', stock: 3, images: ['/images/products/1/orange-1.svg', '/images/products/1/orange-2.svg'] },
    { sku: 'NS-990-HOSTILE', size: HOSTILE_SIZE, color: HOSTILE_COLOUR, stock: 2, images: ['/images/products/1/red-1.svg'] },
  ],
  pictures: ['/images/products/1/orange-1.svg', '/images/products/1/orange-2.svg'],
};

/**
 * Its own store server on a throwaway database holding the hostile product, so the other specs'
 * catalogue (counts, newest first) stays exactly the seed. One per worker; this file runs in one.
 */
const test = base.extend<{ baseURL: string }, { hostileServer: string }>({
  hostileServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startOwnServer({ fixtures: [hostileProduct] });
      try {
        await use(server.url);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ hostileServer }, use) => use(hostileServer),
});

test.describe.configure({ mode: 'default' });
// The CSP would block inline handlers anyway; without it a payload that reached the DOM would run,
// so these tests prove the sanitiser and React's escaping on their own (e2e/hostile-csp.spec.ts tests the CSP).
test.use({ bypassCSP: true });

interface Watch {
  dialogs: string[];
}

/** Records dialogs, dismissing them. */
function watch(page: Page): Watch {
  const seen: Watch = { dialogs: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

/** Nothing ran: no dialog and no marker (the CSP is bypassed, so only the markup itself stops them). */
async function expectNothingRan(page: Page, seen: Watch) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null)).toBeNull();
  expect(seen.dialogs).toEqual([]);
}

/** Attributes that could run code, anywhere in the page's markup. */
async function activeMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith('on')) found.push(`${element.tagName} ${attribute.name}`);
        if (/^\s*javascript:/i.test(attribute.value)) found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
    }
    // The page's own scripts (React Router's, each under the request's nonce) and the breadcrumbs'
    // structured data (JSON, which nothing runs) aside.
    for (const element of document.querySelectorAll('body script:not([nonce]):not([type="application/ld+json"]), main iframe, main object, main embed')) {
      found.push(element.tagName);
    }
    return found;
  });
}

/** The page is no wider than the window: long or odd text wraps instead of pushing the layout. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test('a product whose description, name and details carry scripts is shown as inert text', async ({ page }) => {
  const seen = watch(page);
  await page.goto(`/product/${HOSTILE_ID}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(NAME);
  await expect(page).toHaveTitle(`${NAME} | Night Suits`);
  await expect(main.getByText(DESCRIPTION_TEXT).first()).toBeVisible();

  // What the sanitiser keeps of the links and the hover target is plain, and using it runs nothing.
  await main.getByText('Hover over me').first().hover();
  await main.getByText('Plain link').first().click();
  await main.getByText('Mixed case link').first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${HOSTILE_ID}$`));

  expect(await activeMarkup(page)).toEqual([]);
  await expectNothingRan(page, seen);
});

test('a size and colour carrying markup are chosen, carted and ordered as plain text', async ({ page }) => {
  const seen = watch(page);
  await page.goto(`/product/${HOSTILE_ID}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: HOSTILE_COLOUR, exact: true }).click();
  await main.getByRole('radio', { name: HOSTILE_SIZE, exact: true }).check();
  await main.getByRole('button', { name: 'add to cart' }).click();
  await page.goto('/cart');
  const row = page.getByRole('row', { name: /Hostile/ });
  await expect(row.getByText(`${HOSTILE_SIZE} / ${HOSTILE_COLOUR}`, { exact: true })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByText(`${HOSTILE_SIZE} / ${HOSTILE_COLOUR}`, { exact: true })).toBeVisible();
  expect(await activeMarkup(page)).toEqual([]);
  await expectNothingRan(page, seen);
});

test('listings show the hostile product name as text: subcategory, search page and header search', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/sub-category/1');
  const grid = page.getByRole('list', { name: 'Products' });
  await expect(grid.getByRole('heading', { name: NAME, exact: true })).toBeVisible();

  await page.goto(`/pages/search?q=${encodeURIComponent('Hostile')}`);
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('heading', { name: NAME, exact: true })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('dialog', { name: 'Search products' }).getByRole('searchbox').fill('Hostile');
  await expect(page.getByRole('region', { name: 'Search results' }).getByText(NAME, { exact: true }).first()).toBeVisible();

  expect(await activeMarkup(page)).toEqual([]);
  await expectNothingRan(page, seen);
});

const htmlInput = `<img src=x onerror="window.__pwned='input';alert('input')"><b>bold</b>`;
const unicodeInput = 'مرحبا بالعالم עברית 👩🏽‍💻🧵🇮🇳 Z̸̢͓a̶̗l̵̖g̷̣o̴̫ ﷽ \u202Eevil\u202C';
const longInput = 'Longwordwithoutanyspaces'.repeat(210).slice(0, 5000);

test('search input with HTML, unicode and 5,000 characters is kept and shown as text', async ({ page }) => {
  const seen = watch(page);
  // The search answer waits until the page has been measured while it loads too: the heading that
  // repeats the query shows then, before the answer (no product matches) replaces it.
  let release = () => {};
  let answered = Promise.resolve();
  // The search page's list (`/products?q=`) and the header's overlay (`/search?q=`).
  const held = async (route: Route) => {
    await answered;
    await route.continue();
  };
  await page.route('**/api/v1/search?**', held);
  await page.route((url) => url.pathname === '/api/v1/products' && url.searchParams.has('q'), held);
  for (const value of [htmlInput, unicodeInput, longInput]) {
    answered = new Promise((resolve) => {
      release = resolve;
    });
    // A light page: the header search is on every page.
    await page.goto('/about-us');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const box = page.getByRole('dialog', { name: 'Search products' }).getByRole('searchbox');
    await box.fill(value);
    await expect(box).toHaveValue(value);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/pages\/search\?q=/);
    await page.keyboard.press('Escape');
    // The search page reads at most 200 characters of the query; its title and box show them as text.
    const shown = value.trim().slice(0, 200);
    await expect(page).toHaveTitle(new RegExp(shown.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(shown);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(`Results for "${shown}"`);
    await expectNoSidewaysScroll(page);
    release();
    // The search matches words: the HTML input's words are also in the hostile product's name, so
    // it may be found (and shown as text); the other inputs find nothing.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: "Sorry! Couldn't find the product you were looking For!!!" }).or(main.getByRole('list', { name: 'Products' }))).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  expect(await activeMarkup(page)).toEqual([]);
  await expectNothingRan(page, seen);
});

test('the contact form keeps and sends HTML, unicode and a 5,000-character message as text', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/contact');
  const box = (label: string) => page.getByRole('main').getByRole('textbox', { name: label, exact: true });
  const values = {
    Name: htmlInput.slice(0, 100),
    Email: 'hostile@example.com',
    Subject: unicodeInput,
    'Phone number': '+1 555 0100',
    'Write Your Message': longInput,
  };
  for (const [label, value] of Object.entries(values)) await box(label).fill(value);
  for (const [label, value] of Object.entries(values)) await expect(box(label)).toHaveValue(value);
  await expectNoSidewaysScroll(page);
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/v1/contact') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Your Message' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ name: values.Name, subject: values.Subject, message: longInput });
  await expect(page.getByRole('status').filter({ hasText: 'Your Message Send Successfully!' })).toBeVisible();
  expect(await activeMarkup(page)).toEqual([]);
  await expectNothingRan(page, seen);
});

test('route parameters that are not ids show page not found without asking the API', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/^\/api\/v1\/(products\/|subcategories)/.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  await page.goto('/product/abc');
  await expect(page.getByText('page not found', { exact: true })).toBeVisible();
  // The rest through the client router (as a link would), which is where params are read, each
  // after a real page so that 'page not found' is new every time.
  const go = (path: string) =>
    page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  for (const route of ['/product/1e3', '/product/-1', '/product/0x10', '/left-sidebar/product/abc', '/sub-category/%3Cscript%3E', '/sub-category/1.5']) {
    await go('/cart');
    await expect(page.getByText('page not found', { exact: true })).toBeHidden();
    await go(route);
    await expect(page.getByText('page not found', { exact: true }), route).toBeVisible();
  }
  expect(asked).toEqual([]);
});
