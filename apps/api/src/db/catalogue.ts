import { compareSizes, type Product, type ProductFacets, type SortBy, wholeUnitBounds } from '@storefront/api-client';
import { type Expression, type InferResult, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import type { Db } from './connection';
import { encodeCursor, type PageCursor } from './cursor';
import { type KeySetKind, keysOfSets, matchingSets, type SetFilter } from './keySets';
import { variantKey } from './keys';
import { rowToProduct } from './products';
import type { Database } from './schema';
import { findsEachOnce, foundRows, joinedMatches, matchesAny, productIdMatches, rankedPage, readsWords, searchHits } from './search';
import type { NamedPrice } from './searchPrice';
import { isCatalogueWord, resolveSearch, type SearchMatch, searchFilters } from './searchReading';
import { suggestSearches } from './searchSuggestions';

/**
 * Catalogue reads (docs/adr/0012, 0100-0107, 0118, 0119). Filters read the products' filter key
 * set ids and payable price, which each listing index carries (and a search's word rows,
 * `product_words`), so a page and its total never touch the wide product rows or the child rows;
 * a page's rows are read by id afterwards. Totals, facets and price bounds that no search or
 * price range narrows come from the stored counts (db/facetCounts.ts).
 */

export interface ProductFilters {
  category?: string | undefined;
  subcategory?: number | undefined;
  /**
   * Brands of which a product must carry one (a product with no brand matches any choice); an
   * empty list is "no brand selected", which only products with no brand match.
   */
  brands?: readonly string[] | undefined;
  color?: string | undefined;
  /** Sizes of which one must be in stock (a product sold in no size matches any). */
  sizes?: readonly string[] | undefined;
  minCents?: number | undefined;
  maxCents?: number | undefined;
  /** A search the products must match. */
  search?: SearchMatch | undefined;
  /**
   * Sizes the search text names (`kurti xl`), each of which must be in stock, as each word must
   * match: part of the scope, which no facet leaves out.
   */
  namedSizes?: readonly string[] | undefined;
  /** The payable price range the search text names (`under 500`): part of the scope, as named sizes are. */
  namedPrice?: NamedPrice | undefined;
}

/** The spec's five sorts, and search relevance (best first). */
export type ProductSort = SortBy | 'Relevance';

export interface ProductQuery extends ProductFilters {
  sort: ProductSort;
  /** Ignored after a cursor, which knows its page. */
  page: number;
  pageSize: number;
  /** Where the page starts: the previous page's `next`. */
  after?: PageCursor | undefined;
}

type ProductSelect = SelectQueryBuilder<Database, 'products', object>;

/** The filters with their brand, colour and size choices as the ids of the key sets they accept. */
interface SetFilters extends ProductFilters {
  sets: Map<KeySetKind, Set<number>>;
  /** The size sets holding every named size (none for a product sold in no size: it has no XL). */
  namedSizeSets?: Set<number> | undefined;
}

const SET_FILTERS = [
  { kind: 'brand', column: 'brand_set' },
  { kind: 'color', column: 'color_set' },
  { kind: 'size', column: 'size_set' },
] as const;
/** The set filters with the colour and size pairs' (a colour with sizes), as `variant_counts` holds them. */
const PAIR_FILTERS = [...SET_FILTERS, { kind: 'variant', column: 'variant_set' }] as const;

/** Looks up which key sets the brand, colour and size choices accept (one read of a small table). */
async function withSets<F extends ProductFilters>(db: Db, filters: F): Promise<F & SetFilters> {
  const asked: SetFilter[] = [];
  if (filters.brands !== undefined) asked.push({ kind: 'brand', values: filters.brands });
  if (filters.color) asked.push({ kind: 'color', values: [filters.color] });
  if (filters.sizes && filters.sizes.length > 0) asked.push({ kind: 'size', values: filters.sizes });
  if (colorWithSizes(filters)) asked.push({ kind: 'variant', values: (filters.sizes ?? []).map((size) => variantKey(filters.color as string, size)) });
  // A named size is a filter of its own (sets holding it); several must all be in stock.
  const named = (filters.namedSizes ?? []).map(async (size) => (await matchingSets(db, [{ kind: 'size', values: [size], noneMatches: false }])).get('size') as Set<number>);
  const [sets, [first, ...others]] = await Promise.all([matchingSets(db, asked), Promise.all(named)]);
  const namedSizeSets = first && new Set([...first].filter((id) => others.every((ids) => ids.has(id))));
  return { ...filters, sets, namedSizeSets };
}

/** A column a filter compares. */
type FilterColumn = 'products.category' | 'products.sub_category_id' | 'products.id' | 'products.payable_cents' | (typeof SET_FILTERS)[number]['column'];

/** The column of a sort that has its own listing index (price or name; id for newest first). */
type SortColumn = (typeof SORT_COLUMNS)[keyof typeof SORT_COLUMNS]['column'] | 'products.id';

/**
 * A filter's column as the query reads it. When a page walks its sort's listing index (`walked`,
 * walksSortIndex), every other column is written `+column`: SQLite's own way of keeping a term
 * from choosing an index. The sorted column itself (a price range) still seeks in that index.
 */
const column = (name: FilterColumn, walked: SortColumn | undefined) =>
  walked === undefined || walked === name ? sql.ref(name) : sql`+${sql.ref(name)}`;

/** Category, subcategory and search (its words, named sizes and price): what a facet never leaves out. */
function applyScope(db: Db, query: ProductSelect, filters: SetFilters, walked?: SortColumn): ProductSelect {
  let q = query;
  q = filters.category ? q.where(column('products.category', walked), '=', filters.category) : q.where(column('products.sub_category_id', walked), 'is not', null);
  if (filters.subcategory !== undefined) q = q.where(column('products.sub_category_id', walked), '=', filters.subcategory);
  if (filters.namedSizeSets) q = inSets(q, column('size_set', walked), filters.namedSizeSets);
  if (filters.namedPrice) q = inPriceRange(q, filters.namedPrice, walked);
  if (filters.search) {
    const search = filters.search;
    q = q.where(() => productIdMatches(db, search, column('products.id', walked)));
  }
  return q;
}

/**
 * A colour and sizes chosen together: a size counts when it is in stock in that colour, which the
 * products' colour and size pairs in stock say (`variant_set`; the shared rule, productMatcher).
 * Such a list's total reads the stored counts kept by the pair sets too (`variant_counts`).
 */
const colorWithSizes = (filters: ProductFilters) => Boolean(filters.color) && (filters.sizes?.length ?? 0) > 0;

/** The filters as SQL. */
function applyFilters(db: Db, query: ProductSelect, filters: SetFilters, walked?: SortColumn): ProductSelect {
  let q = applyScope(db, query, filters, walked);
  for (const { kind, column: name } of SET_FILTERS) {
    const ids = filters.sets.get(kind);
    if (ids !== undefined) q = inSets(q, column(name, walked), ids);
  }
  const variants = filters.sets.get('variant');
  // Never sought in an index on SQLite (`+`): a seek for every combination of the sets' lists
  // multiplies by its many pair sets, while checking it among the products the others find is cheap.
  const variantSet = db.dialect === 'sqlite' ? sql`+${sql.ref('products.variant_set')}` : sql.ref('products.variant_set');
  if (variants !== undefined) q = inSets(q, variantSet, variants);
  return inPriceRange(q, filters, walked);
}

/** Products payable within the range's bounds, each included when given. */
function inPriceRange(query: ProductSelect, { minCents, maxCents }: NamedPrice, walked: SortColumn | undefined): ProductSelect {
  let q = query;
  if (minCents !== undefined) q = q.where(column('products.payable_cents', walked), '>=', minCents);
  if (maxCents !== undefined) q = q.where(column('products.payable_cents', walked), '<=', maxCents);
  return q;
}

/** Rows whose set id is one of `ids` (none when there are none). */
function inSets<Q extends SelectQueryBuilder<Database, keyof Database, object>>(query: Q, setColumn: Expression<unknown>, ids: Set<number>): Q {
  return (ids.size === 0 ? query.where(sql<SqlBool>`1 = 0`) : query.where(setColumn, 'in', [...ids])) as Q;
}

/**
 * A search's products that `keep` (applyFilters, or applyScope) keeps, each once, as a table named
 * `products` with at least the `columns` asked. They are read with their filter columns from the
 * search's words' index and checked there (docs/adr/0118, 0123); on SQLite, unless the match
 * readsWords, each product FTS5 finds is looked up by id and its other columns checked (`+column`).
 */
function foundProducts(db: Db, search: SearchMatch, filters: SetFilters, keep: typeof applyScope, columns: readonly FoundColumn[]): ProductSelect {
  const rest = { ...filters, search: undefined };
  if (!readsWords(db, search)) return keep(db, joinedMatches(db, search), rest, 'products.id');
  const rows = foundRows(db, search, (found) => keep(db, found, rest)).as('found');
  const read = db.kysely.selectFrom(rows).select(columns.map((name) => `found.${name}` as const));
  return db.kysely.selectFrom((findsEachOnce(search) ? read : read.distinct()).as('products')) as unknown as ProductSelect;
}
type FoundColumn = 'id' | 'word' | 'payable_cents' | 'brand_set' | 'color_set' | 'size_set';

const countOf = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/**
 * A search with nothing else to filter on: the search index alone answers it (it holds the brand's
 * products, the default scope), without a look at each product found.
 */
function searchOnly(filters: ProductFilters): SearchMatch | undefined {
  const { search, category, subcategory, brands, color, sizes, namedSizes, namedPrice, minCents, maxCents } = filters;
  const unfiltered =
    !category &&
    subcategory === undefined &&
    brands === undefined &&
    !color &&
    !sizes?.length &&
    !namedSizes?.length &&
    !namedPrice &&
    minCents === undefined &&
    maxCents === undefined;
  return unfiltered ? search : undefined;
}

/** A search or a price range: what the stored counts (kept by scope and key sets) cannot answer. */
const narrowed = (filters: ProductFilters) =>
  filters.search !== undefined || filters.namedPrice !== undefined || filters.minCents !== undefined || filters.maxCents !== undefined;

/**
 * The stored counts (db/facetCounts.ts) of the scope's products whose key sets the brand, colour
 * and size choices accept, leaving out the choice of `except`'s facet.
 */
function storedRows(db: Db, filters: SetFilters, except?: (typeof SET_FILTERS)[number]['column']) {
  return acceptedRows(db.kysely.selectFrom('facet_counts'), filters, SET_FILTERS, except);
}

/** The rows of either stored counts table in scope whose key sets the choices of `columns` accept. */
function acceptedRows<Q extends SelectQueryBuilder<Database, 'facet_counts' | 'variant_counts', object>>(
  query: Q,
  filters: SetFilters,
  columns: readonly { kind: KeySetKind; column: string }[],
  except?: string,
): Q {
  let q = query.where('products', '>', 0);
  q = filters.category ? q.where('category', '=', filters.category) : q.where('sub_category_id', '<>', 0);
  if (filters.subcategory !== undefined) q = q.where('sub_category_id', '=', filters.subcategory);
  if (filters.namedSizeSets) q = inSets(q, sql.ref('size_set'), filters.namedSizeSets);
  for (const { kind, column } of columns) {
    const ids = filters.sets.get(kind);
    if (column !== except && ids !== undefined) q = inSets(q, sql.ref(column), ids);
  }
  return q as Q;
}

/**
 * How many products match: from the stored counts unless a search or a price range narrows the
 * list, those kept by colour and size pairs as well for a colour with sizes (PostgreSQL's sum is
 * a bigint, which node-postgres sends as a string).
 */
async function countProducts(db: Db, filters: SetFilters): Promise<number> {
  if (!narrowed(filters)) {
    const sum = sql<number | string>`sum(products)`.as('total');
    const query = colorWithSizes(filters)
      ? acceptedRows(db.kysely.selectFrom('variant_counts'), filters, PAIR_FILTERS).select(sum)
      : storedRows(db, filters).select(sum);
    return countOf((await query.executeTakeFirstOrThrow()).total);
  }
  const search = searchOnly(filters);
  const total = sql<number | string>`count(*)`.as('total');
  // SQLite's search index counts a search with no other filter alone.
  const query =
    search && db.dialect === 'sqlite'
      ? db.kysely.selectFrom(searchHits(db, search).as('hits')).select(total)
      : filters.search
        ? foundProducts(db, filters.search, filters, applyFilters, ['id']).select(total)
        : applyFilters(db, db.kysely.selectFrom('products') as ProductSelect, filters).select(total);
  return countOf((await query.executeTakeFirstOrThrow()).total);
}

/** The sorts that order by a column before the newest-first tie-break. */
const SORT_COLUMNS = {
  LowToHigh: { column: 'products.payable_cents', direction: 'asc' },
  HighToLow: { column: 'products.payable_cents', direction: 'desc' },
  AscOrder: { column: 'products.name_key', direction: 'asc' },
  DescOrder: { column: 'products.name_key', direction: 'desc' },
} as const;

/** A list this long or longer is walked in its sort's order on SQLite (walksSortIndex). */
const WALKED_LIST = 500;

/**
 * Whether a page sorted by price, name or newest first walks that sort's listing index and stops
 * at the page (docs/adr/0107, 0110). SQLite's planner does not count on the LIMIT ending that walk
 * early: for a long list it would rather find every product the filters match and sort them all.
 * A shorter list is left to the planner, which finds it by its filters and sorts at most
 * WALKED_LIST products. A search's matches are each read by row before the filters apply, so a
 * search walks whatever its total. PostgreSQL's planner weighs the LIMIT itself.
 */
async function walksSortIndex(db: Db, query: ProductQuery, total: Promise<number> | undefined): Promise<boolean> {
  if (db.dialect !== 'sqlite') return false;
  return query.search !== undefined || total === undefined || (await total) >= WALKED_LIST;
}

interface PageRow {
  id: number;
  /** The sort key the next page's cursor holds (PageCursor.key). */
  key: number | string | null;
}

/** Rows `offset` to `offset + limit` of a list, read from its start or, `reversed`, from its end. */
interface PageWindow {
  offset: number;
  limit: number;
  reversed: boolean;
}

/**
 * Where a numbered page's rows are read in a list of `total`: a page past the middle is read from
 * the list's end in the reverse order, so reaching it walks at most half the list (an offset
 * walks every row before it). A page past the end reads nothing.
 */
function pageWindow(offset: number, limit: number, total: number): PageWindow {
  if (offset <= total / 2) return { offset, limit, reversed: false };
  const end = Math.min(offset + limit, total);
  return { offset: total - end, limit: Math.max(0, end - offset), reversed: true };
}

/**
 * One page's ids in the sort's order (ties newest first, as the shared sortProducts does) and one
 * more, which tells whether a page follows. After a cursor the page starts past the cursor's
 * product by its sort key and id (an index seek); otherwise at the page's offset, from whichever
 * end of the list is nearer when its length is counted (`total`; pageWindow).
 */
async function pageRows(db: Db, query: ProductQuery & SetFilters, total?: Promise<number>): Promise<PageRow[]> {
  const { after } = query;
  const offset = after ? 0 : (query.page - 1) * query.pageSize;
  const sorted = query.sort === 'Newest' || query.sort === 'Relevance' ? undefined : SORT_COLUMNS[query.sort];
  // Newest first walks the id index for the brand's whole catalogue only: a category's and a
  // subcategory's own indexes list them newest first already, and a search's matches come from
  // the search index.
  const newestWalk = query.sort === 'Newest' && !query.category && query.subcategory === undefined && !query.search;
  const sortColumn = newestWalk ? 'products.id' : sorted?.column;
  const walked = sortColumn && (await walksSortIndex(db, query, total)) ? sortColumn : undefined;
  // A search's word rows carry the price: sorted by it or newest first, its page reads them alone.
  const sortsFound = query.sort === 'LowToHigh' || query.sort === 'HighToLow' || query.sort === 'Newest';
  const base =
    sortsFound && query.search && readsWords(db, query.search)
      ? foundProducts(db, query.search, query, applyFilters, ['id', 'payable_cents'])
      : applyFilters(db, db.kysely.selectFrom('products') as ProductSelect, { ...query, search: query.sort === 'Relevance' ? undefined : query.search }, walked);
  const newest = sql<null>`null`.as('key');

  if (query.sort === 'Relevance' && query.search) {
    const position = after ? { tier: after.key as number, id: after.id } : undefined;
    // Each found product is looked up by id, its other columns checked, not sought (SQLite's `+`).
    const narrow = searchOnly(query) ? undefined : (found: ProductSelect) => applyFilters(db, found, { ...query, search: undefined }, db.dialect === 'sqlite' ? 'products.id' : undefined);
    return rankedPage(db, query.search, { after: position, offset, limit: query.pageSize + 1 }, narrow);
  }

  const slice = offset > 0 && total ? pageWindow(offset, query.pageSize + 1, await total) : { offset, limit: query.pageSize + 1, reversed: false };
  const limit = async <Q extends SelectQueryBuilder<Database, 'products', PageRow>>(q: Q) => {
    if (slice.limit === 0) return [];
    const rows = await q.limit(slice.limit).offset(slice.offset).execute();
    return slice.reversed ? rows.reverse() : rows;
  };
  /** The sort's direction, or its opposite for a page read from the list's end. */
  const toward = (direction: 'asc' | 'desc') => (slice.reversed === (direction === 'asc') ? 'desc' : 'asc');

  if (!sorted) return limit((after ? base.where('products.id', '<', after.id) : base).select(['products.id', newest]).orderBy('products.id', toward('desc')));
  const { column, direction } = sorted;
  let q = base;
  if (after) {
    // Cents or a name key, as the column is: decodeCursor checked the key's type against the sort.
    const key = after.key as number & string;
    q = q
      .where(column, direction === 'asc' ? '>=' : '<=', key)
      .where((eb) => eb.or([eb(column, direction === 'asc' ? '>' : '<', key), eb('products.id', '<', after.id)]));
  }
  return limit(q.select(['products.id', `${column} as key`]).orderBy(column, toward(direction)).orderBy('products.id', toward('desc')));
}

/**
 * The ids of the brand's products (those in its menu, as search has them) from `from` to `to`,
 * ascending: one range of the primary key, for the store's sitemap.
 */
export async function brandProductIds(db: Db, from: number, to: number): Promise<number[]> {
  const rows = await db.kysely.selectFrom('products').select('id').where('id', '>=', from).where('id', '<=', to).where('sub_category_id', 'is not', null).orderBy('id').execute();
  return rows.map((row) => Number(row.id));
}

/** A variant's columns, named: SQLite's JSON helper cannot take selectAll. */
const VARIANT_COLUMNS = ['product_id', 'sku', 'size', 'color', 'stock', 'position'] as const;

/**
 * Product rows, each with its variants as a JSON array (`variants`): a product and its variants in
 * one statement, so one round trip however many products are read.
 */
function productsWithVariants(db: Db) {
  const jsonArrayFrom = db.dialect === 'postgres' ? postgresJsonArrayFrom : sqliteJsonArrayFrom;
  return db.kysely
    .selectFrom('products')
    .selectAll('products')
    .select((eb) => jsonArrayFrom(eb.selectFrom('product_variants').select(VARIANT_COLUMNS).whereRef('product_variants.product_id', '=', 'products.id')).as('variants'));
}

/** A product as the API sends it, from a row of `productsWithVariants`. */
function withVariantsToProduct(row: InferResult<ReturnType<typeof productsWithVariants>>[number]): Product {
  // node-postgres parses JSON; SQLite returns it as text. An aggregate does not promise its input's order.
  const variants: typeof row.variants = typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants;
  return rowToProduct(row, variants.sort((a, b) => a.position - b.position));
}

/** Products by id, in the order of `ids`, each with its variants (one indexed read). */
export async function productsByIds(db: Db, ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await productsWithVariants(db).where('products.id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [withVariantsToProduct(row)] : [];
  });
}

