import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from './connection';
import { WORD_FILTER_COLUMNS } from './productWords';
import type { Database, ProductWordsTable } from './schema';
import { type Alternative, pastPrefix, readsDocuments, type SearchMatch } from './searchReading';

/**
 * The products a resolved search (searchReading.ts) finds, ranked and paged. One typed word with
 * one alternative is read from `product_words` on both databases (docs/adr/0103, 0123), and so is
 * any one typed word on PostgreSQL; otherwise the groups are written as an FTS5 query (SQLite) or
 * a tsquery (PostgreSQL). SQLite's relevance pages read FTS5 in every case.
 */

/**
 * Groups as an FTS5 query: each group's alternatives OR'd, the groups AND'ed. Words hold only
 * letters and digits (searchWords), so they need no quoting beyond FTS5's own.
 */
function ftsGroups(groups: Alternative[][]): string {
  const one = (alternative: Alternative): string => {
    if (alternative.kind === 'all') return `(${ftsGroups(alternative.parts)})`;
    if (alternative.kind === 'phrase') return `"${alternative.words.join(' ')}"`;
    return alternative.kind === 'prefix' ? `"${alternative.word}"*` : `"${alternative.word}"`;
  };
  return groups.map((group) => `(${group.map(one).join(' OR ')})`).join(' AND ');
}

/** Groups as a PostgreSQL tsquery, as ftsGroups. */
function tsGroups(groups: Alternative[][]): string {
  const one = (alternative: Alternative): string => {
    if (alternative.kind === 'all') return `(${tsGroups(alternative.parts)})`;
    if (alternative.kind === 'phrase') return `(${alternative.words.join(' <-> ')})`;
    return alternative.kind === 'prefix' ? `${alternative.word}:*` : alternative.word;
  };
  return groups.map((group) => `(${group.map(one).join(' | ')})`).join(' & ');
}

const ftsQuery = (match: SearchMatch) => ftsGroups(match.groups);
const tsQuery = (match: SearchMatch) => tsGroups(match.groups);

/**
 * Found products as a select of their `id`, `tier` (0 when the product's name matches too), the
 * `word` of `product_words` they were read by (null when read from the documents) and filter
 * columns, named as in `products`.
 */
type Found = SelectQueryBuilder<Database, keyof Database, { id: number; tier: number; word: string | null } & Pick<ProductWordsTable, (typeof WORD_FILTER_COLUMNS)[number]>>;

/** A read of rows with a product's filter columns, under the name `products`. */
type ProductColumns = SelectQueryBuilder<Database, 'products', object>;

/**
 * The list's other filters (category, brands, sizes, price...), applied to the columns of each
 * product found: a read of found products then keeps only those the filters keep.
 */
export type NarrowFound = (query: ProductColumns) => ProductColumns;

const narrowed = <Q>(query: Q, narrow: NarrowFound | undefined): Q => (narrow ? (narrow(query as unknown as ProductColumns) as unknown as Q) : query);

/**
 * PostgreSQL: the documents a tsquery matches (the GIN index), each with its tier, read from each
 * matching row, and its product's filter columns.
 */
function documentHits(db: Db, tsquery: string, narrow: NarrowFound | undefined): Found {
  const query = sql`to_tsquery('simple', ${tsquery})`;
  const documents = db.kysely.selectFrom('product_search').innerJoin('products', 'products.id', 'product_search.rowid');
  return narrowed(documents, narrow)
    .select([
      sql<number>`product_search.rowid`.as('id'),
      sql<number>`case when name_tsv @@ ${query} then 0 else 1 end`.as('tier'),
      sql<string | null>`null`.as('word'),
    ])
    .select(WORD_FILTER_COLUMNS.map((column) => `products.${column}` as const))
    .where(sql<SqlBool>`document_tsv @@ ${query}`);
}

/**
 * Of a product's words that start with `prefix`, the one row that stands for the product, with its
 * best tier (docs/adr/0122): the first of its name's words that do, or, when its name has none,
 * the first of all its words that do. The words starting with a prefix are one run in byte order:
 * the first is the one whose previous word sorts below the prefix, and the name has one when the
 * first of the name's words from the run's first on starts with the prefix.
 */
function firstOfRun(prefix: string): Expression<SqlBool> {
  return sql<SqlBool>`((products.tier = 0 and products.prev_name_word < ${prefix})
    or (products.tier = 1 and products.prev_word < ${prefix} and (products.next_name_word is null or products.next_name_word >= ${pastPrefix(prefix)})))`;
}

/**
 * The products one alternative finds, each once with its tier for it. A word or a prefix is a
 * range of the `product_words` index, which carries each product's filter columns, so the filters
 * are checked in the index (a word's range is in result order); a phrase needs word positions
 * and a run-together pair several words, which only the documents' tsvector holds (PostgreSQL).
 */
