import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import * as z from 'zod/mini';
import { compareSizes, priceBounds } from '../catalogue/facets';
import { filterProducts, type ProductFilter } from '../catalogue/filter';
import { fromCents, lineSumCents, productPayableCents, totalCents } from '../catalogue/money';
import { sortProducts } from '../catalogue/sort';
import { findVariant } from '../catalogue/variants';
import { sortKeys, topCollectionTypes } from '../choices';
import type { Banner, Category, Details, Product } from '../schemas/catalogue';
import type { BlogPost, FaqItem, Lookbook } from '../schemas/content';
import { contactMessageSchema, inquirySchema, subscriberSchema } from '../schemas/forms';
import type { Order } from '../schemas/order';
import { type Payment, paymentConfirmSchema, paymentRequestSchema } from '../schemas/payment';
import { findTestCard, SHOP_CURRENCY } from '../payments';
import type { SortBy } from '../schemas/shopper';
import { seedBanners, seedBlogPosts, seedCategories, seedDetails, seedFaq, seedLookbooks, seedProducts } from '../seed';

/** Everything the mock API answers from. */
export interface MockData {
  products: readonly Product[];
  categories: readonly Category[];
  details: Details;
  banners: readonly Banner[];
  blog: readonly BlogPost[];
  faq: readonly FaqItem[];
  lookbook: readonly Lookbook[];
}

export interface MockOptions {
  /**
   * Where the API lives. The default matches `/api/v1` on any origin, which suits Storybook,
   * component tests and `createApiClient({ baseUrl: 'http://anything/api/v1' })` alike.
   */
  baseUrl?: string;
  /** Milliseconds every answer waits, to show loading states. */
  delayMs?: number;
}

const DEFAULT_BASE = '*/api/v1';

/** The seed catalogue, the same data the server seeds its database with. */
export function seedMockData(): MockData {
  return {
    products: seedProducts,
    categories: seedCategories.map((category) => ({
      name: category.name,
      translations: category.translations,
      sub_category: category.sub_category.map((sub) => ({ ...sub })),
    })),
    details: { ...seedDetails },
    banners: seedBanners,
    blog: seedBlogPosts,
    faq: seedFaq,
    lookbook: seedLookbooks,
  };
}

/** The brand's own products (women and kids): the ones that sit in a menu subcategory. */
const isBrandProduct = (product: Product) => product.sub_category_id !== null;

function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

const invalid = (error: z.core.$ZodError) => HttpResponse.json({ error: 'invalid input', fields: fieldErrors(error) }, { status: 400 });
const notFound = (what: string) => HttpResponse.json({ error: `${what} not found` }, { status: 404 });

