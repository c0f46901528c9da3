import { type ApiProduct, apiPayment, billingDetails, catalogue, chooseSize, headerCount, money, openProduct, payable, payWithTestCard, pick, stockOf } from './flows-support';
import { expect, type Page, test } from './support/test';

const valid = billingDetails;

const field = (page: Page, label: string) => page.getByRole('main').getByRole('textbox', { name: label, exact: true });
const country = (page: Page) => page.getByRole('main').getByRole('combobox', { name: 'Country', exact: true });
const placeOrder = (page: Page) => page.getByRole('button', { name: 'place order' });

/** Puts `qty` of the product's first offered size in the cart from its page and opens the checkout. */
async function checkoutWith(page: Page, product: ApiProduct, qty: number) {
  await openProduct(page, product);
  await chooseSize(page, product);
  const plus = page.getByRole('main').getByRole('group', { name: 'Quantity', exact: true }).getByRole('button', { name: 'Increase quantity' });
  for (let i = 1; i < qty; i += 1) await plus.click();
  await page.getByRole('button', { name: 'add to cart', exact: true }).click();
  await expect(headerCount(page, 'Cart', qty)).toBeVisible();
  await page.goto('/checkout');
}

async function fillBilling(page: Page) {
  for (const [label, value] of Object.entries(valid)) await field(page, label).fill(value);
  await country(page).selectOption('India');
}

const payWith = payWithTestCard;

/** The statuses of the payment confirmations the page sends, as they answer. */
function confirmationsOf(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (answer) => {
    if (/\/api\/v1\/payments\/[^/]+\/confirm$/.test(answer.url())) statuses.push(answer.status());
  });
  return statuses;
}

test('shows a message under every empty field and opens no payment', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  await checkoutWith(page, pick(unique, (p) => p.variant.stock >= 3, 9), 1);
  await expect(page.getByRole('radio', { name: 'Stripe' })).toBeChecked();
  // This server has no PayPal client id: PayPal is not offered.
  await expect(page.getByRole('radio', { name: 'PayPal' })).toHaveCount(0);
  await placeOrder(page).click();
  for (const label of Object.keys(valid)) await expect(field(page, label)).toHaveAccessibleDescription('This field is required.');
  await expect(country(page)).toHaveAccessibleDescription('Choose a country from the list.');
  await expect(field(page, 'First Name')).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Pay by card' })).toHaveCount(0);
});

test('explains each invalid field: letters only, address length, pincode, phone and e-mail', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  await checkoutWith(page, pick(unique, (p) => p.variant.stock >= 3, 10), 1);
  await fillBilling(page);
  const wrong: Record<string, [string, string]> = {
    'First Name': ['Ada2', 'Use letters only.'],
    'Last Name': ['Lovelace3', 'Use letters only.'],
    'Town/City': ['L0ndon', 'Use letters only.'],
    'State / County': ['M1ddlesex', 'Use letters only.'],
    Address: ['Too short road', 'The address must be 20 to 120 characters long.'],
    'Postal Code': ['56A001', 'Enter the pincode as digits only.'],
    Phone: ['call me', 'Enter a valid phone number, like +91 98765 43210.'],
    'Email Address': ['ada.example.com', 'Enter a valid e-mail address, like name@example.com.'],
  };
  for (const [label, [value]] of Object.entries(wrong)) await field(page, label).fill(value);
  await placeOrder(page).click();
  for (const [label, [, message]] of Object.entries(wrong)) await expect(field(page, label)).toHaveAccessibleDescription(message);
  await expect(page.getByRole('dialog', { name: 'Pay by card' })).toHaveCount(0);

  // An address over 120 characters is refused too; 120 exactly is fine.
  await field(page, 'Address').fill('a'.repeat(121));
  await placeOrder(page).click();
  await expect(field(page, 'Address')).toHaveAccessibleDescription('The address must be 20 to 120 characters long.');
  await fillBilling(page);
  await field(page, 'Address').fill('a'.repeat(120));
  await placeOrder(page).click();
  const card = page.getByRole('dialog', { name: 'Pay by card' });
  await expect(card).toBeVisible();
  // The card form lists the test cards itself, and sent empty, puts the keyboard on its first field.
  await expect(card.getByRole('listitem').filter({ hasText: '4242 4242 4242 4242' })).toBeVisible();
  await card.getByRole('button', { name: /^Pay \$/ }).press('Enter');
  await expect(card.getByRole('textbox', { name: 'Name on card' })).toBeFocused();
});

