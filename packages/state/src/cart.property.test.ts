import { cartLineKey, lineStock, lineSum, toCents } from '@storefront/api-client';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCartAtom, cartAtom, cartTotalAtom, decrementCartLineAtom, incrementCartLineAtom, removeFromCartAtom } from './cart';
import { SAVED_KEYS, savedStorage, savedStrings, withChecks } from './persistence';
import { checkCart } from './shopperState';
import { MemoryStorage, product, storeWithToasts } from './test/helpers';

// The checks of a saved cart load on first need: loaded first here, a read back is checked at once.
beforeAll(() => withChecks(() => undefined, undefined));

/** A few products with arbitrary stock and prices; operations pick among them by index. */
const catalogue = fc.array(
  fc.record({
    stock: fc.integer({ min: 1, max: 20 }),
    price: fc.integer({ min: 0, max: 200_000 }).map((cents) => cents / 100),
    discount: fc.constantFrom(1, 10, 33, 50, 100),
  }),
  { minLength: 1, maxLength: 6 },
);

const operation = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), index: fc.nat(), variant: fc.nat(), qty: fc.integer({ min: -3, max: 30 }) }),
  fc.record({ kind: fc.constant('increment' as const), index: fc.nat(), variant: fc.nat() }),
  fc.record({ kind: fc.constant('decrement' as const), index: fc.nat(), variant: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), index: fc.nat(), variant: fc.nat() }),
);

describe('cart properties (fast-check)', () => {
  it('for any sequence of add, plus, minus and remove of any size: qty >= 1, plus never passes the stock of its size, sums and total add up, save/restore gives the same state', () => {
    fc.assert(
      fc.property(catalogue, fc.array(operation, { maxLength: 60 }), (specs, operations) => {
        // Each product in sizes M, L and XL, its stock shared out over them (some sizes may hold none).
        const products = specs.map((spec, index) => product(index + 1, { ...spec, size: ['M', 'L', 'XL'] }));
        const { store } = storeWithToasts();
        for (const op of operations) {
          const target = products[op.index % products.length];
          if (!target) continue;
          const variant = target.variants[op.variant % target.variants.length];
          const key = cartLineKey({ id: target.id, sku: variant?.sku ?? null });
          const before = store.get(cartAtom).find((line) => cartLineKey(line) === key)?.qty;
          if (op.kind === 'add') store.set(addToCartAtom, target, op.qty, variant?.sku);
          if (op.kind === 'increment') store.set(incrementCartLineAtom, key);
          if (op.kind === 'decrement') store.set(decrementCartLineAtom, key);
          if (op.kind === 'remove') store.set(removeFromCartAtom, key);
          const lines = store.get(cartAtom);
          const after = lines.find((line) => cartLineKey(line) === key)?.qty;
          if (op.kind === 'increment' && before !== undefined && after !== undefined && after > before) {
            expect(after).toBeLessThanOrEqual(variant?.stock ?? 0);
          }
          if (op.kind === 'remove') expect(after).toBeUndefined();
          for (const line of lines) {
            expect(Number.isInteger(line.qty)).toBe(true);
            expect(line.qty).toBeGreaterThanOrEqual(1);
            expect(line.qty).toBeLessThanOrEqual(Math.max(1, lineStock(line)));
            expect(line.sum).toBe(lineSum(line, line.qty));
          }
          expect(new Set(lines.map(cartLineKey)).size).toBe(lines.length);
          expect(toCents(store.get(cartTotalAtom))).toBe(lines.reduce((cents, line) => cents + toCents(line.sum), 0));
        }
        const memory = new MemoryStorage();
        const storage = savedStorage(checkCart, savedStrings({ getStorage: () => memory, events: new EventTarget() }));
        const lines = store.get(cartAtom);
        storage.setItem(SAVED_KEYS.cart, lines);
        expect(storage.getItem(SAVED_KEYS.cart, [])).toEqual(lines);
      }),
      { numRuns: 300 },
    );
  });
});
