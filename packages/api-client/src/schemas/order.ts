import * as z from 'zod/mini';
import { paymentMethods } from '../choices';

// Each exported schema is built the first time it parses (z.lazy): building all of them when
// the module loads was the largest part of the store's start-up work (ADR 0064).

/**
 * A cart line as the checkout sends it (to create and confirm a payment). Only the product id, the
 * variant's SKU and the quantity: the server prices every line from its own catalogue.
 */
export const orderLineInputSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    product_id: z.int().check(z.positive()),
    /** The variant (size and colour) bought: one of the product's `variants[].sku`. */
    sku: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    qty: z.int().check(z.positive(), z.lte(1000)),
  }),
);

export const orderLineSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    product_id: z.int().check(z.positive()),
    /** The variant bought; null on lines of orders placed before variants were kept. */
    sku: z.nullable(z.string()),
    size: z.nullable(z.string()),
    color: z.nullable(z.string()),
    /** The variant's first picture (root-relative), or '' when it has none. */
    image: z.string(),
    name: z.string(),
    qty: z.int().check(z.positive()),
    unit_price: z.number().check(z.nonnegative()),
    sum: z.number().check(z.nonnegative()),
  }),
);
export type OrderLine = z.infer<typeof orderLineSchema>;

/** An order: placed by the server from a payment it confirmed, never from the browser's word. */
export const orderSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.int().check(z.positive()),
    lines: z.array(orderLineSchema),
    total: z.number().check(z.nonnegative()),
    currency: z.string(),
    created_at: z.string(),
    payment: z.object({
      method: z.enum(paymentMethods),
      /** The payment provider's reference for the charge (a PaymentIntent, a PayPal capture). */
      reference: z.string(),
    }),
  }),
);
export type Order = z.infer<typeof orderSchema>;

/**
 * The server's answer to bad input: `{ error, fields: { name: message } }`; a declined card (402)
 * says why in `decline_code`.
 */
export const errorBodySchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    error: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
    decline_code: z.optional(z.string()),
  }),
);
export type ErrorBody = z.infer<typeof errorBodySchema>;
