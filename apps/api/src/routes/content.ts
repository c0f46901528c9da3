import type { BlogPost, Lookbook } from '@storefront/api-client';
import { Hono } from 'hono';
import type { Db } from '../db/connection';
import { notFound, parseId } from '../http/errors';

/** Banners, blog, FAQ and lookbook. */
export function contentRoutes(db: Db) {
  const routes = new Hono();

  routes.get('/banners', async (c) =>
    c.json(await db.kysely.selectFrom('banners').select(['image_path', 'title', 'url']).orderBy('id').execute()),
  );

  routes.get('/blog', async (c) => {
    const posts: BlogPost[] = await db.kysely.selectFrom('blog_posts').selectAll().orderBy('date', 'desc').orderBy('id', 'desc').execute();
    return c.json(posts);
  });

  routes.get('/blog/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const post = id === null ? undefined : await db.kysely.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
    return post ? c.json(post satisfies BlogPost) : notFound(c, 'No such blog post');
  });

  routes.get('/faq', async (c) =>
    c.json(await db.kysely.selectFrom('faq').select(['question', 'answer']).orderBy('id').execute()),
  );

  routes.get('/lookbook', async (c) => {
    const rows = await db.kysely.selectFrom('lookbooks').selectAll().orderBy('id').execute();
    const lookbooks: Lookbook[] = rows.map(({ hotspots_json, ...row }) => ({ ...row, hotspots: JSON.parse(hotspots_json) }));
    return c.json(lookbooks);
  });

  return routes;
}
