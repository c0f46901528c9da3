import type { Product } from '../schemas/catalogue';
import type { PriceRange } from '../schemas/shopper';
import { productPayableCents, toCents } from './money';
import { sizeAvailable, sizesOf } from './variants';

/**
 * What the collection filter constrains. A missing (undefined or null) part does not constrain;
 * an empty brand list does: it means "no brand selected", so only untagged products match.
 */
export interface ProductFilter {
  brands?: readonly string[] | null;
  color?: string | null;
  /** Sizes of which one must be in stock; empty or missing: any size. */
  sizes?: readonly string[] | null;
  value?: PriceRange | null;
}

type Filterable = Pick<Product, 'tags' | 'colors' | 'price' | 'discount' | 'size' | 'variants'>;

/**
 * Section 9 of the spec: a product matches if it has no tags or any tag is among the selected
 * brands; if no colour is chosen, it has no colours, or it includes the colour; and its payable
 * price (what the shopper sees) lies within min and max, both included. Sizes follow the colour's
 * rule: with sizes chosen, a product sold in sizes matches when one of them is still in stock, in
 * the chosen colour when there is one and the product comes in colours (a shopper who asks for
 * grey in XL wants a grey XL).
 */
export function productMatcher(filter: ProductFilter): (product: Filterable) => boolean {
  const brands = filter.brands ? new Set(filter.brands) : null;
  const color = filter.color || null;
  const range = filter.value ? { min: toCents(filter.value.min), max: toCents(filter.value.max) } : null;
  const sizes = filter.sizes && filter.sizes.length > 0 ? filter.sizes : null;
  return (product) => {
    if (brands && product.tags.length > 0 && !product.tags.some((tag) => brands.has(tag))) return false;
    if (color && product.colors.length > 0 && !product.colors.includes(color)) return false;
    if (sizes && sizesOf(product).length > 0) {
      const inColor = color && product.colors.length > 0 ? color : null;
      if (!sizes.some((size) => sizeAvailable(product, size, inColor))) return false;
    }
    if (range) {
      const cents = productPayableCents(product);
      if (cents < range.min || cents > range.max) return false;
    }
    return true;
  };
}

export function filterProducts<P extends Filterable>(products: readonly P[], filter: ProductFilter): P[] {
  return products.filter(productMatcher(filter));
}
