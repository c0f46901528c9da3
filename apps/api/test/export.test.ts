import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRecords, toCsv } from '../src/cli/records';
import { buy, postJson, type RunningApi, startApi } from './helpers';

const apiRoot = path.resolve(import.meta.dirname, '..');
/** Starting Node with the TypeScript loader takes seconds on a busy machine. */
const CLI_TIMEOUT_MS = 30_000;

describe('the owner export', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi();
    await postJson(`${api.baseUrl}/contact`, {
      name: '=cmd|calc',
      email: 'quote@example.com',
      subject: 'Sizes, "XL"',
      phone: '12345 67890',
      message: 'two\nlines',
    });
    await postJson(`${api.baseUrl}/subscribers`, { email: 'reader@example.com' });
    await buy(api.baseUrl, [{ product_id: 1, qty: 2 }]);
  });
  afterAll(async () => {
    await api.destroy();
  });

  it('prints contact messages as CSV from the command line, quoting commas, quotes and new lines', () => {
    const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli/export.ts', 'contact'], {
      cwd: apiRoot,
      env: { ...process.env, DATA_DIR: api.dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const [header, row] = result.stdout.split('\r\n');
    expect(header).toBe('id,name,email,subject,phone,message,created_at');
    // A formula-looking value is defused for spreadsheets.
    expect(row).toMatch(/^1,'=cmd\|calc,quote@example\.com,"Sizes, ""XL""",12345 67890,"two\nlines",\d{4}-/);
  }, CLI_TIMEOUT_MS);

  it('refuses an unknown export with its usage and exit code 2', () => {
    const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli/export.ts', 'passwords'], {
      cwd: apiRoot,
      env: { ...process.env, DATA_DIR: api.dataDir },
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: export <contact|inquiry|subscribers|orders>');
  }, CLI_TIMEOUT_MS);

  it('exports orders with billing, payment and lines, as JSON records and as flattened CSV', async () => {
    const [order] = await exportRecords(api.db, 'orders');
    expect(order).toMatchObject({
      currency: 'USD',
      billing: { city: 'Pune' },
      payment: { method: 'stripe', reference: expect.stringMatching(/^test_pi_/), status: 'paid', processor: 'test' },
    });
    expect(order?.lines).toEqual([expect.objectContaining({ product_id: 1, qty: 2, sku: 'NS-1001-ORANGE-M', size: 'M', color: 'orange' })]);
    const csv = toCsv(await exportRecords(api.db, 'orders'));
    const header = csv.split('\r\n')[0] ?? '';
    for (const column of ['billing.first_name', 'payment.reference', 'payment.status']) expect(header).toContain(column);
    const subscribers = await exportRecords(api.db, 'subscribers');
    expect(subscribers.map((s) => s.email)).toEqual(['reader@example.com']);
  });
});