/** A product by id (the product page): one lookup by key, prepared on PostgreSQL (Db.readByKey). */
export async function findProduct(db: Db, id: number): Promise<Product | undefined> {
  const [row] = await db.readByKey('product_with_variants', productsWithVariants(db).where('products.id', '=', id));
  return row && withVariantsToProduct(row);
}

/** A page of a list without its total, for lists that show no count (the home slider, the search overlay). */
export async function pageProducts(db: Db, query: ProductQuery): Promise<Product[]> {
  const rows = await pageRows(db, await withSets(db, query));
  return productsByIds(
    db,
    rows.slice(0, query.pageSize).map((row) => row.id),
  );
}

/**
 * Whether a search text finds any product. A catalogue word does: it is a word of a listed
 * product's search document (`search_terms`, written with the products, which are never deleted).
 * Otherwise the search index says (matchesAny), or, when the text names a size, the first row of
 * its list.
 */
async function findsAny(db: Db, text: string): Promise<boolean> {
  if (!text.includes(' ') && (await isCatalogueWord(db, text))) return true;
  const match = await resolveSearch(db, text);
  // A search that leaves a word out finds what the other words find, not what was offered.
  if (match && match.leftOut.length > 0) return false;
  const { search, namedSizes, namedPrice } = searchFilters(match);
  if (search && !namedSizes && !namedPrice) return matchesAny(db, search);
  return (await pageRows(db, await withSets(db, { search, namedSizes, namedPrice, sort: search ? 'Relevance' : 'Newest', page: 1, pageSize: 1 }))).length > 0;
}

