import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { prepareDatabase } from './index';

const config = readConfig();
const db = await prepareDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const app = createApp({ db });
const server = serve({ fetch: app.fetch, port: config.port, hostname: '127.0.0.1' }, (info) => {
  console.log(`API listening on http://127.0.0.1:${info.port}/api/v1 (${db.dialect})`);
});

// Stopping (a deploy, a scale-down): no new connections; the requests in flight are answered,
// then the database is closed. Idle keep-alive connections are closed so they do not hold it up.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => void db.close().finally(() => process.exit(0)));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}
