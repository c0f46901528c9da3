import { paymentConfirmSchema, paymentRequestSchema, SHOP_CURRENCY } from '@storefront/api-client';
import { Hono } from 'hono';
import type { Db } from '../db/connection';
import { readBody } from '../http/body';
import { taggedJson } from '../http/caching';
import { type ErrorBody, notFound } from '../http/errors';
import { confirmPayment, createPayment, type PaymentProviders } from '../payments/service';

/**
 * Checkout: the server creates each payment for the amount it computed and places the order only
 * from a payment it confirmed with the provider (docs/adr/0091). No route takes the browser's word
 * that something was paid.
 */
export function paymentRoutes(db: Db, providers: PaymentProviders) {
  const routes = new Hono();

  routes.get('/payments/config', (c) =>
    taggedJson(c, { card: providers.card.name, paypal_client_id: providers.paypal?.clientId ?? null, currency: SHOP_CURRENCY }),
  );

  routes.post('/payments', async (c) => {
    const body = await readBody(c, paymentRequestSchema);
    if (!body.ok) return body.response;
    const result = await createPayment(db, providers, body.data);
    switch (result.kind) {
      case 'created':
        return c.json(result.payment, 201);
      case 'replayed':
        return c.json(result.payment, 200);
      case 'invalid':
        return c.json({ error: 'Some fields are missing or invalid.', fields: result.fields } satisfies ErrorBody, 400);
      default:
        return c.json({ error: 'out of stock', fields: result.fields } satisfies ErrorBody, 409);
    }
  });

  routes.post('/payments/:id/confirm', async (c) => {
    const body = await readBody(c, paymentConfirmSchema);
    if (!body.ok) return body.response;
    const result = await confirmPayment(db, providers, c.req.param('id'), body.data);
    switch (result.kind) {
      case 'placed':
        return c.json(result.order, 201);
      case 'replayed':
        return c.json(result.order, 200);
      case 'not-found':
        return notFound(c, 'No such payment');
      case 'declined':
        return c.json({ error: 'The card was declined.', decline_code: result.code } satisfies ErrorBody, 402);
      case 'invalid':
        return c.json({ error: 'Some fields are missing or invalid.', fields: result.fields } satisfies ErrorBody, 400);
      case 'conflict':
        return c.json({ error: result.error } satisfies ErrorBody, 409);
      default:
        return c.json({ error: 'out of stock', fields: result.fields } satisfies ErrorBody, 409);
    }
  });

  // The old way to order took the browser's word that it had paid; it is refused, with where to go.
  routes.post('/orders', (c) =>
    c.json(
      {
        error: 'Orders are placed by the shop from a payment it confirmed: create one with POST /api/v1/payments, then confirm it.',
        fields: { payment: 'A payment the browser says it made is not taken.' },
      } satisfies ErrorBody,
      400,
    ),
  );

  return routes;
}
