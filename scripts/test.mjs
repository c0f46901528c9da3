// `pnpm test`: every check of the project, in order, then one summary line `N passed, N failed`.
// Lint, typecheck, build and package checks count as one check each; unit, story and browser
// tests count one per test. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};
let passed = 0;
let failed = 0;
const failures = [];
/** The names of the tests that failed, repeated at the end: CI keeps only the tail of the output. */
const failedTests = [];
const flakyTests = [];
const started = Date.now();

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status ?? 1;
}

function banner(name) {
  console.log(`\n=== ${name} ===`);
}

/** A step that counts as one check. */
function check(name, command, args, extraEnv) {
  banner(name);
  const t0 = Date.now();
  if (run(command, args, extraEnv) === 0) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
  console.log(`--- ${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** A step whose tests are counted one by one from a JSON report. */
function counted(name, command, args, reportFile, readCounts, extraEnv) {
  banner(name);
  const t0 = Date.now();
  const status = run(command, args, extraEnv);
  let counts = { passed: 0, failed: 0, names: [] };
  try {
    counts = readCounts(JSON.parse(fs.readFileSync(reportFile, 'utf8')));
  } catch {
    // No report means the runner itself failed before testing: that is a failure, not zero tests.
  }
  if (counts.failed === 0 && (status !== 0 || counts.passed === 0)) {
    counts.failed = 1;
    counts.names = [`${name}: exit status ${status}, ${counts.passed} passed and no failed test in its report (an error outside the tests? see its output)`];
  }
  passed += counts.passed;
  failed += counts.failed;
  if (counts.failed > 0) failures.push(`${name} (${counts.failed})`);
  failedTests.push(...(counts.names ?? []));
  console.log(`--- ${name}: ${counts.passed} passed, ${counts.failed} failed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/**
 * Vitest's JSON report. A file that failed to load, or ran no test, counts as one failure; a file
 * whose tests failed is counted by those tests only.
 */
function vitestCounts(report) {
  const names = [];
  for (const file of report.testResults) {
    const where = path.relative(root, file.name);
    const failedHere = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedHere) names.push(`${where} › ${test.fullName}`);
    if (file.status === 'failed' && failedHere.length === 0) names.push(`${where} (did not run: ${firstLine(file.message)})`);
    // Vitest reports a story file as passed with no test when the browser running it went away.
    // Only the MDX docs pages, which Storybook's plugin also lists, have no test of their own.
    else if (file.assertionResults.length === 0 && !where.endsWith('.mdx')) names.push(`${where} (ran no test)`);
  }
  return { passed: report.numPassedTests, failed: names.length, names };
}

/** Playwright's JSON report: specs nest in suites; a test that passed on retry counts as passed, and is named as flaky. */
function playwrightCounts(report) {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const title = [...titles, spec.title].join(' › ');
      for (const test of spec.tests) {
        if (test.status === 'unexpected') names.push(`${spec.file}:${spec.line} › ${title}`);
        if (test.status === 'flaky') flakyTests.push(`${spec.file}:${spec.line} › ${title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top-level suites are the files, whose names each spec already carries.
  for (const file of report.suites) walk(file, []);
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, names };
}

function firstLine(text = '') {
  return text.split('\n')[0].slice(0, 200);
}

banner('browser');
const chromium = spawnSync('bash', ['scripts/ensure-chromium.sh', '--for-tests'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
if (chromium.status === 0) {
  env.CHROME_PATH = chromium.stdout.trim();
  console.log(`Chromium: ${env.CHROME_PATH}`);
} else {
  failed += 1;
  failures.push('browser (no Chromium)');
}

check('lint', 'bash', ['-c', 'pnpm exec turbo run lint --output-logs=errors-only && pnpm exec biome lint scripts e2e examples *.ts']);
check('build', 'pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
// The packages' own typecheck tasks, then the browser tests and their configs (tsconfig.e2e.json).
check('typecheck', 'bash', ['-c', 'pnpm exec turbo run typecheck --output-logs=errors-only && pnpm exec tsc -p tsconfig.e2e.json']);
check('publint', 'pnpm', ['exec', 'turbo', 'run', 'publint', '--output-logs=errors-only']);
check('store size budget', 'node', ['scripts/store-size.mjs']);

const vitestReport = path.join(reports, 'vitest.json');
counted(
  'unit and story tests (vitest)',
  'pnpm',
  ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  vitestReport,
  vitestCounts,
);

// Screenshots of the static Storybook (built by the build step) against the committed baselines.
const visualReport = path.join(reports, 'visual.json');
counted(
  'visual regression (playwright, static storybook)',
  'pnpm',
  ['exec', 'playwright', 'test', '-c', 'apps/docs/playwright.visual.config.ts'],
  visualReport,
  playwrightCounts,
  { PLAYWRIGHT_JSON_OUTPUT_NAME: visualReport },
);

const playwrightReport = path.join(reports, 'playwright.json');
counted(
  'browser e2e tests (playwright)',
  'pnpm',
  ['exec', 'playwright', 'test'],
  playwrightReport,
  playwrightCounts,
  { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
);

// Another brand's two shops (examples/), from the packed tarballs and the npm registry, then in Chromium.
check('examples: pack, install and build from the tarballs', 'node', ['scripts/examples.mjs']);
const examplesReport = path.join(reports, 'examples.json');
counted(
  'examples in Chromium (playwright)',
  'pnpm',
  ['exec', 'playwright', 'test', '-c', 'examples/playwright.config.ts'],
  examplesReport,
  playwrightCounts,
  { PLAYWRIGHT_JSON_OUTPUT_NAME: examplesReport },
);

fs.rmSync(reports, { recursive: true, force: true });
for (const name of flakyTests) console.log(`FLAKY (passed on retry): ${name}`);
for (const name of failedTests) console.log(`FAILED: ${name}`);
console.log(`\nFinished in ${((Date.now() - started) / 1000).toFixed(0)} s.${failures.length ? ` Failed: ${failures.join(', ')}.` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