/**
 * The searches the header's search box offers for the text typed so far (suggestSearches), less
 * those that find no product: each word of a suggestion is in the catalogue, but not always in one
 * product with the words before it (`printed kurti`), and a suggestion should not lead to an empty
 * page. Up to twice as many are looked at as are offered, in turn, so the ones left out leave
 * room for others.
 */
export async function offeredSearches(db: Db, text: string, limit: number): Promise<string[]> {
  const offered: string[] = [];
  for (const candidate of await suggestSearches(db, text, limit * 2)) {
    if (offered.length === limit) break;
    if (await findsAny(db, candidate)) offered.push(candidate);
  }
  return offered;
}

/** A page of a list: its products, the list's total, and the cursor of the page after it (null at the end). */
export async function listProducts(db: Db, query: ProductQuery) {
  const filters = await withSets(db, query);
  const { after } = query;
  const counted = after ? Promise.resolve(after.total) : countProducts(db, filters);
  const [total, rows] = await Promise.all([counted, pageRows(db, filters, counted)]);
  const shown = rows.slice(0, query.pageSize);
  const last = shown[shown.length - 1];
  const page = after ? after.page : query.page;
  return {
    items: await productsByIds(
      db,
      shown.map((row) => row.id),
    ),
    total,
    page,
    pageSize: query.pageSize,
    next: rows.length > query.pageSize && last ? encodeCursor({ sort: query.sort, page: page + 1, total, id: last.id, key: last.key }) : null,
  };
}

