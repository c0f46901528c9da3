import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { sampleBilling } from '@storefront/api-client/mocks';
import { findSeedProduct } from '@storefront/api-client/seed';
import pg from 'pg';
import { type AppOptions, createApp } from '../src/app';
import { readConfig } from '../src/config';
import type { Db, Dialect } from '../src/db/connection';
import { refreshStockSets } from '../src/db/products';
import { prepareDatabase } from '../src/index';

export interface RunningApi {
  /** Origin and prefix of the API: `http://127.0.0.1:PORT/api/v1`. */
  baseUrl: string;
  /** `http://127.0.0.1:PORT`. */
  origin: string;
  db: Db;
  dataDir: string;
  /** The PostgreSQL database URL when running on PostgreSQL. */
  databaseUrl: string | undefined;
  stop: () => Promise<void>;
  /** Stops the server and deletes its database (the temporary folder, or the PostgreSQL database). */
  destroy: () => Promise<void>;
}

export interface StartOptions {
  dialect?: Dialect;
  /** Reuse a data folder (SQLite) to test restarts. */
  dataDir?: string;
  /** Reuse a PostgreSQL database to test restarts. */
  databaseUrl?: string;
  config?: AppOptions['config'];
}

/** The PostgreSQL server the tests may use; unset means PostgreSQL suites are not registered at all. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** The dialects to run the HTTP suites on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const dialects: Dialect[] = testDatabaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];
let announced = false;
export function announceDialects(): void {
  if (announced || testDatabaseUrl) return;
  announced = true;
  console.log('TEST_DATABASE_URL is not set: the API suites run on SQLite only (no PostgreSQL suites registered).');
}

/** A fresh, empty PostgreSQL database on the test server; returns its URL. */
export async function createPostgresDatabase(): Promise<string> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `storefront_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(databaseUrl: string): Promise<void> {
  if (!testDatabaseUrl) return;
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** An empty data folder and, on PostgreSQL, an empty database beside it; `remove` deletes both. */
export async function emptyStorage(dialect: Dialect, prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const databaseUrl = dialect === 'postgres' ? await createPostgresDatabase() : undefined;
  const remove = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  };
  return { dataDir, databaseUrl, remove };
}

/**
 * A real server on a free loopback port over a fresh database: a SQLite file in a temporary folder,
 * or a new PostgreSQL database on the TEST_DATABASE_URL server.
 */
export async function startApi(options: StartOptions = {}): Promise<RunningApi> {
  const dialect = options.dialect ?? 'sqlite';
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-api-'));
  const databaseUrl =
    dialect === 'postgres' ? (options.databaseUrl ?? (await createPostgresDatabase())) : undefined;
  const db = await prepareDatabase({ dataDir, databaseUrl });
  // Confirmations are written to this server's own data folder, with no payment provider but the test processor.
  const payments = { ...readConfig({}).payments, outboxDir: path.join(dataDir, 'outbox') };
  const app = createApp({ db, config: { corsOrigins: [], formRateLimit: { limit: 0, windowMs: 60_000 }, payments, ...options.config } });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.close();
  };
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    origin: `http://127.0.0.1:${port}`,
    db,
    dataDir,
    databaseUrl,
    stop,
    destroy: async () => {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl && !options.databaseUrl) await dropPostgresDatabase(databaseUrl);
    },
  };
}

/** POSTs JSON and returns the status and parsed body. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, body: json as Record<string, unknown>, headers: response.headers };
}

export const validBilling = sampleBilling;

/** A seed product's first variant's SKU ('NONE' for an id the seed lacks). */
export function firstSku(productId: number): string {
  return findSeedProduct(productId)?.variants[0]?.sku ?? 'NONE';
}

/** A variant's stock now; the product's first variant when no SKU is given. */
export async function variantStock(db: Db, productId: number, sku = firstSku(productId)): Promise<number> {
  const row = await db.kysely
    .selectFrom('product_variants')
    .select('stock')
    .where('product_id', '=', productId)
    .where('sku', '=', sku)
    .executeTakeFirstOrThrow();
  return row.stock;
}

