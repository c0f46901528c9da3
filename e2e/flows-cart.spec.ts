import {
  type ApiProduct,
  addToCartFromBox,
  addToCartFromPage,
  apiPayment,
  catalogue,
  chooseSize,
  expectToast,
  firstCollectionPage,
  headerCount,
  money,
  openProduct,
  payable,
  pick,
  stockOf,
} from './flows-support';
import { expect, type Page, test } from './support/test';

/** The cart table's row of a product (its name is the row header). */
const cartRow = (page: Page, product: ApiProduct) =>
  page.getByRole('table', { name: 'Items in your cart' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: product.name }) });

const stepper = (page: Page, product: ApiProduct) => page.getByRole('group', { name: `Quantity of ${product.name}` });

test('adds a product from its box in the collection with the toast and the header count', async ({ page, request }) => {
  const product = pick(await firstCollectionPage(request), (p) => p.stock >= 1);
  await page.goto('/left-sidebar/collection');
  // Sold in several sizes, so the box's cart button opens the quick view to choose one.
  await addToCartFromBox(page, product);
  const toast = await expectToast(page, 'Item Added to Cart', 'success');
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();
  // The toast settles below the header, not over the count it reports.
  const headerBox = await page.getByRole('banner').boundingBox();
  await expect.poll(async () => (await toast.boundingBox())?.y).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? Number.POSITIVE_INFINITY));
  await page.goto('/cart');
  await expect(cartRow(page, product)).toBeVisible();
  await expect(stepper(page, product).getByRole('spinbutton')).toHaveValue('1');
});

test('adds the chosen quantity from the product page and sums price x discount / 100 x qty', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const first = pick(unique, (p) => p.variant.stock >= 3 && p.discount < 100, 0);
  const second = pick(unique, (p) => p.variant.stock >= 3 && p.id !== first.id, 3);

  await openProduct(page, first);
  await chooseSize(page, first);
  const quantity = page.getByRole('group', { name: 'Quantity' });
  await quantity.getByRole('button', { name: 'Increase quantity' }).click();
  await quantity.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity.getByRole('spinbutton')).toHaveValue('3');
  await page.getByRole('button', { name: 'add to cart', exact: true }).click();
  await expectToast(page, 'Item Added to Cart', 'success');
  await expect(headerCount(page, 'Cart', 3)).toBeVisible();

  await openProduct(page, second);
  await addToCartFromPage(page, second);
  await expect(headerCount(page, 'Cart', 4)).toBeVisible();

  await page.goto('/cart');
  await expect(cartRow(page, first).getByRole('cell', { name: money(payable(first)), exact: true }).first()).toBeVisible();
  await expect(cartRow(page, first).getByRole('cell', { name: money(payable(first) * 3), exact: true }).last()).toBeVisible();
  await expect(cartRow(page, second).getByRole('cell', { name: money(payable(second)), exact: true }).last()).toBeVisible();
  const total = Math.round(payable(first) * 300 + payable(second) * 100) / 100;
  const footer = page.getByRole('row').filter({ hasText: 'total price :' });
  await expect(footer).toContainText(money(total));
});

test('takes a quantity typed into the cart as it is, up to the stock, with the line and total following', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.variant.stock >= 4 && p.variant.stock < 40, 2);
  await openProduct(page, product);
  await addToCartFromPage(page, product);
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();
  await page.goto('/cart');
  const box = stepper(page, product).getByRole('spinbutton');
  await box.fill('4');
  await expect(box).toHaveValue('4');
  await expect(headerCount(page, 'Cart', 4)).toBeVisible();
  await expect(cartRow(page, product).getByRole('cell', { name: money(payable(product) * 4), exact: true }).last()).toBeVisible();
  await box.fill('99');
  await expect(box).toHaveValue(String(product.variant.stock));
  await expect(page.getByRole('row').filter({ hasText: 'total price :' })).toContainText(money(Math.round(payable(product) * 100 * product.variant.stock) / 100));
});

