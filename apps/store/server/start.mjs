// Serves the store and the /api/v1 server on one origin: `pnpm start` runs this after the build,
// `pnpm dev` with NODE_ENV=development (Vite's dev server, hot reload, the sources as they are).
// Configuration: PORT (3000), HOST (127.0.0.1), DATA_DIR (./data, the SQLite file's folder),
// DATABASE_URL (postgres://...), SITE_URL (the shop's public address, for absolute links).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createApp, gracefulStop, httpServerOptions, prepareDatabase, readConfig } from '@storefront/api';
import { createStoreServer } from './store-server.mjs';

const development = process.env.NODE_ENV === 'development';
// React and React Router load their production builds: they read this when first loaded, below.
process.env.NODE_ENV ??= 'production';
const { createRequestHandler } = await import('react-router');
const storeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const config = readConfig({ ...process.env, API_PORT: process.env.PORT ?? '3000' });
const db = await prepareDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const api = createApp({ db });
const stop = gracefulStop(db);

let listener;
if (development) {
  const vite = await import('vite').then(({ createServer }) => createServer({ root: storeDir, server: { middlewareMode: true } }));
  const handleRequest = createRequestHandler(() => vite.ssrLoadModule('virtual:react-router/server-build'), 'development');
  const app = createStoreServer({ api, handleRequest, root: path.join(storeDir, 'public') });
  const honoListener = getRequestListener(stop.counted(app.fetch));
  // Vite answers the sources and its own paths; everything else goes to the store.
  listener = (req, res) => vite.middlewares(req, res, () => honoListener(req, res));
} else {
  const build = await import(pathToFileURL(path.join(storeDir, 'build/server/index.js')).href);
  listener = getRequestListener(stop.counted(createStoreServer({ api, handleRequest: createRequestHandler(build, 'production') }).fetch));
}

const host = process.env.HOST ?? '127.0.0.1';
const server = http.createServer(httpServerOptions, listener).listen(config.port, host, () => {
  console.log(`Store ready at http://localhost:${config.port} (API under /api/v1, ${db.dialect} database)`);
});
stop.stopOnSignal(server);
