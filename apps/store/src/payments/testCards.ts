import type { PaymentResult } from '@storefront/api-client';
import { type StoreMessageId, translate } from '../i18n/messages';

/**
 * The built-in card payment that works offline: a stand-in for the hosted card provider, which
 * cannot be reached from here. It accepts only the test card numbers shown on the checkout page,
 * like a provider's test mode, and declines every other card with a clear message.
 */
export interface TestCard {
  number: string;
  brand: string;
  outcome: 'approved' | 'declined' | 'insufficient_funds';
}

export const testCards: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', brand: 'Visa', outcome: 'approved' },
  { number: '5555 5555 5555 4444', brand: 'Mastercard', outcome: 'approved' },
  { number: '4000 0000 0000 0002', brand: 'Visa', outcome: 'declined' },
  { number: '4000 0000 0000 9995', brand: 'Visa', outcome: 'insufficient_funds' },
];

export interface CardDetails {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  name: string;
}

/** Each invalid field's message, as a store message id: the form shows it in the shopper's language. */
export type CardFieldErrors = Partial<Record<keyof CardDetails, StoreMessageId>>;

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The Luhn checksum every real card number passes. */
export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Field messages for the card form; an empty object means the card can be charged. */
export function validateCard(card: CardDetails, now: Date = new Date()): CardFieldErrors {
  const errors: CardFieldErrors = {};
  if (!card.name.trim()) errors.name = 'card.error.name';
  if (!passesLuhn(card.number)) errors.number = 'card.error.number';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) errors.expiry = 'card.error.expiry';
  else {
    const endOfMonth = new Date(2000 + Number(expiry[2]), month, 1);
    if (endOfMonth <= now) errors.expiry = 'card.error.expired';
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'card.error.cvc';
  return errors;
}

/** The charge in minor units, as card providers take it (the spec: total x 100). */
export function toMinorUnits(total: number): number {
  return Math.round(total * 100);
}

/** A card the test provider turned down; `messageId` says why, in the shopper's language. */
export class PaymentDeclinedError extends Error {
  override readonly name = 'PaymentDeclinedError';
  constructor(readonly messageId: StoreMessageId) {
    super(translate('en', messageId));
  }
}

const declineMessages: Record<Exclude<TestCard['outcome'], 'approved'>, StoreMessageId> = {
  declined: 'card.declined.declined',
  insufficient_funds: 'card.declined.insufficient_funds',
};

/**
 * Charges `amountMinor` to a test card. Resolves with the payment result the order carries, or
 * rejects with PaymentDeclinedError saying why. Cards outside the test list are declined.
 */
export async function chargeTestCard(card: CardDetails, amountMinor: number): Promise<PaymentResult> {
  if (!Number.isInteger(amountMinor) || amountMinor <= 0) throw new PaymentDeclinedError('card.declined.nothingToPay');
  const known = testCards.find((candidate) => digitsOf(candidate.number) === digitsOf(card.number));
  if (!known) {
    throw new PaymentDeclinedError('card.declined.notTestCard');
  }
  if (known.outcome !== 'approved') throw new PaymentDeclinedError(declineMessages[known.outcome]);
  const reference = `test_ch_${amountMinor}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { provider: 'stripe', reference, status: 'paid' };
}
