// Starts the production store (apps/store/server/start.mjs: the built files and /api/v1 on one
// origin) the way scripts/e2e-server.mjs does, on a throwaway SQLite file in a temporary folder,
// so a load run never touches the developer's data. Used by both load scripts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const serverBuild = path.join(root, 'apps/store/build/server/index.js');

/**
 * @param {number} port
 * @param {Record<string, string>} [env] extra environment for the server
 * @returns {Promise<{ base: string, dataDir: string, stop: () => Promise<void> }>}
 */
export async function startStore(port, env = {}) {
  if (!fs.existsSync(serverBuild)) throw new Error('apps/store/build is missing: run `pnpm --filter @storefront/store build` first');
  const base = `http://127.0.0.1:${port}`;
  // Another server on the port would answer the readiness check and take the load instead.
  const taken = await fetch(base).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: pick another with LOAD_PORT`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-load-'));
  const child = spawn(process.execPath, ['apps/store/server/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ...env },
  });
  let exited = false;
  const exit = new Promise((resolve) => child.on('exit', resolve));
  exit.then(() => {
    exited = true;
  });
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await exit;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt += 1) {
    if (exited) {
      await stop();
      throw new Error(`the store server exited before answering (is port ${port} free?)`);
    }
    try {
      if ((await fetch(`${base}/api/v1/details`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 150) {
      await stop();
      throw new Error('the store did not answer /api/v1/details within 45 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { base, dataDir, stop };
}

/** Stops the server when the run is interrupted, so no server outlives the script. */
export function stopOnSignal(stop) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stop().finally(() => process.exit(130));
    });
  }
}

/** The machine the figures were measured on, printed above every table. */
export function machine() {
  const load = os.loadavg().map((value) => value.toFixed(2)).join(' ');
  return `Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${load}`;
}
