import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { orderSchema, productPageSchema, productSchema } from '@storefront/api-client';
import { findSeedProduct } from '@storefront/api-client/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { openDatabase, type Db } from '../src/db/connection';
import { prepareDatabase } from '../src/index';
import { approvedCard, createPostgresDatabase, dropPostgresDatabase, facetCounts, paymentRequest, postJson, setVariantStock, testDatabaseUrl, variantStock } from './helpers';

const apiRoot = path.resolve(import.meta.dirname, '..');
const FORM_LIMIT = 100;

/** One API process as deployed: its own Node process, `src/server.ts`, on the shared database. */
function startProcess(databaseUrl: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, API_PORT: '0', DATABASE_URL: databaseUrl, RATE_LIMIT_FORMS: String(FORM_LIMIT), RATE_LIMIT_WINDOW_SECONDS: '3600' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/api\/v1)/.exec(output);
      if (match) resolve({ child, baseUrl: match[1] as string });
    });
    child.on('exit', (code) => reject(new Error(`API process exited with ${code}: ${output}`)));
  });
}

describe('the form rate limit kept in the database', () => {
  it('is shared by two apps on one SQLite file, each with its own connection', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-limit-'));
    const first = await prepareDatabase({ dataDir });
    const second = openDatabase({ dataDir });
    try {
      const config = { corsOrigins: [], formRateLimit: { limit: 4, windowMs: 60_000 } };
      const apps = [createApp({ db: first, config }), createApp({ db: second, config })];
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await (apps[i % 2] as ReturnType<typeof createApp>).request('/api/v1/subscribers', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `shared-${i}@example.com` }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    } finally {
      await first.close();
      await second.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// Three processes need a database server they share: PostgreSQL. Registered only when one is given.
if (testDatabaseUrl) describe('three API processes on one PostgreSQL behind a round-robin', () => {
  let databaseUrl: string;
  let processes: { child: ChildProcess; baseUrl: string }[] = [];
  let db: Db;
  let turn = 0;
  /** The next process in turn, as a round-robin load balancer would pick it. */
  const next = () => (processes[turn++ % processes.length] as { baseUrl: string }).baseUrl;
  let formPosts = 0;
  /** A form post (rate-limited: payments and their confirmations count too) to the next process. */
  const post = (pathname: string, body: unknown) => {
    formPosts += 1;
    return postJson(`${next()}${pathname}`, body);
  };
  /** Pays for the lines as the checkout does, each step to whichever process comes next. */
  const buy = async (request: ReturnType<typeof paymentRequest>) => {
    const created = await post('/payments', request);
    if (created.status !== 201 && created.status !== 200) return created;
    return post(`/payments/${String(created.body.id)}/confirm`, { lines: request.lines, card: approvedCard });
  };

  beforeAll(async () => {
    databaseUrl = await createPostgresDatabase();
    // All three start at once on the empty database: migrations and the seed run once between them.
    processes = await Promise.all([startProcess(databaseUrl), startProcess(databaseUrl), startProcess(databaseUrl)]);
    db = openDatabase({ databaseUrl });
  }, 60_000);
  afterAll(async () => {
    for (const { child } of processes) child.kill('SIGTERM');
    await Promise.all(processes.map(({ child }) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
    await db?.close();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it('seeds the catalogue once although all three started together', async () => {
    const rows = await db.kysely.selectFrom('products').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(Number(rows.count)).toBe(94);
  });

  it('shows a stock change to every process at the next request', async () => {
    const sku = findSeedProduct(5)?.variants[0]?.sku as string;
    await setVariantStock(db, 5, 7, sku);
    const stockEverywhere = () =>
      Promise.all(processes.map(async ({ baseUrl }) => productSchema.parse(await (await fetch(`${baseUrl}/products/5`)).json()).variants.find((v) => v.sku === sku)?.stock));
    expect(await stockEverywhere()).toEqual([7, 7, 7]);
    const { status } = await buy(paymentRequest([{ product_id: 5, qty: 2, sku }]));
    expect(status).toBe(201);
    expect(await stockEverywhere()).toEqual([5, 5, 5]);
  });

  it('never oversells: 30 orders spread over the processes for a variant with 10 left', async () => {
    const sku = findSeedProduct(8)?.variants[1]?.sku as string;
    await setVariantStock(db, 8, 10, sku);
    const answers = await Promise.all(Array.from({ length: 30 }, () => buy(paymentRequest([{ product_id: 8, qty: 1, sku }]))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
    expect(await variantStock(db, 8, sku)).toBe(0);
  });

  it('drops two sizes sold out at once by orders in two processes from the size filter and the facet counts', async () => {
    // Product 10 is sold in M, L and XL, each in yellow and blue: one M and one L are left.
    const variants = findSeedProduct(10)?.variants ?? [];
    const sku = (size: string, color: string) => variants.find((v) => v.size === size && v.color === color)?.sku as string;
    for (const [size, stock] of [
      ['M', 1],
      ['L', 1],
    ] as const) {
      await setVariantStock(db, 10, stock, sku(size, 'yellow'));
      await setVariantStock(db, 10, 0, sku(size, 'blue'));
    }
    const answers = await Promise.all(['M', 'L'].map((size) => buy(paymentRequest([{ product_id: 10, qty: 1, sku: sku(size, 'yellow') }]))));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const listed = async (query: string) => productPageSchema.parse(await (await fetch(`${next()}/products?${query}&page_size=100`)).json()).items.some((p) => p.id === 10);
    expect([await listed('sizes=M'), await listed('sizes=L'), await listed('sizes=XL')]).toEqual([false, false, true]);
    const counts = await facetCounts(db);
    expect(counts.stored).toEqual(counts.recounted);
  });

  it('creates one payment and one order for one idempotency key sent to all three at once', async () => {
    const request = paymentRequest([{ product_id: 9, qty: 1 }], { key: `three-processes-${Date.now()}` });
    await setVariantStock(db, 9, 5);
    const created = await Promise.all(Array.from({ length: 9 }, () => post('/payments', request)));
    expect(created.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const paymentIds = new Set(created.map((answer) => String(answer.body.id)));
    expect(paymentIds.size).toBe(1);
    const confirmed = await Promise.all(
      Array.from({ length: 9 }, () => post(`/payments/${[...paymentIds][0]}/confirm`, { lines: request.lines, card: approvedCard })),
    );
    expect(confirmed.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(confirmed.map((answer) => orderSchema.parse(answer.body).id)).size).toBe(1);
    const orders = await db.kysely.selectFrom('orders').select('id').where('idempotency_key', '=', `payment:${[...paymentIds][0]}`).execute();
    expect(orders).toHaveLength(1);
    expect(await variantStock(db, 9)).toBe(4);
  });

  it('counts the form rate limit across processes: one budget per address, whichever process answers', async () => {
    const left = FORM_LIMIT - formPosts;
    const answers = await Promise.all(Array.from({ length: left + 9 }, (_, i) => post('/subscribers', { email: `rate-${i}@example.com` })));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(left);
    expect(limited).toHaveLength(9);
    expect(limited[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
    // Every process refuses once the shared budget is spent.
    for (const { baseUrl } of processes) expect((await postJson(`${baseUrl}/subscribers`, { email: 'late@example.com' })).status).toBe(429);
  });
});
