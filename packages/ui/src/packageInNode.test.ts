// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The built package as another store's server, test runner or build script loads it: plain Node,
 * no bundler, through the package's exports map (run after `pnpm build`, as `pnpm test` does).
 * Node loads styled-components' CommonJS build, whose default export is not the `styled`
 * function; the package imports `{ styled }` by name so that it works there too.
 */
const packageRoot = path.resolve(import.meta.dirname, '..');
const folders = ['primitives', 'chrome', 'commerce', 'content', 'landing'];

function runInNode(script: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: packageRoot, encoding: 'utf8' });
}

/** The packages a dist file imports, following its relative static imports (not the lazy `import()`s). */
function staticImports(file: string, seen = new Set<string>(), packages = new Set<string>()): Set<string> {
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?['"]([^'"]+)['"]/g)) {
    if (!specifier) continue;
    if (specifier.startsWith('.')) staticImports(path.resolve(path.dirname(file), specifier), seen, packages);
    else packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier));
  }
  return packages;
}

describe('the built package in plain Node', () => {
  const entries = folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(packageRoot, 'dist', folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(packageRoot, 'dist', folder, entry.name, 'index.js')))
      .map((entry) => `@storefront/ui/${folder}/${entry.name}`),
  );

  it('imports the main entry and every component entry', () => {
    expect(entries.length).toBeGreaterThan(40);
    const output = runInNode(`
      const imported = [];
      for (const name of ['@storefront/ui', '@storefront/ui/theme', '@storefront/ui/forms', '@storefront/ui/sample-data', ...${JSON.stringify(entries)}]) {
        const module = await import(name);
        imported.push(Object.keys(module).length > 0 ? name : 'empty: ' + name);
      }
      console.log(JSON.stringify(imported));
    `);
    expect(JSON.parse(output)).toEqual(['@storefront/ui', '@storefront/ui/theme', '@storefront/ui/forms', '@storefront/ui/sample-data', ...entries]);
  });

  it("marks the component entries as client modules ('use client'), and not the server-safe ones", () => {
    const directive = (entry: string) => fs.readFileSync(path.join(packageRoot, 'dist', entry), 'utf8').startsWith('"use client";');
    const componentEntries = entries.map((name) => `${name.replace('@storefront/ui/', '')}/index.js`);
    expect(['index.js', 'forms/index.js', ...componentEntries].filter((entry) => !directive(entry))).toEqual([]);
    expect(['theme/index.js', 'sample-data/index.js'].filter(directive)).toEqual([]);
  });

  it('keeps React, styled-components and the form library out of the server-safe entries, and forms out of the root', () => {
    const reached = (entry: string) => staticImports(path.join(packageRoot, 'dist', entry));
    expect([...reached('theme/index.js')].filter((name) => /react|styled-components|radix/.test(name))).toEqual([]);
    expect([...reached('sample-data/index.js')].filter((name) => /react|styled-components|radix/.test(name))).toEqual([]);
    expect([...reached('index.js')].filter((name) => /hook-?form/.test(name))).toEqual([]);
    expect(reached('forms/index.js')).toContain('react-hook-form');
  });

  it('renders a themed tree to HTML with react-dom/server, with its styles', () => {
    const output = runInNode(`
      import { createElement as h } from 'react';
      import { renderToString } from 'react-dom/server';
      import { ServerStyleSheet } from 'styled-components';
      import { Button, ThemeRoot } from '@storefront/ui';
      const sheet = new ServerStyleSheet();
      const html = renderToString(sheet.collectStyles(h(ThemeRoot, { theme: 'color7', colorMode: 'dark', dir: 'rtl', target: 'wrapper' }, h(Button, null, 'Buy now'))));
      console.log(JSON.stringify({ html, css: sheet.getStyleTags() }));
    `);
    const { html, css } = JSON.parse(output) as { html: string; css: string };
    expect(html).toContain('data-theme="color7"');
    expect(html).toContain('data-color-mode="dark"');
    expect(html).toContain('dir="rtl"');
    const buttonClass = /<button[^>]*class="([^"]+)"[^>]*>Buy now<\/button>/.exec(html)?.[1];
    expect(buttonClass).toBeDefined();
    // The button's own rule is in the collected styles.
    expect(css).toContain(`.${buttonClass?.split(' ').at(-1)}{`);
  });
});
