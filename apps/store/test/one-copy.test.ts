import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The store runs React 18 while the workspace's packages are tested on React 19, so pnpm installs
 * two copies of each library that works with React (ADR 0069). The browser build must hold one
 * copy of each, the store's own: two Reacts, jotais or routers in a page break it.
 */
const storeRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assets = path.join(storeRoot, 'dist/assets');
const packageDir = /node_modules\/\.pnpm\/([^/]+)\/node_modules\/((?:@[^/]+\/)?[^/]+)\//;

/** Each library in the build's source maps, with the installed copies (pnpm folders) it came from. */
function copiesInTheBuild(): Map<string, Set<string>> {
  const copies = new Map<string, Set<string>>();
  for (const file of fs.readdirSync(assets).filter((name) => name.endsWith('.js.map'))) {
    const { sources } = JSON.parse(fs.readFileSync(path.join(assets, file), 'utf8')) as { sources: string[] };
    for (const source of sources) {
      const [, copy, name] = packageDir.exec(source) ?? [];
      if (copy && name) copies.set(name, (copies.get(name) ?? new Set()).add(copy));
    }
  }
  return copies;
}

const installedVersion = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(storeRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

describe("the store's browser build", () => {
  const copies = copiesInTheBuild();

  it('holds one copy of each library', () => {
    expect(copies.size).toBeGreaterThan(20);
    const twice = [...copies].filter(([, folders]) => folders.size > 1).map(([name, folders]) => `${name}: ${[...folders].join(', ')}`);
    expect(twice).toEqual([]);
  });

  it("runs the store's own React and React DOM (18)", () => {
    for (const name of ['react', 'react-dom']) {
      const version = installedVersion(name);
      expect(version).toMatch(/^18\./);
      expect([...(copies.get(name) ?? [])]).toEqual([expect.stringMatching(new RegExp(`^${name}@${version.replaceAll('.', '\\.')}(_|$)`))]);
    }
  });
});
