// Starts the built store (apps/store/server/start.mjs) on a fresh database in a temporary folder,
// so browser tests never touch the developer's data. Usage: node scripts/e2e-server.mjs PORT
// E2E_FIXTURES=<file.json>: extra products (API contract shape) inserted into that database after the
// seed, through the API's own database layer, e.g. the hostile products of e2e/hostile.spec.ts.
// E2E_GENERATED=<N>: a catalogue of N products, the seed's and generated ones (apps/api's
// generateCatalogue), for the large-catalogue test (e2e/large-catalogue.spec.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '3100';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));

/** Seeds the fresh database as the server would, then adds the fixture products. */
async function insertFixtures(file) {
  // The built packages, as apps/store/server/start.mjs loads them.
  const { insertProducts, prepareDatabase } = await import('../apps/api/dist/index.js');
  const { productSchema } = await import('../packages/api-client/dist/index.js');
  const products = JSON.parse(fs.readFileSync(file, 'utf8')).map((product) => productSchema.parse(product));
  const db = await prepareDatabase({ dataDir });
  try {
    await insertProducts(db.kysely, products);
  } finally {
    await db.close();
  }
}

/** Seeds the fresh database and generates products until it holds `total`. */
async function generate(total) {
  const { generateCatalogue, prepareDatabase } = await import('../apps/api/dist/index.js');
  const started = Date.now();
  const db = await prepareDatabase({ dataDir });
  try {
    const added = await generateCatalogue(db.kysely, total);
    console.log(`e2e-server: ${added} products generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
}

if (process.env.E2E_FIXTURES || process.env.E2E_GENERATED) {
  try {
    if (process.env.E2E_FIXTURES) await insertFixtures(process.env.E2E_FIXTURES);
    if (process.env.E2E_GENERATED) await generate(Number(process.env.E2E_GENERATED));
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
const child = spawn(process.execPath, ['apps/store/server/start.mjs'], {
  stdio: 'inherit',
  // Every browser test posts from 127.0.0.1, and the checkout race alone makes 100 payment posts in
  // a few seconds: the per-address form limit is raised for this server (its own tests use the default).
  env: { ...process.env, PORT: port, DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_FORMS: process.env.RATE_LIMIT_FORMS ?? '1000' },
});
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
