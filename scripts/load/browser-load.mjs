// `pnpm load:browser`: 20 shoppers at once in one Chromium (one browser context each, so each has
// its own cart and storage) against the production store on a throwaway database. Each session
// loads the home page (its one full page load: then it moves inside the app like a shopper), opens
// the collection and changes a brand filter and the sort, opens a product from the grid, opens a
// product with stock, adds it to the cart, goes to the cart and on to the checkout, fills it, pays
// with the documented test card (4242 4242 4242 4242) and reaches /order-success.
// Meanwhile the script asks the API for a product list every 2 s: the server's own latency
// (a probe that fails is an error of the run too).
// Counted as errors: uncaught page errors, console errors, failed requests, answers >= 500 and any
// step that does not finish. Prints each session's duration, the totals and the orders stored
// (rows in the orders table and the stock taken off). Exit 1 on any error. A benchmark, not a test.
// Tuning: LOAD_PORT (3601), LOAD_SESSIONS (20); LOAD_VERBOSE=1 lists the requests pages dropped.
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, chromium } from '@playwright/test';
import { billingDetails, payWithTestCard } from '../../e2e/flows-support.ts';
import { launchOptions } from '../chromium.ts';
import { machine, root, startStore, stopOnSignal } from './store.mjs';

const port = Number(process.env.LOAD_PORT ?? 3601);
const sessions = Number(process.env.LOAD_SESSIONS ?? 20);
// 20 browsers' worth of rendering on 2 shared cores: a step may wait long, but must finish.
const stepTimeout = 90_000;
const expect = baseExpect.configure({ timeout: stepTimeout });


/** How many rows the orders table holds: read from the SQLite file itself, not through the API. */
function storedOrders(dataDir) {
  // better-sqlite3 is the API's own driver; the root package does not depend on it.
  const Database = createRequire(path.join(root, 'apps/api/package.json'))('better-sqlite3');
  const db = new Database(path.join(dataDir, 'storefront.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT count(*) AS n FROM orders').get().n;
  } finally {
    db.close();
  }
}

/** The stock of a product's first variant, the size and colour every session buys. */
async function stockOf(base, id) {
  const response = await fetch(`${base}/api/v1/products/${id}`);
  if (!response.ok) throw new Error(`GET /api/v1/products/${id} answered ${response.status}`);
  return (await response.json()).variants[0].stock;
}

/**
 * Moves to another page inside the running app, as its own links do (React Router follows the
 * history entry), so only the first page of a session is a full load, as for a real shopper.
 * Used where no link on the page leads there; elsewhere the session clicks the real link.
 */
