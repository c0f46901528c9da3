import { type PayPalStandIn, startPayPalStandIn } from '../apps/api/test/support/providers';
import { billingDetails, catalogue, pick } from './flows-support';
import { type OwnServer, startOwnServer } from './support/own-server';
import { expect, test } from './support/test';

/**
 * PayPal checkout on a store server whose PayPal settings point at a local stand-in of the Orders v2
 * endpoints it uses (PAYPAL_API_BASE). PayPal's buttons load their script from PayPal, which these
 * machines cannot reach: they are tried by hand with a sandbox client id. What the server does (the
 * client id it gives the checkout, the PayPal order it creates for its own total, the capture it
 * checks before placing the order) is tested here end to end through the store's own server.
 */
let paypal: PayPalStandIn;
let store: OwnServer;

test.beforeAll(async () => {
  paypal = await startPayPalStandIn('e2e-client-id', 'e2e-client-secret');
  store = await startOwnServer({ env: { PAYPAL_CLIENT_ID: 'e2e-client-id', PAYPAL_CLIENT_SECRET: 'e2e-client-secret', PAYPAL_API_BASE: paypal.url } });
});
test.afterAll(async () => {
  await store?.stop();
  await paypal?.close();
});

const billing = {
  first_name: billingDetails['First Name'],
  last_name: billingDetails['Last Name'],
  phone: billingDetails.Phone,
  email: billingDetails['Email Address'],
  country: 'India',
  address: billingDetails.Address,
  city: billingDetails['Town/City'],
  state: billingDetails['State / County'],
  pincode: billingDetails['Postal Code'],
  create_account: false,
  payment: 'paypal',
};

test('the checkout offers PayPal with the server\'s client id, and the page allows PayPal\'s hosts', async ({ page }) => {
  const config = page.waitForResponse((answer) => answer.url().endsWith('/api/v1/payments/config'));
  const response = await page.goto(`${store.url}/checkout`);
  expect(response?.headers()['content-security-policy']).toContain('https://www.sandbox.paypal.com');
  // Once the page has the shop's payment settings, it still offers PayPal beside the card.
  expect((await config).ok()).toBe(true);
  const radios = page.getByRole('group', { name: 'Payment method' }).getByRole('radio');
  await expect(radios).toHaveCount(2);
  await expect(radios.nth(1)).toHaveAccessibleName('PayPal');
  expect(await (await page.request.get(`${store.url}/api/v1/payments/config`)).json()).toEqual({
    card: 'test',
    paypal_client_id: 'e2e-client-id',
    currency: 'USD',
  });
});

test('a PayPal payment is created for the server\'s total and becomes an order only once the capture matches it', async ({ request }) => {
  const { unique } = await catalogue(request);
  const product = pick(unique, (p) => p.variant.stock >= 2, 12);
  const lines = [{ product_id: product.id, sku: product.variant.sku, qty: 1 }];
  const pay = async (key: string) => {
    const created = await request.post(`${store.url}/api/v1/payments`, { data: { idempotency_key: key, method: 'paypal', lines, billing } });
    expect(created.status()).toBe(201);
    return created.json() as Promise<{ id: string; amount_minor: number; paypal_order_id: string }>;
  };
  const stock = async () =>
    ((await (await request.get(`${store.url}/api/v1/products/${product.id}`)).json()).variants as { sku: string; stock: number }[]).find(
      (variant) => variant.sku === product.variant.sku,
    )?.stock;
  const before = await stock();

  // A capture in another currency is refunded and places nothing.
  const tampered = await pay(`e2e-paypal-eur-${Date.now()}`);
  paypal.capture.currency = 'EUR';
  const refused = await request.post(`${store.url}/api/v1/payments/${tampered.id}/confirm`, { data: { lines } });
  paypal.capture.currency = undefined;
  expect(refused.status()).toBe(409);
  expect(await stock()).toBe(before);

  const payment = await pay(`e2e-paypal-${Date.now()}`);
  const order = paypal.requests.filter((r) => r.path === '/v2/checkout/orders').at(-1);
  expect(order?.body).toMatchObject({ purchase_units: [{ amount: { currency_code: 'USD', value: (payment.amount_minor / 100).toFixed(2) } }] });
  const placed = await request.post(`${store.url}/api/v1/payments/${payment.id}/confirm`, { data: { lines } });
  expect(placed.status()).toBe(201);
  expect((await placed.json()).payment).toEqual({ method: 'paypal', reference: `CAPTURE-${payment.paypal_order_id}` });
  expect(await stock()).toBe((before ?? 0) - 1);
});
