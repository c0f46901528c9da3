import { contactMessageSchema, inquirySchema, subscriberSchema } from '@storefront/api-client';
import { Hono } from 'hono';
import type { Db } from '../db/connection';
import { readBody } from '../http/body';

const now = () => new Date().toISOString();

/** Newsletter, contact and inquiry forms: validated with the shared schemas, then stored. */
export function formRoutes(db: Db) {
  const routes = new Hono();

  routes.post('/subscribers', async (c) => {
    const body = await readBody(c, subscriberSchema);
    if (!body.ok) return body.response;
    // One row per address whatever its case: subscribing twice is not an error.
    const email = body.data.email.toLowerCase();
    const result = await db.kysely
      .insertInto('subscribers')
      .values({ email, created_at: now() })
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    const created = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    return c.json({ email }, created ? 201 : 200);
  });

  routes.post('/contact', async (c) => {
    const body = await readBody(c, contactMessageSchema);
    if (!body.ok) return body.response;
    const row = await db.kysely
      .insertInto('contact_messages')
      .values({ ...body.data, created_at: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return c.json({ id: row.id }, 201);
  });

  routes.post('/inquiry', async (c) => {
    const body = await readBody(c, inquirySchema);
    if (!body.ok) return body.response;
    const row = await db.kysely
      .insertInto('inquiries')
      .values({ ...body.data, created_at: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return c.json({ id: row.id }, 201);
  });

  return routes;
}
