// Builds the examples as another brand would: from the packages' tarballs and the npm registry.
//   1. packs @storefront/api-client and @storefront/ui (their prepack builds and checks them) into
//      examples/.build/.packs;
//   2. copies each example to examples/.build/<name> (the repository's copy keeps no install, and
//      its lockfile stays as committed: installing local tarballs rewrites their checksums);
//   3. installs it on its own (not as part of this workspace) and builds it.
// examples/playwright.config.ts then serves and opens each build. Prints the time of each step.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const examples = path.join(root, 'examples');
const build = path.join(examples, '.build');
const packs = path.join(build, '.packs');
const names = ['vite-brand', 'next-brand'];
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: process.env.CI ?? '1' };

function step(label, command, args, cwd) {
  const started = Date.now();
  console.log(`\n> ${label}: ${command} ${args.join(' ')}  (in ${path.relative(root, cwd) || '.'})`);
  execFileSync(command, args, { cwd, env, stdio: 'inherit' });
  console.log(`< ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

fs.rmSync(build, { recursive: true, force: true });
fs.mkdirSync(packs, { recursive: true });
for (const pkg of ['api-client', 'ui']) {
  const dir = path.join(root, 'packages', pkg);
  step(`pack @storefront/${pkg}`, 'pnpm', ['pack', '--pack-destination', packs], dir);
  const version = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  // The examples name the tarballs without a version, so a version bump leaves them as they are.
  fs.renameSync(path.join(packs, `storefront-${pkg}-${version}.tgz`), path.join(packs, `storefront-${pkg}.tgz`));
}

for (const name of names) {
  const target = path.join(build, name);
  fs.cpSync(path.join(examples, name), target, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|\.next|dist)$/.test(source),
  });
  // On its own: this repository's workspace does not list the examples.
  step(`${name}: install`, 'pnpm', ['install', '--ignore-workspace', '--no-frozen-lockfile', '--reporter=append-only'], target);
  step(`${name}: build`, 'pnpm', ['run', 'build'], target);
}
