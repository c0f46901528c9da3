import { addToCartFromPage, catalogue, firstCollectionPage, headerCount, openProduct, pick } from './flows-support';
import { expect, gotoWithoutApp, type Page, reloadWithoutApp, test } from './support/test';

/**
 * Pages arrive rendered by the server (React Router's framework mode): readable, navigable and,
 * where they have forms, usable before any script runs; React then hydrates them from the same
 * data, without asking the API again or moving anything, and draws the shopper's saved state.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows its banners, products and menu, and its links lead to server-rendered pages', async ({ page, request }) => {
    const product = pick((await catalogue(request)).unique, () => true);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Night Suits');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comfort for every night, since 2012');
    await expect(page.getByRole('region', { name: 'Featured collections' }).locator('img').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'top products' })).toBeVisible();
    // The sliders' slides per view come from CSS media queries: at 1280 px, 4 of them, as the app shows.
    const slider = page.locator('[aria-roledescription="carousel"][aria-label="top products"]');
    const widths = await slider.evaluate((region) => ({
      region: region.getBoundingClientRect().width,
      slide: region.querySelector('[aria-roledescription="slide"]')?.getBoundingClientRect().width ?? 0,
    }));
    expect(page.viewportSize()?.width).toBe(1280);
    expect(widths.slide).toBeGreaterThan(widths.region / 4 - 20);
    expect(widths.slide).toBeLessThan(widths.region / 4 + 20);
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Night Suits', exact: true })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Night Suits', exact: true }).click();
    await expect(page).toHaveURL(/\/sub-category\/1$/);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();

    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} | Night Suits`);
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | Night Suits');
  });

  test('the shopping pages show their frame and heading, and a placeholder where the saved state goes', async ({ page }) => {
    for (const [path, heading] of [
      ['/cart', 'Cart'],
      ['/checkout', 'Checkout'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Night Suits home' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main').locator('[aria-busy="true"] [data-skeleton]')).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Sitemap' })).toBeVisible();
    }
  });

  test('the contact form is sent to the server, which answers with the same messages and keeps what was typed', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    const box = (label: string) => main.getByRole('textbox', { name: label, exact: true });
    await box('Name').fill('Grace Hopper');
    await box('Email').fill('grace@');
    await box('Subject').fill('Sizes');
    await box('Phone number').fill('+1 555 0100');
    await box('Write Your Message').fill('Does the <b>satin</b> set come in XXL?');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await main.getByRole('button', { name: 'Send Your Message' }).click();
    expect((await refused).status()).toBe(400);
    await expect(main.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
    await expect(main.getByRole('alert')).toHaveText('Your message could not be sent. Nothing you typed was lost: please try again.');
    await expect(box('Email')).toHaveValue('grace@');
    await expect(box('Write Your Message')).toHaveValue('Does the <b>satin</b> set come in XXL?');

    await box('Email').fill(`grace.${Date.now().toString(36)}@example.com`);
    await main.getByRole('button', { name: 'Send Your Message' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'Your Message Send Successfully!' })).toBeVisible();
    await expect(box('Name')).toHaveValue('');
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the inquiry keeps the product the link named, and is sent to the server', async ({ page }) => {
    await page.goto('/inquiry?product=Satin%20Night%20Suit');
    const main = page.getByRole('main');
    const box = (label: string) => main.getByRole('textbox', { name: label, exact: true });
    await expect(box('Product Name')).toHaveValue('Satin Night Suit');
    for (const [label, value] of Object.entries({
      Name: 'Grace Hopper',
      Email: `grace.inquiry.${Date.now().toString(36)}@example.com`,
      'Phone number': '+1 555 0100',
      'Firm Name': 'Navy Stores',
      City: 'Arlington',
      State: 'Virginia',
      'Write Your Message': 'Fifty sets, please.',
    }))
      await box(label).fill(value);
    await main.getByRole('button', { name: 'Send Your Message' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'Your Message Send Successfully!' })).toBeVisible();
    await expect(page).toHaveURL(/\/inquiry\?product=Satin%20Night%20Suit$/);
  });

  test("the footer's newsletter form is sent to the newsletter page, which says how it went", async ({ page }) => {
    await page.goto('/about-us');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Enter your email' }).fill('not an e-mail');
    await footer.getByRole('button', { name: 'subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
    await expect(main.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Enter your email' })).toHaveValue('not an e-mail');

    await main.getByRole('textbox', { name: 'Enter your email' }).fill(`news.${Date.now().toString(36)}@example.com`);
    await main.getByRole('button', { name: 'subscribe' }).click();
    await expect(main.getByRole('status')).toHaveText('Thank you for subscribing!');
  });

  test("a collection's result line counts the products the server drew", async ({ page, request }) => {
    const api = async (query: string) => (await request.get(`/api/v1/products?${query}&page_size=1`)).json() as Promise<{ total: number }>;
    const matching = (await api('brands=nike,caprese,puma&min_price=250&max_price=950')).total;
    const inAll = (await api('sort=Newest')).total;
    expect(matching).toBeGreaterThan(5);
    await page.goto('/left-sidebar/collection');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByText(`Showing 1-5 of ${matching}, ${inAll} in all`, { exact: true })).toBeVisible();
  });

  test('the search page is a form the browser sends itself: its results come from the server', async ({ page }) => {
    await page.goto('/pages/search');
    await page.getByRole('main').getByRole('searchbox').fill('night');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/pages\/search\?q=night$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('Results for "night"');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  });
});

// The sections below the banner are laid out only near the screen (content-visibility). One whose
// height was estimated far off moved the footer 394 px as it was first drawn, under a click aimed
// at a footer link, which then landed between two links.
for (const width of [1280, 375]) {
  test(`at ${width} px, scrolling down to the footer moves nothing: each section's first drawing keeps the page's height`, async ({ page }) => {
    await page.setViewportSize({ width, height: 720 });
    await page.goto('/');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Night Suits', exact: true });
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const atLoad = await height();
    await footerLink.scrollIntoViewIfNeeded();
    const placed = await footerLink.boundingBox();
    // Sections that come near the screen are drawn in the next frames.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await height()).toBe(atLoad);
    expect(await footerLink.boundingBox()).toEqual(placed);
  });
}

/** Collects the page's console errors and uncaught errors (a hydration mismatch is reported as one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Sums the layout shifts the page has had since it started loading (recorded by an init script). */
async function recordShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0));
}

