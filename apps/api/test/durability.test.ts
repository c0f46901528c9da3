import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection';
import { announceDialects, buy, dialects, emptyStorage, firstSku, variantStock } from './helpers';

announceDialects();

const apiRoot = path.resolve(import.meta.dirname, '..');

interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
}

/** The real server entry point in its own process, on a free port. */
function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, API_PORT: '0', RATE_LIMIT_FORMS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/api\/v1)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, baseUrl: match[1] as string });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe.each(dialects)('durability on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('keeps every acknowledged message and order after the server is killed with SIGKILL mid-stream', async () => {
    const { dataDir, databaseUrl, remove } = await emptyStorage(dialect, 'storefront-durability-');
    const env: Record<string, string> = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const inspect = () => openDatabase({ dataDir, databaseUrl });
    cleanups.push(remove);

    const first = await startServer(env);
    cleanups.push(async () => {
      first.child.kill('SIGKILL');
    });
    // Enough stock that the stream never runs out.
    const setup = inspect();
    await setup.kysely.updateTable('product_variants').set({ stock: 100_000 }).where('product_id', '=', 1).where('sku', '=', firstSku(1)).execute();
    await setup.close();

    const acknowledgedMessages: number[] = [];
    const acknowledgedOrders: number[] = [];
    let killed = false;
    const worker = async (n: number) => {
      for (let i = 0; !killed; i += 1) {
        try {
          if (i % 3 === 0) {
            const { confirmed } = await buy(first.baseUrl, [{ product_id: 1, qty: 1 + (i % 2) }]);
            if (confirmed?.status === 201) acknowledgedOrders.push(Number(confirmed.body.id));
          } else {
            const response = await post(`${first.baseUrl}/contact`, {
              name: `Worker ${n}`,
              email: 'durable@example.com',
              subject: `Message ${i}`,
              phone: '98765 43210',
              message: 'Please keep me.',
            });
            if (response.status === 201) acknowledgedMessages.push(((await response.json()) as { id: number }).id);
          }
        } catch {
          // The connection died with the server: this post was never acknowledged.
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    while (acknowledgedMessages.length + acknowledgedOrders.length < 120) await new Promise((r) => setTimeout(r, 10));
    first.child.kill('SIGKILL');
    killed = true;
    await exited(first.child);
    await Promise.all(workers);

    const second = await startServer(env);
    cleanups.push(async () => {
      second.child.kill('SIGKILL');
    });
    expect((await fetch(`${second.baseUrl}/categories`)).status).toBe(200);

    const db = inspect();
    try {
      const messages = await db.kysely.selectFrom('contact_messages').select('id').execute();
      const storedMessages = new Set(messages.map((row) => row.id));
      expect(acknowledgedMessages.length).toBeGreaterThan(0);
      expect(acknowledgedMessages.filter((id) => !storedMessages.has(id))).toEqual([]);

      const orders = await db.kysely.selectFrom('orders').select('id').execute();
      const storedOrders = new Set(orders.map((row) => row.id));
      expect(acknowledgedOrders.length).toBeGreaterThan(0);
      expect(acknowledgedOrders.filter((id) => !storedOrders.has(id))).toEqual([]);

      // Every stored order has its lines, and the stock taken is exactly what the stored orders hold.
      const sold = await db.kysely
        .selectFrom('order_lines')
        .select((eb) => [eb.fn.sum<number | string>('qty').as('qty'), eb.fn.count<number | string>('order_id').distinct().as('orders')])
        .executeTakeFirstOrThrow();
      expect(Number(sold.orders)).toBe(orders.length);
      expect(await variantStock(db, 1)).toBe(100_000 - Number(sold.qty));
    } finally {
      await db.close();
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
  }, 60_000);

  /** A server on an empty database, killed after the test if it has not stopped by then. */
  const serverToStop = async () => {
    const { dataDir, databaseUrl, remove } = await emptyStorage(dialect, 'storefront-stop-');
    cleanups.push(remove);
    const server = await startServer({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
    });
    return server;
  };

  /**
   * Sends forty slow requests (slowRequests) and stops the server with SIGTERM once it has answered
   * one: every request it took is answered, none with an error, some after the signal, and the
   * process exits 0.
   */
  const expectAnsweredThroughStop = async (server: ServerProcess, agent: http.Agent | false) => {
    const { statuses, answered } = await slowRequests(server.baseUrl, agent);
    await Promise.race(statuses);
    server.child.kill('SIGTERM');
    const answeredBeforeStop = answered();
    const code = new Promise((resolve) => server.child.once('exit', resolve));
    const answers = (await Promise.all(statuses)).filter((status) => status !== 'refused');
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    expect(answers.length).toBeGreaterThan(answeredBeforeStop);
    expect(await code).toBe(0);
  };

  it('answers the requests in flight when stopped with SIGTERM, then exits', async () => {
    await expectAnsweredThroughStop(await serverToStop(), false);
  }, 60_000);

  it('keeps idle connections open longer than a balancer does, and closes them when stopped', async () => {
    const server = await serverToStop();
    // Node's default would close an idle connection after 5 s, under a balancer that reuses it for up to 60 s.
    expect((await fetch(`${server.baseUrl}/details`)).headers.get('keep-alive')).toBe('timeout=65');
    // Forty connections a client keeps open for its next request, as a load balancer does. Each
    // one answered after the signal is closed once its answer is sent: the server exits long
    // before their 65 s.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
    cleanups.push(async () => agent.destroy());
    await expectAnsweredThroughStop(server, agent);
  }, 40_000);

  it('keeps the database open until the last request is done, also when its client has left', async () => {
    const server = await serverToStop();
    let errors = '';
    server.child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const { requests, statuses } = await slowRequests(server.baseUrl, false);
    await Promise.race(statuses);
    // Every shopper leaves while the server is still answering them: no connection is left open.
    for (const request of requests) request.destroy();
    server.child.kill('SIGTERM');
    expect(await new Promise((resolve) => server.child.once('exit', resolve))).toBe(0);
    expect(errors).toBe('');
  }, 60_000);
});

/**
 * Forty requests that queue in one process, each on its own connection, all connected when this
 * resolves: facets over a price range read every product. Without an agent each connection closes
 * after its answer; with a keep-alive agent it stays open for the next request.
 */
async function slowRequests(baseUrl: string, agent: http.Agent | false) {
  let answered = 0;
  const connected: Promise<void>[] = [];
  const requests: http.ClientRequest[] = [];
  const statuses = Array.from(
    { length: 40 },
    (_, i) =>
      new Promise<number | string>((resolve) => {
        const request = http.get(`${baseUrl}/products/facets?min_price=${i}`, { agent }, (response) => {
          response.resume();
          response.on('end', () => {
            answered += 1;
            resolve(response.statusCode ?? 0);
          });
        });
        requests.push(request);
        // A connection the stopping server had not yet accepted is refused: a balancer retries it.
        request.on('error', () => resolve('refused'));
        connected.push(new Promise((done) => request.on('socket', (socket) => socket.once('connect', () => done()))));
      }),
  );
  await Promise.all(connected);
  return { requests, statuses, answered: () => answered };
}
