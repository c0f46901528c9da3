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
      for (const name of ['@storefront/ui', ...${JSON.stringify(entries)}]) {
        const module = await import(name);
        imported.push(Object.keys(module).length > 0 ? name : 'empty: ' + name);
      }
      console.log(JSON.stringify(imported));
    `);
    expect(JSON.parse(output)).toEqual(['@storefront/ui', ...entries]);
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
