import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/** The browser's build (`react-router build`): hashed assets under /assets, and the public files. */
export const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The toasts' library (sonner) inserts its stylesheet as a <style> element of its own when its
 * module loads, and has no way to carry a nonce: the CSP allows exactly that stylesheet, and the
 * empty one it starts as (sonner appends the element before its text). Kept equal to the
 * stylesheet sonner inserts by apps/store/test/toaster-styles.test.ts.
 */
export const TOASTER_STYLESHEET_SHA256 = 'StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=';
const toasterStyleHashes = [`'sha256-${TOASTER_STYLESHEET_SHA256}'`, sha256('')];

/** The origin of the shop's public address (SITE_URL); a clear error for one that is not http(s). */
function originOf(siteUrl) {
  const url = URL.canParse(siteUrl) ? new URL(siteUrl) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Error(`SITE_URL must be the shop's public address, such as https://shop.example (got "${siteUrl}").`);
  return url.origin;
}

/** Paths the mounted API app answers (apps/api/src/app.ts). */
const API_PATH = /^\/(api|images)\//;

/**
 * The store's HTTP front: the API (under /api/v1, and its /images), the browser's build, and every
 * other path rendered by React Router (`handleRequest`: its request handler over the server build),
 * on one origin.
 * - Pages get a CSP with a fresh nonce per request: React Router's scripts, the page's own inline
 *   script and styles and styled-components' <style> elements carry it (entry.server.tsx).
 * - Hashed files under /assets are cached for a year as immutable; everything else is revalidated.
 *   Text files are served from their build-time .br/.gz siblings when the browser accepts them;
 *   pages, different on every request, are compressed as they are sent.
 * - Loaders and actions reach the API in process (`context.fetchApi`), with the shopper's
 *   connection, so the API's per-address limits hold for forms sent without scripts too.
 * - Absolute addresses (robots.txt, sitemaps, canonical links, structured data) start with
 *   `context.origin`: `siteUrl`'s origin when it is set (SITE_URL), else the request's own.
 * @param {{ api: import('hono').Hono, handleRequest: (request: Request, context: { fetchApi: typeof fetch, nonce: string, origin: string }) => Promise<Response>,
 *   root?: string, paypal?: boolean, siteUrl?: string }} options
 */
export function createStoreServer({
  api,
  handleRequest,
  root = clientDir,
  paypal = Boolean(process.env.PAYPAL_CLIENT_ID && process.env.PAYPAL_CLIENT_SECRET),
  siteUrl = process.env.SITE_URL,
}) {
  const siteOrigin = siteUrl ? originOf(siteUrl) : undefined;
  // PayPal's hosted buttons load their script and frames from PayPal, only when PayPal is configured.
  const paypalHosts = paypal ? ['https://www.paypal.com', 'https://www.sandbox.paypal.com'] : [];
  const staticRoot = path.relative(process.cwd(), root) || '.';
  const app = new Hono();

  const pageHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...paypalHosts],
      // <style> elements: the page's own and styled-components' carry the request's nonce; sonner's
      // fixed sheet is allowed by its hash. Style attributes (Radix popper/presence, embla, the
      // swatch colour) are set by React/JS and cannot carry a nonce: style-src-attr allows them (ADR 0061).
      styleSrc: ["'self'", NONCE, ...toasterStyleHashes],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(paypal ? ['https://www.paypalobjects.com'] : [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...paypalHosts],
      frameSrc: paypalHosts.length > 0 ? paypalHosts : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    // PayPal's checkout talks to its popup through window.opener, which 'same-origin' cuts off
    // (paypal/paypal-js#363; the fix others shipped is this value). Without PayPal, the stricter one.
    crossOriginOpenerPolicy: paypal ? 'same-origin-allow-popups' : 'same-origin',
  });
  // The API and its pictures keep the headers the API app sets: the page's CSP would replace the
  // pictures' own, and its same-origin resource policy would hide them from a store on another origin.
  app.use('*', (c, next) => (API_PATH.test(c.req.path) ? next() : pageHeaders(c, next)));
  app.route('/', api);
  // Set after the files middleware answered (its onFound hook runs too late to add headers).
  // API routes are registered above and answer before this runs, so they keep their own.
  app.use('*', async (c, next) => {
    await next();
    const hashed = c.req.path.startsWith('/assets/');
    if (c.res.status === 200) c.res.headers.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  app.use('*', serveStatic({ root: staticRoot, precompressed: true }));
  app.all('*', compress(), (c) =>
    handleRequest(c.req.raw, {
      fetchApi: (input, init) => api.fetch(new Request(new URL(String(input), c.req.url), init), c.env),
      nonce: c.get('secureHeadersNonce'),
      origin: siteOrigin ?? new URL(c.req.url).origin,
    }),
  );
  return app;
}
