import type { Details } from '@storefront/api-client';
import { Hono } from 'hono';
import type { Db } from '../db/connection';
import { loadMenu } from '../db/menu';
import { taggedJson } from '../http/caching';

/** The shop's menu and contact details. */
export function shopRoutes(db: Db) {
  const routes = new Hono();

  routes.get('/categories', async (c) => {
    return taggedJson(c, await loadMenu(db));
  });

  routes.get('/details', async (c) => {
    const row = await db.kysely
      .selectFrom('shop_details')
      .select(['address', 'email'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const body: Details = row;
    return taggedJson(c, body);
  });

  return routes;
}
