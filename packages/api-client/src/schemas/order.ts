import { z } from 'zod';
import { checkoutFormSchema, paymentMethods } from './forms';

/**
 * An order as the checkout posts it. Only product ids and quantities are sent: the server
 * recomputes every price from its own catalogue.
 */
export const orderLineInputSchema = z.object({
  product_id: z.number().int().positive(),
  qty: z.number().int().positive().max(1000),
});

export const paymentResultSchema = z.object({
  provider: z.enum(paymentMethods),
  /** The payment provider's reference for the charge. */
  reference: z.string().trim().min(1).max(200),
  status: z.literal('paid'),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const orderRequestSchema = z.object({
  /** Repeating a request with the same key returns the first order instead of a second one. */
  idempotency_key: z.string().trim().min(8).max(100),
  lines: z.array(orderLineInputSchema).min(1).max(100),
  billing: checkoutFormSchema,
  payment: paymentResultSchema,
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

export const orderLineSchema = z.object({
  product_id: z.number().int().positive(),
  name: z.string(),
  qty: z.number().int().positive(),
  unit_price: z.number().nonnegative(),
  sum: z.number().nonnegative(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  id: z.number().int().positive(),
  lines: z.array(orderLineSchema),
  total: z.number().nonnegative(),
  currency: z.string(),
  created_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** The server's answer to bad input: `{ error, fields: { name: message } }`. */
export const errorBodySchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
