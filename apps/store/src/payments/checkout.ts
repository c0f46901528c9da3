import type { ApiClient, CartLine, CheckoutForm, Order, PaymentMethod } from '@storefront/api-client';

/**
 * What /order-success needs in its navigation state (the spec: payment result, items, total,
 * currency): the order the server placed, with its payment, and the address the shopper typed,
 * shown instead of the spec's sample address.
 */
export interface OrderSuccessState {
  order: Order;
  currency: string;
  billing: CheckoutForm;
}

export function isOrderSuccessState(value: unknown): value is OrderSuccessState {
  const state = value as Partial<OrderSuccessState> | null;
  return Boolean(
    state?.order?.payment?.reference && Array.isArray(state.order.lines) && typeof state.currency === 'string' && state.billing?.address,
  );
}

/**
 * The cart as the server takes it: each line's product, variant SKU and quantity, never a price.
 * Every line has its variant by then: the checkout waits for a size on lines saved without one.
 */
export function lineInputs(lines: readonly CartLine[]) {
  return lines.map((line) => {
    if (line.sku === null) throw new Error(`The cart line of product ${line.id} has no size yet.`);
    return { product_id: line.id, sku: line.sku, qty: line.qty };
  });
}

/**
 * What a payment is for, as a comparable text: each line's product, size and quantity, as
 * `lineInputs` sends them (a line saved without a size, which lineInputs refuses, included).
 */
export const cartKey = (lines: readonly CartLine[]) => JSON.stringify(lines.map((line) => [line.id, line.sku, line.qty]));

/** Asks the server for a payment of the cart, which it prices itself. */
export function createPayment(
  client: ApiClient,
  input: { idempotencyKey: string; method: PaymentMethod; lines: readonly CartLine[]; billing: CheckoutForm },
) {
  return client.createPayment({ idempotency_key: input.idempotencyKey, method: input.method, lines: lineInputs(input.lines), billing: input.billing });
}

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
