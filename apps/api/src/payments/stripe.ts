import { type DeclineCode, digitsOf } from '@storefront/api-client';
import Stripe from 'stripe';
import type { CardProcessor } from './processors';

/**
 * Stripe's own test PaymentMethods for the documented test card numbers. The shop takes card
 * numbers only in test mode: a live shop would collect them with Stripe Elements in the browser,
 * which this store does not include.
 */
const testPaymentMethods: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '5555555555554444': 'pm_card_mastercard',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
};

export interface StripeSettings {
  secretKey: string;
  /** Another address for Stripe's API (a local stand-in in tests); Stripe's own by default. */
  apiBase?: string | undefined;
}

/** A card processor on Stripe PaymentIntents (the official `stripe` package). */
export function stripeProcessor(settings: StripeSettings): CardProcessor {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
  return {
    name: 'stripe',
    async create({ paymentId, amountCents, currency }) {
      const intent = await stripe.paymentIntents.create(
        { amount: amountCents, currency: currency.toLowerCase(), allowed_payment_method_types: ['card'], metadata: { payment_id: paymentId } },
        { idempotencyKey: `create-${paymentId}` },
      );
      return { reference: intent.id };
    },
    async charge({ reference, card, amountCents, currency }) {
      const paymentMethod = testPaymentMethods[digitsOf(card.number)];
      if (!paymentMethod) return { status: 'declined', code: 'not_test_card' };
      try {
        const intent = await stripe.paymentIntents.confirm(reference, { payment_method: paymentMethod }, { idempotencyKey: `confirm-${reference}-${paymentMethod}` });
        const paid = intent.status === 'succeeded' && intent.amount_received === amountCents && intent.currency === currency.toLowerCase();
        return paid ? { status: 'succeeded' } : { status: 'declined', code: 'declined' };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const code: DeclineCode = error.decline_code === 'insufficient_funds' ? 'insufficient_funds' : 'declined';
          return { status: 'declined', code };
        }
        throw error;
      }
    },
    async refund(reference) {
      await stripe.refunds.create({ payment_intent: reference }, { idempotencyKey: `refund-${reference}` });
    },
  };
}
