import { addToCartFromPage, catalogue, expectToast, headerCount, openProduct, pick } from './flows-support';
import { expect, type Page, reloadWithoutApp, test } from './support/test';

/**
 * Pages arrive rendered by the server (ADR 0063): readable and navigable before any script runs,
 * and the app takes them over from the same data, without asking the API again or moving anything.
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

test('a first visit hydrates the server\'s page: same products, no new API call, no error, nothing moves', async ({ page }) => {
  const apiCalls: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const response = await page.goto('/');
  const served = (await response?.text()) ?? '';
  // The random 'top products' the server drew are the ones the app draws.
  const top = page.getByRole('region', { name: 'top products' }).getByRole('heading', { level: 3 });
  const drawn = await top.allTextContents();
  expect(drawn.length).toBeGreaterThan(0);
  for (const name of drawn) expect(served).toContain(`>${name.replace(/'/g, '&#x27;')}</a></h3>`);
  await expect(page.locator('#root')).not.toHaveAttribute('data-ssr');
  await expect(page.locator('style[data-ssr-styles]')).toHaveCount(0);
  // styled-components adopted the server's style element (rehydration) and removed it.
  await expect(page.locator('style[data-styled="true"]')).toHaveCount(0);
  await expect(page.locator('style[data-styled="active"]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('data-app-render', 'hydrate');
  // The page's data came with it: the takeover asked the API for nothing, and the markup matched
  // (a mismatch is reported through hydrateRoot's onRecoverableError as a console error).
  expect(apiCalls).toEqual([]);
  expect(errors).toEqual([]);
  const shift = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0));
  expect(shift).toBeLessThan(0.02);
});

test('a collection with the default filters is hydrated as it is: its plain URL already shows them, so nothing navigates', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The footer's form hydrates at idle; held back, it stays to be hydrated throughout. Any
  // navigation before then makes React draw it again and report that the page could not be hydrated.
  const release = await reloadHoldingBack(page, 'NewsletterForm', { path: '/left-sidebar/collection' });
  await expect(page.locator('html')).toHaveAttribute('data-app-render', 'hydrate');
  // The 'new product' slider starts its engine after the page's part is hydrated and its effects
  // ran, once it comes near the screen (it sits under the filters).
  const slider = page.locator('[aria-roledescription="carousel"][aria-label="new product"]');
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveAttribute('data-engine', 'on');
  expect(new URL(page.url()).search).toBe('');
  expect(errors).toEqual([]);
  release();
  // A filter the shopper picks is written to the URL as before.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('LowToHigh');
  await expect(page).toHaveURL(/[?&]sort=LowToHigh(&|$)/);
});

test("a collection's filters, 'new product' slider and grid are hydrated apart from the page around them, and work", async ({ page, request }) => {
  // Each is a Suspense boundary of its own in the server's page: React hydrates it after the page
  // around it, in a commit of its own, instead of one long commit for all (ADR 0076).
  const html = await (await request.get('/left-sidebar/collection')).text();
  expect(html).toMatch(/<!--\$--><aside aria-labelledby="collection-filters-heading"/);
  expect(html).toMatch(/<!--\$--><section data-variant="side"/);
  expect(html).toMatch(/<!--\$--><div><ul data-layout="grid"/);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/left-sidebar/collection');
  await expect(page.locator('html')).toHaveAttribute('data-app-render', 'hydrate');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  const slider = page.locator('[aria-roledescription="carousel"][aria-label="new product"]');
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveAttribute('data-engine', 'on');
  // The grid's buttons and the filters work once hydrated.
  await page.getByRole('list', { name: 'Products' }).getByRole('button', { name: /^Add .+ to wishlist$/ }).first().click();
  await expect(headerCount(page, 'Wishlist', 1)).toBeVisible();
  await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'nike', exact: true }).uncheck();
  await expect(page).toHaveURL(/[?&]brands=caprese%2Cpuma(&|$)/);
  expect(errors).toEqual([]);
});

test('before its first render, a first visit to / loads only the scripts the size budget counts', async ({ page }) => {
  const response = await page.goto('/');
  // The loader's list in index.html is what `scripts/store-size.mjs` (in pnpm test) weighs.
  const listed = /var s=(\[[^\]]*\])/.exec((await response?.text()) ?? '')?.[1];
  expect(listed).toBeDefined();
  const budgeted = (JSON.parse(listed ?? '[]') as string[]).sort();
  expect(budgeted.length).toBeGreaterThan(0);
  await expect(page.locator('html')).toHaveAttribute('data-app-render', 'hydrate');
  const scripts = await page.evaluate(() => {
    const firstRender = performance.getEntriesByName('storefront:first-render')[0]?.startTime ?? Number.NaN;
    const loaded = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    return {
      firstRender,
      before: loaded.filter((entry) => entry.startTime < firstRender).map((entry) => new URL(entry.name).pathname),
      all: loaded.map((entry) => new URL(entry.name).pathname),
    };
  });
  expect(scripts.firstRender).toBeGreaterThan(0);
  expect([...new Set(scripts.before)].sort()).toEqual(budgeted);
  // The footer's form (react-hook-form) and the home's sections came later, at idle, and have their handlers.
  await expect(page.locator('[data-deferred="newsletter"]')).toHaveAttribute('data-deferred-ready', '');
  expect(scripts.all.some((path) => /\/NewsletterForm-[\w-]+\.js$/.test(path))).toBe(true);
  await expect(page.locator('[data-deferred="home-sections"]')).toHaveAttribute('data-deferred-ready', '');
  expect(scripts.all.some((path) => /\/HomeSections-[\w-]+\.js$/.test(path))).toBe(true);
});

test('every lazy chunk of a first visit adds its preload links one per task: the page\'s and those loaded at idle (ADR 0077)', async ({ page }) => {
  // A MutationObserver's callback gets the changes of one task: each call is one task's links.
  await page.addInitScript(() => {
    const batches: string[][] = [];
    Object.assign(window, { preloadBatches: batches });
    new MutationObserver((records) => {
      const links = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement && node.rel === 'modulepreload');
      if (links.length > 0) batches.push(links.map((link) => new URL(link.href).pathname));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/product/1');
  await expect(page.locator('html')).toHaveAttribute('data-app-render', 'hydrate');
  // The parts loaded at idle: the footer's form, and the review form, toasts and dialog they bring.
  await expect(page.locator('[data-deferred="newsletter"]')).toHaveAttribute('data-deferred-ready', '');
  const recorded = () => page.evaluate(() => (window as unknown as { preloadBatches: string[][] }).preloadBatches);
  // The dialog's surface is the last of them: it is asked for once the toasts are there.
  await expect.poll(async () => (await recorded()).flat().some((path) => /\/DialogSurface-[\w-]+\.js$/.test(path))).toBe(true);
  await page.waitForLoadState('networkidle');
  const batches = await recorded();
  const linked = batches.flat();
  expect(linked.some((path) => /\/ProductPage-[\w-]+\.js$/.test(path))).toBe(true);
  expect(linked.some((path) => /\/Toaster-[\w-]+\.js$/.test(path))).toBe(true);
  expect(linked.length).toBeGreaterThan(15);
  expect(batches.filter((batch) => batch.length > 1)).toEqual([]);
});

/**
 * Loads `path` (/ by default) again with the chunk `name` held back until the returned release is
 * called; resolves once the rest of the page is the app's (with `appReady: false`, once the
 * server's page is there).
 */
