import { compareSizes } from '@storefront/api-client';
import levenshtein from 'damerau-levenshtein';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from './connection';
import { searchWords } from './keys';
import { WORD_FILTER_COLUMNS } from './productWords';
import type { Database, ProductWordsTable } from './schema';
import { synonymsOf } from './searchSynonyms';

/**
 * Search (docs/adr/0012): each word the shopper typed becomes a group of alternatives that must
 * all match (AND), any alternative of a group matching (OR):
 * - a word that starts a known word matches as a prefix (`kurt` finds kurti, kurtis);
 * - otherwise the catalogue's words within a small edit distance (`kurtti` -> kurti,
 *   `leggins` -> leggings), found with the pg_trgm index on PostgreSQL and among words of a
 *   similar length on SQLite, and two words it runs together, catalogue words or shoppers' words
 *   (`nightsuit` -> "night suit", `pinkkurti` -> "pink kurti", `nitesuit`, which read first),
 *   or with a typo in one (`tshrt`), each matched anywhere in the product as if typed apart;
 * - a word with none of these is left out when another word has some or a size is named
 *   (docs/adr/0129); otherwise the words are kept as typed, and so match nothing.
 * A shopper's word for what the catalogue names otherwise (`girls`, `pants`) also matches the
 * catalogue's words for it (searchSynonyms.ts, docs/adr/0109).
 * Two typed words that a known word joins (`night wear` -> nightwear) are one group: the joined
 * word, or the two as a phrase. Filler words (`leggings for kids`) are skipped when the text holds
 * another word (docs/adr/0108). A word naming a size the shop sells (`kurti xl`, `kurti m`) is a
 * size that must be in stock rather than a word to find (docs/adr/0114, 0116).
 * One typed word with one alternative is read from `product_words` on both databases (docs/adr/
 * 0103, 0123), and so is any one typed word on PostgreSQL; otherwise the groups are written as an
 * FTS5 query (SQLite) or a tsquery (PostgreSQL). SQLite's relevance pages read FTS5 in every case.
 */

/**
 * One way to match a typed word: a catalogue word (`word`), the words a prefix starts (`prefix`),
 * words side by side (`phrase`), or, for a word that runs two together (`pinkkurti`), each of its
 * words' own alternatives anywhere in the product (`all`), as two typed words would be.
 */
type Alternative = { kind: 'prefix' | 'word'; word: string } | { kind: 'phrase'; words: string[] } | { kind: 'all'; parts: Alternative[][] };

export interface SearchMatch {
  /** The words after correction, as a shopper would read them ("kurti", "night suit"). */
  corrected: string[];
  /** The corrected words when they read otherwise than those typed (`kurtti` -> "kurti"), else null. */
  correction: string | null;
  /** One per word to find; none when every word named a size. */
  groups: Alternative[][];
  /** The sizes the text names, as the catalogue writes them (`xl` -> XL): each must be in stock. */
  sizes: string[];
  /** Typed words that no catalogue word reads, left out because other words are read or a size named (`navy` of `navy leggings`). */
  leftOut: string[];
}

/** At most this many words are looked at; longer texts are not more precise, only slower. */
const MAX_WORDS = 6;
const MAX_WORD_LENGTH = 40;

/** Words a shopper's text carries for grammar only, in English and French: they name no product. */
const FILLER_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'avec', 'de', 'des', 'du', 'en', 'et', 'la', 'le', 'les', 'pour', 'un', 'une']);

/**
 * A letter an apostrophe joins to a word: English's possessive `s` (`women's`) and French
 * elisions (`l'ete`, `d'hiver`). Grammar, as filler words are: as a word of its own it would ask
 * for a word starting with that letter.
 */
const JOINED_LETTER = /(^|[^\p{L}\p{N}])\p{L}['’](?=\p{L})|(?<=\p{L})['’]\p{L}(?![\p{L}\p{N}])/gu;

/** The words of what a shopper typed, less the letters apostrophes join to words. */
function shopperWords(text: string): string[] {
  return searchWords(text.slice(0, 200).replace(JOINED_LETTER, '$1'));
}

/** Typos forgiven in a word of this length: none up to 3 letters, 1 up to 7, then 2. */
export function typosAllowed(word: string): number {
  return word.length <= 3 ? 0 : word.length <= 7 ? 1 : 2;
}

/**
 * Where the words starting with `prefix` end, in byte order (the words' collation on both
 * databases): the prefix and the last code point, U+10FFFF, which sorts after every character a
 * word holds. U+FFFF would sort before a letter outside the Basic Multilingual Plane (`𠀀`).
 */
const pastPrefix = (prefix: string) => `${prefix}\u{10FFFF}`;

