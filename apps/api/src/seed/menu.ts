import { seedCategories, seedDetails } from '@storefront/api-client/seed';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function seedMenu(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db
    .insertInto('categories')
    .values(seedCategories.map((category, position) => ({ id: category.id, name: category.name, position })))
    .execute();
  await db
    .insertInto('subcategories')
    .values(
      seedCategories.flatMap((category) =>
        category.sub_category.map((sub, position) => ({ id: sub.id, category_id: category.id, name: sub.name, position })),
      ),
    )
    .execute();
  await db.insertInto('shop_details').values({ id: 1, ...seedDetails }).execute();
  return true;
}
