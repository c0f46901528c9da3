import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { seedBanners, seedProducts } from '../seed';
import { generateProducts, sampleProduct } from './fixtures';
import { createHandlers, errorHandlers, malformedHandlers, networkErrorHandlers, slowHandlers } from './handlers';

const server = setupServer(...createHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://storefront.test/api/v1', timeoutMs: 500 });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const billing = {
  first_name: 'Asha', last_name: 'Rao', phone: '+91 98765 43210', email: 'asha@example.com', country: 'India' as const,
  address: '14 Lake View Apartments, MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', create_account: false, payment: 'stripe' as const,
};

describe('mock handlers built from the seed catalogue', () => {
  it('answer every GET of the contract in the shape the client accepts', async () => {
    expect(await api.banners()).toEqual(seedBanners);
    expect((await api.categories()).map((c) => c.name)).toEqual(['Women', 'Kids']);
    expect(await api.subcategory(1)).toEqual({ id: 1, name: 'Night Suits', translations: { fr: { name: 'Pyjamas' } } });
    const subcategory = await api.subcategoryProducts(1, { pageSize: 3 });
    expect(subcategory.items).toHaveLength(3);
    expect(subcategory.total).toBe(seedProducts.filter((p) => p.sub_category_id === 1).length);
    expect(subcategory.items.every((p) => p.sub_category_id === 1)).toBe(true);
    // The page after, by the first page's cursor, is its page 2.
    const after = await api.subcategoryProducts(1, { pageSize: 3, after: subcategory.next ?? 'none' });
    expect(after).toEqual(await api.subcategoryProducts(1, { pageSize: 3, page: 2 }));
    expect(after.page).toBe(2);
    const first = seedProducts[0];
    expect(first).toBeDefined();
    expect(await api.product(first?.id ?? 0)).toEqual(first);
    expect((await api.details()).email).toContain('@');
    expect((await api.blog()).length).toBeGreaterThan(0);
    expect((await api.blogPost((await api.blog())[0]?.id ?? 0)).title).toBeTruthy();
    expect((await api.faq()).length).toBeGreaterThan(0);
    expect((await api.lookbook()).length).toBeGreaterThan(0);
  });

  it('give at most 8 brand products for the top collections, newest first for latest', async () => {
    const latest = await api.topCollection('latest');
    expect(latest.length).toBeLessThanOrEqual(8);
    expect(latest.every((p) => p.sub_category_id !== null)).toBe(true);
    expect(latest.map((p) => p.id)).toEqual([...latest.map((p) => p.id)].sort((a, b) => b - a));
    expect((await api.topCollection('random')).length).toBe(latest.length);
  });

  it('answer 404 for unknown ids', async () => {
    expect((await failure(api.product(999_999))).status).toBe(404);
    expect((await failure(api.subcategory(999))).status).toBe(404);
  });

  it('filter, sort and page the product list like the server, on data given as a parameter', async () => {
    server.use(...createHandlers({ products: generateProducts(60) }));
    const page = await api.products({ brands: ['nike', 'puma'], color: 'red', minPrice: 10, maxPrice: 900, sort: 'LowToHigh', page: 1, pageSize: 5 });
    expect(page.items.length).toBeLessThanOrEqual(5);
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
    for (const product of page.items) {
      expect(product.tags.length === 0 || product.tags.some((tag) => tag === 'nike' || tag === 'puma')).toBe(true);
      expect(product.colors.length === 0 || product.colors.includes('red')).toBe(true);
    }
    const all = await api.products({ pageSize: 100 });
    expect(all.total).toBe(60);
    expect(all.items.map((p) => p.id).slice(0, 3)).toEqual([60, 59, 58]);
    expect((await failure(api.products({ pageSize: 101 }))).fields).toHaveProperty('page_size');
  });

  it('count facets without their own filter, and page a search in the list', async () => {
    const facets = await api.productFacets({ color: 'pink', brands: ['nike'] });
    expect(facets.total).toBe((await api.products({ color: 'pink', brands: ['nike'], pageSize: 100 })).total);
    const pinkProducts = (await api.products({ color: 'pink', pageSize: 100 })).items;
    expect(facets.brands.find((entry) => entry.value === 'nike')?.count).toBe(pinkProducts.filter((p) => p.tags.includes('nike')).length);
    const kurtis = await api.products({ q: 'kurti', pageSize: 2 });
    expect(kurtis.items).toHaveLength(2);
    expect(kurtis.total).toBe(seedProducts.filter((p) => p.type === 'Kurti').length);
    expect(await api.searchSuggestions('kur')).toEqual(['kurti']);
  });

  it('search names, types, tags and design numbers, at most the limit', async () => {
    const hits = await api.search('night', { limit: 3 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(3);
    expect(await api.search('   ')).toEqual([]);
  });

  it('validate posted forms with the shared schemas and answer 400 with field messages', async () => {
    expect(await api.subscribe({ email: 'shopper@example.com' })).toEqual({ email: 'shopper@example.com' });
    const error = await failure(api.subscribe({ email: 'not-an-email' }));
    expect([error.status, error.fields]).toEqual([400, { email: 'validation.email' }]);
    expect((await api.sendContact({ name: 'A', email: 'a@b.example', subject: 'S', phone: '1', message: 'M' })).id).toBeGreaterThan(0);
    const inquiry = await failure(api.sendInquiry({ name: 'A', email: 'a@b.example', product: '', phone: '1', message: 'M', firm_name: 'F', city: 'C', state: 'S' }));
    expect(inquiry.fields).toEqual({ product: 'validation.required' });
  });

  it('price payments from the catalogue, place the order once per payment, decline other cards and refuse more than the stock', async () => {
    const product = sampleProduct({ id: 1, price: 500, discount: 50, stock: 3, size: ['M'], colors: ['pink'] });
    server.use(...createHandlers({ products: [product] }));
    const sku = product.variants[0]?.sku ?? '';
    const lines = [{ product_id: 1, sku, qty: 2 }];
    const request = { idempotency_key: 'key-123456', method: 'stripe' as const, lines, billing };
    const payment = await api.createPayment(request);
    expect([payment.amount_minor, payment.status]).toEqual([50000, 'requires_confirmation']);
    expect(await api.createPayment(request)).toEqual(payment);
    const declined = await failure(api.confirmPayment(payment.id, { lines, card: { number: '4000 0000 0000 0002', expiry: '12/39', cvc: '123', name: 'A' } }));
    expect([declined.status, declined.declineCode]).toEqual([402, 'declined']);
    const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'A' };
    const order = await api.confirmPayment(payment.id, { lines, card });
    expect([order.total, order.lines[0]?.unit_price, order.lines[0]?.sum]).toEqual([500, 250, 500]);
    expect(await api.confirmPayment(payment.id, { lines, card })).toEqual(order);
    const tooMany = await failure(api.createPayment({ ...request, idempotency_key: 'key-654321', lines: [{ product_id: 1, sku, qty: 4 }] }));
    expect([tooMany.status, tooMany.message, tooMany.fields]).toEqual([409, 'out of stock', { 'lines.0': 'only 3 in stock' }]);
  });

  it('serve the catalogue downloads as attachments', async () => {
    const id = seedProducts[0]?.id ?? 0;
    const pdf = await fetch(api.catalogPdfUrl(id));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('attachment');
    expect((await fetch(api.catalogZipUrl(id))).headers.get('content-type')).toBe('application/zip');
  });
});

describe('failure-mode handlers for stories', () => {
  it('make every call fail with 500', async () => {
    server.use(...errorHandlers());
    expect((await failure(api.categories())).status).toBe(500);
  });

  it('make every answer unreadable', async () => {
    server.use(...malformedHandlers());
    expect((await failure(api.banners())).kind).toBe('malformed');
  });

  it('make the network fail', async () => {
    server.use(...networkErrorHandlers());
    expect((await failure(api.details())).kind).toBe('network');
  });

  it('answer slowly, or never, so loading states show and the client times out', async () => {
    server.use(...slowHandlers(50));
    expect((await api.details()).email).toContain('@');
    server.use(...slowHandlers());
    expect((await failure(api.details())).kind).toBe('timeout');
  });
});