/** Catalogue words that start with `prefix`, A to Z (an index range on `search_terms.term`). */
export async function termsStartingWith(db: Db, prefix: string, limit: number): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('search_terms')
    .select('term')
    .where('term', '>=', prefix)
    .where('term', '<', pastPrefix(prefix))
    .orderBy('term')
    .limit(limit)
    .execute();
  return rows.map((row) => row.term);
}

/** Whether `word` is one of the catalogue's words (`search_terms`). */
export async function isCatalogueWord(db: Db, word: string): Promise<boolean> {
  return (await db.kysely.selectFrom('search_terms').select('term').where('term', '=', word).executeTakeFirst()) !== undefined;
}

/** Catalogue words within the typos allowed for `word`, closest first. */
export async function closeTerms(db: Db, word: string): Promise<string[]> {
  const allowed = typosAllowed(word);
  if (allowed === 0) return [];
  // pg_trgm's similarity operator, served by the trigram index, for words of 6 letters or more:
  // a shorter word shares too few trigrams with one a typo away (`siut` and `suit` share one of
  // nine), so it is compared with the catalogue's words of a similar length, as on SQLite.
  const candidates =
    db.dialect === 'postgres' && word.length >= 6
      ? await db.kysely
          .selectFrom('search_terms')
          .select('term')
          .where(sql<SqlBool>`term % ${word}`)
          .orderBy(sql`similarity(term, ${word})`, 'desc')
          .orderBy('term')
          .limit(50)
          .execute()
      : await db.kysely
          .selectFrom('search_terms')
          .select('term')
          .where(sql<SqlBool>`length(term) between ${word.length - allowed} and ${word.length + allowed}`)
          .execute();
  return candidates
    .map((row) => ({ term: row.term, steps: levenshtein(word, row.term).steps }))
    .filter((entry) => entry.steps <= allowed)
    .sort((a, b) => a.steps - b.steps || (a.term < b.term ? -1 : 1))
    .slice(0, 3)
    .map((entry) => entry.term);
}

/**
 * Two words that `word` runs together, each a catalogue word or a shopper's word on the synonyms
 * list: `nightsuit` -> ['night', 'suit'], `pinkkurti` -> ['pink', 'kurti'], `nitesuit` -> ['nite',
 * 'suit'] (`exact`), two catalogue words first. When none do, a known word and a catalogue word
 * within the typos allowed for the other half (`tshrt` -> ['t', 'shirt'], `nightsiut` -> ['night',
 * 'suit']), the closest. At most two splits are looked at.
 */
async function joinedTerms(db: Db, word: string): Promise<{ pairs: string[][]; exact: boolean }> {
  if (word.length < 4) return { pairs: [], exact: false };
  const splits = Array.from({ length: word.length - 1 }, (_, i) => [word.slice(0, i + 1), word.slice(i + 1)] as [string, string]);
  const halves = [...new Set(splits.flat())];
  const catalogue = new Set((await db.kysely.selectFrom('search_terms').select('term').where('term', 'in', halves).execute()).map((row) => row.term));
  const known = (half: string) => catalogue.has(half) || synonymsOf(half).length > 0;
  const shopperHalves = (pair: string[]) => pair.filter((half) => !catalogue.has(half)).length;
  const exact = splits
    .filter(([left, right]) => known(left) && known(right))
    .sort((a, b) => shopperHalves(a) - shopperHalves(b))
    .slice(0, 2);
  if (exact.length > 0) return { pairs: exact, exact: true };
  // One half known, and not a filler word (`kurtha` is not "kurti a"), the other long enough to
  // forgive a typo in (typosAllowed).
  const isWord = (half: string) => known(half) && !FILLER_WORDS.has(half);
  const halfKnown = splits.filter(([left, right]) => (isWord(left) && typosAllowed(right) > 0) || (isWord(right) && typosAllowed(left) > 0)).slice(0, 2);
  const corrected = await Promise.all(
    halfKnown.map(async ([left, right]) => {
      const [close] = await closeTerms(db, isWord(left) ? right : left);
      return close === undefined ? undefined : isWord(left) ? [left, close] : [close, right];
    }),
  );
  return { pairs: corrected.filter((pair) => pair !== undefined), exact: false };
}

/**
 * How a word that starts no catalogue word may be read, best first: two words it runs together,
 * catalogue words within its typos, then two words it runs together with a typo in one. Each of
 * the two words matches as it would typed apart, anywhere in the product: `pinkkurti` finds the
 * pink kurtis, whose colour and name are different fields.
 */
