import type { Category, Details } from '@storefront/api-client';
import { Hono } from 'hono';
import type { Db } from '../db/connection';

/** The shop's menu and contact details. */
export function shopRoutes(db: Db) {
  const routes = new Hono();

  routes.get('/categories', async (c) => {
    const [categories, subcategories] = await Promise.all([
      db.kysely.selectFrom('categories').selectAll().orderBy('position').execute(),
      db.kysely.selectFrom('subcategories').selectAll().orderBy('position').execute(),
    ]);
    const body: Category[] = categories.map((category) => ({
      name: category.name,
      sub_category: subcategories
        .filter((sub) => sub.category_id === category.id)
        .map((sub) => ({ id: sub.id, name: sub.name })),
    }));
    return c.json(body);
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
