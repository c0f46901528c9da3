import { cartLineKey, cartTotal, type CartLine, findVariant, lineStock, lineSum, type Product, type Variant } from '@storefront/api-client';
import { atom } from 'jotai';
import { shopperMessageKeys as keys } from './messages';
import { cartLinesAtom } from './shopperState';
import { notify } from './toasts';

/**
 * What a cart action did; the write atoms return it so a caller can react (e.g. 'Buy now').
 * `choose`: the product is sold in several sizes or colours and none was named, so nothing was added;
 * `chosen`: a line saved without a size was given one; `refreshed`: lines took their products' newest
 * copies; `cut`: so did they, and a size now holds less than its line's quantity.
 */
export type CartChange =
  | 'added'
  | 'incremented'
  | 'atStock'
  | 'decremented'
  | 'atOne'
  | 'removed'
  | 'absent'
  | 'unchanged'
  | 'choose'
  | 'chosen'
  | 'refreshed'
  | 'cut';

export interface CartResult {
  lines: CartLine[];
  change: CartChange;
}

const line = (product: Product, sku: string | null, qty: number): CartLine => ({ ...product, sku, qty, sum: lineSum(product, qty) });

/** A whole quantity of at least 1 and, where the product has stock, at most the stock. */
export function clampQuantity(qty: number, stock: number): number {
  const whole = Number.isFinite(qty) ? Math.max(1, Math.floor(qty)) : 1;
  return stock >= 1 ? Math.min(whole, stock) : whole;
}

/** Whether the cart's plus button works; when it does not, the row shows 'out of Stock'. */
export function canIncrement(cartLine: Pick<CartLine, 'qty' | 'stock' | 'variants' | 'sku'>): boolean {
  return cartLine.qty < lineStock(cartLine);
}

/**
 * The SKU a product is added with: the one given, or the product's only variant. Undefined when
 * the shopper must choose (several variants and none given) or the SKU is not the product's.
 */
function skuToAdd(product: Product, sku: string | null | undefined): string | null | undefined {
  if (product.variants.length === 0) return null;
  if (sku) return findVariant(product, sku) ? sku : undefined;
  return product.variants.length === 1 ? (product.variants[0] as Variant).sku : undefined;
}

/**
 * Cart add: a variant already in the cart goes up by the quantity chosen (3 + 3 = 6), a new one is
 * appended with it. Neither passes the variant's stock: at the stock (or for a sold-out variant)
 * the cart is left as it is.
 */
export function addToCart(lines: readonly CartLine[], product: Product, qty = 1, sku?: string | null): CartResult {
  const chosen = skuToAdd(product, sku);
  if (chosen === undefined) return { lines: [...lines], change: 'choose' };
  const key = cartLineKey({ id: product.id, sku: chosen });
  const index = lines.findIndex((candidate) => cartLineKey(candidate) === key);
  const existing = lines[index];
  const stock = lineStock({ ...product, sku: chosen });
  // A sold-out size or colour is never added (a product without variants keeps the older rule).
  if (chosen !== null && stock < 1) return { lines: [...lines], change: 'atStock' };
  if (!existing) return { lines: [...lines, line(product, chosen, clampQuantity(qty, stock))], change: 'added' };
  // The product passed in is the newest copy (price, stock), so the line takes it.
  if (existing.qty >= stock) return { lines: [...lines], change: 'atStock' };
  const next = [...lines];
  next[index] = line(product, chosen, clampQuantity(existing.qty + clampQuantity(qty, stock), stock));
  return { lines: next, change: 'incremented' };
}

/** Applies `change` to the line with this key; `absent` when there is none. */
function withLine(lines: readonly CartLine[], key: string, change: (existing: CartLine) => CartResult | CartLine): CartResult {
  const index = lines.findIndex((candidate) => cartLineKey(candidate) === key);
  const existing = lines[index];
  if (!existing) return { lines: [...lines], change: 'absent' };
  const result = change(existing);
  if ('change' in result) return result;
  const next = [...lines];
  next[index] = result;
  return { lines: next, change: result.qty > existing.qty ? 'incremented' : 'decremented' };
}

/** The cart's plus button: one more, only while below the stock. */
export function incrementLine(lines: readonly CartLine[], key: string): CartResult {
  return withLine(lines, key, (existing) =>
    canIncrement(existing) ? line(existing, existing.sku, existing.qty + 1) : { lines: [...lines], change: 'atStock' },
  );
}

/** The cart's minus button: one less, only while above 1. */
export function decrementLine(lines: readonly CartLine[], key: string): CartResult {
  return withLine(lines, key, (existing) =>
    existing.qty > 1 ? line(existing, existing.sku, existing.qty - 1) : { lines: [...lines], change: 'atOne' },
  );
}

/**
 * A quantity typed into the cart's box: kept within 1 and the stock. A rise reads as an add, a fall
 * as a decrement (their toasts); asking past the stock when the line is already there warns.
 */
export function setLineQuantity(lines: readonly CartLine[], key: string, qty: number): CartResult {
  return withLine(lines, key, (existing) => {
    const stock = lineStock(existing);
    const target = clampQuantity(qty, stock);
    if (target === existing.qty) return { lines: [...lines], change: qty > stock ? 'atStock' : 'unchanged' };
    return line(existing, existing.sku, target);
  });
}

