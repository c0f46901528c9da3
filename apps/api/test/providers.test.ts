import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { orderSchema, paymentSchema } from '@storefront/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { approvedCard, paymentRequest, postJson, type RunningApi, setVariantStock, startApi, variantStock } from './helpers';
import { type PayPalStandIn, type StandIn, startPayPalStandIn, startStripeStandIn } from './support/providers';

/**
 * The Stripe and PayPal adapters, end to end on the server: the real `stripe` package and the
 * shop's PayPal calls talk over HTTP to local stand-ins of the endpoints they use (the services
 * themselves cannot be reached from here). The database side is the same as the test processor's
 * (payments.test.ts runs it on SQLite and PostgreSQL).
 */
const card = (number: string) => ({ ...approvedCard, number });

/** A server whose payments go to the providers under test. */
function startWith(payments: Partial<ReturnType<typeof readConfig>['payments']>): Promise<RunningApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-providers-'));
  return startApi({ dataDir, config: { payments: { ...readConfig({}).payments, outboxDir: path.join(dataDir, 'outbox'), ...payments } } });
}

describe('card payments through Stripe (against a local stand-in of its API)', () => {
  let stripe: StandIn;
  let api: RunningApi;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    api = await startWith({ stripeSecretKey: 'sk_test_standin', stripeApiBase: stripe.url });
  });
  afterAll(async () => {
    await api.destroy();
    await stripe.close();
  });

  const pay = async (productId: number, qty: number, number: string) => {
    const request = paymentRequest([{ product_id: productId, qty }]);
    const created = await postJson(`${api.baseUrl}/payments`, request);
    const payment = paymentSchema.parse(created.body);
    const confirmed = await postJson(`${api.baseUrl}/payments/${payment.id}/confirm`, { lines: request.lines, card: card(number) });
    return { payment, confirmed };
  };

  it('opens a PaymentIntent for the amount the server computed and places the order once Stripe says it succeeded', async () => {
    expect(await (await fetch(`${api.baseUrl}/payments/config`)).json()).toMatchObject({ card: 'stripe' });
    await setVariantStock(api.db, 1, 10);
    const { payment, confirmed } = await pay(1, 2, '4242 4242 4242 4242');
    const created = stripe.requests.find((request) => request.path === '/v1/payment_intents');
    expect(created?.body).toMatchObject({ amount: String(payment.amount_minor), currency: 'usd', 'metadata[payment_id]': payment.id });
    expect(confirmed.status).toBe(201);
    const order = orderSchema.parse(confirmed.body);
    expect(order.payment.reference).toMatch(/^pi_standin_/);
    expect(stripe.requests.some((request) => request.path === `/v1/payment_intents/${order.payment.reference}/confirm` && request.body.payment_method === 'pm_card_visa')).toBe(true);
    expect(await variantStock(api.db, 1)).toBe(8);
  });

  it("answers Stripe's declines with their reason and places nothing", async () => {
    await setVariantStock(api.db, 3, 10);
    expect((await pay(3, 1, '4000 0000 0000 0002')).confirmed).toMatchObject({ status: 402, body: { decline_code: 'declined' } });
    expect((await pay(3, 1, '4000 0000 0000 9995')).confirmed).toMatchObject({ status: 402, body: { decline_code: 'insufficient_funds' } });
    expect((await pay(3, 1, '4111 1111 1111 1111')).confirmed).toMatchObject({ status: 402, body: { decline_code: 'not_test_card' } });
    expect(await variantStock(api.db, 3)).toBe(10);
  });

  it('refunds the PaymentIntent through Stripe when the goods sold out before the order could be placed', async () => {
    await setVariantStock(api.db, 4, 1);
    const request = paymentRequest([{ product_id: 4, qty: 1 }]);
    const { body: payment } = await postJson(`${api.baseUrl}/payments`, request);
    await setVariantStock(api.db, 4, 0);
    const late = await postJson(`${api.baseUrl}/payments/${String(payment.id)}/confirm`, { lines: request.lines, card: approvedCard });
    expect(late.status).toBe(409);
    const reference = (await api.db.kysely.selectFrom('payments').select('provider_ref').where('id', '=', String(payment.id)).executeTakeFirstOrThrow()).provider_ref;
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.body.payment_intent)).toContain(reference);
  });
});