async function readingsOf(db: Db, word: string): Promise<Alternative[]> {
  const [close, joined] = await Promise.all([closeTerms(db, word), joinedTerms(db, word)]);
  const words = close.map((term) => ({ kind: 'word' as const, word: term }));
  const pairs = joined.pairs.map((pair): Alternative => ({ kind: 'all', parts: pair.map(halfAlternatives) }));
  return joined.exact ? [...pairs, ...words] : [...words, ...pairs];
}

const synonymAlternative = (words: string[]): Alternative => (words.length > 1 ? { kind: 'phrase', words } : { kind: 'prefix', word: words[0] as string });

/** The word as typed first, how it reads back, then the catalogue's words for it. */
const withSynonyms = (word: string): Alternative[] => [{ kind: 'prefix', word }, ...synonymsOf(word).map(synonymAlternative)];

/** One word of a run-together pair: a shopper's word with its synonyms, or the catalogue word. */
const halfAlternatives = (half: string): Alternative[] => (synonymsOf(half).length > 0 ? withSynonyms(half) : [{ kind: 'word', word: half }]);

/** How a typed word matches, best first; none when no catalogue word reads it (`navy`, `set`). */
async function alternativesFor(db: Db, word: string): Promise<Alternative[]> {
  if (synonymsOf(word).length > 0) return withSynonyms(word);
  // Numbers (design numbers) and short words are matched as typed, as prefixes.
  if (/\d/.test(word) || word.length < 3 || (await termsStartingWith(db, word, 1)).length > 0) return [{ kind: 'prefix', word }];
  return readingsOf(db, word);
}

const readable = (alternative: Alternative): string => {
  if (alternative.kind === 'phrase') return alternative.words.join(' ');
  return alternative.kind === 'all' ? alternative.parts.map((part) => readable(part[0] as Alternative)).join(' ') : alternative.word;
};

/** Whether an alternative needs a product's whole document (word positions, or several words). */
const readsDocuments = (alternative: Alternative): alternative is Extract<Alternative, { kind: 'phrase' | 'all' }> =>
  alternative.kind === 'phrase' || alternative.kind === 'all';

/** Which adjacent typed words, run together, make a catalogue word (`night wear` -> nightwear). */
async function knownJoins(db: Db, words: string[]): Promise<Set<string>> {
  const pairs = words.slice(1).map((next, i) => `${words[i]}${next}`);
  if (pairs.length === 0) return new Set();
  const rows = await db.kysely.selectFrom('search_terms').select('term').where('term', 'in', pairs).execute();
  return new Set(rows.map((row) => row.term));
}

/**
 * The sizes in stock whose names are one word (`XL`, `3XL`, `M`), by that word: what a typed word
 * may name. Read from the size key sets, a small table.
 */
async function sizesByWord(db: Db): Promise<Map<string, string>> {
  const rows = await db.kysely.selectFrom('filter_key_sets').select('keys').where('kind', '=', 'size').execute();
  const sizes = new Map<string, string>();
  for (const size of rows.flatMap((row) => row.keys.split('|'))) {
    const words = searchWords(size);
    if (words.length === 1) sizes.set(words[0] as string, size);
  }
  return sizes;
}

