import { defineConfig } from '@playwright/test';
import { LARGE_PORT, LARGE_PRODUCTS, LARGE_URL } from './e2e/support/largeCatalogue';
import { launchOptions } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions,
    trace: 'off',
  },
  webServer: [
    {
      // The production build served by the same script as `pnpm start`, on a throwaway database.
      command: `node scripts/e2e-server.mjs ${port}`,
      url: `http://127.0.0.1:${port}/api/v1/details`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The same build on a generated catalogue (e2e/large-catalogue.spec.ts).
      command: `node scripts/e2e-server.mjs ${LARGE_PORT}`,
      env: { E2E_GENERATED: String(LARGE_PRODUCTS) },
      url: `${LARGE_URL}/api/v1/details`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
