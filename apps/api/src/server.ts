import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { httpServerOptions } from './http/serverOptions';
import { gracefulStop } from './http/stop';
import { prepareDatabase } from './index';

const config = readConfig();
const db = await prepareDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const app = createApp({ db });
const stop = gracefulStop(db);
const server = serve({ fetch: stop.counted(app.fetch), port: config.port, hostname: '127.0.0.1', serverOptions: httpServerOptions }, (info) => {
  console.log(`API listening on http://127.0.0.1:${info.port}/api/v1 (${db.dialect})`);
});
// An HTTP/1 server: serve makes an HTTP/2 one only when given http2's createServer.
stop.stopOnSignal(server as Server);
