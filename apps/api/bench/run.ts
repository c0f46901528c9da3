/**
 * `pnpm --filter @storefront/api bench`: starts the real server in its own process on a throwaway
 * SQLite database (or DATABASE_URL), runs autocannon against four endpoints and prints req/s and
 * p99 latency for each. A benchmark that prints figures, not a test with thresholds.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10, autocannon's own default) tune the run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const apiRoot = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));

const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
  cwd: apiRoot,
  // The form rate limit would turn the POST benchmark into a 429 benchmark.
  env: { ...process.env, API_PORT: '0', DATA_DIR: dataDir, RATE_LIMIT_FORMS: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
});

const baseUrl = await new Promise<string>((resolve, reject) => {
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/api\/v1) \((\w+)\)/.exec(output);
    if (match) {
      console.log(`Server: ${match[1]} on ${match[2]}; ${connections} connections, ${seconds} s per endpoint, Node ${process.version}, ${os.cpus().length} cores`);
      resolve(match[1] as string);
    }
  });
  child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
});

const contact = JSON.stringify({
  name: 'Bench Mark',
  email: 'bench@example.com',
  subject: 'Load test',
  phone: '98765 43210',
  message: 'How fast can you take my message?',
});

const targets: { name: string; options: autocannon.Options }[] = [
  { name: 'GET /products/1', options: { url: `${baseUrl}/products/1` } },
  { name: 'GET /top-collection/latest', options: { url: `${baseUrl}/top-collection/latest` } },
  { name: 'GET /categories', options: { url: `${baseUrl}/categories` } },
  {
    name: 'POST /contact',
    options: { url: `${baseUrl}/contact`, method: 'POST', headers: { 'content-type': 'application/json' }, body: contact },
  },
];

const rows: string[][] = [];
try {
  // Warm every route first (JIT, caches, the first statements), not counted.
  for (const target of targets) await autocannon({ ...target.options, connections, duration: 2 });
  for (const target of targets) {
    const result = await autocannon({ ...target.options, connections, duration: seconds });
    const failures = result.errors + result.timeouts + result.non2xx;
    rows.push([
      target.name,
      Math.round(result.requests.average).toLocaleString('en'),
      `${result.latency.p99} ms`,
      `${result.latency.average.toFixed(1)} ms`,
      String(failures),
    ]);
  }
} finally {
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const header = ['endpoint', 'req/s', 'p99', 'mean', 'failed'];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] as string).length)));
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] as number)).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