test('a first visit hydrates the server\'s page: same products, no new API call, no error, nothing moves', async ({ page }) => {
  const apiCalls: string[] = [];
  const errors = watchErrors(page);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  const shift = await recordShifts(page);
  const response = await page.goto('/');
  const served = (await response?.text()) ?? '';
  // The random 'top products' the server drew are the ones the browser draws.
  const top = page.getByRole('region', { name: 'top products' }).getByRole('heading', { level: 3 });
  const drawn = await top.allTextContents();
  expect(drawn.length).toBeGreaterThan(0);
  for (const name of drawn) expect(served).toContain(`>${name.replace(/'/g, '&#x27;')}</a></h3>`);
  // styled-components adopted the server's style element (rehydration) instead of computing it again.
  await expect(page.locator('style[data-styled="true"]')).toHaveCount(0);
  await expect(page.locator('style[data-styled="active"]')).toHaveCount(1);
  // The page's data came with it: hydrating asked the API for nothing, and the markup matched
  // (a mismatch is reported as an error).
  expect(apiCalls).toEqual([]);
  expect(errors).toEqual([]);
  expect(await shift()).toBeLessThan(0.02);
});

test('a collection with the default filters is hydrated as it is, and its filters and buttons work', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/left-sidebar/collection');
  // The 'new product' slider starts its engine once hydrated and near the screen (it sits under the filters).
  const slider = page.locator('[aria-roledescription="carousel"][aria-label="new product"]');
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveAttribute('data-engine', 'on');
  // Its plain URL already shows the default filters: nothing navigated.
  expect(new URL(page.url()).search).toBe('');
  await page.getByRole('list', { name: 'Products' }).getByRole('button', { name: /^Add .+ to wishlist$/ }).first().click();
  await expect(headerCount(page, 'Wishlist', 1)).toBeVisible();
  await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'nike', exact: true }).uncheck();
  await expect(page).toHaveURL(/[?&]brands=caprese%2Cpuma(&|$)/);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('LowToHigh');
  await expect(page).toHaveURL(/[?&]sort=LowToHigh(&|$)/);
  expect(errors).toEqual([]);
});