test('hides place order while the cart total is 0', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty, so there is nothing to pay.', { exact: true })).toBeVisible();
  await expect(placeOrder(page)).toHaveCount(0);
});

test('pays with the test card, shows the order and stores it on the server', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  // Stock 20 products are used by no other test, so the stock this test reads is its own.
  const product = pick(unique, (p) => p.variant.stock >= 20, 0);
  const before = await stockOf(request, product);
  await checkoutWith(page, product, 2);
  // Whether the page ever says the cart changed: it did not, it was paid for and emptied.
  await page.evaluate(() => {
    const seen = () => document.body.textContent?.includes('Your cart changed in another tab');
    new MutationObserver(() => {
      if (seen()) document.documentElement.dataset.sawCartChanged = 'true';
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const { size, color } = product.variant;
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText(`${product.name} (${size} / ${color}) × 2`);
  await fillBilling(page);
  await placeOrder(page).click();
  const orderPosted = page.waitForResponse((response) => /\/api\/v1\/payments\/[^/]+\/confirm$/.test(response.url()) && response.request().method() === 'POST');
  await payWith(page, '4242 4242 4242 4242');
  const response = await orderPosted;
  expect(response.status()).toBe(201);
  const order: { id: number; total: number; lines: { name: string; qty: number; sum: number; sku: string }[] } = await response.json();
  expect(order.total).toBeCloseTo(payable(product) * 2, 2);
  expect(order.lines.map((line) => line.sku)).toEqual([product.variant.sku]);

  await expect(page).toHaveURL(/\/order-success$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-saw-cart-changed');
  // The confirmation is the page's one main heading, at the top, with the keyboard's place in it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('thank you');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect(page.locator('main#main')).toBeFocused();
  const details = page.getByRole('region', { name: 'order details' });
  const line = details.getByRole('row').filter({ hasText: product.name });
  await expect(line).toContainText('Qty: 2');
  await expect(line).toContainText(`${size} / ${color}`);
  await expect(line.locator('img')).toHaveAttribute('src', `/images/products/${product.id}/${color}-1.svg`);
  // The server's order number, and the address the shopper typed, not a sample.
  await expect(page.getByText(`Order number: ${order.id}`, { exact: true })).toBeVisible();
  const address = page.locator('address');
  await expect(address).toContainText(billingDetails.Address);
  await expect(address).toContainText(`${billingDetails['First Name']} ${billingDetails['Last Name']}`);
  await expect(line).toContainText(money(order.lines[0]?.sum ?? Number.NaN));
  await expect(details.getByRole('row').filter({ hasText: /^total/ })).toContainText(money(order.total));
  await expect(page.getByText(/^Transaction ID: test_pi_/)).toBeVisible();

  await expect(headerCount(page, 'Cart', 0)).toBeVisible();
  expect(await stockOf(request, product)).toBe(before - 2);
  // The emptied cart stays empty after a reload.
  await page.goto('/cart');
  await expect(page.getByText('Your Cart is Empty', { exact: true })).toBeVisible();
});

test('what the shopper typed stays through a trip to the cart, Back, Forward and a reload, and is gone once the order is placed', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  // A product no other test buys or counts.
  await checkoutWith(page, pick(unique, (p) => p.variant.stock >= 3, 12), 1);
  await fillBilling(page);
  const expectTyped = async () => {
    for (const [label, value] of Object.entries(valid)) await expect(field(page, label)).toHaveValue(value);
    await expect(country(page)).toHaveValue('India');
  };
  await page.getByRole('banner').getByRole('link', { name: /^Cart, / }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectTyped();
  await page.goForward();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goBack();
  await page.reload();
  await expectTyped();
  await placeOrder(page).click();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/order-success$/);
  await page.goto('/checkout');
  await expect(field(page, 'First Name')).toHaveValue('');
  await expect(field(page, 'Address')).toHaveValue('');
});

test('a declined card keeps the cart and says why', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.variant.stock >= 20, 1);
  const before = await stockOf(request, product);
  // Every confirmation the server answers says the card was declined.
  const confirmations = confirmationsOf(page);
  await checkoutWith(page, product, 1);
  await fillBilling(page);
  await placeOrder(page).click();
  const dialog = await payWith(page, '4000 0000 0000 0002');
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined. No money was taken; try another card.');
  // What was typed stays for another try.
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();
  await expect(field(page, 'First Name')).toHaveValue(valid['First Name']);
  expect(confirmations).toEqual([402]);
  expect(await stockOf(request, product)).toBe(before);
});

test('when another shopper buys the last one while this one pays, the payment is refunded and the cart kept', async ({ browser, page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.variant.stock === 1, 2);
  await checkoutWith(page, product, 1);
  await fillBilling(page);
  // This shopper's payment is made (the card form is open) while the last one is still there.
  await placeOrder(page).click();
  await expect(page.getByRole('dialog', { name: 'Pay by card' })).toBeVisible();

  // Another shopper, in a browser of their own, pays for the last one.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await checkoutWith(otherPage, product, 1);
  await fillBilling(otherPage);
  await placeOrder(otherPage).click();
  await payWith(otherPage);
  await expect(otherPage).toHaveURL(/\/order-success$/);
  await other.close();
  expect(await stockOf(request, product)).toBe(0);

  // The card is charged, the order cannot be placed: the server refunds it and says so; nothing is lost.
  await payWith(page);
  const alert = page.getByRole('alert').filter({ hasText: 'Some items sold out while you paid. Your payment was refunded; your cart is unchanged.' });
  await expect(alert).toBeVisible();
  // It names the line and its size and colour.
  await expect(alert).toContainText(`Not enough left of: ${product.name} (${product.variant.size} / ${product.variant.color}).`);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();
  await expect(field(page, 'First Name')).toHaveValue(valid['First Name']);
  expect(await stockOf(request, product)).toBe(0);
  // Paying again asks the server for a new payment, which it refuses before any charge.
  await placeOrder(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Some items are no longer in stock in the quantity you chose. Nothing was charged' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Pay by card' })).toHaveCount(0);
});

