import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

/**
 * HTTP caching instead of per-process copies (docs/adr/0012). Every JSON GET carries an ETag, so
 * a browser or CDN revalidates with If-None-Match and gets a bodiless 304 when nothing changed.
 * Answers that show stock (products, lists, search) are `no-cache`: stored but revalidated on
 * each use, so a stock change is seen at once whichever process answers. Shop texts and content
 * change with a deploy or an owner's edit: a shared cache (CDN) may reuse them for five minutes,
 * a browser revalidates them (so a page never shows texts the API no longer has, nor hides that
 * the API is down).
 *
 * GET routes answer with `taggedJson`, which tags the text where it is made; hono's etag
 * middleware then only compares it with If-None-Match. Left to hash the answer itself, the
 * middleware reads it back through a stream clone, which costs more than the query behind
 * most answers.
 */
const CONTENT = /^\/api\/v1\/(banners|blog|faq|lookbook|details|categories|subcategories)(\/|$)/;
const DOWNLOADS = /^\/api\/v1\/(pdf|zip)\//;

export function cacheControl(path: string): string {
  return CONTENT.test(path) ? 'public, max-age=0, s-maxage=300' : 'public, no-cache';
}

export function httpCaching(): MiddlewareHandler {
  const tag = etag();
  return async (c, next) => {
    if (c.req.method !== 'GET' || DOWNLOADS.test(c.req.path)) return next();
    await tag(c, next);
    // Set after the ETag middleware, so its 304 answers carry it too.
    if ((c.res.ok || c.res.status === 304) && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', cacheControl(c.req.path));
  };
}

/** A JSON answer with its ETag: the SHA-1 of the text sent, so every process tags the same answer alike. */
export function taggedJson(c: Context, data: unknown, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(data);
  const tag = `"${createHash('sha1').update(text).digest('hex')}"`;
  return c.body(text, 200, { 'Content-Type': 'application/json', ETag: tag, ...headers });
}
