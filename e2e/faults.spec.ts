import { addToCartFromPage, billingDetails, catalogue, firstCollectionPage, payWithTestCard, pick } from './flows-support';
import { type FaultProxy, startFaultProxy } from './support/fault-proxy';
import { test as base, expect as baseExpect, type Locator, type Page } from './support/test';

/**
 * Issue #9, faults: the store reached through a real HTTP proxy whose `/api/` answers can be
 * dropped, delayed by 2 s or garbled (e2e/support/fault-proxy.ts). The first page comes from the
 * server with its data; the pages a link then leads to load theirs in the browser. Every page
 * keeps its header and footer, says clearly that loading failed and offers a retry; forms keep
 * what was typed; when the API answers again, the retry loads the data in the same page, without
 * a reload.
 */
// A wait bound, not a timing check: page loads on the shared 2-core machine can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

const test = base.extend<{ api: FaultProxy; pageErrors: Error[] }>({
  api: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('playwright.config.ts sets the baseURL of the e2e server');
    const api = await startFaultProxy(baseURL);
    await use(api);
    await api.close();
  },
  // Uncaught errors in the page: a fault must never crash the app, whatever it shows.
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((error) => error.message)).toEqual([]);
    },
    { auto: true },
  ],
});

const LOAD_ERROR = 'We could not load this. Check your connection and try again.';
const PRODUCTS_ERROR = 'The products could not be loaded.';
const FORM_FAILED = 'Your message could not be sent. Nothing you typed was lost: please try again.';
const FORM_SENT = 'Your Message Send Successfully!';
const ORDER_FAILED = 'The order could not be placed. Your details are still here: please try again.';

/** The header (with its logo link) and the footer (with its sitemap) are on the page. */
async function expectChrome(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Night Suits home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Sitemap' })).toBeVisible();
}

/** The footer's store address, shown once the store details (`GET /details`) have loaded. */
const storeAddress = (page: Page) => page.getByRole('contentinfo').getByText('Address', { exact: true });

