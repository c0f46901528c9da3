import type { Product } from '../schemas/catalogue';

/**
 * Money in the shop is a whole number of cents (the currency's minor unit). The server and the
 * browser compute every payable price, line sum and total here, in cents, so what a shopper is
 * shown is what the server charges. Amounts in major units (dollars) exist only at the edges: the
 * API's JSON fields (`price`, `unit_price`, `sum`, `total`) and what the shopper reads.
 */

type Priced = Pick<Product, 'price' | 'discount'>;

/** An amount in major units (19.99) as cents (1999), to the nearest cent. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Cents (1999) as an amount in major units (19.99), for JSON fields and display. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * The spec's price rule: the shopper pays `discount` percent of the price ("discount" is the
 * payable percentage, not the amount taken off), rounded half up to a whole cent. With a whole
 * percentage the product is an exact integer, so the rounding is exact too.
 */
export function payableCents(priceCents: number, discount: number): number {
  return Math.round((priceCents * discount) / 100);
}

/** A product's payable price in cents, from its price in major units as the API sends it. */
export function productPayableCents(product: Priced): number {
  return payableCents(toCents(product.price), product.discount);
}

/** A line's sum: its unit price times its quantity. */
export function lineSumCents(unitCents: number, qty: number): number {
  return unitCents * qty;
}

/** The total of line sums. */
export function totalCents(lineSums: readonly number[]): number {
  let total = 0;
  for (const sum of lineSums) total += sum;
  return total;
}

/** A cart's total in cents, from its lines' products and quantities (a stored `sum` is not trusted). */
export function cartTotalCents(lines: readonly (Priced & { qty: number })[]): number {
  return totalCents(lines.map((line) => lineSumCents(productPayableCents(line), line.qty)));
}

/** The payable price in major units, for display: `productPayableCents` in dollars. */
export function payablePrice(product: Priced): number {
  return fromCents(productPayableCents(product));
}

/** A cart line's sum in major units, for display and a cart line's `sum`. */
export function lineSum(product: Priced, qty: number): number {
  return fromCents(lineSumCents(productPayableCents(product), qty));
}

/** The cart's total in major units, for display: `cartTotalCents` in dollars. */
export function cartTotal(lines: readonly (Priced & { qty: number })[]): number {
  return fromCents(cartTotalCents(lines));
}

/** On sale: the data says so, or the shopper pays less than the list price. */
export function isOnSale(product: Pick<Product, 'sale' | 'price' | 'discount'>): boolean {
  return product.sale || productPayableCents(product) < toCents(product.price);
}
