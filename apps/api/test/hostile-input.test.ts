import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDialects, approvedCard, dialects, paymentRequest, type RunningApi, startApi, withSkus } from './helpers';

announceDialects();

const hostileString = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; DROP TABLE products; --",
    '%00\u0000',
    '\ud800',
    'ﷺ𝕳𝖊𝖑𝖑𝖔 مرحبا 你好 🧵👗',
    '../../etc/passwd',
    '{{constructor.constructor("return 1")()}}',
    '__proto__',
  ),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 4 }),
);

const formKeys = {
  '/subscribers': ['email'],
  '/contact': ['name', 'email', 'subject', 'phone', 'message'],
  '/inquiry': ['name', 'email', 'product', 'phone', 'message', 'firm_name', 'city', 'state'],
  '/payments': ['idempotency_key', 'method', 'lines', 'billing'],
  '/payments/pay_x/confirm': ['lines', 'card'],
} as const;

/** Shaped like the real form but with any field replaced by something hostile, or dropped. */
function nearlyValid(path: keyof typeof formKeys) {
  const base: Record<string, unknown> =
    path === '/payments'
      ? paymentRequest([{ product_id: 1, qty: 1 }])
      : path === '/payments/pay_x/confirm'
        ? { lines: withSkus([{ product_id: 1, qty: 1 }]), card: approvedCard }
        : Object.fromEntries(formKeys[path].map((key) => [key, key === 'email' ? 'shopper@example.com' : 'A real value']));
  return fc
    .record({
      key: fc.constantFrom(...formKeys[path]),
      value: fc.option(hostileValue, { nil: undefined }),
      extra: fc.option(fc.tuple(hostileString, hostileValue), { nil: undefined }),
    })
    .map(({ key, value, extra }) => {
      const body: Record<string, unknown> = { ...base, [key]: value };
      if (extra) body[extra[0]] = extra[1];
      return JSON.stringify(body);
    });
}

const orderLinesHostile = fc
  .array(
    fc.record({
      product_id: fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double(), hostileString),
      sku: fc.oneof(hostileString.map((text) => text.slice(0, 120)), fc.constantFrom('NS-1001-GRAY-M', 'NS-1001-GRAY-M\u0000', '')),
      qty: fc.oneof(fc.integer(), fc.double()),
    }),
    {
      maxLength: 120,
    },
  )
  .map((lines) => JSON.stringify({ ...paymentRequest([]), lines }));

const rawBody = fc.oneof(
  fc.jsonValue({ maxDepth: 6 }).map((value) => JSON.stringify(value)),
  hostileString,
  fc.constant('{"a":'.repeat(2000)),
  fc.constant(`[${'['.repeat(5000)}${']'.repeat(5000)}]`),
);

describe.each(dialects)('hostile input on %s', (dialect) => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({ dialect });
  });
  afterAll(async () => {
    await api.destroy();
  });

  it('never answers the product list, search or id routes with a 5xx, whatever the query', async () => {
    const param = fc.constantFrom('category', 'subcategory', 'brands', 'color', 'sizes', 'min_price', 'max_price', 'sort', 'page', 'page_size', 'q', 'limit');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/products', '/search', '/products/', '/subcategories/', '/subcategories-product/', '/blog/', '/pdf/', '/zip/'),
        fc.dictionary(param, fc.oneof(hostileString.map((text) => text.slice(0, 300)), fc.integer().map(String), fc.double().map(String)), { maxKeys: 5 }),
        fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String)),
        async (path, query, id) => {
          const url = path.endsWith('/') ? `${api.baseUrl}${path}${encodeURIComponent(id)}` : `${api.baseUrl}${path}?${new URLSearchParams(query)}`;
          const response = await fetch(url);
          expect(response.status, url).toBeLessThan(500);
        },
      ),
      {
        numRuns: 60,
        examples: [
          ['/products', { category: 'a\u0000b', color: '\u0000' }, '1'],
          ['/products', { sizes: 'M,\u0000,L', brands: 'nike,\u0000' }, '1'],
          ['/search', { q: 'x\u0000' }, '1'],
          ['/products/', {}, '\u0000'],
        ],
      },
    );
  });

  for (const path of Object.keys(formKeys) as (keyof typeof formKeys)[]) {
    it(`never answers POST ${path} with a 5xx, whatever the body or content type`, async () => {
      const bodies = path === '/payments' ? fc.oneof(rawBody, nearlyValid(path), orderLinesHostile) : fc.oneof(rawBody, nearlyValid(path));
      await fc.assert(
        fc.asyncProperty(
          bodies,
          fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', ''),
          async (body, contentType) => {
            const response = await fetch(`${api.baseUrl}${path}`, {
              method: 'POST',
              headers: contentType ? { 'Content-Type': contentType } : {},
              body,
            });
            const text = await response.text();
            expect(response.status, `${response.status} for ${body.slice(0, 200)}: ${text.slice(0, 200)}`).toBeLessThan(500);
            expect(text).not.toMatch(/at .+\.(ts|js):\d+/);
            expect(() => JSON.parse(text)).not.toThrow();
          },
        ),
        { numRuns: 60 },
      );
    });
  }
});