async function navigate(page, to) {
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** One shopper from the home page to the order confirmation; returns what went wrong on the way. */
async function shop(browser, base, index, product) {
  const errors = [];
  let aborted = 0;
  let abortedApi = 0;
  // The slowest /api/v1 answer as the browser saw it (request sent to last byte): tells a slow
  // server apart from a starved browser when a page gives up waiting.
  let slowestApi = 0;
  const context = await browser.newContext({ baseURL: base });
  context.setDefaultTimeout(stepTimeout);
  context.setDefaultNavigationTimeout(stepTimeout);
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A request the page itself dropped (an image when the route changed) is not a failure.
    if (failure === 'net::ERR_ABORTED') {
      aborted += 1;
      if (request.url().includes('/api/v1/')) abortedApi += 1;
      if (process.env.LOAD_VERBOSE) console.log(`session ${index + 1}: dropped ${request.url()}`);
    }
    else errors.push(`request failed: ${request.method()} ${request.url()} ${failure}`);
  });
  page.on('requestfinished', (request) => {
    const timing = request.timing();
    if (request.url().includes('/api/v1/') && timing.responseEnd > 0) slowestApi = Math.max(slowestApi, timing.responseEnd - Math.max(0, timing.requestStart));
  });
  page.on('response', (response) => {
    if (response.status() >= 500) errors.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  const main = page.getByRole('main');
  const started = performance.now();
  let step = 'home';
  try {
    await page.goto('/');
    // The page arrives server-rendered: the session navigates through the app's router, so it
    // waits until the app has taken the page over (as the e2e tests do, e2e/support/test.ts).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 90_000 });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

    step = 'collection';
    await navigate(page, '/left-sidebar/collection');
    const grid = page.getByRole('list', { name: 'Products' });
    await expect(grid.getByRole('heading').first()).toBeVisible();
    // Half the shoppers drop nike, the other half caprese; each picks a different sort.
    const dropped = index % 2 === 0 ? 'nike' : 'caprese';
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: dropped, exact: true }).uncheck();
    const sort = ['LowToHigh', 'HighToLow', 'AscOrder', 'DescOrder'][index % 4];
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption(sort);
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${sort}(&|$)`));
    await expect(page).not.toHaveURL(new RegExp(`[?&]brands=[^&]*${dropped}`));

    step = 'product from the grid';
    const card = grid.getByRole('listitem').first().getByRole('link');
    const name = (await card.textContent())?.trim() ?? '';
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

    step = 'add to cart';
    await navigate(page, `/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name, exact: true })).toBeVisible();
    // The page opens on the first variant's colour (it has stock); its size is the one to tick.
    const size = product.variants[0].size;
    if (size !== null) await main.getByRole('group', { name: 'Size' }).getByRole('radio', { name: size, exact: true }).check();
    await page.getByRole('button', { name: 'add to cart', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();

    step = 'checkout';
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 items' }).click();
    await main.getByRole('link', { name: 'check out' }).click();
    await expect(page.getByRole('region', { name: 'Your order' })).toContainText(product.name);
    for (const [label, value] of Object.entries(billingDetails)) await main.getByRole('textbox', { name: label, exact: true }).fill(value);
    await main.getByRole('combobox', { name: 'Country', exact: true }).selectOption('India');
    await page.getByRole('button', { name: 'place order' }).click();

    step = 'pay';
    await payWithTestCard(page);

    step = 'order success';
    await expect(page).toHaveURL(/\/order-success$/);
    await expect(page.getByText(/^Transaction ID: test_ch_/)).toBeVisible();
    step = 'done';
  } catch (error) {
    // The assertion, its locator and what was found, without Playwright's long call log.
    const message = String(error instanceof Error ? error.message : error)
      .split('\n')
      .filter((line) => /^(expect|Locator|Expected|Received|Error|Timeout|page\.|locator\.)/i.test(line.trim()))
      .slice(0, 4)
      .join('; ');
    const cart = await page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart,/ })
      .getAttribute('aria-label', { timeout: 1000 })
      .catch(() => 'not found');
    // An error or retry state the page shows says more than the locator that was not found.
    const shown = await main
      .getByText(/could not|too long|went wrong|try again/i)
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => null);
    errors.push(`stopped at "${step}" on ${page.url()} (header cart: ${cart}${shown ? `; the page shows "${shown}"` : ''}): ${message}`);
    if (process.env.LOAD_VERBOSE) await page.screenshot({ path: path.join(os.tmpdir(), `browser-load-${index + 1}.png`) }).catch(() => {});
  } finally {
    await context.close();
  }
  return { session: index + 1, product: product.id, seconds: (performance.now() - started) / 1000, finished: step === 'done', aborted, abortedApi, slowestApi, errors };
}

