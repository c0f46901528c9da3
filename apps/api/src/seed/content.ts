import { seedBanners, seedBlogPosts, seedFaq, seedLookbooks } from '@storefront/api-client/seed';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function seedContent(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('banners').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.insertInto('banners').values(seedBanners.map((banner, index) => ({ id: index + 1, ...banner }))).execute();
  await db.insertInto('blog_posts').values(seedBlogPosts.map((post) => ({ ...post }))).execute();
  await db.insertInto('faq').values(seedFaq.map(({ question, answer }, index) => ({ id: index + 1, question, answer }))).execute();
  await db
    .insertInto('lookbooks')
    .values(
      seedLookbooks.map(({ hotspots, ...lookbook }) => ({ ...lookbook, hotspots_json: JSON.stringify(hotspots) })),
    )
    .execute();
  return true;
}
