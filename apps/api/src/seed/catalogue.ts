import { seedProducts } from '@storefront/api-client/seed';
import type { Kysely } from 'kysely';
import { productToRow } from '../db/products';
import type { Database } from '../db/schema';

export async function seedCatalogue(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.insertInto('products').values(seedProducts.map(productToRow)).execute();
  const tags = seedProducts.flatMap((p) => p.tags.map((tag) => ({ product_id: p.id, tag })));
  const colors = seedProducts.flatMap((p) => p.colors.map((color) => ({ product_id: p.id, color })));
  if (tags.length > 0) await db.insertInto('product_tags').values(tags).execute();
  if (colors.length > 0) await db.insertInto('product_colors').values(colors).execute();
  return true;
}
