// `prepack` of every published package (run in its folder by `pnpm pack` and `pnpm publish`): builds
// it, then checks what would be packed, so that a tarball never ships without its build or with
// declarations that do not resolve.
//   1. the package's build through turbo (dist/, declarations included): restored from turbo's
//      cache when the sources have not changed since the last build.
//   2. publint --strict: the exports map, files and fields against what is on disk.
//   3. @arethetypeswrong/cli on a tarball packed without scripts (packing with them would run
//      this again): every entry's types resolve, ESM only (profile esm-only). attw cannot list a
//      wildcard export's entries ('./primitives/*'), so they are named from what the build wrote.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The subpaths a wildcard export stands for: `./primitives/*` -> ./primitives/Button, ... (those with a built file). */
function wildcardEntries() {
  const { exports } = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  return Object.entries(exports).flatMap(([subpath, target]) => {
    if (!subpath.includes('*')) return [];
    const [before, after] = target.import.split('*');
    const folder = path.dirname(`${before}x`);
    return fs
      .readdirSync(folder)
      .filter((name) => fs.existsSync(`${before}${name}${after}`))
      .map((name) => subpath.replace('*', name));
  });
}

const run = (command, args, options = {}) => execFileSync(command, args, { stdio: 'inherit', ...options });
const bin = (name) => path.join(import.meta.dirname, '..', 'node_modules', '.bin', name);

const { name } = JSON.parse(fs.readFileSync('package.json', 'utf8'));
run(bin('turbo'), ['run', 'build', `--filter=${name}`, '--output-logs=errors-only']);
run(bin('publint'), ['--strict']);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'prepack-'));
try {
  const packed = JSON.parse(execFileSync('npm', ['pack', '--ignore-scripts', '--loglevel=error', '--json', '--pack-destination', scratch], { encoding: 'utf8' }));
  const entries = wildcardEntries();
  const named = entries.length > 0 ? ['--include-entrypoints', ...entries] : [];
  run(bin('attw'), [path.join(scratch, packed[0].filename), '--profile', 'esm-only', '--format', 'table-flipped', ...named]);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
