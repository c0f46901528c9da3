import { type DeclineCode, digitsOf } from '@storefront/api-client';
import { type StoreMessageId, translate } from '../i18n/messages';

/**
 * The card form's own checks, so the shopper hears of a mistyped card before anything is sent.
 * The server charges the card (its test processor accepts the test cards the checkout lists, or
 * Stripe in test mode) and says why it declined one.
 */

export interface CardDetails {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  name: string;
}

/** Each invalid field's message, as a store message id: the form shows it in the shopper's language. */
export type CardFieldErrors = Partial<Record<keyof CardDetails, StoreMessageId>>;

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

/** A card the server turned down; `messageId` says why, in the shopper's language. */
export class PaymentDeclinedError extends Error {
  override readonly name = 'PaymentDeclinedError';
  constructor(readonly messageId: StoreMessageId) {
    super(translate('en', messageId));
  }
}

const declineMessages: Record<DeclineCode, StoreMessageId> = {
  declined: 'card.declined.declined',
  insufficient_funds: 'card.declined.insufficient_funds',
  not_test_card: 'card.declined.notTestCard',
};

/** The message for the server's decline code (an unknown code reads as a plain decline). */
export function declineMessage(code: string | undefined): StoreMessageId {
  return declineMessages[code as DeclineCode] ?? 'card.declined.declined';
}