async function reloadHoldingBack(page: Page, name: string, { path = '/', appReady = true } = {}): Promise<() => void> {
  await page.goto(path);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/assets/${name}-*.js`, async (route) => {
    await held;
    await route.continue();
  });
  // Without the app, only until the page is parsed: a held script may hold back the load event.
  await reloadWithoutApp(page, { waitUntil: appReady ? 'load' : 'domcontentloaded' });
  if (appReady) await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  return release;
}

test('the home\'s sections hydrate at idle: the server\'s product boxes stay, and then their buttons work', async ({ page }) => {
  const release = await reloadHoldingBack(page, 'HomeSections');
  const sections = page.locator('[data-deferred="home-sections"]');
  // The top products are random: the first one's wishlist button.
  const addToWishlist = page.getByRole('region', { name: 'top products' }).getByRole('button', { name: /^Add .+ to wishlist$/ }).first();
  await addToWishlist.evaluate((button) => button.setAttribute('data-from-server', ''));
  // The rest of the page is the app's (the header's cart count is live); the sections wait.
  await page.waitForTimeout(300);
  expect(await sections.getAttribute('data-deferred-ready')).toBeNull();
  release();
  await expect(sections).toHaveAttribute('data-deferred-ready', '');
  // Hydrated, not drawn again: the same button, now with its handler.
  await expect(addToWishlist).toHaveAttribute('data-from-server', '');
  await addToWishlist.click();
  await expect(headerCount(page, 'Wishlist', 1)).toBeVisible();
});

test('a button of the home\'s sections tapped before their code is here is pressed once, when it works', async ({ page }) => {
  const release = await reloadHoldingBack(page, 'HomeSections');
  const addToWishlist = page.getByRole('region', { name: 'top products' }).getByRole('button', { name: /^Add .+ to wishlist$/ }).first();
  await addToWishlist.click();
  // The server's button has no handler yet: nothing happened, and the tap was not lost either.
  await page.waitForTimeout(300);
  await expect(headerCount(page, 'Wishlist', 0)).toBeVisible();
  release();
  await expect(headerCount(page, 'Wishlist', 1)).toBeVisible();
  await expectToast(page, 'Item Added to Wishlist', 'success');
  // Pressed once, not once more by React.
  await page.waitForTimeout(500);
  await expect(headerCount(page, 'Wishlist', 1)).toBeVisible();
});

test('a button tapped before the app has taken the page over is pressed once the page is the app\'s', async ({ page }) => {
  const release = await reloadHoldingBack(page, 'index', { appReady: false });
  await page.getByRole('button', { name: 'Open template settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Template settings' });
  await page.waitForTimeout(300);
  await expect(panel).toHaveCount(0);
  release();
  await expect(panel).toBeVisible();
});

test('a slider\'s arrow tapped before the slider\'s engine is here moves it once the engine arrives', async ({ page }) => {
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

test('the home\'s sections are there at once when the app draws the home itself, on load or from another page', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/about-us');
  expect(requested.some((path) => path.includes('/HomeSections-'))).toBe(false);
  // From another page, through the app's router: the sections load at once, not at idle.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('region', { name: 'top products' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
  // A returning shopper (a saved wishlist): the app draws the page, with the sections in its first render.
  await page.getByRole('region', { name: 'top products' }).getByRole('button', { name: /^Add .+ to wishlist$/ }).first().click();
  await expect(headerCount(page, 'Wishlist', 1)).toBeVisible();
  await page.addInitScript(() => {
    // Any moment the app's page has its main but not the sections: they would have popped in.
    // (Only once the app is at work: while the server's page is parsed, its main comes first.)
    new MutationObserver(() => {
      const drawing = document.documentElement.getAttribute('data-app-render') === 'render';
      if (drawing && document.querySelector('#root main') && !document.querySelector('[data-deferred="home-sections"]')) {
        document.documentElement.setAttribute('data-sections-missing', '');
      }
    }).observe(document, { subtree: true, childList: true });
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app-render', 'render');
  await expect(page.locator('[data-deferred="home-sections"]')).toHaveAttribute('data-deferred-ready', '');
  expect(await page.locator('html').getAttribute('data-sections-missing')).toBeNull();
});

test('a part whose chunk cannot be downloaded shows its error and retry; the rest of the page stays and works', async ({ page }) => {
  await page.route(/\/assets\/(HomeSections|NewsletterForm)-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comfort for every night, since 2012');
  await expect(page.getByRole('region', { name: 'Featured collections' })).toBeVisible();
  // The sections and the footer's form each show the error with its retry, in their place.
  const error = 'We could not load this. Check your connection and try again.';
  await expect(page.getByRole('main').getByText(error)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(error)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(2);
  // The rest of the page is the app's: its links move inside the app, without loading a page.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About Us', exact: true }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('the footer\'s form hydrates at idle: the server\'s form stays, with what the shopper typed into it and sent meanwhile', async ({ page }) => {
  // The form's code is held back until the shopper has typed and sent; the rest of the page is the app's.
  const release = await reloadHoldingBack(page, 'NewsletterForm');
  const email = page.getByRole('contentinfo').getByRole('textbox', { name: 'Enter your email' });
  await email.evaluate((input) => input.setAttribute('data-from-server', ''));
  await email.fill('early@example.com');
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/v1/subscribers') && response.request().method() === 'POST');
  await email.press('Enter');
  // Kept, not sent by the browser itself (which would load the page again with the address in its URL).
  await page.waitForTimeout(300);
  expect(page.url()).not.toContain('early');
  expect(await page.locator('[data-deferred="newsletter"]').getAttribute('data-deferred-ready')).toBeNull();
  release();
  await expect(page.locator('[data-deferred="newsletter"]')).toHaveAttribute('data-deferred-ready', '');
  // Hydrated, not drawn again: the same element; the address typed before is what was sent.
  await expect(email).toHaveAttribute('data-from-server', '');
  expect(JSON.parse((await posted).request().postData() ?? '{}')).toEqual({ email: 'early@example.com' });
  await expect(email).toHaveValue('');
});

test('a page saved in French stays hidden until the app has drawn it in French', async ({ page }) => {
  await page.goto('/about-us');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // With the app's scripts blocked, the server's English page is there but not shown.
  await page.route('**/assets/*.js', (route) => route.abort());
  await reloadWithoutApp(page);
  await expect(page.locator('#root[data-ssr]')).toHaveCSS('visibility', 'hidden');
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Accueil', exact: true })).toBeVisible();
});

test('a shopper with a saved cart gets the page drawn again, with the right counts', async ({ page, request }) => {
  const product = pick((await catalogue(request)).unique, (p) => p.stock >= 1);
  await openProduct(page, product);
  await addToCartFromPage(page, product);
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();
  const response = await page.reload();
  // The server drew the empty cart; the app drew the page again from the saved state.
  expect(await response?.text()).toContain('aria-label="Cart, 0 items"');
  await expect(page.locator('html')).toHaveAttribute('data-app-render', 'render');
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();
});
