import { orderRequestSchema } from '@storefront/api-client';
import { Hono } from 'hono';
import type { Db } from '../db/connection';
import { readBody } from '../http/body';
import type { ErrorBody } from '../http/errors';
import { placeOrder } from '../orders/placeOrder';

/** Checkout: the server prices the lines itself and reserves stock atomically. */
export function orderRoutes(db: Db) {
  const routes = new Hono();

  routes.post('/orders', async (c) => {
    const body = await readBody(c, orderRequestSchema);
    if (!body.ok) return body.response;
    const result = await placeOrder(db, body.data);
    switch (result.kind) {
      case 'created':
        return c.json(result.order, 201);
      case 'replayed':
        return c.json(result.order, 200);
      case 'invalid':
        return c.json({ error: 'Some fields are missing or invalid.', fields: result.fields } satisfies ErrorBody, 400);
      default:
        return c.json({ error: 'out of stock', fields: result.fields } satisfies ErrorBody, 409);
    }
  });

  return routes;
}
