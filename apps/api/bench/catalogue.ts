/**
 * A generated catalogue for the benchmarks: `size` products (the seed's 94, then generated brand
 * products) inserted through the API's own insert into a new SQLite folder, or a new database on
 * the PostgreSQL server `postgresServer`, then analysed for the planner as after any bulk import.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../src/db/connection';
import { prepareDatabase } from '../src/index';
import { generateCatalogue } from '../src/seed/generate';

async function withAdmin<T>(postgresServer: string | undefined, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface Catalogue {
  size: number;
  dataDir: string;
  databaseUrl: string | undefined;
  generateSeconds: number;
  cleanup: () => Promise<void>;
}

export async function makeCatalogue(dialect: 'sqlite' | 'postgres', size: number, postgresServer?: string): Promise<Catalogue> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-scale-'));
  let databaseUrl: string | undefined;
  if (dialect === 'postgres') {
    const name = `storefront_scale_${size}_${process.pid}`;
    await withAdmin(postgresServer, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`).then(() => client.query(`CREATE DATABASE ${name}`)));
    const url = new URL(postgresServer as string);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const started = performance.now();
  const db: Db = await prepareDatabase({ dataDir, databaseUrl });
  await generateCatalogue(db.kysely, size);
  // Statistics for the planner, as after any bulk import (PostgreSQL's autovacuum would get there too).
  await sql`analyze`.execute(db.kysely);
  if (dialect === 'postgres') await sql`vacuum`.execute(db.kysely);
  await db.close();
  const generateSeconds = (performance.now() - started) / 1000;
  return {
    size,
    dataDir,
    databaseUrl,
    generateSeconds,
    cleanup: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) {
        const name = new URL(databaseUrl).pathname.slice(1);
        await withAdmin(postgresServer, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
    },
  };
}