/** A positive integer from a path or query parameter, or undefined. */
function positiveInt(value: string | readonly string[] | null | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/** The mock's search: every word found in the name, type, brands, colours, category or design number (no typo forgiven). */
function matchesWords(product: Product, q: string): boolean {
  const text = [product.name, product.type, product.design_no, product.category, ...product.tags, ...product.colors].join(' ').toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/**
 * MSW handlers for every endpoint of docs/api-contract.md, answering from `data` (the seed
 * catalogue by default) with the server's rules: the same filters, sorts and paging, 400 with
 * field messages for bad forms, 404 for unknown ids, idempotent payments with a stock check whose
 * confirmation charges the test cards and places the order once. Each call keeps its own
 * subscribers and payments, so tests do not leak into each other.
 */
export function createHandlers(data: Partial<MockData> = {}, options: MockOptions = {}): HttpHandler[] {
  const db: MockData = { ...seedMockData(), ...data };
  const base = (options.baseUrl ?? DEFAULT_BASE).replace(/\/+$/, '');
  const wait = async () => {
    if (options.delayMs) await delay(options.delayMs);
  };
  const subscribers = new Set<string>();
  const payments = new Map<string, { payment: Payment; lines: Order['lines']; totalCents: number; order?: Order }>();
  let nextId = 1;

  /** The filters of a list's query, or the fields it got wrong. */
  const readQuery = (query: URLSearchParams) => {
    const category = query.get('category');
    const subcategory = positiveInt(query.get('subcategory'));
    const list = (name: string) => (query.get(name) ?? '').split(',').map((item) => item.trim()).filter(Boolean);
    const minPrice = query.has('min_price') ? Number(query.get('min_price')) : undefined;
    const maxPrice = query.has('max_price') ? Number(query.get('max_price')) : undefined;
    const q = (query.get('q') ?? '').trim();
    const fields: Record<string, string> = {};
    if (minPrice !== undefined && !(minPrice >= 0)) fields.min_price = 'min_price must be a number from 0';
    if (maxPrice !== undefined && !(maxPrice >= 0)) fields.max_price = 'max_price must be a number from 0';
    if (Object.keys(fields).length > 0) return { ok: false as const, fields };
    const scope = db.products.filter(
      (product) =>
        (category ? product.category === category : isBrandProduct(product) && (subcategory === undefined || product.sub_category_id === subcategory)) &&
        (q === '' || matchesWords(product, q)),
    );
    // `brands=` (present, empty) is "no brand selected": only untagged products match.
    const brands = query.has('brands') ? list('brands').map((brand) => brand.toLowerCase()) : null;
    const sizes = list('sizes');
    const filter: ProductFilter = {
      brands,
      color: query.get('color')?.toLowerCase() || null,
      sizes: sizes.length > 0 ? sizes : null,
      value: minPrice !== undefined || maxPrice !== undefined ? { min: minPrice ?? 0, max: maxPrice ?? Number.POSITIVE_INFINITY } : null,
    };
    return { ok: true as const, scope, filter, searching: q !== '' };
  };

  /** A page of products for `GET /products` (and the subcategory list): filters, sort, page. */
  const listAnswer = (query: URLSearchParams) => {
    const read = readQuery(query);
    const sort = (query.get('sort') || 'Newest') as SortBy;
    // This stand-in's cursor is the next page's number (the API's is opaque and keyset-based).
    const page = query.has('after') ? positiveInt(query.get('after')) : query.has('page') ? positiveInt(query.get('page')) : 1;
    const pageSize = query.has('page_size') ? positiveInt(query.get('page_size')) : 20;
    const fields: Record<string, string> = read.ok ? {} : { ...read.fields };
    if (!(sortKeys as readonly string[]).includes(sort)) fields.sort = `sort must be one of ${sortKeys.join(', ')}`;
    if (page === undefined && query.has('after')) fields.after = "after must be a page's next";
    else if (page === undefined) fields.page = 'page must be a whole number from 1';
    if (pageSize === undefined || pageSize > 100) fields.page_size = 'page_size must be a whole number from 1 to 100';
    if (!read.ok || Object.keys(fields).length > 0 || page === undefined || pageSize === undefined) {
      return HttpResponse.json({ error: 'invalid query', fields }, { status: 400 });
    }
    const matching = sortProducts(filterProducts(read.scope, read.filter), sort);
    const next = page * pageSize < matching.length ? String(page + 1) : null;
    return HttpResponse.json({ items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize, next });
  };

  /** The lines priced from the catalogue, or each line's problem. */
  const priceLines = (input: readonly { product_id: number; sku: string; qty: number }[]) => {
    const fields: Record<string, string> = {};
    const lines: Order['lines'] = [];
    const sums: number[] = [];
    input.forEach((line, index) => {
      const product = db.products.find((candidate) => candidate.id === line.product_id);
      const variant = product ? findVariant(product, line.sku) : undefined;
      if (!product || !variant) fields[`lines.${index}`] = 'product not found';
      else if (line.qty > variant.stock) fields[`lines.${index}`] = `only ${variant.stock} in stock`;
      else {
        const unit = productPayableCents(product);
        const sum = lineSumCents(unit, line.qty);
        sums.push(sum);
        lines.push({
          product_id: product.id,
          sku: variant.sku,
          size: variant.size,
          color: variant.color,
          image: variant.images[0] ?? '',
          name: product.name,
          qty: line.qty,
          unit_price: fromCents(unit),
          sum: fromCents(sum),
        });
      }
    });
    if (Object.keys(fields).length > 0) return { fields };
    return { lines, totalCents: totalCents(sums) };
  };

  return [
    http.get(`${base}/top-collection/:type`, async ({ params }) => {
      await wait();
      const type = params.type as string;
      if (!(topCollectionTypes as readonly string[]).includes(type)) return notFound('collection');
      const brand = db.products.filter(isBrandProduct);
      // "random" is a stable shuffle here, so stories and screenshots do not change between runs.
      const list = type === 'latest' ? sortProducts(brand, 'Newest') : [...brand].sort((a, b) => ((a.id * 7919) % 101) - ((b.id * 7919) % 101));
      return HttpResponse.json(list.slice(0, 8));
    }),
    http.get(`${base}/banners`, async () => {
      await wait();
      return HttpResponse.json(db.banners);
    }),
    http.get(`${base}/categories`, async () => {
      await wait();
      return HttpResponse.json(db.categories);
    }),
    http.get(`${base}/subcategories/:id`, async ({ params }) => {
      await wait();
      const id = positiveInt(params.id);
      const found = db.categories.flatMap((category) => category.sub_category).find((sub) => sub.id === id);
      return found ? HttpResponse.json(found) : notFound('subcategory');
    }),
    http.get(`${base}/subcategories-product/:id`, async ({ params, request }) => {
      await wait();
      const id = positiveInt(params.id);
      if (!db.categories.some((category) => category.sub_category.some((sub) => sub.id === id))) return notFound('subcategory');
      const query = new URL(request.url).searchParams;
      query.set('subcategory', String(id));
      query.delete('category');
      return listAnswer(query);
    }),
    http.get(`${base}/products/facets`, async ({ request }) => {
      await wait();
      const query = new URL(request.url).searchParams;
      const read = readQuery(query);
      if (!read.ok) return HttpResponse.json({ error: 'invalid query', fields: read.fields }, { status: 400 });
      const { scope, filter } = read;
      const without = (part: keyof ProductFilter) => filterProducts(scope, { ...filter, [part]: null });
      const count = (products: readonly Product[], valuesOf: (product: Product) => readonly string[]) => {
        const counts = new Map<string, number>();
        for (const product of products) for (const value of new Set(valuesOf(product))) counts.set(value, (counts.get(value) ?? 0) + 1);
        return [...counts].map(([value, n]) => ({ value, count: n }));
      };
      const byValue = (a: { value: string }, b: { value: string }) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
      const priced = without('value');
      return HttpResponse.json({
        total: filterProducts(scope, filter).length,
        brands: count(without('brands'), (product) => product.tags).sort(byValue),
        colors: count(without('color'), (product) => product.colors).sort(byValue),
        sizes: count(without('sizes'), (product) => product.variants.filter((v) => v.size !== null && v.stock > 0).map((v) => v.size as string)).sort((a, b) =>
          compareSizes(a.value, b.value),
        ),
        price: priced.length === 0 ? null : priceBounds(priced),
      });
    }),
    http.get(`${base}/products/:id`, async ({ params }) => {
      await wait();
      const id = positiveInt(params.id);
      const found = db.products.find((product) => product.id === id);
      return found ? HttpResponse.json(found) : notFound('product');
    }),
    http.get(`${base}/products`, async ({ request }) => {
      await wait();
      return listAnswer(new URL(request.url).searchParams);
    }),
    http.get(`${base}/search`, async ({ request }) => {
      await wait();
      const query = new URL(request.url).searchParams;
      const q = (query.get('q') ?? '').trim();
      const limit = Math.min(positiveInt(query.get('limit')) ?? 8, 20);
      if (q === '') return HttpResponse.json([]);
      return HttpResponse.json(sortProducts(db.products.filter((product) => isBrandProduct(product) && matchesWords(product, q)), 'Newest').slice(0, limit));
    }),
    http.get(`${base}/search/suggestions`, async ({ request }) => {
      await wait();
      const query = new URL(request.url).searchParams;
      const words = (query.get('q') ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
      const last = words.pop();
      if (last === undefined) return HttpResponse.json([]);
      const limit = Math.min(positiveInt(query.get('limit')) ?? 8, 20);
      const vocabulary = new Set(db.products.flatMap((product) => `${product.name} ${product.type}`.toLowerCase().split(/[^a-z0-9]+/)));
      const endings = [...vocabulary].filter((word) => word.startsWith(last)).sort();
      return HttpResponse.json(endings.slice(0, limit).map((ending) => [...words, ending].join(' ')));
    }),
    http.get(`${base}/product-ids`, async ({ request }) => {
      await wait();
      const query = new URL(request.url).searchParams;
      const from = positiveInt(query.get('from')) ?? 1;
      const to = positiveInt(query.get('to')) ?? from;
      const ids = db.products.filter((product) => isBrandProduct(product) && product.id >= from && product.id <= to).map((product) => product.id);
      return HttpResponse.json([...new Set(ids)].sort((a, b) => a - b));
    }),
    http.get(`${base}/details`, async () => {
      await wait();
      return HttpResponse.json(db.details);
    }),
    http.get(`${base}/blog`, async () => {
      await wait();
      return HttpResponse.json(db.blog);
    }),
    http.get(`${base}/blog/:id`, async ({ params }) => {
      await wait();
      const found = db.blog.find((post) => post.id === positiveInt(params.id));
      return found ? HttpResponse.json(found) : notFound('blog post');
    }),
    http.get(`${base}/faq`, async () => {
      await wait();
      return HttpResponse.json(db.faq);
    }),
    http.get(`${base}/lookbook`, async () => {
      await wait();
      return HttpResponse.json(db.lookbook);
    }),
    http.post(`${base}/subscribers`, async ({ request }) => {
      await wait();
      const parsed = z.safeParse(subscriberSchema, await readJson(request));
      if (!parsed.success) return invalid(parsed.error);
      const email = parsed.data.email.toLowerCase();
      const known = subscribers.has(email);
      subscribers.add(email);
      return HttpResponse.json({ email }, { status: known ? 200 : 201 });
    }),
    http.post(`${base}/contact`, async ({ request }) => {
      await wait();
      const parsed = z.safeParse(contactMessageSchema, await readJson(request));
      if (!parsed.success) return invalid(parsed.error);
      return HttpResponse.json({ id: nextId++ }, { status: 201 });
    }),
    http.post(`${base}/inquiry`, async ({ request }) => {
      await wait();
      const parsed = z.safeParse(inquirySchema, await readJson(request));
      if (!parsed.success) return invalid(parsed.error);
      return HttpResponse.json({ id: nextId++ }, { status: 201 });
    }),
    http.get(`${base}/payments/config`, async () => {
      await wait();
      return HttpResponse.json({ card: 'test', paypal_client_id: null, currency: SHOP_CURRENCY });
    }),
    http.post(`${base}/payments`, async ({ request }) => {
      await wait();
      const parsed = z.safeParse(paymentRequestSchema, await readJson(request));
      if (!parsed.success) return invalid(parsed.error);
      const earlier = payments.get(parsed.data.idempotency_key);
      if (earlier) return HttpResponse.json(earlier.payment, { status: 200 });
      const priced = priceLines(parsed.data.lines);
      if ('fields' in priced) return HttpResponse.json({ error: 'out of stock', fields: priced.fields }, { status: 409 });
      const payment: Payment = {
        id: `mock_pay_${nextId++}`,
        method: parsed.data.method,
        amount_minor: priced.totalCents,
        currency: SHOP_CURRENCY,
        status: 'requires_confirmation',
        paypal_order_id: parsed.data.method === 'paypal' ? `MOCK-PAYPAL-${nextId}` : null,
      };
      payments.set(parsed.data.idempotency_key, { payment, lines: priced.lines, totalCents: priced.totalCents });
      return HttpResponse.json(payment, { status: 201 });
    }),
    http.post(`${base}/payments/:id/confirm`, async ({ params, request }) => {
      await wait();
      const parsed = z.safeParse(paymentConfirmSchema, await readJson(request));
      if (!parsed.success) return invalid(parsed.error);
      const found = [...payments.values()].find((entry) => entry.payment.id === params.id);
      if (!found) return notFound('payment');
      if (found.order) return HttpResponse.json(found.order, { status: 200 });
      const card = parsed.data.card ? findTestCard(parsed.data.card.number) : undefined;
      if (found.payment.method === 'stripe' && card?.outcome !== 'approved') {
        const code = card ? card.outcome : 'not_test_card';
        return HttpResponse.json({ error: 'The card was declined.', decline_code: code }, { status: 402 });
      }
      found.order = {
        id: nextId++,
        lines: found.lines,
        total: fromCents(found.totalCents),
        currency: SHOP_CURRENCY,
        created_at: new Date().toISOString(),
        payment: { method: found.payment.method, reference: `mock_ref_${found.payment.id}` },
      };
      return HttpResponse.json(found.order, { status: 201 });
    }),
    http.get(`${base}/pdf/:id`, async ({ params }) => {
      await wait();
      const found = db.products.find((product) => product.id === positiveInt(params.id));
      if (!found) return notFound('product');
      return new HttpResponse(`%PDF-1.4\n% ${found.name}\n%%EOF\n`, {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="catalog-${found.id}.pdf"` },
      });
    }),
    http.get(`${base}/zip/:id`, async ({ params }) => {
      await wait();
      const found = db.products.find((product) => product.id === positiveInt(params.id));
      if (!found) return notFound('product');
      // An empty zip archive: just the end-of-central-directory record.
      const emptyZip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
      return new HttpResponse(emptyZip, {
        headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="catalog-${found.id}.zip"` },
      });
    }),
  ];
}

/** Every API call answers 500, as a crashed server would. */
export function errorHandlers(options: Pick<MockOptions, 'baseUrl'> = {}): HttpHandler[] {
  const base = (options.baseUrl ?? DEFAULT_BASE).replace(/\/+$/, '');
  return [http.all(`${base}/*`, () => HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 }))];
}

