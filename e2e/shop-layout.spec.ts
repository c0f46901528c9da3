import { routes } from './support/routes';
import { expect, test } from './support/test';

test('the header menu lists every subcategory from the API and the fixed pages', async ({ page, request }) => {
  const categories: { name: string; sub_category: { id: number; name: string }[] }[] = await (
    await request.get('/api/v1/categories')
  ).json();
  const subcategories = categories.flatMap((category) => category.sub_category);
  expect(subcategories.length).toBeGreaterThan(0);

  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const sub of subcategories) {
    await expect(menu.getByRole('link', { name: sub.name, exact: true })).toHaveAttribute('href', `/sub-category/${sub.id}`);
  }
  for (const [name, href] of [
    ['Home', '/'],
    ['About Us', '/about-us'],
    ['Quality', '/quality'],
    ['Contact', '/contact'],
    ['Inquiry', '/inquiry'],
  ] as const) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

test('the footer shows the address and e-mail from /api/v1/details', async ({ page, request }) => {
  const details: { address: string; email: string } = await (await request.get('/api/v1/details')).json();
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(details.address)).toBeVisible();
  await expect(footer.getByRole('link', { name: details.email })).toHaveAttribute('href', `mailto:${details.email}`);
});

test('an unknown path shows the 404 page with a link back to home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('page not found')).toBeVisible();
  await page.getByRole('link', { name: 'back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API path answers a JSON 404', async ({ request }) => {
  const response = await request.get('/api/v1/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'Not found' });
});

test.describe('on a phone', () => {
  test.describe('the server-rendered pages', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

    test('no route is wider than a 320 px screen, left-to-right or right-to-left', async ({ page }) => {
      // Every route in one test: on a loaded machine its page loads together take longer than one test's usual time.
      test.slow();
      const tooWide: string[] = [];
      for (const route of routes) {
        await page.goto(route);
        for (const dir of ['ltr', 'rtl']) {
          await page.locator('html').evaluate((html, value) => html.setAttribute('dir', value), dir);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > 320) tooWide.push(`${route} (${dir}): ${width} px`);
        }
      }
      expect(tooWide).toEqual([]);
    });
  });

  test.describe('the header', () => {
    test.use({ viewport: { width: 375, height: 700 } });

    test('keeps search and the cart in view, and moves wishlist, compare and language into the menu', async ({ page }) => {
      await page.goto('/cart');
      const banner = page.getByRole('banner');
      for (const name of [/^Cart, \d+ items$/, 'Search']) {
        const box = await banner.getByRole(name === 'Search' ? 'button' : 'link', { name }).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      }
      await expect(banner.getByRole('link', { name: /^Wishlist, \d+ items$/ })).toBeHidden();
      await expect(banner.getByRole('combobox', { name: 'Language' })).toBeHidden();
      await banner.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Main menu' });
      await expect(drawer.getByRole('link', { name: 'Wishlist, 0 items' })).toHaveAttribute('href', '/wishlist');
      await expect(drawer.getByRole('link', { name: 'Compare, 0 items' })).toHaveAttribute('href', '/compare');
      await drawer.getByRole('combobox', { name: 'Language' }).selectOption('fr');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });

    test('has no back-to-top button over the content: it stands at the end of the page', async ({ page }) => {
      await page.goto('/left-sidebar/collection');
      await page.mouse.wheel(0, 1200);
      const button = page.getByRole('button', { name: 'Back to top' });
      await expect(button).toBeAttached();
      // In the flow after the footer, not fixed over the products.
      expect(await button.evaluate((element) => getComputedStyle(element.parentElement as HTMLElement).position)).toBe('static');
      const footer = await page.getByRole('contentinfo').boundingBox();
      const box = await button.boundingBox();
      expect(box?.y ?? 0).toBeGreaterThan((footer?.y ?? 0) + (footer?.height ?? 0) - 1);
    });

    test('has no gear over the content: the template settings open from the menu', async ({ page }) => {
      await page.goto('/cart');
      await expect(page.getByRole('button', { name: 'Open template settings' })).toBeHidden();
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      const opener = page.getByRole('dialog', { name: 'Main menu' }).getByRole('button', { name: 'Template settings' });
      await opener.click();
      const panel = page.getByRole('dialog', { name: 'Template settings' });
      await panel.getByRole('button', { name: 'Dark' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
      // Escape closes the settings only, over the menu, and gives focus back to the button that opened them.
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
});

test('the header is one row at every width from a tablet to a desktop, in English and French', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  const heights = async () => {
    const found: string[] = [];
    for (const width of [750, 900, 1024, 1199, 1200, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const box = await banner.boundingBox();
      // One row of 44 px controls and the bar's padding: a wrapped menu made it 103-144 px.
      if (!box || box.height > 80) found.push(`${width}px: ${box?.height}px`);
    }
    return found;
  };
  expect(await heights()).toEqual([]);
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(banner.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await banner.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await heights()).toEqual([]);
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(banner.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
});

test('the search overlay opens with the caret in its box: what the shopper types at once is searched', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await expect(box).toBeFocused();
  await page.keyboard.type('kurti');
  await expect(box).toHaveValue('kurti');
  await expect(page.getByRole('region', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
});

test.describe('the keyboard between pages', () => {
  test('the first Tab reaches a skip link that moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('a followed link opens the new page at its top, with focus in its main content and its title announced', async ({ page }) => {
    await page.goto('/left-sidebar/collection');
    await page.locator('html[data-hydrated]').waitFor();
    // The fourth product's name in the grid (a heading's link), below the first screen.
    const title = page.locator('main :is(h2, h3, h4) > a[href*="/product/"]').nth(3);
    await title.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 300));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await title.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.locator('main#main')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The product's own title, once its data is here (before, the page is titled 'Night Suits'),
    // and the announcer reads that, not an earlier one.
    await expect(page).toHaveTitle(/. \| Night Suits$/);
    await expect(page.locator('[data-route-announcer]')).toHaveText(await page.title());
    // Back: the collection again, where the shopper was (the browser keeps the position).
    await page.goBack();
    await expect(page).toHaveURL(/\/left-sidebar\/collection/);
  });

  test('a filter changes the query string only: scroll and focus stay', async ({ page }) => {
    await page.goto('/left-sidebar/collection');
    await page.locator('html[data-hydrated]').waitFor();
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 40));
    const before = await page.evaluate(() => window.scrollY);
    await sort.focus();
    await sort.selectOption('AscOrder');
    await expect(page).toHaveURL(/[?&]sort=/);
    await expect(sort).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});
