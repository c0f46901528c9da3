import * as z from 'zod/mini';
import { paymentMethods } from '../choices';
import { declineCodes } from '../payments';
import { checkoutFormSchema } from './forms';
import { orderLineInputSchema } from './order';

// Each exported schema is built the first time it parses (z.lazy): building all of them when
// the module loads was the largest part of the store's start-up work (ADR 0064).

/**
 * A payment the checkout asks the server to create: the cart's lines and the billing details.
 * The server prices the lines itself; no amount is sent.
 */
export const paymentRequestSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    /** Repeating a request with the same key returns the first payment instead of a second one. */
    idempotency_key: z.string().check(z.trim(), z.minLength(8), z.maxLength(100)),
    method: z.enum(paymentMethods),
    lines: z.array(orderLineInputSchema).check(z.minLength(1), z.maxLength(100)),
    billing: checkoutFormSchema,
  }),
);
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const paymentStatuses = ['requires_confirmation', 'processing', 'declined', 'paid', 'refunded', 'failed'] as const;

/** A payment as the server answers it. */
export const paymentSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.string(),
    method: z.enum(paymentMethods),
    /** The server's total in the currency's smallest unit (cents). */
    amount_minor: z.int().check(z.nonnegative()),
    currency: z.string(),
    status: z.enum(paymentStatuses),
    /** The PayPal order the buttons approve; null for a card payment. */
    paypal_order_id: z.nullable(z.string()),
  }),
);
export type Payment = z.infer<typeof paymentSchema>;

/** A card as the shopper typed it; only the server's test processor (or Stripe in test mode) reads it. */
export const cardInputSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    number: z.string().check(z.trim(), z.minLength(12), z.maxLength(23)),
    expiry: z.string().check(z.trim(), z.regex(/^\d{2}\s*\/\s*\d{2}$/)),
    cvc: z.string().check(z.trim(), z.regex(/^\d{3,4}$/)),
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  }),
);
export type CardInput = z.infer<typeof cardInputSchema>;

/**
 * Confirms a payment: the lines again (the payment must be for this cart) and, for a card, the card.
 * A PayPal payment is confirmed after the shopper approved it in PayPal's window.
 */
export const paymentConfirmSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    lines: z.array(orderLineInputSchema).check(z.minLength(1), z.maxLength(100)),
    card: z.optional(cardInputSchema),
  }),
);
export type PaymentConfirm = z.infer<typeof paymentConfirmSchema>;

/** The server's answer to a declined card (402): why, as a code the checkout words. */
export const declinedBodySchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    error: z.string(),
    decline_code: z.enum(declineCodes),
  }),
);

/** What a checkout needs to know of the shop's payment set-up. */
export const paymentConfigSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    /** `test`: the offline test processor; `stripe`: Stripe in test mode. */
    card: z.enum(['test', 'stripe']),
    /** PayPal's client id for the buttons; null when PayPal is not set up. */
    paypal_client_id: z.nullable(z.string()),
    currency: z.string(),
  }),
);
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;
