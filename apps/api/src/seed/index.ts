import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seedCategories, seedDetails } from '@storefront/api-client/seed';

/** Seeds an empty database; a database that already holds data is left as it is. */
export async function seedIfEmpty(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    for (const [position, category] of seedCategories.entries()) {
      await trx.insertInto('categories').values({ id: category.id, name: category.name, position }).execute();
      for (const [subPosition, sub] of category.sub_category.entries()) {
        await trx
          .insertInto('subcategories')
          .values({ id: sub.id, category_id: category.id, name: sub.name, position: subPosition })
          .execute();
      }
    }
    await trx.insertInto('shop_details').values({ id: 1, ...seedDetails }).execute();
  });
  return true;
}
