import type { Product } from '../schemas/catalogue';
import type { SortBy } from '../schemas/shopper';
import { payablePrice } from './price';

type Sortable = Pick<Product, 'id' | 'name' | 'price' | 'discount'>;

const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The five sorts of the spec. Prices compare on the payable price (the one shown); names
 * A to Z / Z to A with a locale-aware comparison; Newest is id descending. Ties fall back to
 * id descending so the order is the same on every call (and on the server).
 * Returns a new array; keys are computed once per product, not once per comparison.
 */
export function sortProducts<P extends Sortable>(products: readonly P[], sortBy: SortBy): P[] {
  if (sortBy === 'Newest') return [...products].sort((a, b) => b.id - a.id);
  if (sortBy === 'AscOrder' || sortBy === 'DescOrder') {
    const direction = sortBy === 'AscOrder' ? 1 : -1;
    return [...products].sort((a, b) => direction * names.compare(a.name, b.name) || b.id - a.id);
  }
  const direction = sortBy === 'LowToHigh' ? 1 : -1;
  const keyed = products.map((product) => ({ product, price: payablePrice(product) }));
  keyed.sort((a, b) => direction * (a.price - b.price) || b.product.id - a.product.id);
  return keyed.map((entry) => entry.product);
}
