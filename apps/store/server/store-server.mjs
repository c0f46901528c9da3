import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** sha256 sources for every inline <script> of the page, so CSP can allow exactly those. */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

/**
 * The store's HTTP front: the API (under /api/v1, and its /images), the built files, and
 * index.html for every other path so the client router can answer it (including its 404 page).
 * Hashed files under /assets are cached for a year as immutable; everything else is revalidated.
 * Text files are served from their build-time .br/.gz siblings when the browser accepts them.
 * @param {{ api: import('hono').Hono, root?: string, paypal?: boolean }} options
 */
export function createStoreServer({ api, root = distDir, paypal = Boolean(process.env.VITE_PAYPAL_CLIENT_ID) }) {
  const indexHtml = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  // PayPal's hosted buttons load their script and frames from PayPal, only when PayPal is configured.
  const paypalHosts = paypal ? ['https://www.paypal.com', 'https://www.sandbox.paypal.com'] : [];
  const staticRoot = path.relative(process.cwd(), root) || '.';
  const app = new Hono();

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(indexHtml), ...paypalHosts],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
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
    }),
  );
  app.route('/', api);
  // Set after the files middleware answered (its onFound hook runs too late to add headers).
  // API routes are registered above and answer before this runs, so they keep their own.
  app.use('*', async (c, next) => {
    await next();
    const hashed = c.req.path.startsWith('/assets/');
    if (c.res.status === 200) c.res.headers.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  app.use('*', serveStatic({ root: staticRoot, precompressed: true }));
  app.get('*', (c) => c.html(indexHtml));
  return app;
}