function alternativeHits(db: Db, alternative: Alternative, narrow: NarrowFound | undefined): Found {
  if (readsDocuments(alternative)) return documentHits(db, tsGroups([[alternative]]), narrow);
  const words = narrowed(db.kysely.selectFrom('product_words as products'), narrow).select([
    'products.product_id as id',
    'products.tier',
    'products.word',
    ...WORD_FILTER_COLUMNS.map((column) => `products.${column}` as const),
  ]);
  return alternative.kind === 'word'
    ? words.where('products.word', '=', alternative.word)
    : words.where('products.word', '>=', alternative.word).where('products.word', '<', pastPrefix(alternative.word)).where(firstOfRun(alternative.word));
}

/**
 * The products the match finds, with their filter columns and tier; with `narrow`, only those its
 * filters keep, checked on each row read (docs/adr/0103, 0118). One typed word (one group) reads
 * `product_words`, a range of its index for each alternative, each product once per alternative
 * (0122): a product found by several (a word and its synonyms) has a row for each, unless
 * findsEachOnce. Several typed words are an intersection, which PostgreSQL's GIN index does best:
 * its matches are few, and each is read once for its tier. Only for a match that readsWords.
 */
export function foundRows(db: Db, match: SearchMatch, narrow?: NarrowFound): Found {
  const [group, ...others] = match.groups;
  if (!group || others.length > 0) return documentHits(db, tsQuery(match), narrow);
  const [first, ...rest] = group.map((alternative) => alternativeHits(db, alternative, narrow)) as [Found, ...Found[]];
  return rest.reduce<Found>((union, read) => union.unionAll(read), first);
}

/**
 * Whether foundRows answers the match: always on PostgreSQL; on SQLite when it is one typed word
 * with one alternative, a word or a prefix, which `product_words` holds (docs/adr/0123). A phrase
 * needs word positions and several typed words an intersection, which FTS5 answers; so do a
 * word's synonyms, whose products would have to be told apart once found.
 */
export function readsWords(db: Db, match: SearchMatch): boolean {
  if (db.dialect === 'postgres') return true;
  const [group, ...others] = match.groups;
  return group !== undefined && others.length === 0 && group.length === 1 && !readsDocuments(group[0] as Alternative);
}

/** Whether foundRows finds each product once: several typed words, or one with one alternative. */
export function findsEachOnce(match: SearchMatch): boolean {
  const [group, ...others] = match.groups;
  return !group || others.length > 0 || group.length === 1;
}

/**
 * SQLite: the products the match finds joined by id to their rows, for a list's filters to check
 * (`+column`): each found product is looked up once, in the search index's order, without first
 * listing the matches as `products.id in (...)` would.
 */
export function joinedMatches(db: Db, match: SearchMatch): ProductColumns {
  return db.kysely
    .selectFrom('product_search')
    .innerJoin('products', (join) => join.on(sql<SqlBool>`products.id = product_search.rowid`))
    .where(sql<SqlBool>`product_search match ${ftsQuery(match)}`) as unknown as ProductColumns;
}

/**
 * Whether the match finds any product: the first document the search index gives, in no order. On
 * PostgreSQL one typed word whose alternatives are all words or prefixes reads its words' index
 * (foundRows), and otherwise the matches are materialized first: asked for one row, the planner
 * reads the documents one by one until one matches, which is all of them when none does.
 */
async function firstMatch(db: Db, match: SearchMatch): Promise<boolean> {
  if (db.dialect === 'sqlite') return (await db.kysely.selectFrom(searchHits(db, match).as('hits')).select('hits.product_id').limit(1).execute()).length > 0;
  const [group, ...others] = match.groups;
  if (group && others.length === 0 && !group.some(readsDocuments)) {
    return (await db.kysely.selectFrom(foundRows(db, match).as('found')).select('found.id').limit(1).execute()).length > 0;
  }
  const rows = await db.kysely
    .with(
      (cte) => cte('hits').materialized(),
      (qb) => qb.selectFrom('product_search').select('rowid').where(sql<SqlBool>`document_tsv @@ to_tsquery('simple', ${tsQuery(match)})`),
    )
    .selectFrom('hits')
    .select('hits.rowid')
    .limit(1)
    .execute();
  return rows.length > 0;
}

/**
 * Whether the match finds any product. A product that holds its words whole (`kurti`) is looked
 * for first: each whole word is one lookup in the index, where a prefix reads every word it starts
 * (`kurti`, `kurtis`) before giving its first match. Only when none does are the prefixes read, as
 * the match itself reads them.
 */