test('a cart changed in another tab while the card form is open closes the form, charges nothing and says why', async ({ context, page, request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.variant.stock >= 5, 3);
  const before = await stockOf(request, product);
  const confirmations = confirmationsOf(page);
  await checkoutWith(page, product, 1);
  await fillBilling(page);
  await placeOrder(page).click();
  const dialog = page.getByRole('dialog', { name: 'Pay by card' });
  await expect(dialog.getByRole('button', { name: `Pay ${money(payable(product))}` })).toBeVisible();

  // The same shopper adds one more in another tab.
  const other = await context.newPage();
  await other.goto('/cart');
  await other.getByRole('group', { name: `Quantity of ${product.name}` }).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(headerCount(other, 'Cart', 2)).toBeVisible();

  await expect(dialog).toHaveCount(0);
  await expect(headerCount(page, 'Cart', 2)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your cart changed in another tab while you were paying. Nothing was charged' })).toBeVisible();
  await expect(field(page, 'First Name')).toHaveValue(valid['First Name']);
  expect(confirmations).toEqual([]);
  expect(await stockOf(request, product)).toBe(before);
  // Placing the order again pays for the cart as it is now.
  await placeOrder(page).click();
  await expect(dialog.getByRole('button', { name: `Pay ${money(payable(product) * 2)}` })).toBeVisible();
});

test('/order-success opened directly shows page not found', async ({ page }) => {
  await page.goto('/order-success');
  await expect(page.getByText('page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'back to home' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found/);
});

test('50 shoppers paying for one size with 3 left get exactly 3 orders, and its other sizes keep their stock', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  // A product no other test buys: its offered variant and another size of the same colour.
  const product = pick(unique, (p) => p.variant.stock >= 3 && p.variants.filter((v) => v.color === p.variant.color && v.stock > 0).length >= 2, 11);
  const other = product.variants.find((v) => v.color === product.variant.color && v.sku !== product.variant.sku && v.stock > 0);
  if (!other) throw new Error('the product has a second size in stock');
  const otherBefore = other.stock;
  // Three are bought first, leaving the race for what is left.
  const left = product.variant.stock;
  /** A payment of `qty` made through the API; its `confirm` pays it with the approved test card. */
  const buy = (n: number, qty: number) => apiPayment(request, product, qty, `race-${product.id}-${n}-${Date.now()}`);
  if (left > 3) expect((await (await buy(0, left - 3)).confirm()).status()).toBe(201);
  // 50 payments made while 3 are left; their confirmations race.
  const payments = await Promise.all(Array.from({ length: 50 }, (_, n) => buy(n + 1, 1)));
  const answers = await Promise.all(payments.map((payment) => payment.confirm()));
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 201)).toHaveLength(3);
  expect(statuses.filter((status) => status === 409)).toHaveLength(47);
  const refused = await answers.find((answer) => answer.status() === 409)?.json();
  expect(refused.fields['lines.0']).toBe(`${product.name} (size ${product.variant.size}, ${product.variant.color}) is out of stock.`);
  expect(await stockOf(request, product)).toBe(0);
  const now = (await (await request.get(`/api/v1/products/${product.id}`)).json()).variants as { sku: string; stock: number }[];
  expect(now.find((v) => v.sku === other.sku)?.stock).toBe(otherBefore);

  // The product page shows that size sold out and lets the shopper take another.
  await openProduct(page, product);
  await expect(page.getByRole('main').getByRole('radio', { name: `${product.variant.size}, sold out` })).toBeDisabled();
  await expect(page.getByRole('main').getByRole('radio', { name: other.size ?? '', exact: true })).toBeEnabled();
});

