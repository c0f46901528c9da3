import { describe, expect, it } from 'vitest';
import { countsCookie, countsFromCookie, NO_COUNTS } from './countsCookie';

/** What the browser sends back: the name=value part of the cookie the store set. */
const sent = (counts: Parameters<typeof countsCookie>[0]) => countsCookie(counts).split(';')[0];

describe('the header counts cookie', () => {
  it('brings the cart and list counts back to the server', () => {
    const counts = { cart: 12, wishlist: 3, compare: 0 };
    expect(countsFromCookie(`storefront-settings=x; ${sent(counts)}; last=2`)).toEqual(counts);
  });

  it('is kept for a year on every path of the store, and not sent by other sites', () => {
    expect(countsCookie(NO_COUNTS)).toMatch(/^storefront-counts=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax$/);
  });

  it('counts 0 for a missing, broken or foreign value, count by count', () => {
    expect(countsFromCookie(null)).toEqual(NO_COUNTS);
    expect(countsFromCookie('storefront-counts=%E0%A4%A')).toEqual(NO_COUNTS);
    expect(countsFromCookie(`storefront-counts=${encodeURIComponent('cart=-1&wishlist=2&compare=1e9')}`)).toEqual({ cart: 0, wishlist: 2, compare: 0 });
    expect(countsFromCookie(`storefront-counts=${encodeURIComponent('cart=99999999999&wishlist=<b>&compare=3')}`)).toEqual({ cart: 0, wishlist: 0, compare: 3 });
  });
});
