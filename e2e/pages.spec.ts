import { expect, reloadWithoutApp, test } from './support/test';

test('the empty cart, wishlist and compare pages say so in the spec\'s words', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'WhishList is Empty' })).toBeVisible();
  await page.goto('/compare');
  await expect(page.getByRole('heading', { name: 'Compare List is Empty' })).toBeVisible();
});

test('the FAQ page lists the six questions from the API', async ({ page, request }) => {
  const faq: { question: string }[] = await (await request.get('/api/v1/faq')).json();
  expect(faq).toHaveLength(6);
  await page.goto('/pages/faq');
  for (const item of faq) await expect(page.getByRole('button', { name: item.question })).toBeVisible();
});

test('theme-style paths lead to the real pages', async ({ page }) => {
  await page.goto('/pages/about-us');
  await expect(page).toHaveURL(/\/about-us$/);
  await page.goto('/pages/contact');
  await expect(page).toHaveURL(/\/contact$/);
});

test('each page sets its own document title and meta description', async ({ page }) => {
  const description = page.locator('meta[name="description"]');
  await page.goto('/');
  await expect(description).toHaveAttribute('content', /for women and kids, since 2012/);
  await page.goto('/wishlist');
  await expect(page).toHaveTitle('Wishlist | Night Suits');
  await expect(description).toHaveAttribute('content', /^Wishlist at Night Suits: /);
  await page.goto('/pages/faq');
  await expect(page).toHaveTitle(/Frequently Asked Questions \| Night Suits/i);
  await expect(description).toHaveAttribute('content', /^Frequently Asked Questions at Night Suits: /i);
});

test('dark mode, right-to-left and a colour theme chosen in the settings survive a reload, applied before the app runs', async ({ page }) => {
  await page.goto('/about-us');
  await page.getByRole('button', { name: 'Open template settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Template settings' });
  await panel.getByRole('button', { name: 'Dark' }).click();
  await panel.getByRole('button', { name: 'RTL' }).click();
  await panel.getByRole('button', { name: 'Colour 7' }).click();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-color-mode', 'dark');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('data-theme', 'color7');

  // With scripts from the bundle blocked, only the inline boot script can set the attributes.
  await page.route('**/assets/*.js', (route) => route.abort());
  await reloadWithoutApp(page);
  await expect(html).toHaveAttribute('data-color-mode', 'dark');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('data-theme', 'color7');
});

test('French switches the menu labels, the categories the API names, the FAQ and the colours', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: /language|langue/i }).selectOption('fr');
  const menu = page.getByRole('navigation').first();
  await expect(menu.getByRole('link', { name: 'Accueil', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Category and subcategory names come from the API's data, with their French names (ADR 0080).
  await expect(menu).toContainText('Femmes');
  await expect(menu).toContainText('Enfants');
  await expect(menu).not.toContainText('Women');
  const sitemap = page.getByRole('contentinfo');
  await expect(sitemap.getByRole('link', { name: 'Vêtements de nuit', exact: true })).toBeAttached();
  await sitemap.getByRole('link', { name: 'Pyjamas enfant', exact: true }).click();
  await expect(page).toHaveURL(/\/sub-category\/7$/);
  await expect(page).toHaveTitle(/^Pyjamas enfant \| /);

  await page.goto('/pages/faq');
  await expect(page.getByRole('button', { name: 'Comment choisir ma taille ?' })).toBeVisible();
  await page.goto('/left-sidebar/collection');
  await expect(page.getByRole('group', { name: 'couleurs' }).getByRole('button', { name: 'noir' })).toBeVisible();
});

test('a slider further down starts when it comes near the screen, and its arrows move it', async ({ page }) => {
  // No autoplay (it would move the slider by itself).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const banners = page.locator('[aria-roledescription="carousel"][aria-label="Featured collections"]');
  const latest = page.locator('[aria-roledescription="carousel"][aria-label="latest products"]');
  // The banners' slider is on the screen: it runs. The latest products' is further down than 200 px
  // below the screen: not yet.
  await expect(banners).toHaveAttribute('data-engine', 'on');
  await expect(latest).toHaveAttribute('data-engine', 'off');
  const previous = latest.getByRole('button', { name: 'Previous slide' });
  await expect(previous).toBeDisabled();
  // Tapping 'Next' scrolls the slider into view (Playwright does, as a shopper would) and moves it.
  await latest.getByRole('button', { name: 'Next slide' }).click();
  await expect(latest).toHaveAttribute('data-engine', 'on');
  await expect(previous).toBeEnabled();
  const first = latest.getByRole('group', { name: /^Slide 1 of / });
  await expect(first).not.toBeInViewport();
});

test('the moving banner slider stops when paused and moves again on play', async ({ page }) => {
  await page.goto('/');
  const banners = page.locator('[aria-roledescription="carousel"][aria-label="Featured collections"]');
  await expect(banners).toHaveAttribute('data-engine', 'on');
  const current = () => banners.getByRole('button', { name: /^Slide \d+ of \d+$/ }).and(banners.locator('[aria-current="true"]')).getAttribute('aria-label');
  await banners.getByRole('button', { name: 'Pause the slides' }).click();
  await page.mouse.move(0, 0); // away from the slider, whose hover also holds it
  const paused = await current();
  await page.waitForTimeout(6000); // longer than its 5 s step: a timed wait is the point of this test
  expect(await current()).toBe(paused);
  await banners.getByRole('button', { name: 'Play the slides' }).click();
  await page.mouse.move(0, 0);
  await expect.poll(current, { timeout: 12_000 }).not.toBe(paused);
});

test('with reduced motion the sliders never move by themselves', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const top = page.locator('[aria-roledescription="carousel"][aria-label="top products"]');
  await top.scrollIntoViewIfNeeded();
  await expect(top).toHaveAttribute('data-engine', 'on');
  // The track's position, every 100 ms for 3.5 s (its autoplay steps every 3 s otherwise).
  const positions = await top.locator('[aria-live]').evaluate(
    (track: HTMLElement) =>
      new Promise<string[]>((resolve) => {
        const seen: string[] = [];
        const timer = setInterval(() => {
          seen.push(track.style.transform);
          if (seen.length === 35) {
            clearInterval(timer);
            resolve(seen);
          }
        }, 100);
      }),
  );
  expect(new Set(positions).size).toBe(1);
});
