import * as z from 'zod/mini';
import { paymentMethods } from '../choices';
import { checkoutFormSchema } from './forms';

// Each exported schema is built the first time it parses (z.lazy): building all of them when
// the module loads was the largest part of the store's start-up work (ADR 0064).

/**
 * An order as the checkout posts it. Only product ids, the variants' SKUs and quantities are sent:
 * the server recomputes every price from its own catalogue.
 */
export const orderLineInputSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    product_id: z.int().check(z.positive()),
    /** The variant (size and colour) bought: one of the product's `variants[].sku`. */
    sku: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    qty: z.int().check(z.positive(), z.lte(1000)),
  }),
);

export const paymentResultSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    provider: z.enum(paymentMethods),
    /** The payment provider's reference for the charge. */
    reference: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    status: z.literal('paid'),
  }),
);
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const orderRequestSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    /** Repeating a request with the same key returns the first order instead of a second one. */
    idempotency_key: z.string().check(z.trim(), z.minLength(8), z.maxLength(100)),
    lines: z.array(orderLineInputSchema).check(z.minLength(1), z.maxLength(100)),
    billing: checkoutFormSchema,
    payment: paymentResultSchema,
  }),
);
export type OrderRequest = z.infer<typeof orderRequestSchema>;

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

export const orderSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.int().check(z.positive()),
    lines: z.array(orderLineSchema),
    total: z.number().check(z.nonnegative()),
    currency: z.string(),
    created_at: z.string(),
  }),
);
export type Order = z.infer<typeof orderSchema>;

/** The server's answer to bad input: `{ error, fields: { name: message } }`. */
export const errorBodySchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    error: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
);
export type ErrorBody = z.infer<typeof errorBodySchema>;