test('a first visit to / is hydrated with its module preloads alone: every other script can come later', async ({ page, request }) => {
  // The page's module preloads: what `scripts/store-size.mjs` (in pnpm test) reports React needs.
  const html = await (await request.get('/')).text();
  const preloads = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href));
  expect(preloads.size).toBeGreaterThan(0);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const heldBack: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (!preloads.has(pathname)) {
      heldBack.push(pathname);
      await held;
    }
    await route.continue();
  });
  await gotoWithoutApp(page, '/', { waitUntil: 'commit' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The banner's carousel engine and the footer's form were asked for, and are still on their way.
  expect(heldBack.some((path) => /\/CarouselEngine-[\w-]+\.js$/.test(path))).toBe(true);
  release();
  await expect(page.locator('[aria-roledescription="carousel"][aria-label="top products"]')).toBeVisible();
});

/**
 * Loads `path` (/ by default) again with the chunk `name` held back until the returned release is
 * called; resolves once the rest of the page is hydrated.
 */
async function reloadHoldingBack(page: Page, name: string, { path = '/' } = {}): Promise<() => void> {
  await page.goto(path);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/assets/${name}-*.js`, async (route) => {
    await held;
    await route.continue();
  });
  // Without waiting for the app: the held chunk is one it waits for.
  await reloadWithoutApp(page, { waitUntil: 'domcontentloaded' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return release;
}

test("the page is the browser's before the footer's form's code is here; the form then works, with what was typed into it", async ({ page }) => {
  const release = await reloadHoldingBack(page, 'NewsletterForm', { path: '/about-us' });
  // The rest of the page works: the template settings open.
  await page.getByRole('button', { name: 'Open template settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Template settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  const email = page.getByRole('contentinfo').getByRole('textbox', { name: 'Enter your email' });
  await email.evaluate((input) => input.setAttribute('data-from-server', ''));
  await email.fill('early@example.com');
  const loaded = page.waitForResponse(/\/assets\/NewsletterForm-[\w-]+\.js$/);
  release();
  await loaded;
  // React hydrates the form when its chunk has arrived; before that, Enter would send the form to
  // the server's page instead (the next test).
  await page.locator('html[data-newsletter-hydrated]').waitFor({ state: 'attached' });
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/v1/subscribers') && response.request().method() === 'POST');
  await email.press('Enter');
  expect(JSON.parse((await posted).request().postData() ?? '{}')).toEqual({ email: 'early@example.com' });
  // Hydrated, not drawn again: the same element, the address typed before it was the form's.
  await expect(email).toHaveAttribute('data-from-server', '');
  await expect(email).toHaveValue('');
  await expect(page).toHaveURL(/\/about-us$/);
});

test('a form sent before its code is here goes to the server, which answers it: nothing the shopper sent is lost', async ({ page }) => {
  const release = await reloadHoldingBack(page, 'NewsletterForm', { path: '/about-us' });
  const email = page.getByRole('contentinfo').getByRole('textbox', { name: 'Enter your email' });
  await email.fill(`early.${Date.now().toString(36)}@example.com`);
  await email.press('Enter');
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Thank you for subscribing!');
  release();
});

test("a slider's arrow tapped before the slider's engine is here moves it once the engine arrives", async ({ page }) => {
  // No autoplay (it would move the slider by itself).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const release = await reloadHoldingBack(page, 'CarouselEngine');
  const latest = page.locator('[aria-roledescription="carousel"][aria-label="latest products"]');
  const previous = latest.getByRole('button', { name: 'Previous slide' });
  await latest.getByRole('button', { name: 'Next slide' }).click();
  await page.waitForTimeout(300);
  await expect(latest).toHaveAttribute('data-engine', 'off');
  await expect(previous).toBeDisabled();
  release();
  await expect(latest).toHaveAttribute('data-engine', 'on');
  await expect(previous).toBeEnabled();
  await expect(latest.getByRole('group', { name: /^Slide 1 of / })).not.toBeInViewport();
});

test("a chunk that cannot be downloaded costs only the footer's form, which shows its error and retry; the rest of the page works", async ({ page }) => {
  await page.route(/\/assets\/NewsletterForm-[\w-]+\.js$/, (route) => route.abort());
  await gotoWithoutApp(page, '/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comfort for every night, since 2012');
  await expect(page.getByRole('contentinfo').getByText('We could not load this. Check your connection and try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(1);
  // The rest of the page is the browser's: its links move inside the app, without loading a page.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About Us', exact: true }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('a shopper who chose French gets the next pages in French from the server, before any script runs', async ({ page }) => {
  await page.goto('/about-us');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // With the app's scripts blocked, the server's page is French already.
  await page.route('**/assets/*.js', (route) => route.abort());
  const response = await reloadWithoutApp(page);
  expect(await response?.text()).toMatch(/^<!DOCTYPE html><html lang="fr" dir="ltr"/);
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Accueil', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('À propos | Night Suits');
});

test('settings named only by the cookie (the browser storage cleared) stay, and the page hydrates without error', async ({ page }) => {
  await page.goto('/about-us');
  await page.evaluate(() => localStorage.clear());
  const cookie = encodeURIComponent('theme=color7&colorMode=dark&dir=rtl&locale=fr');
  await page.context().addCookies([{ name: 'storefront-settings', value: cookie, url: new URL(page.url()).origin }]);
  const errors = watchErrors(page);
  await page.goto('/cart');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Panier, 0 article' })).toBeVisible();
  // Saved for the next visit, and the cookie unchanged.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('storefront:settings'))).toContain('"locale":"fr"');
  const kept = (await page.context().cookies()).find((entry) => entry.name === 'storefront-settings');
  expect(decodeURIComponent(kept?.value ?? '')).toBe('theme=color7&colorMode=dark&dir=rtl&locale=fr');
  expect(errors).toEqual([]);
});

test("a returning shopper's page hydrates without error, then shows their cart, lists, language and direction", async ({ page, request }) => {
  const first = pick((await catalogue(request)).unique, (p) => p.stock >= 1);
  const [second] = await firstCollectionPage(request);
  if (!second) throw new Error('the collection opens with a product');
  await openProduct(page, first);
  await addToCartFromPage(page, first);
  await page.goto('/left-sidebar/collection');
  await page.getByRole('button', { name: `Add ${second.name} to wishlist` }).click();
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();
  await expect(headerCount(page, 'Wishlist', 1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await page.getByRole('button', { name: 'Ouvrir les paramètres du modèle' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'RTL' }).click();
  await page.keyboard.press('Escape');

  const errors = watchErrors(page);
  const shift = await recordShifts(page);
  const response = await page.goto('/cart');
  // The server drew the frame in the shopper's language and direction, and no lines: only the browser has them.
  const served = (await response?.text()) ?? '';
  expect(served).toMatch(/^<!DOCTYPE html><html lang="fr" dir="rtl"/);
  expect(served).not.toContain(first.name.replace(/'/g, '&#x27;'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Panier, 1 article' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: first.name }).first()).toBeVisible();
  expect(errors).toEqual([]);
  expect(await shift()).toBeLessThan(0.02);
});

test('a state saved in the one-key format of earlier versions is there after the move, hydrated without error', async ({ page, request }) => {
  // Two of it are in stock: the cart reads the stock again and would cut a quantity above it.
  const product = (await firstCollectionPage(request)).find((p) => p.variant.stock >= 2);
  if (!product) throw new Error('the collection opens with a product of which two are in stock');
  await page.goto('/about-us');
  // What the earlier version left: its one key, and the settings cookie it kept in step with it.
  await page.evaluate((line) => {
    localStorage.clear();
    localStorage.setItem('storefront:v1', JSON.stringify({ version: 1, theme: 'color7', colorMode: 'dark', dir: 'rtl', locale: 'fr', currency: '$', cart: [line], wishlist: [], compare: [] }));
  }, { ...product, sku: product.variant.sku, qty: 2, sum: 0 });
  await page.context().addCookies([{ name: 'storefront-settings', value: encodeURIComponent('theme=color7&colorMode=dark&dir=rtl&locale=fr'), url: new URL(page.url()).origin }]);
  // Before any of the app's code: the boot script finds no settings under their new key and keeps
  // the ones the server drew the page in.
  await page.route('**/assets/*.js', (route) => route.abort());
  await gotoWithoutApp(page, '/cart');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'color7');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await page.unroute('**/assets/*.js');

  const errors = watchErrors(page);
  await page.goto('/cart');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'color7');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Panier, 2 articles' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: product.name }).first()).toBeVisible();
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(keys).toEqual(['storefront:cart', 'storefront:compare', 'storefront:currency', 'storefront:settings', 'storefront:wishlist']);
  expect(errors).toEqual([]);
});
