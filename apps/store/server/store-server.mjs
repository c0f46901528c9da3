import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/**
 * The store's HTTP front: the API under /api/v1 (and its /images), the built files, and
 * index.html for every other path so the client router can answer it (including its 404 page).
 * @param {{ api: Hono, root?: string }} options
 */
export function createStoreServer({ api, root = distDir }) {
  const indexHtml = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const app = new Hono();
  app.route('/', api);
  app.use(
    '/assets/*',
    serveStatic({
      root: path.relative(process.cwd(), root),
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root: path.relative(process.cwd(), root) }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
}
