/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient, productListQueryString } from './client';
import { ApiError } from './errors';
import { sampleProduct } from './mocks/fixtures';

/** What the test server saw, so tests can check the exact request the client made. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
type Route = (req: IncomingMessage, res: ServerResponse, body: string) => void;
const routes = new Map<string, Route>();

const json = (status: number, payload: unknown): Route => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
};

const product = sampleProduct({ id: 7 });
const blogPost = { id: 1, title: 'Summer', date: '2026-03-14', author: 'Admin', hits: 3, comments: 1, excerpt: 'e', body: '<p>b</p>', image: '/images/blog/1.svg' };
const order = {
  id: 5,
  lines: [{ product_id: 7, sku: 'NS-7-PINK-L', size: 'L', color: 'pink', image: '/images/products/7/pink-1.svg', name: product.name, qty: 2, unit_price: 250, sum: 500 }],
  total: 500,
  currency: 'USD',
  created_at: '2026-11-22T10:00:00Z',
  payment: { method: 'stripe', reference: 'test_pi_1' },
};
const createdPayment = { id: 'pay_1/2', method: 'stripe', amount_minor: 50000, currency: 'USD', status: 'requires_confirmation', paypal_order_id: null };

beforeAll(async () => {
  routes.set('GET /api/v1/top-collection/latest', json(200, [product]));
  routes.set('GET /api/v1/banners', json(200, [{ image_path: '/images/banners/1.svg', title: 'New', url: '/left-sidebar/collection' }]));
  routes.set('GET /api/v1/categories', json(200, [{ name: 'Women', sub_category: [{ id: 1, name: 'Night Suits' }] }]));
  routes.set('GET /api/v1/subcategories/1', json(200, { id: 1, name: 'Night Suits' }));
  routes.set('GET /api/v1/subcategories-product/1', json(200, { items: [product], total: 9, page: 2, pageSize: 1, next: 'c3' }));
  routes.set('GET /api/v1/products/facets', json(200, { total: 1, brands: [{ value: 'nike', count: 1 }], colors: [], sizes: [{ value: 'M', count: 1 }], price: { min: 250, max: 250 } }));
  routes.set('GET /api/v1/search/suggestions', json(200, ['kurti', 'kurtis']));
  routes.set('GET /api/v1/product-ids', json(200, [1, 2, 3]));
  routes.set('GET /api/v1/products/7', json(200, product));
  routes.set('GET /api/v1/products/404', json(404, { error: 'product not found' }));
  routes.set('GET /api/v1/products', json(200, { items: [product], total: 1, page: 2, pageSize: 5, next: null }));
  routes.set('GET /api/v1/search', json(200, [product]));
  routes.set('GET /api/v1/details', json(200, { address: '12 Road', email: 'a@b.example' }));
  routes.set('GET /api/v1/blog', json(200, [blogPost]));
  routes.set('GET /api/v1/blog/1', json(200, blogPost));
  routes.set('GET /api/v1/faq', json(200, [{ question: 'Q?', answer: 'A.' }]));
  routes.set('GET /api/v1/lookbook', json(200, [{ id: 1, title: 'Look', image: '/images/l.svg', hotspots: [] }]));
  routes.set('POST /api/v1/subscribers', json(201, { email: 'shopper@example.com' }));
  routes.set('POST /api/v1/contact', json(201, { id: 3 }));
  routes.set('POST /api/v1/inquiry', json(400, { error: 'invalid input', fields: { email: 'validation.email', city: 'validation.required' } }));
  routes.set('POST /api/v1/payments', json(201, createdPayment));
  routes.set('POST /api/v1/payments/pay_1%2F2/confirm', json(201, order));
  routes.set('POST /api/v1/payments/declined/confirm', json(402, { error: 'The card was declined.', decline_code: 'insufficient_funds' }));
  routes.set('GET /api/v1/broken-json', (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"name": "Women", ');
  });
  routes.set('GET /api/v1/wrong-shape', json(200, [{ name: 42 }]));
  routes.set('GET /api/v1/crash', (_req, res) => {
    res.writeHead(500, { 'content-type': 'text/html' });
    res.end('<h1>Internal Server Error</h1>');
  });
  routes.set('GET /api/v1/slow', (_req, res) => {
    const timer = setTimeout(() => json(200, [])(_req, res, ''), 2_000);
    res.on('close', () => clearTimeout(timer));
  });

  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const path = (req.url ?? '').split('?')[0];
      const route = routes.get(`${req.method} ${path}`);
      if (route) route(req, res, body);
      else json(404, { error: 'not found' })(req, res, body);
    });
  });
  // The client-state helper's port range (see HELPER-RULES); 0 would also do, but stays predictable.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(3301, '127.0.0.1', resolve);
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Any list of named things; for the failure-mode routes that have no endpoint method. */
const namedListSchema = z.array(z.object({ name: z.string() }));

