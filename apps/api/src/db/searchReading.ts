import levenshtein from 'damerau-levenshtein';
import { type SqlBool, sql } from 'kysely';
import type { Db } from './connection';
import { searchWords } from './keys';
import { type NamedPrice, readPrice } from './searchPrice';
import { synonymsOf } from './searchSynonyms';

/**
 * Search (docs/adr/0012): each word the shopper typed becomes a group of alternatives that must
 * all match (AND), any alternative of a group matching (OR):
 * - a word that starts a known word matches as a prefix (`kurt` finds kurti, kurtis), but for
 *   the word that names its absence (`sleeve` of sleeveless, docs/adr/0132);
 * - otherwise the catalogue's words within a small edit distance (`kurtti` -> kurti,
 *   `leggins` -> leggings; a plural its singular alone, 0131), found with the pg_trgm index on
 *   PostgreSQL and among words of a similar length on SQLite, and two words it runs together,
 *   catalogue words or shoppers' words (`nightsuit` -> "night suit", `pinkkurti` -> "pink
 *   kurti", `nitesuit`, which read first), or with a typo in one (`tshrt`), each matched
 *   anywhere in the product as if typed apart;
 * - a word with none of these is left out when another word has some or a size is named
 *   (docs/adr/0129, with the filler words it strands at either end of the reading, 0130);
 *   otherwise the words are kept as typed, and so match nothing.
 * A shopper's word for what the catalogue names otherwise (`girls`, `pants`) also matches the
 * catalogue's words for it (searchSynonyms.ts, docs/adr/0109).
 * Two typed words that a known word joins (`night wear` -> nightwear) are one group: the joined
 * word, or the two as a phrase. Filler words (`leggings for kids`) are skipped when the text holds
 * another word (docs/adr/0108). A word naming a size the shop sells (`kurti xl`, `kurti m`) is a
 * size that must be in stock rather than a word to find (docs/adr/0114, 0116), and a price phrase
 * (`under 500`) a payable price range (searchPrice.ts).
 * How the match is read from the database: search.ts.
 */

/**
 * One way to match a typed word: a catalogue word (`word`), the words a prefix starts (`prefix`),
 * words side by side (`phrase`), or, for a word that runs two together (`pinkkurti`), each of its
 * words' own alternatives anywhere in the product (`all`), as two typed words would be.
 */
export type Alternative = { kind: 'prefix' | 'word'; word: string } | { kind: 'phrase'; words: string[] } | { kind: 'all'; parts: Alternative[][] };

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
  /** The payable price range the text names (`kurti under 500`, searchPrice.ts), or null. */
  price: NamedPrice | null;
}

/** At most this many words are looked at; longer texts are not more precise, only slower. */
export const MAX_WORDS = 6;
export const MAX_WORD_LENGTH = 40;

/** Words a shopper's text carries for grammar only, in English and French: they name no product. */
const FILLER_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'avec', 'de', 'des', 'du', 'en', 'et', 'la', 'le', 'les', 'pour', 'un', 'une']);

/**
 * A letter an apostrophe joins to a word: English's possessive `s` (`women's`) and French
 * elisions (`l'ete`, `d'hiver`). Grammar, as filler words are: as a word of its own it would ask
 * for a word starting with that letter.
 */
const JOINED_LETTER = /(^|[^\p{L}\p{N}])\p{L}['’](?=\p{L})|(?<=\p{L})['’]\p{L}(?![\p{L}\p{N}])/gu;

