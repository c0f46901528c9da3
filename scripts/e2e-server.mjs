// Starts the built store (apps/store/server/start.mjs) on a fresh database in a temporary folder,
// so browser tests never touch the developer's data. Usage: node scripts/e2e-server.mjs PORT
// E2E_FIXTURES=<file.json>: extra products (API contract shape) inserted into that database after the
// seed, through the API's own database layer, e.g. the hostile products of e2e/hostile.spec.ts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '3100';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));

/** The products table's row for a product; mirrors productToRow in apps/api/src/db/products.ts. */
function productRow(p) {
  const cents = (amount) => Math.round(amount * 100);
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    sub_category_id: p.sub_category_id,
    price_cents: cents(p.price),
    sale_price_cents: cents(p.salePrice),
    discount: p.discount,
    payable_cents: Math.round((cents(p.price) * p.discount) / 100),
    stock: p.stock,
    rating: p.rating,
    sale: p.sale ? 1 : 0,
    is_new: p.new ? 1 : 0,
    description: p.description,
    short_details: p.shortDetails,
    type: p.type,
    design_no: p.design_no,
    quantity: p.quantity,
    tags_json: JSON.stringify(p.tags),
    colors_json: JSON.stringify(p.colors),
    size_json: JSON.stringify(p.size),
    media_json: JSON.stringify(p.media),
    variants_json: JSON.stringify(p.variants),
    pictures_json: JSON.stringify(p.pictures),
  };
}

/** Seeds the fresh database as the server would, then adds the fixture products. */
async function insertFixtures(file) {
  // The built packages, as apps/store/server/start.mjs loads them.
  const { prepareDatabase } = await import('../apps/api/dist/index.js');
  const { productSchema } = await import('../packages/api-client/dist/index.js');
  const products = JSON.parse(fs.readFileSync(file, 'utf8')).map((product) => productSchema.parse(product));
  const db = await prepareDatabase({ dataDir });
  try {
    await db.kysely.insertInto('products').values(products.map(productRow)).execute();
    const tags = products.flatMap((p) => p.tags.map((tag) => ({ product_id: p.id, tag })));
    const colors = products.flatMap((p) => p.colors.map((color) => ({ product_id: p.id, color })));
    if (tags.length > 0) await db.kysely.insertInto('product_tags').values(tags).execute();
    if (colors.length > 0) await db.kysely.insertInto('product_colors').values(colors).execute();
  } finally {
    await db.close();
  }
}

if (process.env.E2E_FIXTURES) {
  try {
    await insertFixtures(process.env.E2E_FIXTURES);
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
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
