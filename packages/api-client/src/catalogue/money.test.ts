import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartTotal,
  cartTotalCents,
  fromCents,
  isOnSale,
  lineSum,
  lineSumCents,
  payableCents,
  payablePrice,
  productPayableCents,
  toCents,
  totalCents,
} from './money';

/** A price as the API sends it: a whole number of cents written in dollars. */
const price = fc.integer({ min: 0, max: 100_000_000 }).map(fromCents);
const discount = fc.integer({ min: 0, max: 100 });
const qty = fc.integer({ min: 1, max: 1000 });

describe('toCents and fromCents', () => {
  it('turn dollars into whole cents and back', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(1999)).toBe(19.99);
  });

  it('give back the same cents for any amount the API writes in dollars', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (cents) => toCents(fromCents(cents)) === cents));
  });
});

describe('payableCents', () => {
  it('is price x discount / 100, the discount being the payable percentage', () => {
    expect(payableCents(50_000, 50)).toBe(25_000);
    expect(payableCents(50_000, 10)).toBe(5_000);
    expect(payableCents(12_000, 1)).toBe(120);
  });

  it('rounds half a cent up', () => {
    expect(payableCents(150, 1)).toBe(2);
    expect(payableCents(1_999, 33)).toBe(660);
    expect(payableCents(10_050, 1)).toBe(101);
  });

  it('rounds where dollars in floating point would round the other way', () => {
    // 4.27 x 50 / 100 is 2.135, which binary floating point holds as 2.13499...
    expect(productPayableCents({ price: 4.27, discount: 50 })).toBe(214);
    expect(productPayableCents({ price: 1000.15, discount: 50 })).toBe(50_008);
  });

  it('is a whole number of cents between nothing and the full price, for any price and discount', () => {
    fc.assert(
      fc.property(price, discount, (amount, percent) => {
        const cents = productPayableCents({ price: amount, discount: percent });
        return Number.isInteger(cents) && cents >= 0 && cents <= toCents(amount);
      }),
    );
  });
});

describe('line sums and totals', () => {
  it('sums a line as the unit price times the quantity', () => {
    expect(lineSumCents(25_000, 3)).toBe(75_000);
    expect(lineSum({ price: 0.1, discount: 100 }, 3)).toBe(0.3);
  });

  it('totals the cart from the lines, not from a stored sum', () => {
    const lines = [
      { price: 500, discount: 50, qty: 2, sum: 999 },
      { price: 19.99, discount: 100, qty: 3, sum: 0 },
    ];
    expect(cartTotalCents(lines)).toBe(55_997);
    expect(cartTotal(lines)).toBe(559.97);
    expect(cartTotalCents([])).toBe(0);
    expect(totalCents([])).toBe(0);
  });

  it('shows in dollars exactly the cents it computes, for any cart', () => {
    const line = fc.record({ price, discount, qty });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        expect(toCents(cartTotal(lines))).toBe(cartTotalCents(lines));
        expect(cartTotalCents(lines)).toBe(totalCents(lines.map((entry) => lineSumCents(productPayableCents(entry), entry.qty))));
        for (const entry of lines) {
          expect(toCents(payablePrice(entry))).toBe(productPayableCents(entry));
          expect(toCents(lineSum(entry, entry.qty))).toBe(lineSumCents(productPayableCents(entry), entry.qty));
        }
      }),
    );
  });
});

describe('isOnSale', () => {
  it('is on sale when the data says so or the payable price is below the list price', () => {
    expect(isOnSale({ sale: false, price: 500, discount: 90 })).toBe(true);
    expect(isOnSale({ sale: true, price: 500, discount: 100 })).toBe(true);
    expect(isOnSale({ sale: false, price: 500, discount: 100 })).toBe(false);
  });

  it('is not on sale when the discount takes off less than half a cent', () => {
    expect(isOnSale({ sale: false, price: 0.2, discount: 99 })).toBe(false);
  });
});
