/**
 * `pnpm --filter @storefront/api bench:scale`: the API on catalogues of 94 (the seed), 10,000
 * and 100,000 products, on SQLite and (when BENCH_POSTGRES_URL or TEST_DATABASE_URL names a
 * PostgreSQL server it may create databases on) PostgreSQL. It generates each catalogue through
 * the API's own insert (seed/generate.ts), starts the built server (`dist/server.js`) once per
 * size, and measures:
 * - start-up: from starting the process to the first answer that needs the catalogue;
 * - memory: resident set after warm-up, and the process's peak (VmHWM);
 * - per endpoint, autocannon -c BENCH_CONNECTIONS (10) for BENCH_SECONDS (10): p50, p99, req/s;
 *   sizes alternate within each of BENCH_ROUNDS (3) rounds, so a busy machine weighs on all
 *   sizes alike; the medians are printed with the large/small ratio of p50 taken per round.
 * The 1-minute load average is printed beside every figure: the machine may be shared.
 * BENCH_ROWS (comma-separated parts of row names, e.g. `page of the default`) measures only those rows.
 * A benchmark that prints figures, not a test with thresholds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type Catalogue, makeCatalogue } from './catalogue';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const sizes = (process.env.BENCH_SIZES ?? '94,10000,100000').split(',').map(Number);
const postgresServer = process.env.BENCH_POSTGRES_URL || process.env.TEST_DATABASE_URL || undefined;
const dialects = (process.env.BENCH_DIALECTS ?? (postgresServer ? 'sqlite,postgres' : 'sqlite')).split(',') as ('sqlite' | 'postgres')[];
const apiRoot = path.resolve(import.meta.dirname, '..');
const serverFile = path.join(apiRoot, 'dist', 'server.js');
const load = () => os.loadavg()[0]?.toFixed(2) ?? '?';
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const FIRST_ANSWER = '/products?brands=nike,puma&color=pink&min_price=250&max_price=600&sort=LowToHigh';

interface Server {
  child: ChildProcess;
  baseUrl: string;
  startupMs: number;
  total: number;
  /** The cursor of the default list's last page, as infinite scroll would reach it. */
  lastPageCursor: string;
}

