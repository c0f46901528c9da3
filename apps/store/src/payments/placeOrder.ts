import type { ApiClient, CartLine, CheckoutForm, Order, PaymentResult } from '@storefront/api-client';

/**
 * What /order-success needs in its navigation state (the spec: payment result, items, total,
 * currency), with the address the shopper typed, shown instead of the spec's sample address.
 */
export interface OrderSuccessState {
  payment: PaymentResult;
  order: Order;
  currency: string;
  billing: CheckoutForm;
}

export function isOrderSuccessState(value: unknown): value is OrderSuccessState {
  const state = value as Partial<OrderSuccessState> | null;
  return Boolean(
    state?.payment?.reference && state.order && Array.isArray(state.order.lines) && typeof state.currency === 'string' && state.billing?.address,
  );
}

/**
 * Posts the paid order. Only product ids, the variants' SKUs and quantities go to the server, which
 * prices them from its own catalogue and checks each variant's stock; the same idempotency key
 * never makes a second order. Every line has its variant by then: the checkout waits for a size on
 * lines saved without one.
 */
export function submitOrder(
  client: ApiClient,
  input: { idempotencyKey: string; lines: readonly CartLine[]; billing: CheckoutForm; payment: PaymentResult },
): Promise<Order> {
  return client.placeOrder({
    idempotency_key: input.idempotencyKey,
    lines: input.lines.map((line) => {
      if (line.sku === null) throw new Error(`The cart line of product ${line.id} has no size yet.`);
      return { product_id: line.id, sku: line.sku, qty: line.qty };
    }),
    billing: input.billing,
    payment: input.payment,
  });
}

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