const store = await startStore(port);
stopOnSignal(store.stop);
let failed = true;
try {
  const { base } = store;
  const catalogue = (await (await fetch(`${base}/api/v1/products?page_size=100`)).json()).items;
  // Four products whose first variant has 10 or more, round robin: shoppers compete for the same
  // stock rows (5 orders each for 20 sessions), yet every order can succeed.
  const stocked = [...new Map(catalogue.filter((p) => p.variants[0].stock >= 10).map((p) => [p.id, p])).values()].slice(0, 4);
  const assigned = Array.from({ length: sessions }, (_, i) => stocked[i % stocked.length]);
  const perProduct = new Map();
  for (const p of assigned) perProduct.set(p.id, (perProduct.get(p.id) ?? 0) + 1);
  if (stocked.length === 0 || assigned.some((p) => perProduct.get(p.id) > p.variants[0].stock)) {
    throw new Error('the seed catalogue has too little stock for this many sessions');
  }
  const before = new Map();
  for (const id of perProduct.keys()) before.set(id, await stockOf(base, id));

  console.log(`Browser load on ${base}: ${sessions} shopper session(s) in one Chromium; ${machine()}`);
  const browser = await chromium.launch(launchOptions);
  const started = performance.now();
  const probes = [];
  const probeFailures = [];
  // Each probe on a new connection, as a new visitor. A kept-alive one raced the server's 5 s
  // keep-alive: this script's timers ran up to 2.3 s late under the browsers' load, so fetch reused
  // a socket the server had just closed (ECONNRESET, 1-2 per run; never on new connections).
  const probe = setInterval(() => {
    const sent = performance.now();
    http
      .get(`${base}/api/v1/products?brands=nike,puma&sort=LowToHigh&page_size=20`, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) probes.push(performance.now() - sent);
          else probeFailures.push(`HTTP ${response.statusCode}`);
        });
      })
      .on('error', (error) => probeFailures.push(String(error.code ?? error)));
  }, 2000);
  let results;
  try {
    results = await Promise.all(assigned.map((product, i) => shop(browser, base, i, product)));
  } finally {
    clearInterval(probe);
    await browser.close();
  }
  const wall = (performance.now() - started) / 1000;

  console.table(
    results.map((r) => ({ session: r.session, product: r.product, seconds: r.seconds.toFixed(1), finished: r.finished, errors: r.errors.length,
      'slowest API ms': Math.round(r.slowestApi),
      'dropped requests (API)': `${r.aborted} (${r.abortedApi})`,
    })),
  );
  for (const r of results) for (const error of r.errors) console.log(`session ${r.session}: ${error}`);

  let stockTaken = 0;
  for (const [id, count] of perProduct) {
    const taken = before.get(id) - (await stockOf(base, id));
    stockTaken += taken;
    if (taken !== count) console.log(`product ${id}: stock went down by ${taken}, expected ${count}`);
  }
  const orders = storedOrders(store.dataDir);
  probes.sort((a, b) => a - b);
  const at = (share) => Math.round(probes[Math.min(probes.length - 1, Math.floor(probes.length * share))] ?? Number.NaN);
  console.log(
    `Server probe (a product list every 2 s during the run): ${probes.length} answers, median ${at(0.5)} ms, p90 ${at(0.9)} ms, slowest ${at(1)} ms` +
      `${probeFailures.length > 0 ? `; ${probeFailures.length} failed (${[...new Set(probeFailures)].join(', ')})` : ''}.`,
  );
  const finished = results.filter((r) => r.finished).length;
  const errors = results.reduce((sum, r) => sum + r.errors.length, 0);
  const durations = results.map((r) => r.seconds).sort((a, b) => a - b);
  console.log(
    `${finished}/${sessions} sessions reached /order-success in ${wall.toFixed(1)} s wall time ` +
      `(session ${durations[0].toFixed(1)} s fastest, ${durations[Math.floor(durations.length / 2)].toFixed(1)} s median, ${durations.at(-1).toFixed(1)} s slowest); ` +
      `${errors} errors; ${orders} orders stored; stock taken off ${stockTaken}.`,
  );
  failed = errors > 0 || probeFailures.length > 0 || finished !== sessions || orders !== sessions || stockTaken !== sessions;
  if (failed) console.log('FAILED: see above.');
} finally {
  await store.stop();
}
process.exit(failed ? 1 : 0);
