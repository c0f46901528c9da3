/**
 * The card numbers the offline test processor accepts, as a card provider's test mode documents
 * them: the server charges them (apps/api's test card processor), the checkout lists them.
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

/** Why a card was turned down; the checkout words each in the shopper's language. */
export const declineCodes = ['declined', 'insufficient_funds', 'not_test_card'] as const;
export type DeclineCode = (typeof declineCodes)[number];

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The test card with this number (spaces and dashes ignored), if it is one. */
export function findTestCard(number: string): TestCard | undefined {
  const digits = digitsOf(number);
  return testCards.find((card) => digitsOf(card.number) === digits);
}

/** The currency every price and payment is in. */
export const SHOP_CURRENCY = 'USD';

/** Estimated delivery: the order time plus 5 days, as the spec has it. */
export const DELIVERY_DAYS = 5;
export function estimatedDelivery(orderedAt: number | Date | string): Date {
  const date = new Date(orderedAt);
  date.setDate(date.getDate() + DELIVERY_DAYS);
  return date;
}