test('increments a cart line with the toast and adds the same variant again to its line', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.variant.stock >= 3, 1);
  await openProduct(page, product);
  await addToCartFromPage(page, product);
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();
  // Adding a variant already in the cart raises its quantity instead of adding a line.
  await page.getByRole('button', { name: 'add to cart', exact: true }).click();
  await expect(headerCount(page, 'Cart', 2)).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('table', { name: 'Items in your cart' }).getByRole('rowheader')).toHaveCount(1);
  await stepper(page, product).getByRole('button', { name: 'Increase quantity' }).click();
  await expectToast(page, 'Item Added to Cart', 'success');
  await expect(stepper(page, product).getByRole('spinbutton')).toHaveValue('3');
  await expect(cartRow(page, product)).toContainText(money(payable(product) * 3));
  await expect(headerCount(page, 'Cart', 3)).toBeVisible();
});

test('decrements a cart line with the warning toast and stops at 1', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.variant.stock >= 3, 2);
  await openProduct(page, product);
  await chooseSize(page, product);
  await page.getByRole('group', { name: 'Quantity' }).getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'add to cart', exact: true }).click();
  await expect(headerCount(page, 'Cart', 2)).toBeVisible();

  await page.goto('/cart');
  const minus = stepper(page, product).getByRole('button', { name: 'Decrease quantity' });
  await minus.click();
  await expectToast(page, 'Item Decrement Qty to Cart', 'warning');
  await expect(stepper(page, product).getByRole('spinbutton')).toHaveValue('1');
  await expect(cartRow(page, product)).toContainText(money(payable(product)));
  await expect(minus).toBeDisabled();
});

test('removes a line with the error toast and shows the empty cart', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.stock >= 1, 4);
  await openProduct(page, product);
  await addToCartFromPage(page, product);
  await page.goto('/cart');
  await page.locator('html[data-hydrated]').waitFor();
  // By keyboard: the removed line's button goes, and focus goes to what replaced the table.
  await page.getByRole('button', { name: `Remove ${product.name} (${product.variant.size} / ${product.variant.color}) from cart` }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Item Removed from Cart', 'error');
  await expect(page.getByText('Your Cart is Empty', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeFocused();
  await expect(headerCount(page, 'Cart', 0)).toBeVisible();
});

test('disables plus and says out of Stock when the quantity reaches the stock', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.variant.stock === 1);
  await openProduct(page, product);
  await addToCartFromPage(page, product);
  await page.goto('/cart');
  await expect(stepper(page, product).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(cartRow(page, product).getByText('out of Stock', { exact: true })).toBeVisible();
});

test("cuts a quantity that another shopper's order left short when the cart opens, and says out of Stock", async ({ page, request }) => {
  const { unique } = await catalogue(request);
  // The last such product: the tests that buy take theirs from the start of the list.
  const product = pick([...unique].reverse(), (p) => p.variant.stock >= 3 && p.variant.stock < 40);
  await openProduct(page, product);
  await chooseSize(page, product);
  await page.getByRole('main').getByRole('group', { name: 'Quantity', exact: true }).getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'add to cart', exact: true }).click();
  await expect(headerCount(page, 'Cart', 2)).toBeVisible();

  // Another shopper buys all but one of that size and colour.
  const left = await stockOf(request, product);
  const payment = await apiPayment(request, product, left - 1, `cart-refresh-${product.id}-${Date.now()}`);
  expect((await payment.confirm()).status()).toBe(201);

  await page.goto('/cart');
  await expectToast(page, 'out of Stock', 'warning');
  await expect(stepper(page, product).getByRole('spinbutton')).toHaveValue('1');
  await expect(stepper(page, product).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(cartRow(page, product).getByText('out of Stock', { exact: true })).toBeVisible();
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();
});

