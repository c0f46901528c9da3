import { cartTotal, lineSum, type CartLine, type Product } from '@storefront/api-client';
import { atom } from 'jotai';
import { shopperMessageKeys as keys } from './messages';
import { cartLinesAtom } from './shopperState';
import { notify } from './toasts';

/** What a cart action did; the write atoms return it so a caller can react (e.g. 'Buy now'). */
export type CartChange = 'added' | 'incremented' | 'atStock' | 'decremented' | 'atOne' | 'removed' | 'absent' | 'unchanged';

export interface CartResult {
  lines: CartLine[];
  change: CartChange;
}

const line = (product: Product, qty: number): CartLine => ({ ...product, qty, sum: lineSum(product, qty) });

/** A whole quantity of at least 1 and, where the product has stock, at most the stock. */
export function clampQuantity(qty: number, stock: number): number {
  const whole = Number.isFinite(qty) ? Math.max(1, Math.floor(qty)) : 1;
  return stock >= 1 ? Math.min(whole, stock) : whole;
}

/** Whether the cart's plus button works; when it does not, the row shows 'out of Stock'. */
export function canIncrement(cartLine: Pick<CartLine, 'qty' | 'stock'>): boolean {
  return cartLine.qty < cartLine.stock;
}

/**
 * Cart add (section 4): a product already in the cart goes up by 1, a new one is appended with
 * the given quantity. Neither passes the stock: at the stock the cart is left as it is.
 */
export function addToCart(lines: readonly CartLine[], product: Product, qty = 1): CartResult {
  const index = lines.findIndex((candidate) => candidate.id === product.id);
  const existing = lines[index];
  if (!existing) return { lines: [...lines, line(product, clampQuantity(qty, product.stock))], change: 'added' };
  // The product passed in is the newest copy (price, stock), so the line takes it.
  if (existing.qty >= product.stock) return { lines: [...lines], change: 'atStock' };
  const next = [...lines];
  next[index] = line(product, existing.qty + 1);
  return { lines: next, change: 'incremented' };
}

/** The cart's plus button: one more, only while below the stock. */
export function incrementLine(lines: readonly CartLine[], productId: number): CartResult {
  const index = lines.findIndex((candidate) => candidate.id === productId);
  const existing = lines[index];
  if (!existing) return { lines: [...lines], change: 'absent' };
  if (!canIncrement(existing)) return { lines: [...lines], change: 'atStock' };
  const next = [...lines];
  next[index] = line(existing, existing.qty + 1);
  return { lines: next, change: 'incremented' };
}

/** The cart's minus button: one less, only while above 1. */
export function decrementLine(lines: readonly CartLine[], productId: number): CartResult {
  const index = lines.findIndex((candidate) => candidate.id === productId);
  const existing = lines[index];
  if (!existing) return { lines: [...lines], change: 'absent' };
  if (existing.qty <= 1) return { lines: [...lines], change: 'atOne' };
  const next = [...lines];
  next[index] = line(existing, existing.qty - 1);
  return { lines: next, change: 'decremented' };
}

/**
 * A quantity typed into the cart's box: kept within 1 and the stock. A rise reads as an add, a fall
 * as a decrement (their toasts); asking past the stock when the line is already there warns.
 */
export function setLineQuantity(lines: readonly CartLine[], productId: number, qty: number): CartResult {
  const index = lines.findIndex((candidate) => candidate.id === productId);
  const existing = lines[index];
  if (!existing) return { lines: [...lines], change: 'absent' };
  const target = clampQuantity(qty, existing.stock);
  if (target === existing.qty) return { lines: [...lines], change: qty > existing.stock ? 'atStock' : 'unchanged' };
  const next = [...lines];
  next[index] = line(existing, target);
  return { lines: next, change: target > existing.qty ? 'incremented' : 'decremented' };
}

export function removeLine(lines: readonly CartLine[], productId: number): CartResult {
  const next = lines.filter((candidate) => candidate.id !== productId);
  return { lines: next, change: next.length === lines.length ? 'absent' : 'removed' };
}

/** The cart's lines, each with qty and sum. */
export const cartAtom = atom((get) => get(cartLinesAtom));
export const cartTotalAtom = atom((get) => cartTotal(get(cartLinesAtom)));
/** Number of pieces in the cart (the header badge). */
export const cartCountAtom = atom((get) => get(cartLinesAtom).reduce((count, cartLine) => count + cartLine.qty, 0));

/** Toasts of section 4; a no-op (at 1, not in the cart) says nothing. */
function report(get: Parameters<typeof notify>[0], change: CartChange): void {
  if (change === 'added' || change === 'incremented') notify(get, 'success', keys.cartAdded);
  else if (change === 'atStock') notify(get, 'warning', keys.outOfStockCart);
  else if (change === 'decremented') notify(get, 'warning', keys.cartDecremented);
  else if (change === 'removed') notify(get, 'error', keys.cartRemoved);
}

const unchangedCart = new Set<CartChange>(['atStock', 'atOne', 'absent', 'unchanged']);

function cartAction<Args extends unknown[]>(apply: (lines: readonly CartLine[], ...args: Args) => CartResult) {
  return atom(null, (get, set, ...args: Args): CartChange => {
    const result = apply(get(cartLinesAtom), ...args);
    if (!unchangedCart.has(result.change)) set(cartLinesAtom, result.lines);
    report(get, result.change);
    return result.change;
  });
}

/** `set(addToCartAtom, product, qty?)`: toast 'Item Added to Cart'. */
export const addToCartAtom = cartAction((lines, product: Product, qty?: number) => addToCart(lines, product, qty));
/** `set(incrementCartLineAtom, productId)`: the cart's plus; toast 'Item Added to Cart'. */
export const incrementCartLineAtom = cartAction(incrementLine);
/** `set(decrementCartLineAtom, productId)`: warning toast 'Item Decrement Qty to Cart'. */
export const decrementCartLineAtom = cartAction(decrementLine);
/** `set(setCartLineQuantityAtom, productId, qty)`: a typed quantity; the toast of a rise or a fall. */
export const setCartLineQuantityAtom = cartAction(setLineQuantity);
/** `set(removeFromCartAtom, productId)`: error toast 'Item Removed from Cart'. */
export const removeFromCartAtom = cartAction(removeLine);
/** Empties the cart silently (after an order is placed). */
export const clearCartAtom = atom(null, (_get, set) => set(cartLinesAtom, []));
