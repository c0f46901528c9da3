/**
 * The second store server of the browser tests: the same build on a generated catalogue of
 * E2E_LARGE_PRODUCTS products (10,000 in `pnpm test`; `pnpm test:e2e:large` runs 100,000).
 */
export const LARGE_PRODUCTS = Number(process.env.E2E_LARGE_PRODUCTS ?? 10_000);
export const LARGE_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
export const LARGE_URL = `http://127.0.0.1:${LARGE_PORT}`;
