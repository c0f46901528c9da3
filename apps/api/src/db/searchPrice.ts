import { toCents } from '@storefront/api-client';

/**
 * A price range the shopper's search text names, in English or French: a bound after a word that
 * says which (`kurti under 500`, `leggings above ₹300`, `moins de 40 €`) or a range between two
 * amounts (`between 300 and 600`, `from $20 to $40`, `entre 20 et 40`, `rs 300-600`). A bare
 * number is not a price (`1001` may be a design number), nor are two numbers with neither a word
 * nor a currency around them (`2-3`). Read in the payable price, bounds included.
 */
export interface NamedPrice {
  minCents?: number;
  maxCents?: number;
}

export interface PriceReading {
  price: NamedPrice;
  /** The words of the phrases that named it, lowercased, as a reading repeats them. */
  words: string[];
  /** The text without those phrases. */
  rest: string;
  /** Whether the text starts with a price phrase (`under 500 kurti`): the reading keeps it first. */
  first: boolean;
}

/** An amount above this (in whole units) bounds nothing a shop sells: a minimum finds nothing, a maximum keeps all. */
const MAX_AMOUNT = 10_000_000;

const CURRENCY = String.raw`(?:rs\.?|inr|usd|eur|rupees?|dollars?|euros?|[$₹€])`;
/** `500`, `1,500`, `249.50`, `249,50`, `2k`, with a currency before or after, or an Indian `500/-`. */
const AMOUNT = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:[.,]\d{1,2})?k?`;
const MONEY = String.raw`(?:${CURRENCY}\s*)?${AMOUNT}(?:\s*(?:${CURRENCY}|/-))?`;
const MARKED_MONEY = String.raw`(?:${CURRENCY}\s*${AMOUNT}(?:\s*/-)?|${AMOUNT}\s*(?:${CURRENCY}|/-))`;

const AT_MOST = ['under', 'below', 'less than', 'lower than', 'cheaper than', 'up to', 'upto', 'within', 'max', 'maximum', 'at most', 'moins de', 'moins que', 'sous', "jusqu'à", "jusqu'a", 'jusqu’à', 'au plus', '<=', '<', '≤'];
const AT_LEAST = ['from', 'over', 'above', 'more than', 'greater than', 'min', 'minimum', 'at least', 'starting at', 'starting from', 'plus de', 'plus que', 'au moins', 'à partir de', 'a partir de', 'dès', '>=', '>', '≥'];

const escaped = (cue: string) => cue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
const oneOf = (cues: string[]) => `(?:${[...cues].sort((a, b) => b.length - a.length).map(escaped).join('|')})`;
/** Not inside a word or a number: `<` and `>` need no space, words do. */
const START = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;

/** Two amounts in either order. */
const between = (a: number, b = a): NamedPrice => ({ minCents: Math.min(a, b), maxCents: Math.max(a, b) });

const PHRASES: { pattern: RegExp; range: (first: number, second?: number) => NamedPrice }[] = [
  { pattern: new RegExp(`${START}(?:between|entre)\\s+(${MONEY})\\s*(?:and|et|to|à|-|–)\\s*(${MONEY})${END}`, 'giu'), range: between },
  { pattern: new RegExp(`${START}(?:from|de|du)\\s+(${MONEY})\\s*(?:to|à|au|-|–)\\s*(${MONEY})${END}`, 'giu'), range: between },
  {
    pattern: new RegExp(`${START}(${MARKED_MONEY})\\s*(?:to|-|–|à)\\s*(${MONEY})${END}|${START}(${MONEY})\\s*(?:to|-|–|à)\\s*(${MARKED_MONEY})${END}`, 'giu'),
    range: between,
  },
  { pattern: new RegExp(`${START}${oneOf(AT_MOST)}\\s*(${MONEY})${END}`, 'giu'), range: (a) => ({ maxCents: a }) },
  { pattern: new RegExp(`${START}${oneOf(AT_LEAST)}\\s*(${MONEY})${END}`, 'giu'), range: (a) => ({ minCents: a }) },
];

/** An amount as typed (`₹1,500`, `249,50 €`, `2k`) in cents, at most MAX_AMOUNT units. */
function centsOf(money: string): number {
  const amount = new RegExp(AMOUNT, 'iu').exec(money.replace(new RegExp(`^${CURRENCY}\\s*`, 'iu'), ''))?.[0] ?? '0';
  const thousands = amount.toLowerCase().endsWith('k');
  const digits = amount.replace(/k$/i, '');
  // A comma before three digits groups thousands; before one or two it is a decimal comma.
  const units = Number(/,\d{3}(?!\d)/.test(digits) ? digits.replace(/,/g, '') : digits.replace(',', '.'));
  return toCents(Math.min(units * (thousands ? 1000 : 1), MAX_AMOUNT));
}

/** The price the text names and the text without it; null when it names none. */
export function readPrice(text: string): PriceReading | null {
  let rest = text.normalize('NFKC').toLowerCase();
  const price: NamedPrice = {};
  const phrases: { at: number; words: string[] }[] = [];
  for (const { pattern, range } of PHRASES) {
    // Each phrase read is blanked out to its length, so that where the others are stays true.
    rest = rest.replace(pattern, (phrase, ...args: unknown[]) => {
      // The replacer's arguments: the groups (one or two amounts matched), the offset, the text.
      const offsetAt = args.findIndex((arg) => typeof arg === 'number');
      const [a, b] = args.slice(0, offsetAt).filter((group): group is string => typeof group === 'string').map(centsOf) as [number, number | undefined];
      const read = range(a, b);
      if (read.minCents !== undefined) price.minCents = Math.max(price.minCents ?? 0, read.minCents);
      if (read.maxCents !== undefined) price.maxCents = Math.min(price.maxCents ?? Number.POSITIVE_INFINITY, read.maxCents);
      phrases.push({ at: args[offsetAt] as number, words: phrase.trim().split(/\s+/) });
      return ' '.repeat(phrase.length);
    });
  }
  if (phrases.length === 0) return null;
  phrases.sort((x, y) => x.at - y.at);
  const first = rest.slice(0, phrases[0]?.at).trim() === '';
  return { price, words: phrases.flatMap((phrase) => phrase.words), rest: rest.replace(/\s+/g, ' ').trim(), first };
}
