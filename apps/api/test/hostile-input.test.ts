import { productFacetsSchema, productPageSchema } from '@storefront/api-client';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_GENERATED_ID, generateCatalogue, generatedProduct } from '../src/seed/generate';
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
        fc.constantFrom('/products', '/search', '/search/suggestions', '/products/', '/subcategories/', '/subcategories-product/', '/blog/', '/pdf/', '/zip/'),
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
          ['/search/suggestions', { q: 'pink "kur* OR' }, '1'],
          ['/search/suggestions', { q: 'kurti NEAR(x' }, '1'],
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

describe.each(dialects)('hostile filters and sorts on a generated catalogue, on %s', (dialect) => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({ dialect });
    await generateCatalogue(api.db.kysely, 3000);
  }, 120_000);
  afterAll(async () => {
    await api.destroy();
  });

  const hugeNumber = fc.oneof(
    fc.bigInt({ min: 10n ** 9n, max: 10n ** 40n }).map(String),
    fc.constantFrom('1e308', '-1', '0x10', '1.005', 'NaN', 'Infinity', '9'.repeat(400), '00000000001'),
  );
  const trick = fc.constantFrom(
    "' OR 1=1 --",
    '%',
    '_',
    '\\',
    '|nike|',
    '%|%',
    '"; select pg_sleep(5); --',
    "') union select * from products --",
    'ni\u0301ke',
    'n\u200Bike',
    '\u202Eekin',
    'ＮＩＫＥ',
    'İ',
    'kurti*',
    'NEAR(kurti suit)',
    'kurti OR suit',
    'a:* & b',
    '!(suit)',
    '"unbalanced',
  );
  const value = fc.oneof(hostileString.map((text) => text.slice(0, 300)), hugeNumber, trick);
  const longList = fc.array(fc.oneof(trick, fc.constantFrom('nike', 'puma', 'M', 'XL', 'pink')), { minLength: 1, maxLength: 120 }).map((items) => items.join(','));
  // Cursors a client could forge: well-formed JSON of any sort, page, total, id and key.
  const forgedCursor = fc
    .tuple(
      fc.constantFrom('Newest', 'LowToHigh', 'HighToLow', 'AscOrder', 'DescOrder', 'Relevance', 'x'),
      fc.integer({ min: -5, max: 2_000_000 }),
      fc.integer({ min: -1, max: 1e12 }),
      fc.integer({ min: -1, max: 2 ** 40 }),
      fc.oneof(fc.integer(), fc.string({ maxLength: 300 }), fc.constant(null), fc.constantFrom(0, 1), fc.double()),
    )
    .map((parts) => Buffer.from(JSON.stringify(parts)).toString('base64url'));
  const query = fc.record(
    {
      category: value,
      subcategory: fc.oneof(value, hugeNumber),
      brands: fc.oneof(value, longList),
      color: value,
      sizes: fc.oneof(value, longList),
      min_price: fc.oneof(value, hugeNumber),
      max_price: fc.oneof(value, hugeNumber),
      sort: fc.oneof(value, fc.constantFrom('Newest', 'LowToHigh', 'HighToLow', 'AscOrder', 'DescOrder', 'Relevance')),
      page: fc.oneof(hugeNumber, fc.constantFrom('1000000', '999999', '151', '2')),
      page_size: fc.oneof(hugeNumber, fc.constantFrom('100', '1', '0', '101')),
      q: fc.oneof(value, trick, fc.constantFrom('kurtti', 'leggins nightsuit', 'x'.repeat(200))),
      after: fc.oneof(value, forgedCursor),
    },
    { requiredKeys: [] },
  );

  it('answers 400 with field messages or a bounded page, within a second, for any filter, sort or page', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/products', '/products/facets', '/subcategories-product/3', '/search'), query, async (path, params) => {
        const url = `${api.baseUrl}${path}?${new URLSearchParams(params)}`;
        const started = performance.now();
        const response = await fetch(url);
        const body = (await response.json()) as Record<string, unknown>;
        const took = performance.now() - started;
        expect([200, 400], `${response.status} for ${url}: ${JSON.stringify(body).slice(0, 200)}`).toContain(response.status);
        expect(took, url).toBeLessThan(1000);
        if (response.status === 400) {
          // A field message per bad parameter; a NUL anywhere in the address is refused as a whole.
          expect(body.fields === undefined ? body.error : Object.keys(body.fields as object).length, url).toSatisfy(
            (found: unknown) => (typeof found === 'number' && found > 0) || (typeof found === 'string' && found.includes('NUL')),
          );
          return;
        }
        if (path === '/products/facets') productFacetsSchema.parse(body);
        else if (path === '/search') expect((body as unknown as unknown[]).length).toBeLessThanOrEqual(20);
        else {
          const page = productPageSchema.parse(body);
          expect(page.items.length).toBeLessThanOrEqual(page.pageSize);
          // A cursor carries its page number and total; only an offset page is checked against them.
          if (params.after === undefined && (page.page - 1) * page.pageSize >= page.total) expect(page.items).toEqual([]);
        }
      }),
      {
        numRuns: 80,
        examples: [
          ['/products', { page: '1000000', page_size: '100' }],
          ['/products', { brands: Array.from({ length: 50 }, (_, i) => `brand${i}`).join(','), sizes: 'M,L,XL', sort: 'HighToLow', page: '500' }],
          ['/products', { q: 'kurtti OR "x', min_price: '9999999.99', max_price: '0' }],
          ['/products/facets', { q: 'NEAR(a b)', color: '%' }],
          ['/products', { sort: 'LowToHigh', after: Buffer.from(JSON.stringify(['LowToHigh', 2, 5, 1, 'text'])).toString('base64url') }],
          ['/products', { q: 'kurti', after: Buffer.from(JSON.stringify(['Relevance', 999999, 0, 2 ** 40, 1])).toString('base64url') }],
        ],
      },
    );
  });

  it('lists only products without a brand when no brand is selected (brands=)', async () => {
    const untagged = Array.from({ length: 3000 - 94 }, (_, i) => generatedProduct(FIRST_GENERATED_ID + i)).filter((p) => p.tags.length === 0);
    expect(untagged.length).toBeGreaterThan(100);
    const page = productPageSchema.parse(await (await fetch(`${api.baseUrl}/products?brands=&page_size=100`)).json());
    expect(page.total).toBe(untagged.length);
    expect(page.items.every((p) => p.tags.length === 0)).toBe(true);
  });

  it('pages past the end to an empty page with the same total', async () => {
    const first = productPageSchema.parse(await (await fetch(`${api.baseUrl}/products?page_size=100`)).json());
    expect(first.total).toBeGreaterThan(2900);
    const past = productPageSchema.parse(await (await fetch(`${api.baseUrl}/products?page=1000000&page_size=100`)).json());
    expect(past).toEqual({ items: [], total: first.total, page: 1000000, pageSize: 100, next: null });
  });
});
