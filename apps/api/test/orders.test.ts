import { orderSchema } from '@storefront/api-client';
import { findSeedProduct, seedPayable } from '@storefront/api-client/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDialects, dialects, firstSku, orderRequest, postJson, type RunningApi, setVariantStock, startApi, variantStock } from './helpers';

announceDialects();

describe.each(dialects)('orders on %s', (dialect) => {
  let api: RunningApi;
  /** The stock of a product's first variant (the one `orderRequest` buys when no SKU is given). */
  const stockOf = (id: number, sku?: string) => variantStock(api.db, id, sku);
  const setStock = (id: number, stock: number, sku?: string) => setVariantStock(api.db, id, stock, sku);

  beforeAll(async () => {
    api = await startApi({ dialect });
  });
  afterAll(async () => {
    await api.destroy();
  });

  it('prices every line from the catalogue, ignores client prices, stores the order and decrements stock', async () => {
    await setStock(1, 10);
    await setStock(3, 10);
    const request = orderRequest([
      { product_id: 1, qty: 2 },
      { product_id: 3, qty: 1 },
    ]);
    const tampered = { ...request, total: 1, lines: request.lines.map((line) => ({ ...line, price: 0.01, unit_price: 0.01 })) };
    const { status, body } = await postJson(`${api.baseUrl}/orders`, tampered);
    expect(status).toBe(201);
    const order = orderSchema.parse(body);
    const one = findSeedProduct(1);
    const three = findSeedProduct(3);
    if (!one || !three) throw new Error('seed products 1 and 3 are expected');
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
        unit_price: seedPayable(one),
        sum: seedPayable(one) * 2,
      },
      {
        product_id: 3,
        sku: threeVariant?.sku,
        size: threeVariant?.size,
        color: threeVariant?.color,
        image: threeVariant?.images[0],
        name: three.name,
        qty: 1,
        unit_price: seedPayable(three),
        sum: seedPayable(three),
      },
    ]);
    expect(order.total).toBeCloseTo(seedPayable(one) * 2 + seedPayable(three), 2);
    expect(order.currency).toBe('USD');
    expect(await stockOf(1)).toBe(8);
    expect(await stockOf(3)).toBe(9);
    // The shop shows the new stock at once (the in-memory catalogue is invalidated by the order).
    const shown = (await (await fetch(`${api.baseUrl}/products/1`)).json()) as { variants: { sku: string; stock: number }[] };
    expect(shown.variants.find((variant) => variant.sku === oneVariant?.sku)?.stock).toBe(8);
    const lines = await api.db.kysely.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).execute();
    expect(lines).toHaveLength(2);
  });

  it('answers a repeated idempotency key with 200 and the first order, without taking stock twice', async () => {
    await setStock(4, 10);
    const request = orderRequest([{ product_id: 4, qty: 3 }]);
    const first = await postJson(`${api.baseUrl}/orders`, request);
    const second = await postJson(`${api.baseUrl}/orders`, { ...request, lines: [{ product_id: 4, sku: firstSku(4), qty: 5 }] });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await stockOf(4)).toBe(7);
  });

  it('refuses an order for more than the stock with 409 out of stock, taking nothing from any line', async () => {
    await setStock(5, 10);
    await setStock(6, 1);
    const { status, body } = await postJson(
      `${api.baseUrl}/orders`,
      orderRequest([
        { product_id: 5, qty: 1 },
        { product_id: 6, qty: 2 },
      ]),
    );
    expect(status).toBe(409);
    const six = findSeedProduct(6)?.variants[0];
    expect(body).toEqual({
      error: 'out of stock',
      fields: { 'lines.1': `Only 1 of ${findSeedProduct(6)?.name} (size ${six?.size}, ${six?.color}) is left in stock.` },
    });
    expect(await stockOf(5)).toBe(10);
    expect(await stockOf(6)).toBe(1);
  });

  it('says a sold-out product is out of stock', async () => {
    await setStock(7, 0);
    const { status, body } = await postJson(`${api.baseUrl}/orders`, orderRequest([{ product_id: 7, qty: 1 }]));
    expect(status).toBe(409);
    const seven = findSeedProduct(7)?.variants[0];
    expect(body.fields).toEqual({ 'lines.0': `${findSeedProduct(7)?.name} (size ${seven?.size}, ${seven?.color}) is out of stock.` });
  });

  it('keeps each size and colour of a product apart: two lines, two SKUs, each stock taken on its own', async () => {
    const product = findSeedProduct(37);
    const pinkL = product?.variants.find((variant) => variant.color === 'pink' && variant.size === 'L');
    const greenM = product?.variants.find((variant) => variant.color === 'green' && variant.size === 'M');
    if (!product || !pinkL || !greenM) throw new Error('seed product 37 is sold in pink L and green M');
    await setStock(37, 5, pinkL.sku);
    await setStock(37, 5, greenM.sku);
    const before = (await (await fetch(`${api.baseUrl}/products/37`)).json()) as { stock: number };
    const { status, body } = await postJson(
      `${api.baseUrl}/orders`,
      orderRequest([
        { product_id: 37, sku: pinkL.sku, qty: 1 },
        { product_id: 37, sku: greenM.sku, qty: 2 },
      ]),
    );
    expect(status).toBe(201);
    expect(orderSchema.parse(body).lines.map((line) => [line.sku, line.size, line.color, line.qty])).toEqual([
      [pinkL.sku, 'L', 'pink', 1],
      [greenM.sku, 'M', 'green', 2],
    ]);
    expect(await stockOf(37, pinkL.sku)).toBe(4);
    expect(await stockOf(37, greenM.sku)).toBe(3);
    const after = (await (await fetch(`${api.baseUrl}/products/37`)).json()) as { stock: number };
    expect(after.stock).toBe(before.stock - 3);
    const stored = await api.db.kysely.selectFrom('order_lines').select(['sku', 'size', 'color']).where('order_id', '=', Number(body.id)).orderBy('position').execute();
    expect(stored).toEqual([
      { sku: pinkL.sku, size: 'L', color: 'pink' },
      { sku: greenM.sku, size: 'M', color: 'green' },
    ]);
  });

  it("answers a SKU that is not the product's with 400 on that line, storing nothing", async () => {
    const ordersBefore = await api.db.kysely.selectFrom('orders').select('id').execute();
    const { status, body } = await postJson(
      `${api.baseUrl}/orders`,
      orderRequest([
        { product_id: 1, qty: 1 },
        { product_id: 1, sku: firstSku(3), qty: 1 },
        { product_id: 1, sku: 'NS-1001-PINK-XXL', qty: 1 },
      ]),
    );
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      'lines.1.sku': 'This product has no size or colour with this SKU.',
      'lines.2.sku': 'This product has no size or colour with this SKU.',
    });
    expect(await api.db.kysely.selectFrom('orders').select('id').execute()).toHaveLength(ordersBefore.length);
  });

  it('answers an unknown product with 400 on that line, and an invalid billing form with field messages', async () => {
    const unknown = await postJson(
      `${api.baseUrl}/orders`,
      orderRequest([
        { product_id: 424242, qty: 1 },
        { product_id: 9_007_199_254_740_991, qty: 1 },
      ]),
    );
    expect(unknown).toMatchObject({
      status: 400,
      body: { fields: { 'lines.0.product_id': 'This product does not exist.', 'lines.1.product_id': 'This product does not exist.' } },
    });
    // Only ids no table can hold: nothing is left to look up, and the answer is still the line's 400.
    const onlyOversized = await postJson(`${api.baseUrl}/orders`, orderRequest([{ product_id: 2_147_483_648, qty: 1 }]));
    expect(onlyOversized).toMatchObject({ status: 400, body: { fields: { 'lines.0.product_id': 'This product does not exist.' } } });
    const request = orderRequest([{ product_id: 1, qty: 1 }]);
    const invalid = await postJson(`${api.baseUrl}/orders`, { ...request, billing: { ...request.billing, address: 'short', pincode: '4110a1' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({
      'billing.address': 'The address must be 20 to 120 characters long.',
      'billing.pincode': 'Enter the pincode as digits only.',
    });
  });

  it('names what is wrong with each order field the checkout form does not cover', async () => {
    const request = orderRequest([{ product_id: 1, qty: 1 }]);
    const fieldsOf = async (body: unknown) => {
      const answer = await postJson(`${api.baseUrl}/orders`, body);
      expect(answer.status).toBe(400);
      return answer.body.fields;
    };
    expect(await fieldsOf({})).toEqual({
      idempotency_key: 'This field is required.',
      lines: 'This field is required.',
      billing: 'This field is required.',
      payment: 'This field is required.',
    });
    expect(
      await fieldsOf({
        ...request,
        idempotency_key: 'short',
        lines: [
          { product_id: 1, sku: firstSku(1), qty: 0 },
          { product_id: 1, sku: firstSku(1), qty: 1.5 },
          { product_id: 1, sku: firstSku(1), qty: 1001 },
          { product_id: '1', sku: firstSku(1), qty: 1 },
          { product_id: 1, qty: 1 },
        ],
        payment: { provider: 'cash', reference: 'r', status: 'pending' },
      }),
    ).toEqual({
      idempotency_key: 'Must be at least 8 characters long.',
      'lines.0.qty': 'Must be greater than 0.',
      'lines.1.qty': 'Expected a whole number.',
      'lines.2.qty': 'Must be at most 1000.',
      'lines.3.product_id': 'Expected a number.',
      'lines.4.sku': 'This field is required.',
      'payment.provider': 'Must be "stripe" or "paypal".',
      'payment.status': 'Must be "paid".',
    });
    expect(await fieldsOf({ ...request, lines: [] })).toEqual({ lines: 'Needs at least 1 item.' });
  });

  it('drops a size from the size filter when its last piece is sold, at once', async () => {
    const product = findSeedProduct(12);
    const variant = product?.variants.find((v) => v.size === 'XL');
    if (!product || !variant) throw new Error('seed product 12 is sold in XL');
    for (const other of product.variants.filter((v) => v.size === 'XL' && v.sku !== variant.sku)) await setStock(12, 0, other.sku);
    await setStock(12, 1, variant.sku);
    const listed = async () => {
      const page = (await (await fetch(`${api.baseUrl}/products?sizes=XL&subcategory=${product.sub_category_id}&page_size=100`)).json()) as { items: { id: number }[] };
      return page.items.some((item) => item.id === 12);
    };
    expect(await listed()).toBe(true);
    expect((await postJson(`${api.baseUrl}/orders`, orderRequest([{ product_id: 12, qty: 1, sku: variant.sku }]))).status).toBe(201);
    expect(await listed()).toBe(false);
  });

  it('sells exactly the stock when 50 orders race for a variant with 10 left, leaving its other sizes alone', async () => {
    await setStock(8, 10);
    const otherSku = findSeedProduct(8)?.variants[1]?.sku;
    await setStock(8, 7, otherSku);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => postJson(`${api.baseUrl}/orders`, orderRequest([{ product_id: 8, qty: 1 }]))),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await stockOf(8)).toBe(0);
    expect(await stockOf(8, otherSku)).toBe(7);
    const sold = await api.db.kysely
      .selectFrom('order_lines')
      .select((eb) => eb.fn.sum<number | string>('qty').as('qty'))
      .where('product_id', '=', 8)
      .executeTakeFirstOrThrow();
    expect(Number(sold.qty)).toBe(10);
  });

  it('creates one order when the same idempotency key arrives 10 times at once', async () => {
    await setStock(9, 20);
    const request = orderRequest([{ product_id: 9, qty: 1 }]);
    const results = await Promise.all(Array.from({ length: 10 }, () => postJson(`${api.baseUrl}/orders`, request)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(9);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await stockOf(9)).toBe(19);
  });
});