/** Goes to `path` inside the app, as a link does (the first page was the server's). */
async function followLink(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await baseExpect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** The page on screen says it is loading: a link's page on its way, or a part of it. */
const busy = (page: Page) => page.locator('main[aria-busy="true"], main [aria-busy="true"]').first();

/** A value on `window` that only survives if the page is never reloaded. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { faultMarker: 'same page' }));
const expectSameWindow = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { faultMarker?: string }).faultMarker)).toBe('same page');

interface FaultPage {
  name: string;
  path: string;
  error: (page: Page) => Locator;
  retry: (page: Page) => Locator;
  loaded: (page: Page) => Locator;
}

async function faultPages(request: Parameters<typeof catalogue>[0]): Promise<FaultPage[]> {
  const shown = pick(await firstCollectionPage(request), () => true);
  const product = pick((await catalogue(request)).unique, (p) => p.stock >= 1, 4);
  const main = (page: Page) => page.getByRole('main');
  return [
    {
      name: 'home',
      path: '/',
      error: (page) => main(page).getByText(LOAD_ERROR, { exact: true }),
      retry: (page) => main(page).getByRole('button', { name: 'Try again', exact: true }),
      loaded: (page) => main(page).getByRole('heading', { name: 'top products' }),
    },
    {
      name: 'collection',
      path: '/left-sidebar/collection',
      error: (page) => main(page).getByRole('alert').filter({ hasText: PRODUCTS_ERROR }),
      retry: (page) => main(page).getByRole('button', { name: 'try again', exact: true }),
      loaded: (page) => main(page).getByRole('button', { name: `Add ${shown.name} to wishlist` }),
    },
    {
      name: 'product',
      path: `/product/${product.id}`,
      error: (page) => main(page).getByText(LOAD_ERROR, { exact: true }),
      retry: (page) => main(page).getByRole('button', { name: 'Try again', exact: true }),
      loaded: (page) => main(page).getByRole('heading', { level: 1, name: product.name }),
    },
  ];
}

test('home, collection and product page keep their chrome and offer a retry while the API is down, then load on retry without a reload', async ({
  page,
  api,
  request,
}) => {
  for (const target of await faultPages(request)) {
    await test.step(target.name, async () => {
      api.mode = 'ok';
      await page.goto(`${api.url}/about-us`);
      await markWindow(page);
      api.mode = 'down';
      await followLink(page, target.path);
      await expectChrome(page);
      await expect(target.error(page)).toBeVisible();
      await expect(target.loaded(page)).toHaveCount(0);
      // The footer's store details came with the first page.
      await expect(storeAddress(page)).toBeVisible();
      expect(api.apiRequests.down).toBeGreaterThan(0);

      // The product page's API comes back slow: while the retry waits, the page shows it is
      // loading (not the error, not the empty result).
      api.mode = target.name === 'product' ? 'slow' : 'ok';
      await target.retry(page).click();
      if (api.mode === 'slow') await expect(busy(page)).toBeVisible();
      await expect(target.loaded(page)).toBeVisible();
      await expect(target.error(page)).toHaveCount(0);
      await expectSameWindow(page);
    });
  }
});

test('shows the loading state while the API takes 2 s to answer, then the product', async ({ page, api, request }) => {
  const [, , product] = await faultPages(request);
  if (!product) throw new Error('faultPages lists the product page third');
  await page.goto(`${api.url}/about-us`);
  api.mode = 'slow';
  await followLink(page, product.path);
  await expectChrome(page);
  await expect(busy(page)).toBeVisible();
  await expect(product.loaded(page)).toBeVisible();
  await expect(page.locator('main[aria-busy="true"], main [aria-busy="true"]')).toHaveCount(0);
  expect(api.apiRequests.slow).toBeGreaterThan(0);
});

test('an answer that is not JSON, or not the expected shape, shows the error instead of crashing, and the retry recovers', async ({
  page,
  api,
  request,
}) => {
  const [, collection, product] = await faultPages(request);
  if (!collection || !product) throw new Error('faultPages lists the collection and product pages');
  for (const [mode, target] of [
    ['malformed', collection],
    ['foreign', product],
  ] as const) {
    await test.step(`${mode}: ${target.name}`, async () => {
      api.mode = 'ok';
      await page.goto(`${api.url}/about-us`);
      await markWindow(page);
      api.mode = mode;
      await followLink(page, target.path);
      await expectChrome(page);
      await expect(target.error(page)).toBeVisible();
      api.mode = 'ok';
      await target.retry(page).click();
      await expect(target.loaded(page)).toBeVisible();
      await expectSameWindow(page);
    });
  }
});

const box = (page: Page, label: string) => page.getByRole('main').getByRole('textbox', { name: label, exact: true });

async function expectValues(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await expect(box(page, label)).toHaveValue(value);
}

test('the contact form keeps what was typed while the API is down and sends it once the API is back', async ({ page, api }) => {
  const values = {
    Name: 'Grace Hopper',
    Email: `grace.faults.${Date.now().toString(36)}@example.com`,
    Subject: 'Sizes of the satin set',
    'Phone number': '+1 555 0100',
    'Write Your Message': 'Does the satin set come in XXL?',
  };
  await page.goto(`${api.url}/contact`);
  await expectChrome(page);
  await markWindow(page);
  for (const [label, value] of Object.entries(values)) await box(page, label).fill(value);

  api.mode = 'down';
  await page.getByRole('button', { name: 'Send Your Message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: FORM_FAILED })).toBeVisible();
  await expectValues(page, values);
  expect(api.apiRequests.down).toBeGreaterThan(0);

  api.mode = 'ok';
  await page.getByRole('button', { name: 'Send Your Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: FORM_SENT })).toBeVisible();
  await expectValues(page, Object.fromEntries(Object.keys(values).map((label) => [label, ''])));
  await expectSameWindow(page);
});

test('the checkout keeps the billing details when the order cannot reach the API and places it once the API is back', async ({
  page,
  api,
  request,
}) => {
  const billing = { ...billingDetails, 'Email Address': 'ada.faults@example.com' };
  // The last well-stocked product: the checkout tests' stock checks use the first ones.
  const stocked = (await catalogue(request)).unique.filter((p) => p.variant.stock >= 20);
  const product = stocked[stocked.length - 1];
  if (!product) throw new Error('the seed catalogue has no product with stock 20');

  await page.goto(`${api.url}/product/${product.id}`);
  await addToCartFromPage(page, product);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto(`${api.url}/checkout`);
  await markWindow(page);
  for (const [label, value] of Object.entries(billing)) await box(page, label).fill(value);
  await page.getByRole('main').getByRole('combobox', { name: 'Country', exact: true }).selectOption('India');

  const pay = async () => {
    await page.getByRole('button', { name: 'place order' }).click();
    await payWithTestCard(page);
  };

  // The payment is created by the server: while it cannot be reached, the card form does not open.
  api.mode = 'down';
  await page.getByRole('button', { name: 'place order' }).click();
  await expect(page.getByText(ORDER_FAILED, { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Pay by card' })).toHaveCount(0);
  await expectChrome(page);
  await expectValues(page, billing);
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Country', exact: true })).toHaveValue(/india/i);
  expect(api.apiRequests.down).toBeGreaterThan(0);

  api.mode = 'ok';
  await pay();
  await expect(page).toHaveURL(/\/order-success$/);
  await expect(page.getByRole('region', { name: 'order details' })).toContainText(product.name);
  await expectSameWindow(page);
});
