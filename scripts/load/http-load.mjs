// `pnpm load`: drives the whole stack (the built store and /api/v1 on one origin, as `pnpm start`
// serves them) with autocannon at rising concurrency and prints req/s, p50/p99 latency, non-2xx
// answers and errors per step. A benchmark that prints figures, not a test: it fails (exit 1) only
// when a step has errors, timeouts or any answer that is not 2xx, never on a speed threshold.
// Needs the build (`pnpm --filter @storefront/store build`). Tuning:
//   LOAD_PORT (3600), LOAD_SECONDS per step (10), LOAD_STEPS concurrency list ("1,10,50,100").
// After the steps, each path of the mix alone for 3 s shows which part costs what.
// Each connection walks the mix of one shopper's page view in turn: the server-rendered home, the
// entry script, a filtered product list, two product details, a search and a product image.
import autocannon from 'autocannon';
import { machine, startStore, stopOnSignal } from './store.mjs';

const port = Number(process.env.LOAD_PORT ?? 3600);
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const steps = (process.env.LOAD_STEPS ?? '1,10,50,100').split(',').map(Number);

const store = await startStore(port);
stopOnSignal(store.stop);
let failed = false;
try {
  const { base } = store;
  // React Router's entry script, which the home imports last.
  const entry = /import\("(\/assets\/entry\.client-[\w-]+\.js)"\)/.exec(await (await fetch(`${base}/`)).text())?.[1];
  if (!entry) throw new Error('the home imports no entry script');
  const list = '/api/v1/products?brands=nike,caprese,puma&min_price=250&max_price=950&sort=Newest&page=1&page_size=20';
  const first = (await (await fetch(`${base}${list}`)).json()).items?.[0];
  const image = first?.pictures?.[0];
  if (!first || typeof image !== 'string') throw new Error('the product list gave no product with an image');
  const paths = ['/', entry, list, `/api/v1/products/${first.id}`, '/api/v1/products/7', '/api/v1/search?q=kurti', image.replace(/^https?:\/\/[^/]+/, '')];
  for (const target of paths) {
    const response = await fetch(`${base}${target}`);
    if (!response.ok) throw new Error(`${target} answered ${response.status} before the run`);
    await response.arrayBuffer();
  }

  // What a browser sends, so the static files come from their precompressed .br siblings.
  const headers = { 'accept-encoding': 'br, gzip', accept: '*/*' };
  const run = (connections, duration) =>
    autocannon({ url: base, connections, duration, headers, requests: paths.map((p) => ({ method: 'GET', path: p })) });

  console.log(`Whole-stack load on ${base}: ${machine()}`);
  console.log(`Mix per connection, in turn: ${paths.join(', ')}`);
  console.log(`${seconds} s per step after a 3 s warm-up; server and autocannon share the machine.`);
  await run(10, 3);

  const rows = [];
  for (const connections of steps) {
    const result = await run(connections, seconds);
    const serverErrors = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => Number(code) >= 500)
      .reduce((sum, [, stats]) => sum + stats.count, 0);
    rows.push({
      connections,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      requests: result.requests.total,
      'non-2xx': result.non2xx,
      '5xx': serverErrors,
      errors: result.errors,
      timeouts: result.timeouts,
    });
    if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) failed = true;
  }
  console.table(rows);

  // Which part of the mix costs what: each path alone, 10 connections, 3 s.
  const parts = [];
  for (const target of paths) {
    const result = await autocannon({ url: `${base}${target}`, connections: 10, duration: 3, headers });
    parts.push({
      path: target.length > 60 ? `${target.slice(0, 57)}...` : target,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    });
    if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) failed = true;
  }
  console.log('Each path alone (10 connections, 3 s):');
  console.table(parts);
  console.log(failed ? 'FAILED: a step had errors, timeouts or non-2xx answers.' : 'Every request answered 2xx, no errors.');
} finally {
  await store.stop();
}
process.exit(failed ? 1 : 0);
