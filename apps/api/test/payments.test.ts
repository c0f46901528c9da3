import fs from 'node:fs';
import path from 'node:path';
import { estimatedDelivery, fromCents, lineSum, orderSchema, payablePrice, paymentSchema, productPayableCents } from '@storefront/api-client';
import { findSeedProduct } from '@storefront/api-client/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announceDialects,
  approvedCard,
  buy,
  dialects,
  firstSku,
  paymentRequest,
  postJson,
  type RunningApi,
  setVariantStock,
  startApi,
  validBilling,
  variantStock,
  withSkus,
} from './helpers';

announceDialects();

const card = (number: string) => ({ ...approvedCard, number });

describe.each(dialects)('payments and orders on %s', (dialect) => {
  let api: RunningApi;
  /** The stock of a product's variant (its first when no SKU is given). */
  const stockOf = (id: number, sku?: string) => variantStock(api.db, id, sku);
  const setStock = (id: number, stock: number, sku?: string) => setVariantStock(api.db, id, stock, sku);
  const orderCount = async () => (await api.db.kysely.selectFrom('orders').select('id').execute()).length;
  const paymentRow = (id: unknown) => api.db.kysely.selectFrom('payments').selectAll().where('id', '=', String(id)).executeTakeFirstOrThrow();
  const confirm = (id: unknown, body: unknown) => postJson(`${api.baseUrl}/payments/${String(id)}/confirm`, body);

  beforeAll(async () => {
    api = await startApi({ dialect });
  });
  afterAll(async () => {
    await api.destroy();
  });

  it('prices the payment itself, whatever amount the client sends, then places the order from it and takes the stock', async () => {
    await setStock(1, 10);
    await setStock(3, 10);
    const request = paymentRequest([
      { product_id: 1, qty: 2 },
      { product_id: 3, qty: 1 },
    ]);
    const tampered = { ...request, amount_minor: 1, total: 0.01, lines: request.lines.map((line) => ({ ...line, price: 0.01, unit_price: 0.01 })) };
    const created = await postJson(`${api.baseUrl}/payments`, tampered);
    expect(created.status).toBe(201);
    const payment = paymentSchema.parse(created.body);
    const one = findSeedProduct(1);
    const three = findSeedProduct(3);
    if (!one || !three) throw new Error('seed products 1 and 3 are expected');
    expect(payment).toMatchObject({ method: 'stripe', currency: 'USD', status: 'requires_confirmation', paypal_order_id: null });
    expect(payment.amount_minor).toBe(productPayableCents(one) * 2 + productPayableCents(three));
    // Creating a payment takes nothing yet.
    expect(await stockOf(1)).toBe(10);

    const { status, body } = await confirm(payment.id, { lines: request.lines, card: approvedCard });
    expect(status).toBe(201);
    const order = orderSchema.parse(body);
    const [oneVariant, threeVariant] = [one.variants[0], three.variants[0]];
    expect(order.lines).toEqual([
      {
        product_id: 1,
        sku: oneVariant?.sku,
        size: oneVariant?.size,
        color: oneVariant?.color,
        image: oneVariant?.images[0],
        name: one.name,
        qty: 2,
        unit_price: payablePrice(one),
        sum: lineSum(one, 2),
      },
      {
        product_id: 3,
        sku: threeVariant?.sku,
        size: threeVariant?.size,
        color: threeVariant?.color,
        image: threeVariant?.images[0],
        name: three.name,
        qty: 1,
        unit_price: payablePrice(three),
        sum: lineSum(three, 1),
      },
    ]);
    expect(order.total).toBe(fromCents(payment.amount_minor));
    expect(order.payment).toEqual({ method: 'stripe', reference: expect.stringMatching(/^test_pi_/) });
    expect(await stockOf(1)).toBe(8);
    expect(await stockOf(3)).toBe(9);
    // The shop shows the new stock at once.
    const shown = (await (await fetch(`${api.baseUrl}/products/1`)).json()) as { variants: { sku: string; stock: number }[] };
    expect(shown.variants.find((variant) => variant.sku === oneVariant?.sku)?.stock).toBe(8);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', order_id: order.id });
  });

  it('refuses an order that only claims to be paid, storing nothing', async () => {
    const before = await orderCount();
    const { status, body } = await postJson(`${api.baseUrl}/orders`, {
      idempotency_key: 'claims-to-be-paid',
      lines: withSkus([{ product_id: 1, qty: 1 }]),
      billing: validBilling,
      payment: { provider: 'stripe', reference: 'ch_made_up', status: 'paid' },
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ payment: 'A payment the browser says it made is not taken.' });
    expect(await orderCount()).toBe(before);
  });

  it('declines the test cards as a test mode does, placing nothing and taking no stock, and lets another card pay', async () => {
    await setStock(4, 10);
    const request = paymentRequest([{ product_id: 4, qty: 3 }]);
    const { body: payment } = await postJson(`${api.baseUrl}/payments`, request);
    const before = await orderCount();
    for (const [number, code] of [
      ['4000 0000 0000 0002', 'declined'],
      ['4000 0000 0000 9995', 'insufficient_funds'],
      ['4111 1111 1111 1111', 'not_test_card'],
    ] as const) {
      const declined = await confirm(payment.id, { lines: request.lines, card: card(number) });
      expect(declined).toMatchObject({ status: 402, body: { error: 'The card was declined.', decline_code: code } });
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(4)).toBe(10);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'declined', decline_code: 'not_test_card' });
    const paid = await confirm(payment.id, { lines: request.lines, card: card('5555 5555 5555 4444') });
    expect(paid.status).toBe(201);
    expect(await stockOf(4)).toBe(7);
  });

  it('answers a payment confirmed again with the same order, and a repeated creation with the same payment', async () => {
    await setStock(5, 10);
    const request = paymentRequest([{ product_id: 5, qty: 2 }]);
    const first = await postJson(`${api.baseUrl}/payments`, request);
    const again = await postJson(`${api.baseUrl}/payments`, { ...request, lines: withSkus([{ product_id: 5, qty: 9 }]) });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
    const placed = await confirm(first.body.id, { lines: request.lines, card: approvedCard });
    const replayed = await confirm(first.body.id, { lines: request.lines, card: card('4000 0000 0000 0002') });
    expect([placed.status, replayed.status]).toEqual([201, 200]);
    expect(replayed.body).toEqual(placed.body);
    expect(await stockOf(5)).toBe(8);
  });

  it('places one order when the same payment is confirmed 50 times at once', async () => {
    await setStock(9, 20);
    const request = paymentRequest([{ product_id: 9, qty: 1 }]);
    const { body: payment } = await postJson(`${api.baseUrl}/payments`, request);
    const before = await orderCount();
    const results = await Promise.all(Array.from({ length: 50 }, () => confirm(payment.id, { lines: request.lines, card: approvedCard })));
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    expect(results.filter((result) => result.status === 200)).toHaveLength(49);
    expect(new Set(results.map((result) => result.body.id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(9)).toBe(19);
  });

  it('refuses a payment id it never made, and a confirmation for another cart, placing nothing', async () => {
    const request = paymentRequest([{ product_id: 6, qty: 1 }]);
    const { body: payment } = await postJson(`${api.baseUrl}/payments`, request);
    const before = await orderCount();
    expect(await confirm('pay_not_ours', { lines: request.lines, card: approvedCard })).toMatchObject({ status: 404, body: { error: 'No such payment' } });
    const otherCart = await confirm(payment.id, { lines: withSkus([{ product_id: 6, qty: 2 }]), card: approvedCard });
    expect(otherCart.status).toBe(409);
    expect(otherCart.body.error).toContain('another cart');
    const noCard = await confirm(payment.id, { lines: request.lines });
    expect(noCard).toMatchObject({ status: 400, body: { fields: { card: 'This field is required.' } } });
    expect(await orderCount()).toBe(before);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'requires_confirmation', order_id: null });
  });

  it('refunds a payment whose goods sold out after it was created, keeps the stock and says which line', async () => {
    await setStock(7, 2);
    const mine = paymentRequest([{ product_id: 7, qty: 2 }]);
    const { body: payment } = await postJson(`${api.baseUrl}/payments`, mine);
    // Another shopper buys them first.
    const other = await buy(api.baseUrl, [{ product_id: 7, qty: 2 }]);
    expect(other.confirmed?.status).toBe(201);
    const before = await orderCount();
    const late = await confirm(payment.id, { lines: mine.lines, card: approvedCard });
    const seven = findSeedProduct(7)?.variants[0];
    expect(late).toMatchObject({
      status: 409,
      body: { error: 'out of stock', fields: { 'lines.0': `${findSeedProduct(7)?.name} (size ${seven?.size}, ${seven?.color}) is out of stock.` } },
    });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(7)).toBe(0);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', order_id: null });
    // Confirmed again, it stays refunded.
    expect((await confirm(payment.id, { lines: mine.lines, card: approvedCard })).status).toBe(409);
  });

  it('checks the stock when the payment is created: 409 naming the line, a 400 for a SKU not the product\'s', async () => {
    await setStock(6, 1);
    const short = await postJson(`${api.baseUrl}/payments`, paymentRequest([
      { product_id: 5, qty: 1 },
      { product_id: 6, qty: 2 },
    ]));
    const six = findSeedProduct(6)?.variants[0];
    expect(short).toMatchObject({
      status: 409,
      body: { error: 'out of stock', fields: { 'lines.1': `Only 1 of ${findSeedProduct(6)?.name} (size ${six?.size}, ${six?.color}) is left in stock.` } },
    });
    const wrongSku = await postJson(
      `${api.baseUrl}/payments`,
      paymentRequest([
        { product_id: 1, qty: 1 },
        { product_id: 1, sku: firstSku(3), qty: 1 },
        { product_id: 424242, qty: 1 },
      ]),
    );
    expect(wrongSku).toMatchObject({
      status: 400,
      body: { fields: { 'lines.1.sku': 'This product has no size or colour with this SKU.', 'lines.2.product_id': 'This product does not exist.' } },
    });
    const oversized = await postJson(`${api.baseUrl}/payments`, paymentRequest([{ product_id: 2_147_483_648, sku: 'X', qty: 1 }]));
    expect(oversized).toMatchObject({ status: 400, body: { fields: { 'lines.0.product_id': 'This product does not exist.' } } });
    expect(await postJson(`${api.baseUrl}/payments`, paymentRequest([{ product_id: 1, qty: 1 }], { method: 'paypal' }))).toMatchObject({
      status: 400,
      body: { fields: { method: 'PayPal is not set up in this shop; pay by card.' } },
    });
  });

  it('keeps each size and colour of a product apart: two lines, two SKUs, each stock taken on its own', async () => {
    const product = findSeedProduct(37);
    const pinkL = product?.variants.find((variant) => variant.color === 'pink' && variant.size === 'L');
    const greenM = product?.variants.find((variant) => variant.color === 'green' && variant.size === 'M');
    if (!product || !pinkL || !greenM) throw new Error('seed product 37 is sold in pink L and green M');
    await setStock(37, 5, pinkL.sku);
    await setStock(37, 5, greenM.sku);
    const { confirmed } = await buy(api.baseUrl, [
      { product_id: 37, sku: pinkL.sku, qty: 1 },
      { product_id: 37, sku: greenM.sku, qty: 2 },
    ]);
    expect(confirmed?.status).toBe(201);
    const order = orderSchema.parse(confirmed?.body);
    expect(order.lines.map((line) => [line.sku, line.size, line.color, line.qty])).toEqual([
      [pinkL.sku, 'L', 'pink', 1],
      [greenM.sku, 'M', 'green', 2],
    ]);
    expect([await stockOf(37, pinkL.sku), await stockOf(37, greenM.sku)]).toEqual([4, 3]);
    const stored = await api.db.kysely.selectFrom('order_lines').select(['sku', 'size', 'color']).where('order_id', '=', order.id).orderBy('position').execute();
    expect(stored).toEqual([
      { sku: pinkL.sku, size: 'L', color: 'pink' },
      { sku: greenM.sku, size: 'M', color: 'green' },
    ]);
  });

  it('sells exactly what is left when 50 shoppers pay for a variant with 10 left, leaving its other sizes alone', async () => {
    await setStock(8, 10);
    const otherSku = findSeedProduct(8)?.variants[1]?.sku;
    await setStock(8, 7, otherSku);
    // Every payment is created while 10 are left; the confirmations race for them.
    const requests = Array.from({ length: 50 }, () => paymentRequest([{ product_id: 8, qty: 1 }]));
    const payments = await Promise.all(requests.map((request) => postJson(`${api.baseUrl}/payments`, request)));
    expect(payments.every((payment) => payment.status === 201)).toBe(true);
    const results = await Promise.all(payments.map((payment, index) => confirm(payment.body.id, { lines: requests[index]?.lines, card: approvedCard })));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await stockOf(8)).toBe(0);
    expect(await stockOf(8, otherSku)).toBe(7);
    const refunded = await api.db.kysely.selectFrom('payments').select('id').where('status', '=', 'refunded').where('id', 'in', payments.map((p) => String(p.body.id))).execute();
    expect(refunded).toHaveLength(40);
    const sold = await api.db.kysely
      .selectFrom('order_lines')
      .select((eb) => eb.fn.sum<number | string>('qty').as('qty'))
      .where('product_id', '=', 8)
      .executeTakeFirstOrThrow();
    expect(Number(sold.qty)).toBe(10);
  });

  it('names what is wrong with each payment field the checkout form does not cover', async () => {
    const request = paymentRequest([{ product_id: 1, qty: 1 }]);
    const fieldsOf = async (body: unknown) => {
      const answer = await postJson(`${api.baseUrl}/payments`, body);
      expect(answer.status).toBe(400);
      return answer.body.fields;
    };
    expect(await fieldsOf({})).toEqual({
      idempotency_key: 'This field is required.',
      method: 'This field is required.',
      lines: 'This field is required.',
      billing: 'This field is required.',
    });
    expect(
      await fieldsOf({
        ...request,
        idempotency_key: 'short',
        method: 'cash',
        lines: [
          { product_id: 1, sku: firstSku(1), qty: 0 },
          { product_id: 1, sku: firstSku(1), qty: 1.5 },
          { product_id: 1, sku: firstSku(1), qty: 1001 },
          { product_id: '1', sku: firstSku(1), qty: 1 },
          { product_id: 1, qty: 1 },
        ],
        billing: { ...request.billing, address: 'short', pincode: '4110a1' },
      }),
    ).toEqual({
      idempotency_key: 'Must be at least 8 characters long.',
      method: 'Must be "stripe" or "paypal".',
      'lines.0.qty': 'Must be greater than 0.',
      'lines.1.qty': 'Expected a whole number.',
      'lines.2.qty': 'Must be at most 1000.',
      'lines.3.product_id': 'Expected a number.',
      'lines.4.sku': 'This field is required.',
      'billing.address': 'The address must be 20 to 120 characters long.',
      'billing.pincode': 'Enter the pincode as digits only.',
    });
    expect(await fieldsOf({ ...request, lines: [] })).toEqual({ lines: 'Needs at least 1 item.' });
    const { body: payment } = await postJson(`${api.baseUrl}/payments`, request);
    const badCard = await confirm(payment.id, { lines: request.lines, card: { number: '42', expiry: '1/2', cvc: 'abc', name: '' } });
    expect(badCard.status).toBe(400);
    expect(Object.keys(badCard.body.fields ?? {}).sort()).toEqual(['card.cvc', 'card.expiry', 'card.name', 'card.number']);
  });

  it('writes the confirmation e-mail to the outbox: lines with size and colour, total, address and delivery', async () => {
    const { confirmed } = await buy(api.baseUrl, [{ product_id: 37, sku: findSeedProduct(37)?.variants[1]?.sku, qty: 1 }]);
    const order = orderSchema.parse(confirmed?.body);
    const file = path.join(api.dataDir, 'outbox', `order-${order.id}.eml`);
    const message = fs.readFileSync(file, 'utf8');
    const line = order.lines[0];
    expect(message).toContain(`To: Asha Mehta <${validBilling.email}>`);
    expect(message).toContain(`Subject: Your order ${order.id} is confirmed`);
    expect(message).toContain(`${line?.name} (${line?.size} / ${line?.color}) x 1`);
    expect(message).toContain(`Total: $${order.total.toFixed(2)}`);
    expect(message).toContain(validBilling.address);
    const delivery = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(estimatedDelivery(order.created_at));
    expect(message).toContain(`Estimated delivery: ${delivery}`);
  });

  it('says which card processor and whether PayPal is set up', async () => {
    const response = await fetch(`${api.baseUrl}/payments/config`);
    expect(await response.json()).toEqual({ card: 'test', paypal_client_id: null, currency: 'USD' });
  });
});
