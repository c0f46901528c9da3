import type { Product } from '../schemas/catalogue';
import type { SortBy } from '../schemas/shopper';
import { productPayableCents } from './money';

type Sortable = Pick<Product, 'id' | 'name' | 'price' | 'discount'>;

/**
 * The key names sort on: lower case, accents dropped, so 'Écru' sits with 'ecru'. Plain code
 * point comparison of these keys is ~10x faster than Intl.Collator on 10,000 names and gives the
 * same A to Z for the catalogue's Latin names.
 */
export function nameSortKey(name: string): string {
  const lower = name.toLowerCase();
  // Most names are printable ASCII; only the others pay for Unicode normalisation.
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(COMBINING_MARKS, '') : lower;
}
const NON_ASCII = /[^ -~]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * The five sorts of the spec. Prices compare on the payable price (the one shown); names
 * A to Z / Z to A on `nameSortKey`; Newest is id descending. Ties fall back to id descending so
 * the order is the same on every call (and on the server). Returns a new array.
 */
export function sortProducts<P extends Sortable>(products: readonly P[], sortBy: SortBy): P[] {
  // Catalogues usually arrive in id order, which this sort handles in linear time (a single run).
  const newest = [...products].sort((a, b) => b.id - a.id);
  if (sortBy === 'Newest') return newest;
  if (sortBy === 'LowToHigh' || sortBy === 'HighToLow') return sortByPrice(newest, sortBy === 'LowToHigh');
  return sortByName(newest, sortBy === 'AscOrder');
}

/** Sorts products already in Newest order by name, keeping that order among equal names. */
function sortByName<P extends Sortable>(newest: readonly P[], ascending: boolean): P[] {
  const direction = ascending ? 1 : -1;
  const keyed = newest.map((product, position) => ({ product, position, key: nameSortKey(product.name) }));
  keyed.sort((a, b) => (a.key === b.key ? a.position - b.position : a.key < b.key ? -direction : direction));
  return keyed.map((entry) => entry.product);
}

/**
 * Sorts products already in Newest order by payable price, keeping that order among equal
 * prices. Each product becomes one number, price in cents above its position, so a native
 * comparator-free Float64Array sort does the work: several times faster than a comparator
 * on 10,000 products.
 */
function sortByPrice<P extends Sortable>(newest: readonly P[], ascending: boolean): P[] {
  const count = newest.length;
  const cents = new Float64Array(count);
  let highest = 0;
  for (let index = 0; index < count; index += 1) {
    const value = productPayableCents(newest[index] as P);
    cents[index] = value;
    if (value > highest) highest = value;
  }
  const slots = 2 ** Math.ceil(Math.log2(count + 1));
  if ((highest + 1) * slots > Number.MAX_SAFE_INTEGER) {
    const direction = ascending ? 1 : -1;
    const order = Array.from({ length: count }, (_, index) => index);
    order.sort((a, b) => direction * ((cents[a] as number) - (cents[b] as number)) || a - b);
    return order.map((index) => newest[index] as P);
  }
  const keys = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    const price = cents[index] as number;
    keys[index] = (ascending ? price : highest - price) * slots + index;
  }
  keys.sort();
  const sorted = new Array<P>(count);
  for (let index = 0; index < count; index += 1) sorted[index] = newest[(keys[index] as number) % slots] as P;
  return sorted;
}
