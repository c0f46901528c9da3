import type { Details } from '@storefront/api-client';
import { sendJson } from '../http/errors';
import { Hono } from 'hono';
import type { CatalogueCache } from '../db/cache';
import type { Db } from '../db/connection';

/** The shop's menu and contact details. */
export function shopRoutes(db: Db, cache: CatalogueCache) {
  const routes = new Hono();

  routes.get('/categories', async (c) => {
    return sendJson(c, (await cache.get()).json.categories);
  });

  routes.get('/details', async (c) => {
    const row = await db.kysely
      .selectFrom('shop_details')
      .select(['address', 'email'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const body: Details = row;
    return c.json(body);
  });

  return routes;
}
