import fs from 'node:fs';

/**
 * One place for how the browser tests launch Chromium: the system's binary (CHROME_PATH, set by
 * scripts/test.mjs from `scripts/ensure-chromium.sh --for-tests`; else Debian's headless shell when
 * installed, else its full browser) with flags that work as root and offline.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const chromiumPath = process.env.CHROME_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
];

export const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };
