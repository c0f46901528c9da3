import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A port the system says is free (the main e2e server has E2E_PORT; these servers must not meet it). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the e2e server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the e2e server did not answer ${url}`);
}

export interface OwnServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A store server of a spec's own (scripts/e2e-server.mjs on a throwaway database), for what the
 * shared one must not have: extra products (`fixtures`, inserted after the seed) or other settings
 * (`env`, e.g. a payment provider pointed at a local stand-in).
 */
export async function startOwnServer(options: { fixtures?: unknown[]; env?: Record<string, string> } = {}): Promise<OwnServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-own-server-'));
  const fixtures = path.join(dir, 'products.json');
  if (options.fixtures) fs.writeFileSync(fixtures, JSON.stringify(options.fixtures));
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs', String(port)], {
    stdio: 'ignore',
    env: { ...process.env, ...(options.fixtures ? { E2E_FIXTURES: fixtures } : {}), ...options.env },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    if (child.exitCode === null) await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${url}/api/v1/details`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
