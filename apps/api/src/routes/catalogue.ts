import { SITEMAP_MAX_URLS, type SortBy, sortKeys, toCents } from '@storefront/api-client';
import { type Context, Hono } from 'hono';
import { brandProductIds, findProduct, listProducts, offeredSearches, type ProductFilters, type ProductQuery, type ProductSort, pageProducts, productFacets, productsByIds } from '../db/catalogue';
import type { Db } from '../db/connection';
import { decodeCursor } from '../db/cursor';
import { findSubcategory } from '../db/menu';
import { resolveSearch, searchFilters } from '../db/searchReading';
import { taggedJson } from '../http/caching';
import { type ErrorBody, notFound, parseId } from '../http/errors';

/** The spec: home sections show at most 8 products. */
export const LATEST_SIZE = 8;
export const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 20;
/** At most this many values in one list filter (brands, sizes). */
const MAX_LIST = 50;
const MAX_TEXT = 200;

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
  return toCents(Number(raw));
}

type Parsed<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

/**
 * How a list's search text was read when not as typed (`kurtti` -> "kurti", `navy xl` -> "xl"),
 * for the page to say. It filters nothing, and a text naming only a size leaves no search to hold it.
 */
type Reading = { correction?: string | undefined };

/** The filters every list reads from its query: category, subcategory, brands, color, sizes, prices, q. */
async function readFilters(db: Db, q: Record<string, string>, fields: Record<string, string>): Promise<ProductFilters & Reading> {
  const subcategory = intParam(q.subcategory, 1, 999_999_999);
  const minCents = priceParam(q.min_price);
  const maxCents = priceParam(q.max_price);
  if (subcategory === 'invalid') fields.subcategory = 'Use a subcategory id.';
  if (minCents === 'invalid') fields.min_price = 'Use a price like 250 or 249.50.';
  if (maxCents === 'invalid') fields.max_price = 'Use a price like 950 or 949.50.';
  if ((q.category ?? '').length > 40) fields.category = 'Use a category name of at most 40 characters.';
  const list = (name: string, toCase: (text: string) => string) => {
    const values = [...new Set((q[name] ?? '').split(',').map((item) => toCase(item.trim())).filter(Boolean))];
    if (values.length > MAX_LIST) fields[name] = `Choose at most ${MAX_LIST}.`;
    return values;
  };
  // `brands=` (present, empty) is "no brand selected": only untagged products match, as the shared rule says.
  const brands = q.brands === undefined ? undefined : list('brands', (text) => text.toLowerCase());
  const sizes = list('sizes', (text) => text);
  const text = (q.q ?? '').trim();
  if (text.length > MAX_TEXT) fields.q = `Search with at most ${MAX_TEXT} characters.`;
  const match = text === '' || fields.q ? null : await resolveSearch(db, text);
  const { search, namedSizes, namedPrice } = searchFilters(match);
  return {
    category: q.category || undefined,
    subcategory: typeof subcategory === 'number' ? subcategory : undefined,
    brands,
    color: q.color?.trim().toLowerCase() || undefined,
    sizes,
    minCents: typeof minCents === 'number' ? minCents : undefined,
    maxCents: typeof maxCents === 'number' ? maxCents : undefined,
    search,
    namedSizes,
    namedPrice,
    correction: match?.correction ?? undefined,
  };
}

/**
 * The sort of a list that asks for none, or for Relevance: Relevance ranks the words a search finds
 * by, so a list without any (no text, or sizes only) is newest first.
 */
const rankedOrNewest = (filters: ProductFilters): ProductSort => (filters.search ? 'Relevance' : 'Newest');

/** A list's filters, sort and page. */
async function readListQuery(db: Db, q: Record<string, string>) {
  const fields: Record<string, string> = {};
  const filters = await readFilters(db, q, fields);
  const page = intParam(q.page, 1, 1_000_000);
  const pageSize = intParam(q.page_size, 1, MAX_PAGE_SIZE);
  if (page === 'invalid') fields.page = 'Use a page number from 1 to 1000000.';
  if (pageSize === 'invalid') fields.page_size = `Use a page size from 1 to ${MAX_PAGE_SIZE}.`;
  const sort = !q.sort || q.sort === 'Relevance' ? rankedOrNewest(filters) : q.sort;
  if (sort !== 'Relevance' && !(sortKeys as readonly string[]).includes(sort)) fields.sort = `Use one of ${sortKeys.join(', ')}.`;
  const after = q.after ? decodeCursor(q.after, sort as ProductSort) : undefined;
  if (q.after && !after && !fields.sort) fields.after = "Use the previous page's next value, with the same sort.";
  if (q.after && page !== undefined) fields.page = 'Use either page or after.';
  const parsed: Parsed<ProductQuery & Reading> =
    Object.keys(fields).length > 0
      ? { ok: false, fields }
      : {
          ok: true,
          value: {
            ...filters,
            sort: sort as SortBy | 'Relevance',
            page: typeof page === 'number' ? page : 1,
            pageSize: typeof pageSize === 'number' ? pageSize : DEFAULT_PAGE_SIZE,
            after,
          },
        };
  return parsed;
}

