import type { BlogPost, FaqItem, Lookbook } from '@storefront/api-client';
import { Hono } from 'hono';
import type { Db } from '../db/connection';
import { loadTranslations, withTranslations } from '../db/translations';
import { taggedJson } from '../http/caching';
import { notFound, parseId } from '../http/errors';

/** Banners, blog, FAQ and lookbook. */
export function contentRoutes(db: Db) {
  const routes = new Hono();

  routes.get('/banners', async (c) =>
    taggedJson(c, await db.kysely.selectFrom('banners').select(['image_path', 'title', 'url']).orderBy('id').execute()),
  );

  routes.get('/blog', async (c) => {
    const posts: BlogPost[] = await db.kysely.selectFrom('blog_posts').selectAll().orderBy('date', 'desc').orderBy('id', 'desc').execute();
    return taggedJson(c, posts);
  });

  routes.get('/blog/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const post = id === null ? undefined : await db.kysely.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
    return post ? taggedJson(c, post satisfies BlogPost) : notFound(c, 'No such blog post');
  });

  routes.get('/faq', async (c) => {
    const [rows, texts] = await Promise.all([
      db.kysely.selectFrom('faq').select(['id', 'question', 'answer']).orderBy('id').execute(),
      loadTranslations(db.kysely, 'faq'),
    ]);
    const items: FaqItem[] = rows.map(({ id, ...item }) => withTranslations(item, texts.get(id)));
    return taggedJson(c, items);
  });

  routes.get('/lookbook', async (c) => {
    const rows = await db.kysely.selectFrom('lookbooks').selectAll().orderBy('id').execute();
    const lookbooks: Lookbook[] = rows.map(({ hotspots_json, ...row }) => ({ ...row, hotspots: JSON.parse(hotspots_json) }));
    return taggedJson(c, lookbooks);
  });

  return routes;
}
