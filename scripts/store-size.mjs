// Size budget of the store's first load: the JavaScript the home route needs before it can
// render (the chunks index.html's loader fetches after the first paint), gzip-compressed. Prints
// the figures; exits 1 above the budget.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Issue 8's target: 120 KB. Measured 112.7 KB since the store runs React 18 (docs/adr/0069,
// README "Performance").
const BUDGET_KB = Number(process.env.HOME_JS_BUDGET_KB ?? 120);
const dist = path.resolve(import.meta.dirname, '../apps/store/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
// The loader's list (vite.config.ts): closed under static imports (apps/store/test/first-load.test.ts)
// and all a first visit loads before its first render (e2e/server-render.spec.ts).
const listed = /<script id="app-loader">[\s\S]*?var s=(\[[^\]]*\])/.exec(html)?.[1];
if (!listed) throw new Error('index.html has no app loader: is the build there?');
const chunks = JSON.parse(listed).map((url) => url.replace(/^\//, ''));

let total = 0;
const rows = chunks.map((file) => {
  const gz = gzipSync(fs.readFileSync(path.join(dist, file))).length;
  total += gz;
  return [file, gz];
});
rows.sort((a, b) => b[1] - a[1]);
for (const [file, gz] of rows) console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const totalKb = total / 1024;
console.log(`home route initial JavaScript: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error(`over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
