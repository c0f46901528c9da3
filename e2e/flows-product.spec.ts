import { catalogue, chooseSize, expectToast, firstCollectionPage, headerCount, money, openProduct, payable, pick } from './flows-support';
import { expect, type Page, test } from './support/test';

/** The label next to the quantity picker: 'InStock' or 'Out of Stock !'. */
const stockLabel = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /^(InStock|Out of Stock !)$/ });
const quantity = (page: Page) => page.getByRole('main').getByRole('group', { name: 'Quantity', exact: true });

test('stops minus at 1 and resets the label to InStock', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.stock >= 3, 6);
  await openProduct(page, product);
  const plus = quantity(page).getByRole('button', { name: 'Increase quantity' });
  const minus = quantity(page).getByRole('button', { name: 'Decrease quantity' });
  await expect(minus).toBeDisabled();
  await plus.click();
  await plus.click();
  await expect(quantity(page).getByRole('spinbutton')).toHaveValue('3');
  await minus.click();
  await minus.click();
  await expect(quantity(page).getByRole('spinbutton')).toHaveValue('1');
  await expect(minus).toBeDisabled();
  await expect(stockLabel(page)).toHaveText('InStock');
});

test('says Out of Stock ! when plus goes beyond the stock, and InStock again after minus', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.variant.stock >= 3, 7);
  await openProduct(page, product);
  // The stock is the chosen size's.
  await chooseSize(page, product);
  const stock = product.variant.stock;
  const input = quantity(page).getByRole('spinbutton');
  await input.fill(String(stock));
  await expect(input).toHaveValue(String(stock));
  await expect(stockLabel(page)).toHaveText('InStock');
  await quantity(page).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(stockLabel(page)).toHaveText('Out of Stock !');
  await expect(input).toHaveValue(String(stock));
  await quantity(page).getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(input).toHaveValue(String(stock - 1));
  await expect(stockLabel(page)).toHaveText('InStock');
});

test('says Out of Stock ! at once for a product with a stock of 1', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.stock === 1, 1);
  await openProduct(page, product);
  await quantity(page).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(stockLabel(page)).toHaveText('Out of Stock !');
  await expect(quantity(page).getByRole('spinbutton')).toHaveValue('1');
});

test('buy now adds the chosen quantity and opens the checkout with the item', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.variant.stock >= 3, 8);
  await openProduct(page, product);
  await chooseSize(page, product);
  await quantity(page).getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'buy now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('region', { name: 'Your order' });
  const named = `${product.name} (${product.variant.size} / ${product.variant.color}) × 2`;
  await expect(summary.getByRole('row').filter({ hasText: named })).toContainText(money(payable(product) * 2));
  await expect(headerCount(page, 'Cart', 2)).toBeVisible();
});

