import { createHash } from 'node:crypto';
import { renderSeedImage } from '@storefront/api-client/seed';
import { Hono } from 'hono';
import { notFound } from '../http/errors';

interface CachedImage {
  svg: string;
  etag: string;
}

/**
 * Generated catalogue pictures under /images/. A path always draws the same picture, so answers
 * are immutable for a year with a content ETag. Only paths that name a picture are cached, so the
 * cache is bounded by the catalogue.
 */
export function imageRoutes() {
  const routes = new Hono();
  const cache = new Map<string, CachedImage>();

  routes.get('/images/*', (c) => {
    const path = c.req.path;
    let image = cache.get(path);
    if (!image) {
      const drawn = renderSeedImage(path);
      if (!drawn) return notFound(c, 'No such image');
      const hash = createHash('sha1').update(drawn.svg).digest('base64url').slice(0, 20);
      image = { svg: drawn.svg, etag: `"${hash}"` };
      cache.set(path, image);
    }
    const headers = {
      ETag: image.etag,
      'Cache-Control': 'public, max-age=31536000, immutable',
      // An SVG opened on its own must not run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    };
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag)) {
      return c.body(null, 304, headers);
    }
    return c.body(image.svg, 200, { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' });
  });

  return routes;
}
