import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app';
import type { Db } from '../src/db/connection';
import { prepareDatabase } from '../src/index';

export interface RunningApi {
  baseUrl: string;
  db: Db;
  dataDir: string;
  stop: () => Promise<void>;
}

/** A real server on a free loopback port over a fresh SQLite file in a temporary folder. */
export async function startApi(options: { dataDir?: string } = {}): Promise<RunningApi> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-api-'));
  const db = await prepareDatabase({ dataDir });
  const app = createApp({ db });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    db,
    dataDir,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
