// Serves the built store and the /api/v1 server on one origin: `pnpm start` runs this after the build.
// Configuration: PORT (3000), DATA_DIR (./data, the SQLite file's folder), DATABASE_URL (postgres://...),
// STORE_DIST (apps/store/dist: the built store to serve, e.g. a copy that a rebuild cannot change under a test run).
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, prepareDatabase, readConfig } from '@storefront/api';
import { createStoreServer } from './store-server.mjs';

// The server renderer loads React's production build (React reads this when first loaded, below).
process.env.NODE_ENV ??= 'production';

/**
 * The server renderer built beside the store (dist-server/, ADR 0063), reaching the API in process.
 * SSR=off, or no server build, serves the page for the browser to render alone.
 */
async function loadRenderer(api) {
  if (process.env.SSR === 'off') return undefined;
  const entry = new URL(`${process.env.STORE_DIST ? path.resolve(process.env.STORE_DIST, '..') : '..'}/dist-server/entry-server.js`, import.meta.url);
  try {
    const { createRenderer } = await import(entry.href);
    return createRenderer({ fetch: (input, init) => api.fetch(new Request(input, init)) });
  } catch (error) {
    console.warn(`No server rendering (${error.code ?? error.message}): pages are rendered in the browser.`);
    return undefined;
  }
}

const config = readConfig({ ...process.env, API_PORT: process.env.PORT ?? '3000' });
const db = await prepareDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const api = createApp({ db });
const root = process.env.STORE_DIST ? path.resolve(process.env.STORE_DIST) : undefined;
const app = createStoreServer({ api, root, render: await loadRenderer(api) });
const host = process.env.HOST ?? '127.0.0.1';

const server = serve({ fetch: app.fetch, port: config.port, hostname: host }, (info) => {
  console.log(`Store ready at http://localhost:${info.port} (API under /api/v1, ${db.dialect} database)`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    db.close().finally(() => process.exit(0));
  });
}
