import type { Product } from '../schemas/catalogue';

/** Rounds to cents; the epsilon keeps values like 1.005 from rounding down through binary error. */
export function roundToCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * The price the shopper pays: price x discount / 100 (the spec's rule: "discount" is the
 * payable percentage, not the amount taken off), rounded to cents.
 */
export function payablePrice(product: Pick<Product, 'price' | 'discount'>): number {
  return roundToCents((product.price * product.discount) / 100);
}

/** A cart line's sum: the payable price times the quantity. */
export function lineSum(product: Pick<Product, 'price' | 'discount'>, qty: number): number {
  return roundToCents(payablePrice(product) * qty);
}

/** The cart total, recomputed from the lines' products and quantities (a stored `sum` is not trusted). */
export function cartTotal(lines: readonly (Pick<Product, 'price' | 'discount'> & { qty: number })[]): number {
  let total = 0;
  for (const line of lines) total += lineSum(line, line.qty);
  return roundToCents(total);
}

/** On sale: the data says so, or the shopper pays less than the list price. */
export function isOnSale(product: Pick<Product, 'sale' | 'price' | 'discount'>): boolean {
  return product.sale || payablePrice(product) < product.price;
}
