/**
 * `pnpm --filter @storefront/api bench:queries`: the service time of each catalogue query, called
 * in one process with no concurrency, on a generated catalogue of BENCH_PRODUCTS (100,000)
 * products on SQLite and, when BENCH_POSTGRES_URL or TEST_DATABASE_URL names a PostgreSQL server
 * it may create a database on, PostgreSQL. What bench:scale's HTTP figures are made of: a request
 * waits behind the others' service times. Prints the median and the slowest of BENCH_CALLS (30)
 * calls after 3 unmeasured ones, and the load average. A benchmark that prints figures.
 */
import os from 'node:os';
import { findProduct, listProducts, offeredSearches, type ProductQuery, productFacets } from '../src/db/catalogue';
import { type Db, openDatabase } from '../src/db/connection';
import { decodeCursor } from '../src/db/cursor';
import { resolveSearch, searchFilters } from '../src/db/searchReading';
import { FIRST_GENERATED_ID } from '../src/seed/generate';
import { makeCatalogue } from './catalogue';

const size = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const calls = Number(process.env.BENCH_CALLS ?? 30);
const postgresServer = process.env.BENCH_POSTGRES_URL || process.env.TEST_DATABASE_URL || undefined;
const load = () => os.loadavg()[0]?.toFixed(2) ?? '?';

async function time(name: string, call: () => Promise<unknown>) {
  for (let i = 0; i < 3; i += 1) await call();
  const took: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const started = performance.now();
    await call();
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  console.log(`| ${name} | ${(took[Math.floor(calls / 2)] as number).toFixed(2)} ms | ${(took[calls - 1] as number).toFixed(2)} ms | ${load()} |`);
}

async function measure(db: Db) {
  const filtered: ProductQuery = { brands: ['nike', 'puma'], color: 'pink', minCents: 25_000, maxCents: 60_000, sort: 'LowToHigh', page: 1, pageSize: 20 };
  const newest: ProductQuery = { sort: 'Newest', page: 1, pageSize: 20 };
  const lastPage = Math.ceil((await listProducts(db, newest)).total / 20);
  const beforeLast = await listProducts(db, { ...newest, page: lastPage - 1 });
  const kurtti = await resolveSearch(db, 'kurtti');
  const kurti = await resolveSearch(db, 'kurti');
  const none = await resolveSearch(db, 'qqqzzz');
  const kurtiXl = searchFilters(await resolveSearch(db, 'kurti xl'));
  const pinkKurti = await resolveSearch(db, 'pinkkurti');
  if (!kurtti || !kurti || !pinkKurti || !none || !kurtiXl.search || !kurtiXl.namedSizes || !beforeLast.next) throw new Error('the generated catalogue has these lists');
  let n = 0;
  console.log('| query | median | slowest | load |');
  console.log('|---|---|---|---|');
  await time('brands + colour + price, LowToHigh, with its total', () => listProducts(db, filtered));
  await time('a category by name, A to Z, with its total', () => listProducts(db, { category: 'kids', sort: 'AscOrder', page: 1, pageSize: 20 }));
  await time('two brands by name, Z to A, with its total', () => listProducts(db, { brands: ['nike', 'puma'], sort: 'DescOrder', page: 1, pageSize: 20 }));
  await time('a colour in a size (gray, XL), newest first, with its total', () => listProducts(db, { color: 'gray', sizes: ['XL'], sort: 'Newest', page: 1, pageSize: 20 }));
  await time('first page of the default list, with its total', () => listProducts(db, newest));
  const middlePage = Math.ceil(lastPage / 2);
  await time(`middle page of the default list by number (${middlePage})`, () => listProducts(db, { ...newest, page: middlePage }));
  await time(`last page of the default list by number (${lastPage})`, () => listProducts(db, { ...newest, page: lastPage }));
  await time('last page of the default list by cursor', () => listProducts(db, { ...newest, after: decodeCursor(beforeLast.next as string, 'Newest') }));
  await time('resolve the search "kurtti" (typo correction)', () => resolveSearch(db, 'kurtti'));
  await time('search "kurtti", first page with its total', () => listProducts(db, { search: kurtti, sort: 'Relevance', page: 1, pageSize: 20 }));
  await time('search "kurti" (its words by prefix), first page with its total', () => listProducts(db, { search: kurti, sort: 'Relevance', page: 1, pageSize: 20 }));
  await time('resolve the search "kurti xl" (a word and a size)', () => resolveSearch(db, 'kurti xl'));
  await time('search "kurti xl", first page with its total', () => listProducts(db, { ...kurtiXl, sort: 'Relevance', page: 1, pageSize: 20 }));
  await time('resolve the search "pinkkurti" (two words run together)', () => resolveSearch(db, 'pinkkurti'));
  await time('search "pinkkurti", first page with its total', () => listProducts(db, { search: pinkKurti, sort: 'Relevance', page: 1, pageSize: 20 }));
  await time('search with no match', () => listProducts(db, { search: none, sort: 'Relevance', page: 1, pageSize: 20 }));
  await time('product by id (a different one each call)', () => findProduct(db, FIRST_GENERATED_ID + ((n++ * 7919) % (size - 94))));
  await time('subcategory 3, page 2, with its total', () => listProducts(db, { subcategory: 3, sort: 'Newest', page: 2, pageSize: 20 }));
  await time('facets of brand + colour', () => productFacets(db, { brands: ['nike'], color: 'pink' }));
  await time('facets of the whole catalogue', () => productFacets(db, {}));
  await time('facets of the search "kurti xl"', () => productFacets(db, kurtiXl));
  // Five, as the header's overlay asks; each suggestion but a single catalogue word is checked to find a product.
  await time('suggestions for "kur"', () => offeredSearches(db, 'kur', 5));
  await time('suggestions for "pink kur" (two words, each checked)', () => offeredSearches(db, 'pink kur', 5));
  await time('suggestions for "cotton n" (two words, up to ten checked)', () => offeredSearches(db, 'cotton n', 5));
  await time('suggestions for "nite" (a shopper\'s word)', () => offeredSearches(db, 'nite', 5));
}

console.log(`# bench:queries on ${new Date().toISOString()}: Node ${process.version}, ${os.cpus().length} cores, ${size.toLocaleString('en')} products`);
for (const dialect of postgresServer ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)) {
  const catalogue = await makeCatalogue(dialect, size, postgresServer);
  try {
    const db = openDatabase({ dataDir: catalogue.dataDir, databaseUrl: catalogue.databaseUrl });
    console.log(`\n## ${dialect}\n`);
    await measure(db);
    await db.close();
  } finally {
    await catalogue.cleanup();
  }
}
