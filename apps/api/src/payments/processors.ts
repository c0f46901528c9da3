import { randomBytes } from 'node:crypto';
import { type CardInput, type DeclineCode, findTestCard } from '@storefront/api-client';

/** What charging a card came to. */
export type ChargeOutcome = { status: 'succeeded' } | { status: 'declined'; code: DeclineCode };

/**
 * A card payment provider: the offline test processor by default, Stripe when STRIPE_SECRET_KEY
 * is set. Every call is the server's; the browser never tells the shop a card was charged.
 */
export interface CardProcessor {
  readonly name: 'test' | 'stripe';
  /** Opens a payment of this amount with the provider; answers the provider's reference. */
  create(input: { paymentId: string; amountCents: number; currency: string }): Promise<{ reference: string }>;
  /** Charges the card for the payment opened as `reference`, for exactly this amount. */
  charge(input: { reference: string; card: CardInput; amountCents: number; currency: string }): Promise<ChargeOutcome>;
  /** Gives the whole charge back (goods sold out before the order could be placed). */
  refund(reference: string): Promise<void>;
}

export const randomReference = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/**
 * The offline card processor: it runs on the server and treats the documented test cards the way
 * a provider's test mode does (approved, declined, insufficient funds); any other number is
 * declined. It holds no state: a payment's status lives in the payments table.
 */
export const testCardProcessor: CardProcessor = {
  name: 'test',
  async create() {
    return { reference: randomReference('test_pi') };
  },
  async charge({ card }) {
    const known = findTestCard(card.number);
    if (!known) return { status: 'declined', code: 'not_test_card' };
    return known.outcome === 'approved' ? { status: 'succeeded' } : { status: 'declined', code: known.outcome };
  },
  async refund() {
    // Nothing was taken from anyone: the test processor only records the refund in the payments table.
  },
};
