import type { Product } from '@storefront/api-client';
import { seedProducts } from '@storefront/api-client/seed';
import type { Kysely } from 'kysely';
import { productToRow, variantRows } from '../db/products';
import type { Database } from '../db/schema';

export async function seedCatalogue(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await insertProducts(db, seedProducts);
  return true;
}

/** Stores products with their variants, tags and colours (the seed, and test fixtures such as e2e's). */
export async function insertProducts(db: Kysely<Database>, products: readonly Product[]): Promise<void> {
  if (products.length === 0) return;
  await db.insertInto('products').values(products.map(productToRow)).execute();
  const variants = products.flatMap(variantRows);
  if (variants.length > 0) await db.insertInto('product_variants').values(variants).execute();
  const tags = products.flatMap((p) => p.tags.map((tag) => ({ product_id: p.id, tag })));
  const colors = products.flatMap((p) => p.colors.map((color) => ({ product_id: p.id, color })));
  if (tags.length > 0) await db.insertInto('product_tags').values(tags).execute();
  if (colors.length > 0) await db.insertInto('product_colors').values(colors).execute();
}