const invalidQuery = (c: Context, fields: Record<string, string>) =>
  c.json({ error: 'Some query parameters are invalid.', fields } satisfies ErrorBody, 400);

/** Products: lists with filters and their facets, one product, the home sliders, subcategories and search. */
export function catalogueRoutes(db: Db) {
  const routes = new Hono();

  routes.get('/top-collection/:type', async (c) => {
    const type = c.req.param('type');
    if (type === 'latest') return taggedJson(c, await pageProducts(db, { sort: 'Newest', page: 1, pageSize: LATEST_SIZE }));
    if (type !== 'random') return notFound(c);
    return taggedJson(c, await randomProducts(db, LATEST_SIZE), { 'Cache-Control': 'no-store' });
  });

  routes.get('/subcategories/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const sub = id === null ? undefined : await findSubcategory(db, id);
    return sub ? taggedJson(c, sub) : notFound(c, 'No such subcategory');
  });

  routes.get('/subcategories-product/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const sub = id === null ? undefined : await findSubcategory(db, id);
    if (!sub) return notFound(c, 'No such subcategory');
    const query = await readListQuery(db, { ...c.req.query(), subcategory: String(sub.id), category: '' });
    if (!query.ok) return invalidQuery(c, query.fields);
    return taggedJson(c, await listProducts(db, query.value));
  });

  routes.get('/products/facets', async (c) => {
    const fields: Record<string, string> = {};
    const filters = await readFilters(db, c.req.query(), fields);
    if (Object.keys(fields).length > 0) return invalidQuery(c, fields);
    return taggedJson(c, await productFacets(db, filters));
  });

  routes.get('/products/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const product = id === null ? undefined : await findProduct(db, id);
    return product ? taggedJson(c, product) : notFound(c, 'No such product');
  });

  routes.get('/products', async (c) => {
    const query = await readListQuery(db, c.req.query());
    if (!query.ok) return invalidQuery(c, query.fields);
    const page = await listProducts(db, query.value);
    // A search that corrected what was typed says what it looked for, for the page to show; not
    // when the correction found nothing either: the page then says nothing matched what was typed.
    const correctedQuery = page.total > 0 ? query.value.correction : undefined;
    return taggedJson(c, correctedQuery ? { ...page, correctedQuery } : page);
  });

  routes.get('/search/suggestions', async (c) => {
    const text = (c.req.query('q') ?? '').trim().slice(0, MAX_TEXT);
    const limit = intParam(c.req.query('limit'), 1, 20);
    if (limit === 'invalid') return invalidQuery(c, { limit: 'Use a limit from 1 to 20.' });
    return taggedJson(c, await offeredSearches(db, text, limit ?? 8));
  });

  /** The brand's product ids from `from` to `to` (at most 50,000 apart), for the store's sitemap. */
  routes.get('/product-ids', async (c) => {
    const from = intParam(c.req.query('from'), 1, 999_999_999);
    const to = intParam(c.req.query('to'), 1, 999_999_999);
    const fields: Record<string, string> = {};
    if (typeof from !== 'number') fields.from = 'Use a product id from 1.';
    if (typeof to !== 'number') fields.to = 'Use a product id from 1.';
    if (typeof from !== 'number' || typeof to !== 'number') return invalidQuery(c, fields);
    if (to < from || to - from >= SITEMAP_MAX_URLS) return invalidQuery(c, { to: `Use an id from "from" to "from" + ${SITEMAP_MAX_URLS - 1}.` });
    return taggedJson(c, await brandProductIds(db, from, to));
  });

  /** The header's search overlay: the best matches, without a total. */
  routes.get('/search', async (c) => {
    const text = (c.req.query('q') ?? '').trim().slice(0, MAX_TEXT);
    const limit = intParam(c.req.query('limit'), 1, 20);
    if (limit === 'invalid') return invalidQuery(c, { limit: 'Use a limit from 1 to 20.' });
    const match = await resolveSearch(db, text);
    if (!match) return taggedJson(c, []);
    const filters = searchFilters(match);
    return taggedJson(c, await pageProducts(db, { ...filters, sort: rankedOrNewest(filters), page: 1, pageSize: limit ?? 8 }));
  });

  return routes;
}

/**
 * Up to `count` different brand products picked at random: each a random point in the id range
 * and the first brand product from there (one index seek each, never a scan of the catalogue).
 */
async function randomProducts(db: Db, count: number) {
  const range = await db.kysely
    .selectFrom('products')
    .where('sub_category_id', 'is not', null)
    .select((eb) => [eb.fn.min<number | null>('id').as('low'), eb.fn.max<number | null>('id').as('high')])
    .executeTakeFirstOrThrow();
  if (range.low === null || range.high === null) return [];
  const low = Number(range.low);
  const high = Number(range.high);
  const ids = new Set<number>();
  for (let attempt = 0; attempt < count * 4 && ids.size < count; attempt += 1) {
    const from = low + Math.floor(Math.random() * (high - low + 1));
    const row = await db.kysely
      .selectFrom('products')
      .select('id')
      .where('sub_category_id', 'is not', null)
      .where('id', '>=', from)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (row) ids.add(row.id);
  }
  return productsByIds(db, [...ids]);
}