test('in right to left, the test card numbers, the card form and the e-mail and phone fields keep their left-to-right order', async ({ page, request }) => {
  const { unique } = await catalogue(request);
  await checkoutWith(page, pick(unique, (p) => p.variant.stock >= 3, 14), 1);
  await page.locator('html').evaluate((element) => element.setAttribute('dir', 'rtl'));
  /** The left edges of the first and last group of digits in an element's text. */
  const groupEdges = (element: HTMLElement | SVGElement, [first, last]: readonly [string, string]) => {
    const node = element.firstChild ?? element;
    const text = node.textContent ?? '';
    const edge = (start: number, length: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + length);
      return range.getBoundingClientRect().left;
    };
    return { first: edge(text.indexOf(first), first.length), last: edge(text.lastIndexOf(last), last.length) };
  };
  const listed = page.getByRole('main').locator('code', { hasText: '5555 5555 5555 4444' });
  const listedEdges = await listed.evaluate(groupEdges, ['5555', '4444'] as const);
  expect(listedEdges.first).toBeLessThan(listedEdges.last);
  for (const label of ['Email Address', 'Phone']) {
    await expect(page.getByRole('main').getByRole('textbox', { name: label, exact: true })).toHaveAttribute('dir', 'ltr');
  }
  await fillBilling(page);
  await placeOrder(page).click();
  const dialog = page.getByRole('dialog', { name: 'Pay by card' });
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('dir', 'ltr');
  const inDialog = dialog.locator('code', { hasText: '5555 5555 5555 4444' });
  const dialogEdges = await inDialog.evaluate(groupEdges, ['5555', '4444'] as const);
  expect(dialogEdges.first).toBeLessThan(dialogEdges.last);
});
