import { type Category, type SortBy, type Subcategory, sortKeys } from '@storefront/api-client';
import { Hono } from 'hono';
import { type CatalogueCache, LATEST_SIZE } from '../db/cache';
import { listProducts, searchProducts } from '../db/catalogue';
import type { Db } from '../db/connection';
import { type ErrorBody, notFound, parseId, sendJson } from '../http/errors';

const MAX_PAGE_SIZE = 100;

function sample<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = 0; i < Math.min(count, pool.length); i += 1) {
    const j = i + Math.floor(Math.random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

function findSubcategory(categories: Category[], id: number | null): Subcategory | undefined {
  return id === null ? undefined : categories.flatMap((category) => category.sub_category).find((sub) => sub.id === id);
}
const DEFAULT_PAGE_SIZE = 20;

/** Reads an optional whole number query parameter; `invalid` when present but not one. */
function intParam(raw: string | undefined, min: number, max: number): number | undefined | 'invalid' {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,9}$/.test(raw)) return 'invalid';
  const value = Number(raw);
  return value < min || value > max ? 'invalid' : value;
}

function priceParam(raw: string | undefined): number | undefined | 'invalid' {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(raw)) return 'invalid';
  return Math.round(Number(raw) * 100);
}

/** Products: lists, one product, the home sliders, subcategories and the header search. */
export function catalogueRoutes(db: Db, cache: CatalogueCache) {
  const routes = new Hono();

  routes.get('/top-collection/:type', async (c) => {
    const type = c.req.param('type');
    if (type !== 'random' && type !== 'latest') return notFound(c);
    const snapshot = await cache.get();
    if (type === 'latest') return sendJson(c, snapshot.json.latest);
    return c.json(sample(snapshot.brand, LATEST_SIZE));
  });

  routes.get('/subcategories/:id', async (c) => {
    const sub = findSubcategory((await cache.get()).categories, parseId(c.req.param('id')));
    return sub ? c.json(sub) : notFound(c, 'No such subcategory');
  });

  routes.get('/subcategories-product/:id', async (c) => {
    const snapshot = await cache.get();
    const sub = findSubcategory(snapshot.categories, parseId(c.req.param('id')));
    if (!sub) return notFound(c, 'No such subcategory');
    return c.json(snapshot.brand.filter((product) => product.sub_category_id === sub.id));
  });

  routes.get('/products/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const product = id === null ? undefined : (await cache.get()).json.product.get(id);
    return product ? sendJson(c, product) : notFound(c, 'No such product');
  });

  routes.get('/products', async (c) => {
    const q = c.req.query();
    const fields: Record<string, string> = {};
    const page = intParam(q.page, 1, 1_000_000);
    const pageSize = intParam(q.page_size, 1, MAX_PAGE_SIZE);
    const subcategory = intParam(q.subcategory, 1, 999_999_999);
    const minCents = priceParam(q.min_price);
    const maxCents = priceParam(q.max_price);
    const sort = q.sort === undefined || q.sort === '' ? 'Newest' : q.sort;
    if (page === 'invalid') fields.page = 'Use a page number from 1.';
    if (pageSize === 'invalid') fields.page_size = `Use a page size from 1 to ${MAX_PAGE_SIZE}.`;
    if (subcategory === 'invalid') fields.subcategory = 'Use a subcategory id.';
    if (minCents === 'invalid') fields.min_price = 'Use a price like 250 or 249.50.';
    if (maxCents === 'invalid') fields.max_price = 'Use a price like 950 or 949.50.';
    if (!(sortKeys as readonly string[]).includes(sort)) fields.sort = `Use one of ${sortKeys.join(', ')}.`;
    if (Object.keys(fields).length > 0) {
      return c.json({ error: 'Some query parameters are invalid.', fields } satisfies ErrorBody, 400);
    }
    const list = (raw: string | undefined, toCase: (text: string) => string) =>
      [...new Set((raw ?? '').split(',').map((item) => toCase(item.trim())).filter(Boolean))].slice(0, 50);
    const brands = list(q.brands, (text) => text.toLowerCase());
    const sizes = list(q.sizes, (text) => text);
    return c.json(
      await listProducts(db, {
        category: q.category || undefined,
        subcategory: subcategory as number | undefined,
        brands,
        color: q.color?.trim().toLowerCase() || undefined,
        sizes,
        minCents: minCents as number | undefined,
        maxCents: maxCents as number | undefined,
        sort: sort as SortBy,
        page: (page as number | undefined) ?? 1,
        pageSize: (pageSize as number | undefined) ?? DEFAULT_PAGE_SIZE,
      }),
    );
  });

  routes.get('/search', async (c) => {
    const text = (c.req.query('q') ?? '').trim().slice(0, 100);
    const limit = intParam(c.req.query('limit'), 1, 20);
    if (limit === 'invalid') {
      return c.json({ error: 'Some query parameters are invalid.', fields: { limit: 'Use a limit from 1 to 20.' } } satisfies ErrorBody, 400);
    }
    if (text === '') return c.json([]);
    return c.json(await searchProducts(db, text, limit ?? 8));
  });

  return routes;
}