/** Adds `count` to every value of a `|a|b|` key. */
function addKeys(counts: Map<string, number>, keys: string | undefined, count: number) {
  for (const value of (keys ?? '').split('|')) if (value) counts.set(value, (counts.get(value) ?? 0) + count);
}

const alphabetical = (counts: Map<string, number>) =>
  [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));

/**
 * Per facet, how many products each key set counts (set id -> products); how many match every
 * filter; and the cheapest and dearest payable price among those matching all but the price range.
 */
interface SetCounts {
  brand: Map<number, number>;
  color: Map<number, number>;
  size: Map<number, number>;
  total: number;
  lowest?: number;
  highest?: number;
}

const addTo = (counts: Map<number, number>, id: number, count: number) => counts.set(id, (counts.get(id) ?? 0) + count);

/** Widens the counts' price bounds to a group's (null: a group with no products). */
function addPrices(counts: SetCounts, low: number | string | null, high: number | string | null) {
  if (low === null || high === null) return;
  counts.lowest = Math.min(counts.lowest ?? Number(low), Number(low));
  counts.highest = Math.max(counts.highest ?? Number(high), Number(high));
}

/**
 * Facets from the stored counts, for a scope no search or price range narrows (a store's
 * sidebar): per facet, one small query grouping the scope's rows by that facet's set, whatever
 * the catalogue's size.
 */