test('quick view opens the product from its box and adds it to the cart', async ({ page, request }) => {
  const product = pick(await firstCollectionPage(request), (p) => p.stock >= 1, 1);
  await page.goto('/left-sidebar/collection');
  await page.getByRole('button', { name: `Quick view of ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: product.name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(money(payable(product)));
  await expect(dialog.getByRole('group', { name: 'Quantity', exact: true }).getByRole('spinbutton')).toHaveValue('1');
  await expect(dialog.getByRole('link', { name: 'view details' })).toHaveAttribute('href', `/product/${product.id}`);
  await chooseSize(dialog, product);
  await dialog.getByRole('button', { name: 'add to cart', exact: true }).click();
  await expectToast(page, 'Item Added to Cart', 'success');
  // Added: the dialog closes by itself.
  await expect(dialog).toBeHidden();
  // The page behind the modal dialog is hidden from assistive technology until it closes.
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();
});

test('an unknown product id shows the empty-result message with a way home', async ({ page }) => {
  for (const path of ['/product/987654', '/left-sidebar/product/987654']) {
    await page.goto(path);
    await expect(page.getByText("Sorry! Couldn't find the product you were looking For!!!", { exact: true })).toBeVisible();
    await expect(page.getByText('Please check if you have misspelt something or try searching with other words.', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'continue shopping' })).toHaveAttribute('href', '/');
  }
});

test('header search shows matching products while typing and Enter opens the search page', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.name.split(' ').some((word) => word.length >= 5), 2);
  const word = product.name.split(' ').find((w) => w.length >= 5) ?? product.name;
  const found: { name: string }[] = await (await request.get(`/api/v1/search?q=${encodeURIComponent(word)}`)).json();
  expect(found.map((p) => p.name)).toContain(product.name);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await box.fill(word);
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('link', { name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toHaveAttribute(
    'href',
    `/product/${product.id}`,
  );
  for (const name of found.slice(0, 5).map((p) => p.name)) await expect(results.getByText(name, { exact: true }).first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(`/pages/search?q=${encodeURIComponent(word)}`);
  // The overlay hands over to the search page, whose own box shows the query.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(word);
  // The search page lists the same products, the first page of 5 first.
  const listed = page.getByRole('list', { name: 'Products' }).getByRole('heading');
  await expect(listed).toHaveText(found.slice(0, 5).map((p) => p.name));
});

test('header search offers the words completing the one being typed, and a suggestion opens its search page', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const named = pick(unique, (p) => p.name.split(' ').some((word) => word.length >= 6), 3);
  const typed = (named.name.split(' ').find((word) => word.length >= 6) as string).slice(0, 3).toLowerCase();
  const suggested: string[] = await (await request.get(`/api/v1/search/suggestions?q=${encodeURIComponent(typed)}&limit=5`)).json();
  const offered = suggested.filter((text) => text !== typed);
  expect(offered.length).toBeGreaterThan(0);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(typed);
  const links = page.getByRole('dialog').getByRole('navigation', { name: 'Suggestions' }).getByRole('link');
  await expect(links).toHaveText(offered);
  await links.first().click();
  await expect(page).toHaveURL(`/pages/search?q=${encodeURIComponent(offered[0] as string)}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(offered[0] as string);
});

test('the product pictures open full screen, where a swipe goes to the next one and a double tap zooms', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, () => true, 13);
  await page.setViewportSize({ width: 375, height: 740 });
  await openProduct(page, product);
  await page.getByRole('main').getByRole('button', { name: `Zoom into ${product.name}`, exact: true }).click();
  const viewer = page.getByRole('dialog', { name: `${product.name}, picture 1` });
  await expect(viewer).toBeVisible();
  const picture = page.getByRole('dialog').locator('[data-picture]');
  const box = await picture.boundingBox();
  if (!box) throw new Error('the picture has no box');
  // A swipe from right to left shows the next picture.
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByRole('dialog').getByText(/^Picture 2 of \d+$/)).toBeVisible();
  // A double tap zooms in, another zooms out.
  await picture.dblclick();
  await expect(picture.locator('img')).toHaveAttribute('style', /scale\(2\.25\)/);
  await picture.dblclick();
  await expect(picture.locator('img')).toHaveAttribute('style', /scale\(1\)/);
});

test('on a phone or a tablet the name, price, colour, size and add to cart are on the first screen, and a bar offers add to cart once it scrolls away', async ({
  page,
  request,
}) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.variant.stock >= 1, 15);
  // A tablet held upright puts the picture beside them.
  for (const screen of [
    { width: 768, height: 1024 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(screen);
    for (const path of [`/product/${product.id}`, `/left-sidebar/product/${product.id}`, `/column/product/${product.id}`, `/col-left/product/${product.id}`]) {
      await page.goto(path);
      const main = page.getByRole('main');
      const name = main.getByRole('heading', { level: 1, name: product.name });
      const parts = [
        name,
        main.getByText(money(payable(product))).first(),
        main.getByRole('group', { name: 'Colour' }),
        main.getByRole('group', { name: 'Size' }),
        main.getByRole('button', { name: 'add to cart', exact: true }),
      ];
      for (const part of parts) {
        const box = await part.boundingBox();
        expect(box, `${screen.width} px, ${path}: ${part}`).not.toBeNull();
        expect((box?.y ?? 0) + (box?.height ?? 0), `${screen.width} px, ${path}: ${part}`).toBeLessThanOrEqual(screen.height);
      }
      if (screen.width === 768) {
        const picture = await main.getByRole('img', { name: `${product.name}, picture 1` }).first().boundingBox();
        expect((picture?.x ?? Number.POSITIVE_INFINITY) + (picture?.width ?? 0), path).toBeLessThanOrEqual((await name.boundingBox())?.x ?? 0);
      }
    }
  }
  await chooseSize(page, product);
  await page.mouse.wheel(0, 1500);
  const bar = page.locator('[data-sticky-add]');
  await expect(bar).toBeVisible();
  await bar.getByRole('button').click();
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();
});