describe('PayPal checkout (Orders v2 against a local stand-in of its API)', () => {
  let paypal: PayPalStandIn;
  let api: RunningApi;
  beforeAll(async () => {
    paypal = await startPayPalStandIn('client-standin', 'secret-standin');
    api = await startWith({ paypalClientId: 'client-standin', paypalClientSecret: 'secret-standin', paypalApiBase: paypal.url });
  });
  afterAll(async () => {
    await api.destroy();
    await paypal.close();
  });

  const createPayPal = async (productId: number, qty: number) => {
    const request = paymentRequest([{ product_id: productId, qty }], { method: 'paypal' });
    const created = await postJson(`${api.baseUrl}/payments`, request);
    expect(created.status).toBe(201);
    return { request, payment: paymentSchema.parse(created.body) };
  };
  const confirm = (id: string, lines: unknown) => postJson(`${api.baseUrl}/payments/${id}/confirm`, { lines });
  const orders = async () => (await api.db.kysely.selectFrom('orders').select('id').execute()).length;

  it('gives the buttons the client id, creates the PayPal order for the server\'s amount and places the order after capturing it', async () => {
    expect(await (await fetch(`${api.baseUrl}/payments/config`)).json()).toEqual({ card: 'test', paypal_client_id: 'client-standin', currency: 'USD' });
    await setVariantStock(api.db, 5, 10);
    const { request, payment } = await createPayPal(5, 2);
    expect(payment.paypal_order_id).toMatch(/^PAYPAL-STANDIN-/);
    const created = paypal.requests.find((r) => r.path === '/v2/checkout/orders');
    expect(created?.body).toMatchObject({ intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: (payment.amount_minor / 100).toFixed(2) } }] });
    const placed = await confirm(payment.id, request.lines);
    expect(placed.status).toBe(201);
    expect(orderSchema.parse(placed.body).payment).toEqual({ method: 'paypal', reference: `CAPTURE-${payment.paypal_order_id}` });
    expect(await variantStock(api.db, 5)).toBe(8);
    // Approved twice (a double click), it is still one order.
    expect((await confirm(payment.id, request.lines)).body).toEqual(placed.body);
  });

  for (const [what, capture] of [
    ['another currency', { currency: 'EUR' }],
    ['another amount', { value: '0.01' }],
  ] as const) {
    it(`refuses a capture in ${what}: refunds it, places no order and takes no stock`, async () => {
      await setVariantStock(api.db, 6, 10);
      const { request, payment } = await createPayPal(6, 1);
      const before = await orders();
      Object.assign(paypal.capture, capture);
      try {
        const answer = await confirm(payment.id, request.lines);
        expect(answer.status).toBe(409);
        expect(answer.body.error).toContain('refunded and no order was placed');
      } finally {
        for (const key of Object.keys(capture)) delete paypal.capture[key as keyof typeof capture];
      }
      expect(await orders()).toBe(before);
      expect(await variantStock(api.db, 6)).toBe(10);
      expect(paypal.requests.some((r) => r.path === `/v2/payments/captures/CAPTURE-${payment.paypal_order_id}/refund`)).toBe(true);
    });
  }

  it('answers a capture PayPal declines with 402, and refunds one whose goods sold out meanwhile', async () => {
    await setVariantStock(api.db, 7, 1);
    const declined = await createPayPal(7, 1);
    paypal.capture.declined = true;
    try {
      expect(await confirm(declined.payment.id, declined.request.lines)).toMatchObject({ status: 402, body: { decline_code: 'declined' } });
    } finally {
      paypal.capture.declined = undefined;
    }
    const late = await createPayPal(7, 1);
    await setVariantStock(api.db, 7, 0);
    expect((await confirm(late.payment.id, late.request.lines)).status).toBe(409);
    expect(paypal.requests.some((r) => r.path === `/v2/payments/captures/CAPTURE-${late.payment.paypal_order_id}/refund`)).toBe(true);
  });
});
