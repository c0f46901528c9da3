import { cookieAssignment, readCookie, writeCookie } from './cookies';

/** The header's counts: items in the cart, products in the wishlist and in the compare list. */
export interface HeaderCounts {
  cart: number;
  wishlist: number;
  compare: number;
}

export const NO_COUNTS: HeaderCounts = { cart: 0, wishlist: 0, compare: 0 };

/**
 * The cart and the lists are saved in the browser; this cookie repeats their counts for the
 * server, so the header it draws shows them from the first byte instead of zeros that change once
 * the page is the browser's. The browser writes it whenever they change.
 */
const COOKIE = 'storefront-counts';
const NAMES = ['cart', 'wishlist', 'compare'] as const;

/** The counts a `Cookie` header names; each missing or malformed one is 0. */
export function countsFromCookie(header: string | null | undefined): HeaderCounts {
  const values = new URLSearchParams(readCookie(header, COOKIE) ?? '');
  const count = (name: keyof HeaderCounts) => {
    const value = values.get(name) ?? '';
    // A count is a few digits: anything else is not one the store wrote.
    return /^\d{1,6}$/.test(value) ? Number(value) : 0;
  };
  return { cart: count('cart'), wishlist: count('wishlist'), compare: count('compare') };
}

/** The `document.cookie` assignment that saves `counts` for the server. */
export function countsCookie(counts: HeaderCounts): string {
  return cookieAssignment(COOKIE, new URLSearchParams(NAMES.map((name) => [name, String(counts[name])])).toString());
}

/** Saves `counts` for the server's next page, in the browser. */
export function saveCountsForServer(counts: HeaderCounts): void {
  writeCookie(countsCookie(counts));
}
