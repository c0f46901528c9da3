// The JavaScript a first visit to the store's home fetches before the page is interactive, gzip-
// compressed, measured in Chromium against the production build served as `pnpm start` serves it
// (on a throwaway database): every script the page had asked for by the time React had hydrated
// it (root.tsx's `storefront:hydrated` mark). Part of it is the page's module preloads, all React
// needs to hydrate; the rest are chunks the page asks for while hydrating (the footer's form, the
// banner's carousel engine), whose parts work once they arrive. Prints both; exits 1 above the budget.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { root, startStore } from './load/store.mjs';

/** The store's target for the home's first load (README "Performance" says where it stands and why). */
const TARGET_KB = 150;
/** Fails above this, so a change that adds to the first load is seen. */
const BUDGET_KB = Number(process.env.HOME_JS_BUDGET_KB ?? 195);
const client = path.join(root, 'apps/store/build/client');

const port = await new Promise((resolve, reject) => {
  const probe = net.createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const store = await startStore(port);
const headlessShell = '/usr/bin/chromium-headless-shell';
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});
let scripts;
let preloads;
try {
  const page = await browser.newPage();
  const response = await page.goto(`${store.base}/`);
  preloads = new Set([...(await response.text()).matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  scripts = await page.evaluate(() => {
    const hydrated = performance.getEntriesByName('storefront:hydrated')[0]?.startTime ?? Number.NaN;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, beforeHydrated: entry.startTime < hydrated }));
  });
} finally {
  await browser.close();
  await store.stop();
}

const gzipKb = (file) => gzipSync(fs.readFileSync(path.join(client, file))).length / 1024;
const rows = [...new Map(scripts.map((script) => [script.path, script])).values()].map((script) => ({ ...script, kb: gzipKb(script.path) }));
rows.sort((a, b) => b.kb - a.kb);
const sum = (list) => list.reduce((total, row) => total + row.kb, 0);
for (const row of rows) {
  const when = preloads.has(row.path) ? 'preload' : row.beforeHydrated ? 'hydrating' : 'later';
  console.log(`${row.kb.toFixed(1).padStart(7)} KB  ${when.padEnd(9)}  ${row.path}`);
}
const needed = sum(rows.filter((row) => preloads.has(row.path)));
const firstLoad = sum(rows.filter((row) => row.beforeHydrated));
console.log(`module preloads (what React needs to hydrate /): ${needed.toFixed(1)} KB gzip in ${preloads.size} files`);
console.log(`home route first load (every script asked for before / is interactive): ${firstLoad.toFixed(1)} KB gzip`);
console.log(`  target ${TARGET_KB} KB: ${firstLoad <= TARGET_KB ? 'met' : `missed by ${(firstLoad - TARGET_KB).toFixed(1)} KB`}; budget ${BUDGET_KB} KB`);
if (firstLoad > BUDGET_KB) {
  console.error(`over budget by ${(firstLoad - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