async function storedSetCounts(db: Db, filters: SetFilters): Promise<SetCounts> {
  const bySet = async (column: 'brand_set' | 'color_set') => {
    const rows = await storedRows(db, filters, column)
      .select((eb) => [eb.ref(column).as('id'), sql<number | string>`sum(products)`.as('count')])
      .groupBy(column)
      .execute();
    return new Map(rows.map((row) => [row.id, countOf(row.count)]));
  };
  // The size rows also give the price bounds: they apply every filter but sizes, chosen below.
  const sizeRows = storedRows(db, filters, 'size_set')
    .select((eb) => [
      'size_set as id',
      sql<number | string>`sum(products)`.as('count'),
      eb.fn.min('min_cents').as('low'),
      eb.fn.max('max_cents').as('high'),
    ])
    .groupBy('size_set')
    .execute();
  const [brand, color, sizes] = await Promise.all([bySet('brand_set'), bySet('color_set'), sizeRows]);
  const counts: SetCounts = { brand, color, size: new Map(), total: 0 };
  const chosenSizes = filters.sets.get('size');
  for (const row of sizes) {
    const count = countOf(row.count);
    counts.size.set(row.id, count);
    if (!(chosenSizes?.has(row.id) ?? true)) continue;
    counts.total += count;
    addPrices(counts, row.low, row.high);
  }
  return counts;
}