test('shows the empty cart with a continue shopping link when nothing was added', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByText('Your Cart is Empty', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'continue shopping' })).toHaveAttribute('href', '/left-sidebar/collection');
});

test('keeps the cart across a reload and shows it in a second tab of the same browser', async ({ context, page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.variant.stock >= 3, 5);
  const other = await context.newPage();
  await other.goto('/');
  await expect(headerCount(other, 'Cart', 0)).toBeVisible();

  await openProduct(page, product);
  await addToCartFromPage(page, product);
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();
  // The tab that was already open follows without a reload.
  await expect(headerCount(other, 'Cart', 1)).toBeVisible();
  await page.reload();
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();

  await other.goto('/cart');
  await expect(cartRow(other, product)).toBeVisible();
  await stepper(other, product).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(headerCount(page, 'Cart', 2)).toBeVisible();
});

test("the server draws the header's counts as this browser saved them, before any script runs", async ({ browser, page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.variant.stock >= 3, 16);
  await openProduct(page, product);
  await addToCartFromPage(page, product);
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();
  await addToCartFromPage(page, product);
  await expect(headerCount(page, 'Cart', 2)).toBeVisible();

  // The same shopper's cookies, with scripts off: the page is the server's alone.
  const serverOnly = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const drawn = await serverOnly.newPage();
    await drawn.goto('/cart');
    await expect(headerCount(drawn, 'Cart', 2)).toBeVisible();
    await expect(headerCount(drawn, 'Wishlist', 0)).toBeVisible();
  } finally {
    await serverOnly.close();
  }
  // A new shopper's first page draws none.
  expect(await (await request.get('/cart')).text()).toContain('aria-label="Cart, 0 items"');
});

test('keeps Pink / L and Green / M of one night suit as two lines, each with its size, colour, picture and link', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  // A kids' night suit sold in pink and green (the seed's Unicorn Print Kids Night Suit).
  const suit = pick(unique, (p) => p.colors.includes('pink') && p.colors.includes('green') && p.name.includes('Kids Night Suit'));
  await openProduct(page, suit);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'pink', exact: true }).click();
  await main.getByRole('radio', { name: 'L', exact: true }).check();
  await main.getByRole('button', { name: 'add to cart', exact: true }).click();
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();
  await main.getByRole('button', { name: 'green', exact: true }).click();
  await main.getByRole('radio', { name: 'M', exact: true }).check();
  await main.getByRole('button', { name: 'add to cart', exact: true }).click();
  await expect(headerCount(page, 'Cart', 2)).toBeVisible();

  await page.goto('/cart');
  const rows = page.getByRole('table', { name: 'Items in your cart' }).getByRole('rowheader');
  await expect(rows).toHaveCount(2);
  const pinkL = cartRow(page, suit).filter({ hasText: 'L / pink' });
  const greenM = cartRow(page, suit).filter({ hasText: 'M / green' });
  await expect(pinkL.locator('img')).toHaveAttribute('src', `/images/products/${suit.id}/pink-1.svg`);
  await expect(greenM.locator('img')).toHaveAttribute('src', `/images/products/${suit.id}/green-1.svg`);
  await greenM.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(greenM.getByRole('spinbutton')).toHaveValue('2');
  await expect(pinkL.getByRole('spinbutton')).toHaveValue('1');
  // Each line leads to its product in its own colour.
  await expect(greenM.getByRole('link', { name: suit.name })).toHaveAttribute('href', `/product/${suit.id}?color=green`);
  await pinkL.getByRole('link', { name: suit.name }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'pink', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('asks for a size on the product page before adding anything, and focuses the sizes', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.variant.stock >= 1, 6);
  await openProduct(page, product);
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('button', { name: 'add to cart', exact: true }).click();
  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(sizes).toContainText('Please choose a size');
  await expect(sizes.getByRole('radio').first()).toBeFocused();
  await expect(headerCount(page, 'Cart', 0)).toBeVisible();
});