/** The shopper's text as a match on the catalogue's words and sizes; null when it holds no word. */
export async function resolveSearch(db: Db, text: string): Promise<SearchMatch | null> {
  const typed = [...new Set(shopperWords(text))].slice(0, MAX_WORDS).map((word) => word.slice(0, MAX_WORD_LENGTH));
  const meaningful = typed.filter((word) => !FILLER_WORDS.has(word));
  const kept = meaningful.length > 0 ? meaningful : typed;
  if (kept.length === 0) return null;
  const sizeOf = await sizesByWord(db);
  // The words typed between spaces, each on its own.
  const typedAlone = new Set(
    text
      .split(/\s+/)
      .map(shopperWords)
      .flatMap((words) => (words.length === 1 ? words : [])),
  );
  // A word of two characters or more names a size wherever it is (`xl`, `xl-kurti`). A one-letter
  // word (`m`) does only when typed on its own, not split out of a longer one (`m-line`), and
  // beside other words (`kurti m`): a letter typed alone is most often the start of a word (`m` on
  // the way to `maxi`).
  const isSize = (word: string) => sizeOf.has(word) && (word.length >= 2 || (typedAlone.has(word) && kept.length > 1));
  const sizes = kept.filter(isSize).map((word) => sizeOf.get(word) as string);
  const words = kept.filter((word) => !isSize(word));
  const joins = await knownJoins(db, words);
  // One group per word, or one for two words that a catalogue word joins, left to right.
  const parts: { first: string; second?: string; group: Promise<Alternative[]> }[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as string;
    const next = words[i + 1];
    if (next !== undefined && joins.has(`${word}${next}`)) {
      const joined: Alternative[] = [
        { kind: 'word', word: `${word}${next}` },
        { kind: 'phrase', words: [word, next] },
      ];
      parts.push({ first: word, second: next, group: Promise.resolve(joined) });
      i += 1;
    } else {
      parts.push({ first: word, group: alternativesFor(db, word) });
    }
  }
  const read = await Promise.all(parts.map((part) => part.group));
  // A word that no catalogue word reads (`set` in `pajama set`, `navy` in `navy leggings`) is
  // left out when another word is read or a size named (`navy xl`): what the rest finds beats an
  // empty page. When nothing else is, each is kept as typed, and so finds nothing.
  const someRead = sizes.length > 0 || read.some((group) => group.length > 0);
  const groupOf = new Map<string, Alternative[]>(
    parts.map((part, i) => {
      const group = read[i] ?? [];
      return [part.first, group.length > 0 || someRead ? group : [{ kind: 'prefix', word: part.first }]];
    }),
  );
  const groups = [...groupOf.values()].filter((group) => group.length > 0);
  const leftOut = [...groupOf].flatMap(([word, group]) => (group.length === 0 ? [word] : []));
  const seconds = new Set(parts.map((part) => part.second));
  // As the shopper would read it: corrected, a joined pair once, a word left out gone, filler
  // words and sizes where they were typed.
  const corrected = typed
    .filter((word) => !seconds.has(word) && !leftOut.includes(word))
    .map((word) => {
      const best = groupOf.get(word)?.[0];
      return best ? readable(best) : word;
    });
  const reading = corrected.join(' ');
  return { groups, corrected, correction: reading === typed.join(' ') ? null : reading, sizes, leftOut };
}

/**
 * A resolved text as a list's filters: its words to find as the search, when any is left, and the
 * sizes it names, each to be in stock (`xl` alone lists what is in stock in XL).
 */
export function searchFilters(match: SearchMatch | null): { search: SearchMatch | undefined; namedSizes: string[] | undefined } {
  return {
    search: match && match.groups.length > 0 ? match : undefined,
    namedSizes: match && match.sizes.length > 0 ? match.sizes : undefined,
  };
}

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
 * (foundRows), and otherwise the
 * matches are materialized first: asked for one row, the planner reads the documents one by one
 * until one matches, which is all of them when none does.
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

/**
 * What may follow the words before the last one, for the last word typed: the catalogue words it
 * starts, then the catalogue's words for it when it is a shopper's word (`nite` -> night), or the
 * words that correct it when neither is found; then the sizes in stock it starts (`x` -> xl),
 * smallest first.
 */
async function endingsFor(db: Db, last: string, limit: number): Promise<string[]> {
  const synonyms = synonymsOf(last).map((synonym) => synonym.join(' '));
  let endings = await termsStartingWith(db, last, limit);
  // The word as typed finds what its synonyms find, so it stays first, as the search reads it back.
  if (synonyms.length > 0) endings = [...new Set([last, ...endings, ...synonyms])];
  else if (endings.length === 0) endings = (await readingsOf(db, last)).map(readable);
  const sizes = [...(await sizesByWord(db))].filter(([word]) => word.startsWith(last)).sort(([, a], [, b]) => compareSizes(a, b));
  return [...new Set([...endings, ...sizes.map(([word]) => word)])];
}

/**
 * What the header's search box offers while the shopper types: the words typed so far (corrected)
 * followed by each ending of the last one (endingsFor). When the last two words run together into
 * a catalogue word (`night wear`), that word comes first, and an ending that repeats or extends
 * the word before it, which reads badly ("track track", "night nightgown"), is left out.
 */
export async function suggestSearches(db: Db, text: string, limit: number): Promise<string[]> {
  const words = shopperWords(text).slice(0, MAX_WORDS);
  const last = words.pop()?.slice(0, MAX_WORD_LENGTH);
  if (last === undefined) return [];
  const before = words.length > 0 ? ((await resolveSearch(db, words.join(' ')))?.corrected ?? []) : [];
  const endings = await endingsFor(db, last, limit);
  const previous = before.at(-1);
  if (previous === undefined || previous.length < 3) return endings.slice(0, limit).map((ending) => [...before, ending].join(' '));
  const joins = (await knownJoins(db, [previous, last])).size > 0 ? [[...before.slice(0, -1), `${previous}${last}`].join(' ')] : [];
  const completions = endings.filter((ending) => !ending.startsWith(previous)).map((ending) => [...before, ending].join(' '));
  return [...joins, ...completions].slice(0, limit);
}