/**
 * In one pass over the products in scope, grouped by their three key sets (few groups), each group
 * counted inside the price range.
 */
async function scannedSetCounts(db: Db, filters: SetFilters): Promise<SetCounts> {
  const { sets, minCents, maxCents } = filters;
  const inPrice =
    minCents === undefined && maxCents === undefined
      ? sql<number | string>`count(*)`
      : sql<number | string>`sum(case when ${sql.join(
          [
            minCents === undefined ? sql`1 = 1` : sql`products.payable_cents >= ${minCents}`,
            maxCents === undefined ? sql`1 = 1` : sql`products.payable_cents <= ${maxCents}`,
          ],
          sql` and `,
        )} then 1 else 0 end)`;
  // SQLite groups a search's word rows by their word first, the order of an index of them
  // (product_words_groups), so that no sort is needed; a prefix's words add up below.
  const byWord = filters.search !== undefined && db.dialect === 'sqlite' && readsWords(db, filters.search);
  const inScope = filters.search
    ? foundProducts(db, filters.search, filters, applyScope, ['id', ...(byWord ? (['word'] as const) : []), 'brand_set', 'color_set', 'size_set', 'payable_cents'])
    : applyScope(db, db.kysely.selectFrom('products') as ProductSelect, filters);
  const groups = await inScope
    .select((eb) => [
      'products.brand_set',
      'products.color_set',
      'products.size_set',
      inPrice.as('in_price'),
      eb.fn.min('products.payable_cents').as('low'),
      eb.fn.max('products.payable_cents').as('high'),
    ])
    .groupBy([...(byWord ? [sql.ref('products.word')] : []), 'products.brand_set', 'products.color_set', 'products.size_set'])
    .execute();
  const accepts = (kind: KeySetKind, id: number) => sets.get(kind)?.has(id) ?? true;
  const counts: SetCounts = { brand: new Map(), color: new Map(), size: new Map(), total: 0 };
  for (const group of groups) {
    const count = countOf(group.in_price);
    const brand = accepts('brand', group.brand_set);
    const color = accepts('color', group.color_set);
    const size = accepts('size', group.size_set);
    if (color && size) addTo(counts.brand, group.brand_set, count);
    if (brand && size) addTo(counts.color, group.color_set, count);
    if (brand && color) addTo(counts.size, group.size_set, count);
    if (brand && color && size) {
      counts.total += count;
      addPrices(counts, group.low, group.high);
    }
  }
  return counts;
}