async function startServer(catalogue: Catalogue): Promise<Server> {
  const started = performance.now();
  const child = spawn(process.execPath, [serverFile], {
    cwd: apiRoot,
    env: { ...process.env, API_PORT: '0', DATA_DIR: catalogue.dataDir, DATABASE_URL: catalogue.databaseUrl ?? '', RATE_LIMIT_FORMS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/api\/v1)/.exec(output);
      if (match) resolve(match[1] as string);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  const first = await fetch(`${baseUrl}${FIRST_ANSWER}`);
  if (!first.ok) throw new Error(`first answer: ${first.status}`);
  await first.json();
  const startupMs = performance.now() - started;
  const { total } = (await (await fetch(`${baseUrl}/products`)).json()) as { total: number };
  const beforeLast = Math.max(1, Math.ceil(total / 20) - 1);
  const { next } = (await (await fetch(`${baseUrl}/products?page=${beforeLast}`)).json()) as { next: string | null };
  return { child, baseUrl, startupMs, total, lastPageCursor: next ?? '' };
}

/** Resident and peak memory of a process, in MiB, from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

interface Target {
  name: string;
  /** The request(s) for a server; ids are picked among the catalogue's. */
  options: (server: Server, size: number) => autocannon.Options;
}

const allTargets: Target[] = [
  { name: 'brands + colour + price + LowToHigh', options: (s) => ({ url: `${s.baseUrl}${FIRST_ANSWER}` }) },
  { name: 'a category by name, A to Z', options: (s) => ({ url: `${s.baseUrl}/products?category=kids&sort=AscOrder` }) },
  { name: 'a colour in a size (gray, XL), newest first', options: (s) => ({ url: `${s.baseUrl}/products?color=gray&sizes=XL` }) },
  // A numbered page is read from the nearer end of the list: the middle one walks furthest.
  { name: 'middle page of the default list', options: (s) => ({ url: `${s.baseUrl}/products?page=${Math.max(1, Math.ceil(s.total / 40))}` }) },
  { name: 'last page of the default list', options: (s) => ({ url: `${s.baseUrl}/products?page=${Math.max(1, Math.ceil(s.total / 20))}` }) },
  { name: 'last page of the default list by cursor', options: (s) => ({ url: `${s.baseUrl}/products?after=${s.lastPageCursor}` }) },
  { name: 'search with a typo (kurtti)', options: (s) => ({ url: `${s.baseUrl}/products?q=kurtti` }) },
  { name: 'search with no match', options: (s) => ({ url: `${s.baseUrl}/products?q=qqqzzz` }) },
  { name: 'search naming a size (kurti xl)', options: (s) => ({ url: `${s.baseUrl}/products?q=kurti%20xl` }) },
  { name: 'facets of a search naming a size (kurti xl)', options: (s) => ({ url: `${s.baseUrl}/products/facets?q=kurti%20xl` }) },
  { name: 'search naming a price (kurti under 800)', options: (s) => ({ url: `${s.baseUrl}/products?q=kurti%20under%20800` }) },
  { name: 'facets of a search naming a price (kurti under 800)', options: (s) => ({ url: `${s.baseUrl}/products/facets?q=kurti%20under%20800` }) },
  {
    name: 'GET /products/{id} (random ids)',
    options: (s, size) => {
      const generated = Math.max(0, size - 94);
      const ids = [1, 7, 23, 42, 66, 101, 128, ...Array.from({ length: 500 }, (_, i) => (generated > 0 ? 1001 + ((i * 7919) % generated) : 1 + (i % 66)))];
      let n = 0;
      return {
        url: s.baseUrl,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/v1/products/${ids[n++ % ids.length]}` }) }],
      };
    },
  },
  // Three a page: the seed's subcategory 3 holds 7 products, so page 2 is a full page at every size.
  { name: 'GET /subcategories-product/3 (page 2 of 3 each)', options: (s) => ({ url: `${s.baseUrl}/subcategories-product/3?page=2&page_size=3` }) },
  { name: 'facets (brand + colour)', options: (s) => ({ url: `${s.baseUrl}/products/facets?brands=nike&color=pink` }) },
  { name: 'search suggestions (kur)', options: (s) => ({ url: `${s.baseUrl}/search/suggestions?q=kur` }) },
  { name: "the home page's latest products", options: (s) => ({ url: `${s.baseUrl}/top-collection/latest` }) },
];

const onlyRows = process.env.BENCH_ROWS?.split(',').filter(Boolean);
const targets = onlyRows ? allTargets.filter((target) => onlyRows.some((part) => target.name.includes(part))) : allTargets;

interface Run {
  p50: number;
  p99: number;
  rps: number;
  failed: number;
  load: string;
}

async function measure(options: autocannon.Options, duration: number): Promise<Run> {
  const result = await autocannon({ ...options, connections, duration });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    failed: result.errors + result.timeouts + result.non2xx,
    load: load(),
  };
}

const lines: string[] = [];
const say = (line = '') => {
  console.log(line);
  lines.push(line);
};

if (!fs.existsSync(serverFile)) throw new Error(`Build the API first: ${serverFile} is missing (pnpm --filter @storefront/api build).`);
say(`# bench:scale on ${new Date().toISOString()}: Node ${process.version}, ${os.cpus().length} cores, autocannon -c ${connections} for ${seconds} s, ${rounds} rounds, sizes alternated`);

for (const dialect of dialects) {
  say();
  say(`## ${dialect}`);
  const catalogues: Catalogue[] = [];
  const servers: Server[] = [];
  try {
    for (const size of sizes) {
      const catalogue = await makeCatalogue(dialect, size, postgresServer);
      catalogues.push(catalogue);
      say(`- ${size.toLocaleString('en')} products generated in ${catalogue.generateSeconds.toFixed(1)} s (load ${load()})`);
    }
    for (const catalogue of catalogues) servers.push(await startServer(catalogue));
    // Warm every route on every server (JIT, statements, the database's cache), not counted.
    for (const target of targets) for (const [i, server] of servers.entries()) await measure(target.options(server, sizes[i] as number), 2);
    const memory = servers.map((server) => memoryOf(server.child.pid as number));

    say();
    say(`| ${dialect} | ${sizes.map((size) => size.toLocaleString('en')).join(' | ')} |`);
    say(`|---|${sizes.map(() => '---').join('|')}|`);
    say(`| start-up to first catalogue answer | ${servers.map((server) => `${(server.startupMs / 1000).toFixed(2)} s`).join(' | ')} |`);
    say(`| memory after warm-up (RSS) | ${memory.map((m) => `${m.rss.toFixed(0)} MiB`).join(' | ')} |`);

    for (const target of targets) {
      const runs: Run[][] = sizes.map(() => []);
      for (let round = 0; round < rounds; round += 1) {
        for (const [i, server] of servers.entries()) runs[i]?.push(await measure(target.options(server, sizes[i] as number), seconds));
      }
      const cells = runs.map((sizeRuns, i) => {
        const p50 = median(sizeRuns.map((run) => run.p50));
        const p99 = median(sizeRuns.map((run) => run.p99));
        const rps = median(sizeRuns.map((run) => run.rps));
        const failed = sizeRuns.reduce((sum, run) => sum + run.failed, 0);
        // Ratio of this size's p50 to the smallest size's, round by round (the runs sat side by side).
        const ratio = i === 0 ? '' : `, p50 x${median(sizeRuns.map((run, r) => run.p50 / Math.max(1, runs[0]?.[r]?.p50 ?? 1))).toFixed(1)}`;
        return `${p50}/${p99} ms, ${Math.round(rps).toLocaleString('en')} req/s${ratio}${failed ? `, ${failed} failed` : ''} (load ${sizeRuns.map((run) => run.load).join('/')})`;
      });
      say(`| ${target.name} | ${cells.join(' | ')} |`);
    }
    const peaks = servers.map((server) => memoryOf(server.child.pid as number));
    say(`| memory peak (VmHWM) | ${peaks.map((m) => `${m.peak.toFixed(0)} MiB`).join(' | ')} |`);
  } finally {
    await Promise.all(
      servers.map((server) => {
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        server.child.kill('SIGTERM');
        return exited;
      }),
    );
    for (const catalogue of catalogues) await catalogue.cleanup();
  }
}

if (process.env.BENCH_OUT) fs.writeFileSync(process.env.BENCH_OUT, `${lines.join('\n')}\n`);
