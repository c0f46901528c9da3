import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

// The production build's index.html (`pnpm build` runs before the tests in `pnpm test`).
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const loader = /<script id="app-loader">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
/** The chunks the loader fetches, in the order it evaluates them. */
const chunks: string[] = JSON.parse(/var s=(\[[^\]]*\])/.exec(loader)?.[1] ?? '[]');
const staticImports = (url: string) =>
  [...fs.readFileSync(path.join(dist, url), 'utf8').matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (match) => `/assets/${match[1]}`,
  );

describe("the first load's loader (vite.config.ts, ADR 0064)", () => {
  it('replaces the module script and the modulepreload links of index.html', () => {
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(chunks.length).toBeGreaterThan(3);
  });

  it('evaluates each chunk after every chunk it imports, so each evaluation is its own task', () => {
    for (const [at, url] of chunks.entries()) {
      for (const imported of staticImports(url)) expect(chunks.slice(0, at), `${url} imports ${imported}`).toContain(imported);
    }
  });

  it('splits the first load into React DOM, the libraries, the ui package and the shop state, the entry last', () => {
    const names = chunks.map((url) => /\/assets\/(.+)-[\w-]{8}\.js$/.exec(url)?.[1]);
    expect(names).toEqual(expect.arrayContaining(['react-dom', 'libraries', 'ui', 'shop-state']));
    expect(names.at(-1)).toBe('index');
  });

  it('adds the preload links of the other chunks one per task, so no task starts them all (ADR 0077)', async () => {
    const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { runScripts: 'outside-only', pretendToBeVisual: true });
    const { window } = dom;
    /** The modulepreload links added in each task: a MutationObserver gets one batch per task. */
    const perTask: number[] = [];
    new window.MutationObserver((records) => {
      const links = records.flatMap((record) => [...record.addedNodes]).filter((node) => node instanceof window.HTMLLinkElement && node.rel === 'modulepreload');
      if (links.length > 0) perTask.push(links.length);
    }).observe(window.document.head, { childList: true });
    window.eval(loader);
    await expect.poll(() => perTask.reduce((sum, n) => sum + n, 0), { timeout: 2000 }).toBe(chunks.length - 1);
    expect(perTask.every((n) => n === 1)).toBe(true);
    // The first chunk is requested by its module script, added at once.
    expect([...window.document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'))).toEqual([chunks[0]]);
    window.close();
  });
});
