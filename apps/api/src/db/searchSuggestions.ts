import { compareSizes } from '@storefront/api-client';
import type { Db } from './connection';
import { knownJoins, MAX_WORD_LENGTH, MAX_WORDS, readable, readingsOf, resolveSearch, shopperWords, sizesByWord, termsStartingWith } from './searchReading';
import { synonymsOf } from './searchSynonyms';

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
  // The text before the last word as typed, so that a price phrase keeps its signs (`rs 300-600`,
  // `<400`), unless the last word was split out of a longer one (`kurti-xl`).
  const tail = /\S+\s*$/.exec(text);
  const typedBefore = tail && shopperWords(tail[0]).join(' ') === last ? text.slice(0, tail.index) : words.join(' ');
  const before = words.length > 0 ? ((await resolveSearch(db, typedBefore))?.corrected ?? []) : [];
  const endings = await endingsFor(db, last, limit);
  const previous = before.at(-1);
  if (previous === undefined || previous.length < 3) return endings.slice(0, limit).map((ending) => [...before, ending].join(' '));
  const joins = (await knownJoins(db, [previous, last])).size > 0 ? [[...before.slice(0, -1), `${previous}${last}`].join(' ')] : [];
  const completions = endings.filter((ending) => !ending.startsWith(previous)).map((ending) => [...before, ending].join(' '));
  return [...joins, ...completions].slice(0, limit);
}
