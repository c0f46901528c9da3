import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type Db, insertProducts, prepareDatabase, readConfig } from '@storefront/api';
import { ApiError, createApiClient, fromCents, type Payment, type Product, testCards, toCents } from '@storefront/api-client';
import { sampleBilling } from '@storefront/api-client/mocks';
import { findSeedProduct } from '@storefront/api-client/seed';
import { addToCartAtom, cartAtom, cartTotalAtom } from '@storefront/state';
import { CartTable, ThemeRoot } from '@storefront/ui';
import fc from 'fast-check';
import { createStore } from 'jotai';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayment, lineInputs } from '../src/payments/checkout';

/**
 * What the shopper is shown is what the server charges: for any prices, discounts and quantities,
 * the cart total the browser's state computes and the cart table shows equals the amount the
 * server puts on the payment (`amount_minor`) and the total of the order it places. Both sides run
 * their real code: the API on a real SQLite file, the shopper's state and the UI's cart table.
 */

const approvedCard = { number: testCards.find((card) => card.outcome === 'approved')?.number ?? '', expiry: '12/39', cvc: '123', name: 'Asha Mehta' };
const dollars = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });

/**
 * A cart of up to four products, each with any price (in whole cents, up to $5,000), any whole
 * payable percentage and any quantity a line may have: its total stays within what the server
 * takes online. Half the percentages are 25, 50 or 75, which leave half a cent on many prices:
 * the edge where two rounding rules would part.
 */
const cartSpec = fc.array(
  fc.record({
    priceCents: fc.integer({ min: 0, max: 500_000 }),
    discount: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(25, 50, 75)),
    qty: fc.integer({ min: 1, max: 1000 }),
  }),
  { minLength: 1, maxLength: 4 },
);

describe('shown = charged', () => {
  let dataDir: string;
  let db: Db;
  let client: ReturnType<typeof createApiClient>;
  let nextId = 100_000;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-money-'));
    db = await prepareDatabase({ dataDir });
    // The offline test card processor, confirmations written to this test's own folder, no rate limit.
    const payments = { ...readConfig({}).payments, outboxDir: path.join(dataDir, 'outbox') };
    const api = createApp({ db, config: { formRateLimit: { limit: 0, windowMs: 60_000 }, payments } });
    client = createApiClient({ baseUrl: 'http://shop.test/api/v1', fetch: (input, init) => api.request(input instanceof URL ? input.href : input, init) });
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** New products in the shop's database, one size and colour each, with stock for any quantity. */
  async function stockProducts(specs: readonly { priceCents: number; discount: number }[]): Promise<number[]> {
    const template = findSeedProduct(1);
    if (!template) throw new Error('the seed has product 1');
    const products: Product[] = specs.map((spec) => {
      const id = nextId++;
      const variant = { sku: `MONEY-${id}`, size: null, color: null, stock: 1_000_000, images: [] };
      return { ...template, id, price: fromCents(spec.priceCents), discount: spec.discount, size: [], colors: [], variants: [variant], stock: variant.stock };
    });
    await insertProducts(db.kysely, products);
    return products.map((product) => product.id);
  }

  it('for any prices, discounts and quantities, the cart total shown is the amount charged', async () => {
    await fc.assert(
      fc.asyncProperty(cartSpec, async (specs) => {
        const ids = await stockProducts(specs);
        // The browser: products as the API sends them, added to the cart in the shopper's state.
        const store = createStore();
        for (const [index, id] of ids.entries()) {
          const product = await client.product(id);
          store.set(addToCartAtom, product, specs[index]?.qty, product.variants[0]?.sku);
        }
        const lines = store.get(cartAtom);
        const markup = renderToStaticMarkup(
          createElement(ThemeRoot, null, createElement(CartTable, { lines, productHref: () => '/', onIncrement() {}, onDecrement() {}, onQuantityChange() {}, onRemove() {} })),
        );
        const shownTotal = /data-cart-total="">([^<]*)</.exec(markup)?.[1];

        // The server: the payment for the same lines, as the checkout asks for it.
        const request = { idempotencyKey: `money-${ids[0]}`, method: 'stripe' as const, lines, billing: sampleBilling };
        if (store.get(cartTotalAtom) === 0) {
          // Nothing to pay: the server takes no payment either.
          const refused = await createPayment(client, request).catch((error: unknown) => error);
          expect(refused).toBeInstanceOf(ApiError);
          expect(refused).toMatchObject({ status: 400, fields: { lines: 'There is nothing to pay.' } });
          return;
        }
        const payment: Payment = await createPayment(client, request);
        expect(toCents(store.get(cartTotalAtom))).toBe(payment.amount_minor);
        expect(shownTotal).toBe(dollars.format(fromCents(payment.amount_minor)));
        const order = await client.confirmPayment(payment.id, { lines: lineInputs(lines), card: approvedCard });
        expect(order.total).toBe(fromCents(payment.amount_minor));
        expect(order.lines.map((line) => line.sum)).toEqual(lines.map((line) => line.sum));
      }),
      // First the carts where dollars in floating point round the other way ($4.27 at 50% is $2.135).
      { numRuns: 60, examples: [[[{ priceCents: 427, discount: 50, qty: 1 }]], [[{ priceCents: 100_015, discount: 50, qty: 3 }, { priceCents: 903, discount: 50, qty: 7 }]]] },
    );
  }, 120_000);
});
