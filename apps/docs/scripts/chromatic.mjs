// Publishes the Storybook to Chromatic (hosted visual review) only when CHROMATIC_PROJECT_TOKEN is
// set; otherwise says it was skipped and why, and succeeds. The CLI would exit 254 without a token
// and hang retrying with a bad one. chromatic 16 is the last major that runs on Node 20.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (the local visual tests, `pnpm test:visual`, still run).');
  process.exit(0);
}

const docs = path.resolve(import.meta.dirname, '..');
const result = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--exit-once-uploaded', ...process.argv.slice(2)],
  { cwd: docs, stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