/** Every API call answers 200 with a body that is not JSON, as a broken proxy might. */
export function malformedHandlers(options: Pick<MockOptions, 'baseUrl'> = {}): HttpHandler[] {
  const base = (options.baseUrl ?? DEFAULT_BASE).replace(/\/+$/, '');
  return [http.all(`${base}/*`, () => new HttpResponse('{"items": [', { status: 200, headers: { 'Content-Type': 'application/json' } }))];
}

/** Every API call fails at the network level, as when the shopper is offline. */
export function networkErrorHandlers(options: Pick<MockOptions, 'baseUrl'> = {}): HttpHandler[] {
  const base = (options.baseUrl ?? DEFAULT_BASE).replace(/\/+$/, '');
  return [http.all(`${base}/*`, () => HttpResponse.error())];
}

/** Every API call waits `delayMs` (forever by default) before answering from `data`: loading states. */
export function slowHandlers(delayMs: number | 'infinite' = 'infinite', data: Partial<MockData> = {}, options: Pick<MockOptions, 'baseUrl'> = {}): HttpHandler[] {
  if (delayMs === 'infinite') {
    const base = (options.baseUrl ?? DEFAULT_BASE).replace(/\/+$/, '');
    return [
      http.all(`${base}/*`, async () => {
        await delay('infinite');
        return HttpResponse.error();
      }),
    ];
  }
  return createHandlers(data, { ...options, delayMs });
}
