import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { launchOptions } from '../scripts/chromium';

/**
 * The examples as built by scripts/examples.mjs (examples/.build): Vite's preview server and
 * `next start`, each opened in Chromium by its spec (and shared.spec.ts).
 */
const build = path.join(import.meta.dirname, '.build');
// EXAMPLES_PORT moves both servers (next on the port after), as E2E_PORT and VISUAL_PORT do for theirs.
const vitePort = Number(process.env.EXAMPLES_PORT ?? 4173);
const nextPort = vitePort + 1;

export default defineConfig({
  testDir: '.',
  workers: 2,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: { browserName: 'chromium', launchOptions, trace: 'off' },
  projects: [
    { name: 'vite-brand', testMatch: ['shared.spec.ts', 'vite-brand.spec.ts'], use: { baseURL: `http://127.0.0.1:${vitePort}` } },
    { name: 'next-brand', testMatch: ['shared.spec.ts', 'next-brand.spec.ts'], use: { baseURL: `http://127.0.0.1:${nextPort}` } },
  ],
  webServer: [
    {
      command: `pnpm exec vite preview --strictPort --host 127.0.0.1 --port ${vitePort}`,
      cwd: path.join(build, 'vite-brand'),
      url: `http://127.0.0.1:${vitePort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `pnpm exec next start --hostname 127.0.0.1 --port ${nextPort}`,
      cwd: path.join(build, 'next-brand'),
      url: `http://127.0.0.1:${nextPort}/`,
      env: { NEXT_TELEMETRY_DISABLED: '1' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