export async function setVariantStock(db: Db, productId: number, stock: number, sku = firstSku(productId)): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable('product_variants').set({ stock }).where('product_id', '=', productId).where('sku', '=', sku).execute();
    await refreshStockSets(trx, [productId]);
  });
}

/**
 * Both stored counts and the same counts made from the products now, each as sorted lines:
 * `category/subcategory/brand set/colour set/size set=count cheapest-dearest` for the facet counts,
 * `pairs category/subcategory/brand set/colour set/size set/pair set=count` for the counts by
 * colour and size pairs (zero counts left out).
 */
export async function facetCounts(db: Db): Promise<{ stored: string[]; recounted: string[] }> {
  type Group = { category: string; sub: number | string | null; brand_set: number; color_set: number; size_set: number; n: number | string };
  type Priced = Group & { low: number | null; high: number | null };
  const group = (row: Group) => `${row.category}/${Number(row.sub ?? 0)}/${row.brand_set}/${row.color_set}/${row.size_set}`;
  const line = (row: Priced) => `${group(row)}=${Number(row.n)} ${row.low}-${row.high}`;
  const pairsLine = (row: Group & { variant_set: number }) => `pairs ${group(row)}/${row.variant_set}=${Number(row.n)}`;
  const stored = await db.kysely
    .selectFrom('facet_counts')
    .select(['category', 'sub_category_id as sub', 'brand_set', 'color_set', 'size_set', 'products as n', 'min_cents as low', 'max_cents as high'])
    .where('products', '<>', 0)
    .execute();
  const storedPairs = await db.kysely
    .selectFrom('variant_counts')
    .select(['category', 'sub_category_id as sub', 'brand_set', 'color_set', 'size_set', 'variant_set', 'products as n'])
    .where('products', '<>', 0)
    .execute();
  const recounted = await db.kysely
    .selectFrom('products')
    .select((eb) => [
      'category',
      'sub_category_id as sub',
      'brand_set',
      'color_set',
      'size_set',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.min('payable_cents').as('low'),
      eb.fn.max('payable_cents').as('high'),
    ])
    .groupBy(['category', 'sub_category_id', 'brand_set', 'color_set', 'size_set'])
    .execute();
  const recountedPairs = await db.kysely
    .selectFrom('products')
    .select((eb) => ['category', 'sub_category_id as sub', 'brand_set', 'color_set', 'size_set', 'variant_set', eb.fn.countAll<number | string>().as('n')])
    .groupBy(['category', 'sub_category_id', 'brand_set', 'color_set', 'size_set', 'variant_set'])
    .execute();
  return {
    stored: [...stored.map(line), ...storedPairs.map(pairsLine)].sort(),
    recounted: [...recounted.map(line), ...recountedPairs.map(pairsLine)].sort(),
  };
}

let keyCounter = 0;
const nextKey = () => {
  keyCounter += 1;
  return `test-${process.pid}-${Date.now()}-${keyCounter}`;
};

/** A test card the offline processor approves. */
export const approvedCard = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Asha Mehta' };

type LineSpec = { product_id: number; qty: number; sku?: string };
/** The lines with a SKU each: a line without one buys its product's first variant. */
export const withSkus = (lines: LineSpec[]) => lines.map((line) => ({ ...line, sku: line.sku ?? firstSku(line.product_id) }));

/** A request to create a payment for these lines (by card unless told otherwise). */
export function paymentRequest(lines: LineSpec[], options: { key?: string; method?: 'stripe' | 'paypal' } = {}) {
  return { idempotency_key: options.key ?? nextKey(), method: options.method ?? 'stripe', lines: withSkus(lines), billing: validBilling };
}

/**
 * Pays for the lines as the checkout does: creates the payment, then confirms it with the card.
 * Answers both steps (the confirmation is absent when the payment was not created).
 */
export async function buy(baseUrl: string, lines: LineSpec[], card: Record<string, string> = approvedCard) {
  const request = paymentRequest(lines);
  const created = await postJson(`${baseUrl}/payments`, request);
  if (created.status !== 201) return { created, confirmed: undefined };
  const confirmed = await postJson(`${baseUrl}/payments/${String(created.body.id)}/confirm`, { lines: request.lines, card });
  return { created, confirmed };
}
