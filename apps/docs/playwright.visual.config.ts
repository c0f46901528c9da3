import { defineConfig } from '@playwright/test';
import { launchOptions } from '../../scripts/chromium';

const port = Number(process.env.VISUAL_PORT ?? 6107);

/**
 * Visual regression over the built static Storybook: every story in the default theme plus a
 * theme x mode x direction matrix for the representative components, compared with the PNG
 * baselines committed in visual/__screenshots__. Update them with `pnpm test:visual -u`.
 */
export default defineConfig({
  testDir: 'visual',
  fullyParallel: true,
  workers: 2,
  // A retry runs in a fresh worker (a fresh iframe), absorbing state a previous story's play left behind.
  retries: 1,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.001 },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions,
    viewport: { width: 800, height: 600 },
    reducedMotion: 'reduce',
    colorScheme: 'light',
    trace: 'off',
  },
  webServer: {
    command: `node scripts/serve-static.mjs ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