/**
 * The filter sidebar's choices with how many products each would show: every facet counts with
 * all other filters applied but its own, so a shopper sees what choosing it would give. Counted
 * by key set (stored, or in a pass over the products when a search or a price range narrows the
 * scope), then by the brands, colours and sizes each set holds.
 */
export async function productFacets(db: Db, filters: ProductFilters): Promise<ProductFacets> {
  const withChoices = await withSets(db, filters);
  const counts = await (narrowed(filters) ? scannedSetCounts(db, withChoices) : storedSetCounts(db, withChoices));
  // The stored and scanned counts go by the size set, sizes in stock in any colour: with a colour
  // and sizes chosen, the total is the list's own count (variant_set), while each size's and
  // colour's count stays by set.
  if (colorWithSizes(filters)) counts.total = await countProducts(db, withChoices);
  const keys = await keysOfSets(db, [...counts.brand.keys(), ...counts.color.keys(), ...counts.size.keys()]);
  const byValue = (bySet: Map<number, number>) => {
    const values = new Map<string, number>();
    for (const [id, count] of bySet) addKeys(values, keys.get(id), count);
    return values;
  };
  return {
    total: counts.total,
    brands: alphabetical(byValue(counts.brand)),
    colors: alphabetical(byValue(counts.color)),
    sizes: [...byValue(counts.size)].map(([value, count]) => ({ value, count })).sort((a, b) => compareSizes(a.value, b.value)),
    price: counts.lowest !== undefined && counts.highest !== undefined ? wholeUnitBounds(counts.lowest, counts.highest) : null,
  };
}