/** The words of what a shopper typed, less the letters apostrophes join to words. */
export function shopperWords(text: string): string[] {
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
export const pastPrefix = (prefix: string) => `${prefix}\u{10FFFF}`;

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

/** Catalogue words within the typos allowed for `word`, closest first; only its singular when it is one's plural. */
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
  const close = candidates
    .map((row) => ({ term: row.term, steps: levenshtein(word, row.term).steps }))
    .filter((entry) => entry.steps <= allowed)
    .sort((a, b) => a.steps - b.steps || (a.term < b.term ? -1 : 1))
    .map((entry) => entry.term);
  // A plural ending is no typo: `shorts` is short, not also shirts, one letter away too.
  const singular = close.filter((term) => word === `${term}s` || word === `${term}es`);
  return (singular.length > 0 ? singular : close).slice(0, 3);
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
export async function readingsOf(db: Db, word: string): Promise<Alternative[]> {
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

/** How a typed word matches: its alternatives, best first, and the one it is kept as when nothing is read. */
interface WordReading {
  /** None when no catalogue word reads it (`navy`, `set`). */
  alternatives: Alternative[];
  asTyped: Alternative;
}

/** How a typed word is read: with its synonyms, as a prefix of the catalogue words it starts, or readingsOf. */
async function alternativesFor(db: Db, word: string): Promise<WordReading> {
  const asTyped: Alternative = { kind: 'prefix', word };
  if (synonymsOf(word).length > 0) return { alternatives: withSynonyms(word), asTyped };
  // Numbers (design numbers) and short words are matched as typed, as prefixes.
  if (/\d/.test(word) || word.length < 3) return { alternatives: [asTyped], asTyped };
  const starts = await termsStartingWith(db, word, 2);
  if (starts.some((term) => term !== `${word}less`)) return { alternatives: [asTyped], asTyped };
  // A word that starts only the word for its absence is not read as it (`sleeve` is not
  // sleeveless, the opposite of what a shopper asking for sleeves wants), nor kept as its prefix.
  return { alternatives: await readingsOf(db, word), asTyped: starts.length > 0 ? { kind: 'word', word } : asTyped };
}

export const readable = (alternative: Alternative): string => {
  if (alternative.kind === 'phrase') return alternative.words.join(' ');
  return alternative.kind === 'all' ? alternative.parts.map((part) => readable(part[0] as Alternative)).join(' ') : alternative.word;
};

/** Whether an alternative needs a product's whole document (word positions, or several words). */
export const readsDocuments = (alternative: Alternative): alternative is Extract<Alternative, { kind: 'phrase' | 'all' }> =>
  alternative.kind === 'phrase' || alternative.kind === 'all';

/** Which adjacent typed words, run together, make a catalogue word (`night wear` -> nightwear). */
export async function knownJoins(db: Db, words: string[]): Promise<Set<string>> {
  const pairs = words.slice(1).map((next, i) => `${words[i]}${next}`);
  if (pairs.length === 0) return new Set();
  const rows = await db.kysely.selectFrom('search_terms').select('term').where('term', 'in', pairs).execute();
  return new Set(rows.map((row) => row.term));
}

/**
 * The sizes in stock whose names are one word (`XL`, `3XL`, `M`), by that word: what a typed word
 * may name. Read from the size key sets, a small table.
 */
export async function sizesByWord(db: Db): Promise<Map<string, string>> {
  const rows = await db.kysely.selectFrom('filter_key_sets').select('keys').where('kind', '=', 'size').execute();
  const sizes = new Map<string, string>();
  for (const size of rows.flatMap((row) => row.keys.split('|'))) {
    const words = searchWords(size);
    if (words.length === 1) sizes.set(words[0] as string, size);
  }
  return sizes;
}

/** The words less the filler words at their start and end. */
function withoutEndFillers(words: string[]): string[] {
  const isFiller = (word: string | undefined) => word !== undefined && FILLER_WORDS.has(word);
  let start = 0;
  let end = words.length;
  while (start < end && isFiller(words[start])) start += 1;
  while (end > start && isFiller(words[end - 1])) end -= 1;
  return words.slice(start, end);
}

/**
 * The shopper's text as a match on the catalogue's words, sizes and price; null when it holds
 * neither a word nor a price. A price phrase reads first when typed first, else last (`kurti under
 * 500 pink` reads "kurti pink under 500").
 */
export async function resolveSearch(db: Db, text: string): Promise<SearchMatch | null> {
  const named = readPrice(text);
  if (!named) return resolveWords(db, text, null);
  const words = await resolveWords(db, named.rest, named.price);
  if (!words) return { groups: [], corrected: named.words, correction: null, sizes: [], leftOut: [], price: named.price };
  const corrected = named.first ? [...named.words, ...words.corrected] : [...words.corrected, ...named.words];
  const correction = words.correction === null ? null : corrected.join(' ');
  return { ...words, corrected, correction };
}

/** The words of a text (less any price phrase, which `price` holds) as a match. */
async function resolveWords(db: Db, text: string, price: NamedPrice | null): Promise<SearchMatch | null> {
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
  const parts: { first: string; second?: string; reading: Promise<WordReading> }[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as string;
    const next = words[i + 1];
    if (next !== undefined && joins.has(`${word}${next}`)) {
      const apart: Alternative = { kind: 'phrase', words: [word, next] };
      parts.push({ first: word, second: next, reading: Promise.resolve({ alternatives: [{ kind: 'word', word: `${word}${next}` }, apart], asTyped: apart }) });
      i += 1;
    } else {
      parts.push({ first: word, reading: alternativesFor(db, word) });
    }
  }
  const read = await Promise.all(parts.map((part) => part.reading));
  // A word that no catalogue word reads (`set` in `pajama set`, `navy` in `navy leggings`) is
  // left out when another word is read or a size or price named (`navy xl`): what the rest finds
  // beats an empty page. When nothing else is, each is kept as typed, and so finds nothing.
  const someRead = sizes.length > 0 || price !== null || read.some((reading) => reading.alternatives.length > 0);
  const groupOf = new Map<string, Alternative[]>(
    parts.map((part, i) => {
      const { alternatives, asTyped } = read[i] as WordReading;
      return [part.first, alternatives.length > 0 || someRead ? alternatives : [asTyped]];
    }),
  );
  const groups = [...groupOf.values()].filter((group) => group.length > 0);
  const leftOut = [...groupOf].flatMap(([word, group]) => (group.length === 0 ? [word] : []));
  const seconds = new Set(parts.map((part) => part.second));
  // As the shopper would read it: corrected, a joined pair once, filler words and sizes where
  // they were typed; a word left out goes, and so do the filler words it leaves at either end
  // (`set of kurti` reads "kurti").
  const readWords = typed
    .filter((word) => !seconds.has(word) && !leftOut.includes(word))
    .map((word) => {
      const best = groupOf.get(word)?.[0];
      return best ? readable(best) : word;
    });
  const corrected = leftOut.length > 0 ? withoutEndFillers(readWords) : readWords;
  const reading = corrected.join(' ');
  return { groups, corrected, correction: reading === typed.join(' ') ? null : reading, sizes, leftOut, price };
}

/**
 * A resolved text as a list's filters: its words to find as the search, when any is left, the
 * sizes it names, each to be in stock (`xl` alone lists what is in stock in XL), and the price
 * range it names (`under 500` alone lists what costs at most 500).
 */
export function searchFilters(match: SearchMatch | null): { search: SearchMatch | undefined; namedSizes: string[] | undefined; namedPrice: NamedPrice | undefined } {
  return {
    search: match && match.groups.length > 0 ? match : undefined,
    namedSizes: match && match.sizes.length > 0 ? match.sizes : undefined,
    namedPrice: match?.price ?? undefined,
  };
}