export function removeLine(lines: readonly CartLine[], key: string): CartResult {
  const next = lines.filter((candidate) => cartLineKey(candidate) !== key);
  return { lines: next, change: next.length === lines.length ? 'absent' : 'removed' };
}

/**
 * Gives a line saved without a size the variant the shopper chose (at checkout), from the newest
 * copy of its product. Where the cart already holds that variant, the two lines become one.
 */
export function chooseLineVariant(lines: readonly CartLine[], key: string, product: Product, sku: string): CartResult {
  const variant = findVariant(product, sku);
  const index = lines.findIndex((candidate) => cartLineKey(candidate) === key);
  const existing = lines[index];
  if (!existing || !variant || existing.id !== product.id) return { lines: [...lines], change: 'absent' };
  const target = cartLineKey({ id: product.id, sku });
  const twin = lines.find((candidate) => cartLineKey(candidate) === target && candidate !== existing);
  const qty = clampQuantity(existing.qty + (twin?.qty ?? 0), variant.stock);
  const next = lines.filter((candidate) => candidate !== twin).map((candidate) => (candidate === existing ? line(product, sku, qty) : candidate));
  return { lines: next, change: 'chosen' };
}

/**
 * The lines brought up to the newest copies of their products (price, stock, sizes), as another
 * shopper's orders or the shop may have changed them since they were added. A quantity above its
 * size's stock is cut to it; a size sold out keeps its quantity, which the cart shows as
 * 'out of Stock' and the order refuses. A line whose product or size is gone stays as it is.
 */
export function refreshLines(lines: readonly CartLine[], products: readonly Product[]): CartResult {
  const newest = new Map(products.map((product) => [product.id, product]));
  let change: CartChange = 'unchanged';
  const next = lines.map((existing) => {
    const product = newest.get(existing.id);
    if (!product || (existing.sku !== null && !findVariant(product, existing.sku))) return existing;
    const stock = lineStock({ ...product, sku: existing.sku });
    const fresh = line(product, existing.sku, clampQuantity(existing.qty, stock));
    // Said once, when the stock that falls short is news to the line.
    if (existing.qty > stock && stock !== lineStock(existing)) change = 'cut';
    else if (change === 'unchanged' && JSON.stringify(fresh) !== JSON.stringify(existing)) change = 'refreshed';
    return fresh;
  });
  return { lines: change === 'unchanged' ? [...lines] : next, change };
}

/** The cart's lines, each with qty and sum. */
export const cartAtom = atom((get) => get(cartLinesAtom));
export const cartTotalAtom = atom((get) => cartTotal(get(cartLinesAtom)));
/** Number of pieces in the cart (the header badge). */
export const cartCountAtom = atom((get) => get(cartLinesAtom).reduce((count, cartLine) => count + cartLine.qty, 0));

/** The spec's toasts; a no-op (at 1, not in the cart) says nothing. */
function report(get: Parameters<typeof notify>[0], change: CartChange): void {
  if (change === 'added' || change === 'incremented') notify(get, 'success', keys.cartAdded);
  else if (change === 'atStock' || change === 'cut') notify(get, 'warning', keys.outOfStockCart);
  else if (change === 'decremented') notify(get, 'warning', keys.cartDecremented);
  else if (change === 'removed') notify(get, 'error', keys.cartRemoved);
}

const unchangedCart = new Set<CartChange>(['atStock', 'atOne', 'absent', 'unchanged', 'choose']);

function cartAction<Args extends unknown[]>(apply: (lines: readonly CartLine[], ...args: Args) => CartResult) {
  return atom(null, (get, set, ...args: Args): CartChange => {
    const result = apply(get(cartLinesAtom), ...args);
    if (!unchangedCart.has(result.change)) set(cartLinesAtom, result.lines);
    report(get, result.change);
    return result.change;
  });
}

/**
 * `set(addToCartAtom, product, qty?, sku?)`: toast 'Item Added to Cart'. Returns 'choose' (and adds
 * nothing) for a product sold in several sizes or colours when no SKU is given.
 */
export const addToCartAtom = cartAction((lines, product: Product, qty?: number, sku?: string | null) => addToCart(lines, product, qty, sku));
/** `set(incrementCartLineAtom, lineKey)`: the cart's plus; toast 'Item Added to Cart'. */
export const incrementCartLineAtom = cartAction(incrementLine);
/** `set(decrementCartLineAtom, lineKey)`: warning toast 'Item Decrement Qty to Cart'. */
export const decrementCartLineAtom = cartAction(decrementLine);
/** `set(setCartLineQuantityAtom, lineKey, qty)`: a typed quantity; the toast of a rise or a fall. */
export const setCartLineQuantityAtom = cartAction(setLineQuantity);
/** `set(removeFromCartAtom, lineKey)`: error toast 'Item Removed from Cart'. */
export const removeFromCartAtom = cartAction(removeLine);
/** `set(chooseCartLineVariantAtom, lineKey, product, sku)`: a size chosen at checkout for an older line. */
export const chooseCartLineVariantAtom = cartAction(chooseLineVariant);
/** `set(refreshCartAtom, products)`: the lines from their products' newest copies; 'out of Stock' when one is cut. */
export const refreshCartAtom = cartAction(refreshLines);
/** Empties the cart silently (after an order is placed). */
export const clearCartAtom = atom(null, (_get, set) => set(cartLinesAtom, []));