export async function matchesAny(db: Db, match: SearchMatch): Promise<boolean> {
  const hasPrefix = match.groups.some((group) => group.some((alternative) => alternative.kind === 'prefix'));
  const whole: SearchMatch = { ...match, groups: match.groups.map((group) => group.map((alternative) => (alternative.kind === 'prefix' ? { ...alternative, kind: 'word' } : alternative))) };
  return (await firstMatch(db, whole)) || (hasPrefix && (await firstMatch(db, match)));
}

/** The ids of the products the match finds (`product_id`); on PostgreSQL a product may come more than once (foundRows). */
export function searchHits(db: Db, match: SearchMatch) {
  if (db.dialect === 'postgres') return db.kysely.selectFrom(foundRows(db, match).as('hits')).select('hits.id as product_id');
  return db.kysely
    .selectFrom('product_search')
    .where(sql<SqlBool>`product_search match ${ftsQuery(match)}`)
    .select(sql<number>`product_search.rowid`.as('product_id'));
}

/**
 * SQLite: the products one tier finds, in id order: tier 0 when the product's name holds every
 * word, 1 when only its other words (type, brands, colours, category, subcategory) complete the
 * match. An FTS5 query, read in id order.
 */
function sqliteTier(db: Db, match: SearchMatch, tier: 0 | 1) {
  const query = ftsQuery(match);
  const fts = tier === 0 ? `{name} : (${query})` : `(${query}) NOT {name} : (${query})`;
  return db.kysely
    .selectFrom('product_search')
    .where(sql<SqlBool>`product_search match ${fts}`)
    .select([sql<number>`product_search.rowid`.as('product_id'), sql<number>`${sql.lit(tier)}`.as('tier')]);
}

/** Where a page of found products starts: past a cursor's product (its tier and id), or at an offset. */
export interface RankedPage {
  after?: { tier: number; id: number } | undefined;
  offset: number;
  limit: number;
}

/**
 * A page of the products the match finds, by relevance (the tier, then newest first): each
 * product's `id`, and its tier as `key`; with `narrow`, only those its filters keep. On PostgreSQL
 * the found products carry their filter columns, which `narrow` reads as the product's. On SQLite
 * the tiers are read one after the other in id order, each found product looked up by id, the
 * second tier only when the first runs out, so a page stops at its last product: one query
 * merging both would find tier 1's first product before answering, and when the names hold the
 * words that means walking every product they find (docs/adr/0106, 0115).
 */
export async function rankedPage(db: Db, match: SearchMatch, page: RankedPage, narrow?: NarrowFound): Promise<{ id: number; key: number }[]> {
  const { after, offset, limit } = page;
  if (db.dialect === 'postgres') {
    const found = foundRows(db, match, narrow);
    // Each product once, with its best tier; a single word's range is already in result order.
    const best = findsEachOnce(match)
      ? found
      : (db.kysely
          .selectFrom(found.as('found'))
          .select((eb) => ['found.id', eb.fn.min<number>('found.tier').as('tier')])
          .groupBy('found.id') as unknown as Found);
    let ranked = db.kysely.selectFrom(best.as('found'));
    if (after) ranked = ranked.where((eb) => eb.or([eb('found.tier', '>', after.tier), eb.and([eb('found.tier', '=', after.tier), eb('found.id', '<', after.id)])]));
    return ranked.select(['found.id', 'found.tier as key']).orderBy('found.tier').orderBy('found.id', 'desc').limit(limit).offset(offset).execute();
  }
  // Each found product's row joined when there are filters to apply to it.
  const tierHits = (tier: 0 | 1) => {
    const found = sqliteTier(db, match, tier);
    return narrow ? (narrowed(found.innerJoin('products', (join) => join.on(sql<SqlBool>`products.id = product_search.rowid`)), narrow) as unknown as typeof found) : found;
  };
  const tierSize = async (tier: 0 | 1) =>
    (await db.kysely.selectFrom(tierHits(tier).as('hits')).select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow()).count;
  const rows: { id: number; key: number }[] = [];
  let skip = offset;
  for (const tier of [0, 1] as const) {
    if (after && after.tier > tier) continue;
    const hits = db.kysely.selectFrom(tierHits(tier).as('hits')).select(['hits.product_id as id', 'hits.tier as key']);
    const found = await (after?.tier === tier ? hits.where('hits.product_id', '<', after.id) : hits)
      .orderBy('hits.product_id', 'desc')
      .limit(limit - rows.length)
      .offset(skip)
      .execute();
    rows.push(...found);
    if (rows.length === limit) break;
    // An offset past this tier's last product goes on into the next tier, less this tier's count.
    skip = skip > 0 && found.length === 0 ? skip - (await tierSize(tier)) : 0;
  }
  return rows;
}

/** `products.id` is among the products the match finds. */
export function productIdMatches(db: Db, match: SearchMatch, id: Expression<unknown> = sql.ref('products.id')): Expression<SqlBool> {
  return sql<SqlBool>`${id} in (${searchHits(db, match)})`;
}