const lastRequest = () => seen[seen.length - 1] as Seen;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient against a real HTTP server', () => {
  it('reads every catalogue and content endpoint of the contract, parsed by the schemas', async () => {
    const api = createApiClient({ baseUrl });
    expect(await api.topCollection('latest')).toEqual([product]);
    expect(lastRequest().url).toBe('/api/v1/top-collection/latest');
    expect((await api.banners())[0]?.title).toBe('New');
    expect((await api.categories())[0]?.sub_category).toEqual([{ id: 1, name: 'Night Suits' }]);
    expect(await api.subcategory(1)).toEqual({ id: 1, name: 'Night Suits' });
    expect(await api.subcategoryProducts(1, { page: 2, pageSize: 1, sort: 'LowToHigh' })).toEqual({ items: [product], total: 9, page: 2, pageSize: 1, next: 'c3' });
    expect(lastRequest().url).toBe('/api/v1/subcategories-product/1?sort=LowToHigh&page=2&page_size=1');
    expect(await api.product(7)).toEqual(product);
    expect(await api.details()).toEqual({ address: '12 Road', email: 'a@b.example' });
    expect(await api.blog()).toEqual([blogPost]);
    expect(await api.blogPost(1)).toEqual(blogPost);
    expect(await api.faq()).toEqual([{ question: 'Q?', answer: 'A.' }]);
    expect((await api.lookbook())[0]?.title).toBe('Look');
    expect(lastRequest().headers.accept).toBe('application/json');
  });

  it('sends the product list filters as the query string of the contract', async () => {
    const api = createApiClient({ baseUrl });
    const page = await api.products({ brands: ['nike', 'puma'], color: 'red', minPrice: 250, maxPrice: 950, sort: 'LowToHigh', page: 2, pageSize: 5 });
    expect(page).toEqual({ items: [product], total: 1, page: 2, pageSize: 5, next: null });
    expect(lastRequest().url).toBe('/api/v1/products?brands=nike%2Cpuma&color=red&min_price=250&max_price=950&sort=LowToHigh&page=2&page_size=5');
    await api.products();
    expect(lastRequest().url).toBe('/api/v1/products');
    await api.products({ sort: 'LowToHigh', pageSize: 5, after: 'WyJMb3dUb0hpZ2giXQ' });
    expect(lastRequest().url).toBe('/api/v1/products?sort=LowToHigh&page_size=5&after=WyJMb3dUb0hpZ2giXQ');
  });

  it('asks for the facets of the same filters, searches in the list with q, and reads suggestions', async () => {
    const api = createApiClient({ baseUrl });
    const facets = await api.productFacets({ brands: ['nike'], sizes: ['M', 'L'], q: ' kurtti ' });
    expect(facets.brands).toEqual([{ value: 'nike', count: 1 }]);
    expect(lastRequest().url).toBe('/api/v1/products/facets?brands=nike&sizes=M%2CL&q=kurtti');
    await api.products({ q: 'night suit', page: 3 });
    expect(lastRequest().url).toBe('/api/v1/products?q=night+suit&page=3');
    expect(await api.searchSuggestions('kur', { limit: 2 })).toEqual(['kurti', 'kurtis']);
    expect(lastRequest().url).toBe('/api/v1/search/suggestions?q=kur&limit=2');
    expect(await api.productIds(1, 3)).toEqual([1, 2, 3]);
    expect(lastRequest().url).toBe('/api/v1/product-ids?from=1&to=3');
  });

  it('writes an empty brand selection as brands= and leaves out a colour of null and an empty size list', () => {
    expect(productListQueryString({ brands: [], color: null, sizes: [], category: 'fashion', subcategory: 3 })).toBe('category=fashion&subcategory=3&brands=');
    expect(productListQueryString({ sizes: ['M', 'XL'] })).toBe('sizes=M%2CXL');
  });

  it('searches with the typed words and an optional limit', async () => {
    const api = createApiClient({ baseUrl });
    await api.search('night suit & co', { limit: 5 });
    expect(lastRequest().url).toBe('/api/v1/search?q=night+suit+%26+co&limit=5');
  });

  it('posts forms and orders as JSON and reads the created answers', async () => {
    const api = createApiClient({ baseUrl });
    expect(await api.subscribe({ email: 'shopper@example.com' })).toEqual({ email: 'shopper@example.com' });
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastRequest().body)).toEqual({ email: 'shopper@example.com' });
    expect(await api.sendContact({ name: 'A', email: 'a@b.example', subject: 'S', phone: '1', message: 'M' })).toEqual({ id: 3 });
    const payment = await api.createPayment({
      idempotency_key: 'order-123456',
      method: 'stripe',
      lines: [{ product_id: 7, sku: 'NS-7-PINK-L', qty: 2 }],
      billing: {
        first_name: 'Asha', last_name: 'Rao', phone: '+91 98765 43210', email: 'a@b.example', country: 'India',
        address: '14 Lake View Apartments, MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', create_account: false, payment: 'stripe',
      },
    });
    expect(payment).toEqual(createdPayment);
    expect(lastRequest().url).toBe('/api/v1/payments');
    const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Asha Rao' };
    const placed = await api.confirmPayment(payment.id, { lines: [{ product_id: 7, sku: 'NS-7-PINK-L', qty: 2 }], card });
    expect(placed).toEqual(order);
    expect(lastRequest().url).toBe('/api/v1/payments/pay_1%2F2/confirm');
    expect(JSON.parse(lastRequest().body)).toEqual({ lines: [{ product_id: 7, sku: 'NS-7-PINK-L', qty: 2 }], card });
  });

  it("carries a declined card's reason in the ApiError", async () => {
    const api = createApiClient({ baseUrl });
    const error = await failure(api.confirmPayment('declined', { lines: [{ product_id: 7, sku: 'NS-7-PINK-L', qty: 1 }] }));
    expect([error.status, error.declineCode]).toEqual([402, 'insufficient_funds']);
  });

  it('turns a 400 answer into an ApiError carrying the field messages', async () => {
    const api = createApiClient({ baseUrl });
    const error = await failure(
      api.sendInquiry({ name: 'A', email: 'bad', product: 'P', phone: '1', message: 'M', firm_name: 'F', city: '', state: 'S' }),
    );
    expect(error.status).toBe(400);
    expect(error.kind).toBe('http');
    expect(error.message).toBe('invalid input');
    expect(error.fields).toEqual({ email: 'validation.email', city: 'validation.required' });
  });

  it('reports a 404 with the server message and a 500 with an HTML body as http errors', async () => {
    const api = createApiClient({ baseUrl });
    const missing = await failure(api.product(404));
    expect([missing.status, missing.message, missing.fields]).toEqual([404, 'product not found', {}]);
    const crash = await failure(api.request('GET', '/crash', namedListSchema));
    expect([crash.status, crash.kind, crash.message]).toEqual([500, 'http', 'The server answered 500.']);
  });

  it('treats unreadable JSON and an answer of the wrong shape as malformed, not as a crash later', async () => {
    const api = createApiClient({ baseUrl });
    const broken = await failure(api.request('GET', '/broken-json', namedListSchema));
    expect([broken.kind, broken.status]).toEqual(['malformed', 200]);
    const wrong = await failure(api.request('GET', '/wrong-shape', namedListSchema));
    expect(wrong.kind).toBe('malformed');
  });

  it('gives up on a slow answer after the timeout', async () => {
    const api = createApiClient({ baseUrl, timeoutMs: 100 });
    const started = Date.now();
    const error = await failure(api.request('GET', '/slow', namedListSchema));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_900);
  });

  it('stops when the caller aborts, and does not even start with an aborted signal', async () => {
    const api = createApiClient({ baseUrl });
    const controller = new AbortController();
    const pending = failure(api.request('GET', '/slow', namedListSchema, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    expect((await pending).kind).toBe('aborted');
    const before = seen.length;
    expect((await failure(api.details({ signal: AbortSignal.abort() }))).kind).toBe('aborted');
    expect(seen.length).toBe(before);
  });

  it('reports an unreachable server as a network error', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:3399/api/v1' });
    expect((await failure(api.details())).kind).toBe('network');
  });

  it('reports answer schemas that cannot be downloaded as a network error, not as a crash', async () => {
    // The schemas load on demand (ADR 0065); here their module fails to load, as a chunk can offline.
    vi.resetModules();
    vi.doMock('./answers', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const { createApiClient: freshClient } = await import('./client');
      const api = freshClient({ baseUrl });
      const error = await api.details().then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(Error);
      expect((error as ApiError).kind).toBe('network');
      expect((error as ApiError).message).toBe('The server could not be reached.');
    } finally {
      vi.doUnmock('./answers');
      vi.resetModules();
    }
  });

  it('builds the catalogue download links without fetching them', () => {
    const api = createApiClient({ baseUrl: '/api/v1/' });
    expect(api.catalogPdfUrl(12)).toBe('/api/v1/pdf/12');
    expect(api.catalogZipUrl(12)).toBe('/api/v1/zip/12');
  });
});
