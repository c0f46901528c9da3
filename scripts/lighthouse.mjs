// Lighthouse (mobile preset, the CLI's default) with the system Chromium against the production
// build, served the way `pnpm start` serves it, on a throwaway database. Prints the four category
// scores and LCP, CLS and TBT for each page (each the median of LIGHTHOUSE_RUNS runs, 3 by default).
// A benchmark, not a test: run it after `pnpm build`:
//   node scripts/lighthouse.mjs            (pages: /, /left-sidebar/collection, /product/1, /cart)
// The last rows audit a control: a page with one heading and no script or style, from a server
// of its own. Its TBT is what this machine adds to any page at the time of the run. It is audited
// twice: as it is, and with the store's `Cross-Origin-Opener-Policy: same-origin`, which makes
// Chromium load it in a new renderer process that starts cold (ADR 0073). Lighthouse's
// benchmark index (higher is faster) is shown for every page: simulated throttling multiplies
// the tasks the machine ran, so both move with the machine's load.
// A last table splits each page's TBT by kind of work (navigation commit, HTML parse, style and
// layout, script...) for its median run, with the share of that time the page's thread was on a
// CPU (scripts/lighthouse-blocking.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blockingByKind, kinds } from './lighthouse-blocking.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3700);
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/left-sidebar/collection', '/product/1', '/cart'];
const chrome = spawnSync('bash', [path.join(root, 'scripts/ensure-chromium.sh')], { encoding: 'utf8' }).stdout.trim();
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run';

const server = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs'), String(port)], { cwd: root, stdio: 'ignore' });
const controlHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Control page</title><meta name="description" content="A page with one heading, to show what the machine adds."></head>' +
  '<body><main><h1>Control page</h1><p>No script, no style.</p></main></body></html>';
// In a process of its own: the audits below block this one's event loop (spawnSync). `/coop` adds the header.
const control = spawn(
  process.execPath,
  ['-e', `require('node:http').createServer((q, r) => r.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(q.url === '/coop' ? { 'cross-origin-opener-policy': 'same-origin' } : {}) }).end(${JSON.stringify(controlHtml)})).listen(${port + 1}, '127.0.0.1')`],
  { stdio: 'ignore' },
);
const controlUrl = `http://127.0.0.1:${port + 1}/`;
const controlWithCoopUrl = `${controlUrl}coop`;
const controlNames = new Map([[controlUrl, 'control (empty page)'], [controlWithCoopUrl, 'control + COOP same-origin']]);
try {
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/v1/details`)).ok) break;
    } catch {
      if (attempt > 100) throw new Error('the store did not start');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  /**
   * One Lighthouse run, with its trace kept for the split of TBT by kind; a failed run (the browser
   * did not start, or Lighthouse lost the trace: NO_NAVSTART) is tried twice more.
   */
  const audit = async (page) => {
    for (let attempt = 1; ; attempt += 1) {
      const artifacts = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-lighthouse-'));
      const run = spawnSync(
        path.join(root, 'node_modules/.bin/lighthouse'),
        [page.startsWith('http') ? page : `${base}${page}`, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${chromeFlags}`,
          '--only-categories=performance,accessibility,best-practices,seo', `-GA=${artifacts}`],
        { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chrome } },
      );
      try {
        if (run.status === 0) return { report: JSON.parse(run.stdout), blocking: await blockingByKind(artifacts) };
      } finally {
        fs.rmSync(artifacts, { recursive: true, force: true });
      }
      if (attempt === 3) throw new Error(`lighthouse failed on ${page}: ${run.stderr.slice(-500)}`);
      console.warn(`lighthouse failed on ${page}, trying again: ${run.stderr.trim().split('\n').at(-1)}`);
    }
  };
  // Simulated throttling multiplies the tasks this machine ran, so figures move between runs: each
  // page is audited `runs` times and every score and metric shown is its own median over them.
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const rows = [];
  const blockingRows = [];
  /** The store's audits that cost points outside performance, so a score under 100 says why. */
  const misses = [];
  const noteMisses = (page, run, report) => {
    if (controlNames.has(page)) return;
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of report.categories[id]?.auditRefs ?? []) {
        const result = report.audits[ref.id];
        if (ref.weight > 0 && result?.score !== null && result?.score < 1) {
          const items = (result.details?.items ?? []).map((item) => item.description ?? item.source?.url ?? item.url ?? '').filter(Boolean);
          misses.push(`${page} run ${run}: ${id} / ${ref.id}${items.length ? `: ${items.slice(0, 3).join(' | ').slice(0, 300)}` : ''}`);
        }
      }
    }
  };
  for (const page of [...pages, controlUrl, controlWithCoopUrl]) {
    const reports = [];
    const blocking = [];
    for (let i = 0; i < runs; i += 1) {
      const run = await audit(page);
      reports.push(run.report);
      blocking.push(run.blocking);
      noteMisses(page, i + 1, reports[i]);
    }
    const scores = (id) => reports.map((report) => Math.round((report.categories[id]?.score ?? 0) * 100));
    const metrics = (id) => reports.map((report) => report.audits[id]?.numericValue ?? Number.NaN);
    rows.push({
      page: controlNames.get(page) ?? page,
      performance: median(scores('performance')),
      accessibility: median(scores('accessibility')),
      'best-practices': median(scores('best-practices')),
      seo: median(scores('seo')),
      'LCP s': (median(metrics('largest-contentful-paint')) / 1000).toFixed(2),
      CLS: median(metrics('cumulative-layout-shift')).toFixed(3),
      'TBT ms': Math.round(median(metrics('total-blocking-time'))),
      'benchmark index': Math.round(median(reports.map((report) => report.environment.benchmarkIndex))),
      'runs, in order (performance/TBT)': reports
        .map((_, i) => `${scores('performance')[i]}/${Math.round(metrics('total-blocking-time')[i])}`)
        .join(' '),
    });
    // The median run's TBT, split by kind. The split is computed again from the saved trace, whose
    // TBT can differ a little from the run's own: both are shown.
    const tbts = metrics('total-blocking-time');
    const medianRun = tbts.indexOf([...tbts].sort((a, b) => a - b)[Math.floor((tbts.length - 1) / 2)]);
    const { byKind, cpuShare } = blocking[medianRun];
    blockingRows.push({
      page: controlNames.get(page) ?? page,
      'TBT ms': Math.round(tbts[medianRun]),
      'from saved trace': Math.round([...byKind.values()].reduce((sum, ms) => sum + ms, 0)),
      ...Object.fromEntries(kinds.map((kind) => [kind, Math.round(byKind.get(kind))])),
      'on CPU': `${Math.round(cpuShare * 100)}%`,
    });
  }
  console.table(rows);
  console.log('TBT of the median run of each page by kind of work (ms); on CPU: the share of the time of those tasks that the page thread ran on a CPU');
  console.table(blockingRows);
  for (const miss of misses) console.log(`missed: ${miss}`);
} finally {
  server.kill('SIGTERM');
  control.kill('SIGTERM');
}
