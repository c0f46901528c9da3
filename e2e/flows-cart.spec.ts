import { type ApiProduct, catalogue, expectToast, firstCollectionPage, headerCount, money, openProduct, payable, pick } from './flows-support';
import { expect, type Page, test } from './support/test';

/** The cart table's row of a product (its name is the row header). */
const cartRow = (page: Page, product: ApiProduct) =>
  page.getByRole('table', { name: 'Items in your cart' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: product.name }) });

const stepper = (page: Page, product: ApiProduct) => page.getByRole('group', { name: `Quantity of ${product.name}` });

test('adds a product from its box in the collection with the toast and the header count', async ({ page, request }) => {
  const product = pick(await firstCollectionPage(request), (p) => p.stock >= 1);
  await page.goto('/left-sidebar/collection');
  await page.getByRole('button', { name: `Add ${product.name} to cart` }).click();
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
  const first = pick(unique, (p) => p.stock >= 3 && p.discount < 100, 0);
  const second = pick(unique, (p) => p.stock >= 3 && p.id !== first.id, 3);

  await openProduct(page, first);
  const quantity = page.getByRole('group', { name: 'Quantity' });
  await quantity.getByRole('button', { name: 'Increase quantity' }).click();
  await quantity.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity.getByRole('spinbutton')).toHaveValue('3');
  await page.getByRole('button', { name: 'add to cart', exact: true }).click();
  await expectToast(page, 'Item Added to Cart', 'success');
  await expect(headerCount(page, 'Cart', 3)).toBeVisible();

  await openProduct(page, second);
  await page.getByRole('button', { name: 'add to cart', exact: true }).click();
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
  const product = pick(unique, (p) => p.stock >= 4 && p.stock < 40, 2);
  await openProduct(page, product);
  await page.getByRole('button', { name: 'add to cart', exact: true }).click();
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();
  await page.goto('/cart');
  const box = stepper(page, product).getByRole('spinbutton');
  await box.fill('4');
  await expect(box).toHaveValue('4');
  await expect(headerCount(page, 'Cart', 4)).toBeVisible();
  await expect(cartRow(page, product).getByRole('cell', { name: money(payable(product) * 4), exact: true }).last()).toBeVisible();
  await box.fill('99');
  await expect(box).toHaveValue(String(product.stock));
  await expect(page.getByRole('row').filter({ hasText: 'total price :' })).toContainText(money(Math.round(payable(product) * 100 * product.stock) / 100));
});

test('increments a cart line with the toast and adds the same product again to its line', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.stock >= 3, 1);
  await openProduct(page, product);
  await page.getByRole('button', { name: 'add to cart', exact: true }).click();
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();
  // Adding a product already in the cart raises its quantity instead of adding a line.
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
  const product = pick(unique, (p) => p.stock >= 3, 2);
  await openProduct(page, product);
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
  await page.getByRole('button', { name: 'add to cart', exact: true }).click();
  await page.goto('/cart');
  await page.locator('html[data-hydrated]').waitFor();
  // By keyboard: the removed line's button goes, and focus goes to what replaced the table.
  await page.getByRole('button', { name: `Remove ${product.name} from cart` }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Item Removed from Cart', 'error');
  await expect(page.getByText('Your Cart is Empty', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeFocused();
  await expect(headerCount(page, 'Cart', 0)).toBeVisible();
});

test('disables plus and says out of Stock when the quantity reaches the stock', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.stock === 1);
  await openProduct(page, product);
  await page.getByRole('button', { name: 'add to cart', exact: true }).click();
  await page.goto('/cart');
  await expect(stepper(page, product).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(cartRow(page, product).getByText('out of Stock', { exact: true })).toBeVisible();
});

test('shows the empty cart with a continue shopping link when nothing was added', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByText('Your Cart is Empty', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'continue shopping' })).toHaveAttribute('href', '/left-sidebar/collection');
});

test('keeps the cart across a reload and shows it in a second tab of the same browser', async ({ context, page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.stock >= 3, 5);
  const other = await context.newPage();
  await other.goto('/');
  await expect(headerCount(other, 'Cart', 0)).toBeVisible();

  await openProduct(page, product);
  await page.getByRole('button', { name: 'add to cart', exact: true }).click();
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
