// Starts the built store (apps/store/server/start.mjs) on a fresh database in a temporary folder,
// so browser tests never touch the developer's data. Usage: node scripts/e2e-server.mjs PORT
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '3100';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
const child = spawn(process.execPath, ['apps/store/server/start.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, DATA_DIR: dataDir, DATABASE_URL: '' },
});
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
