import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages';
import { testCards } from '@storefront/api-client';
import { declineMessage, passesLuhn, validateCard } from './testCards';

const valid = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Asha Rao' };
const now = new Date('2026-11-22T12:00:00Z');

describe('the card form', () => {
  it('accepts every documented test number as a valid card number', () => {
    for (const card of testCards) expect(passesLuhn(card.number)).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
    expect(passesLuhn('12')).toBe(false);
  });

  it('lists a message for every invalid field and none for a valid card', () => {
    expect(validateCard(valid, now)).toEqual({});
    const errors = validateCard({ number: '1234', expiry: '13/30', cvc: '1', name: ' ' }, now);
    expect(Object.fromEntries(Object.entries(errors).map(([field, id]) => [field, translate('en', id)]))).toEqual({
      name: 'Enter the name on the card.',
      number: 'Enter a valid card number.',
      expiry: 'Enter the expiry date as MM/YY.',
      cvc: 'Enter the 3 or 4 digit security code.',
    });
    // The same messages in French, for a shopper who reads the shop in French.
    expect(translate('fr', errors.number ?? 'card.error.name')).toBe('Saisissez un numéro de carte valide.');
  });

  it('treats a card as valid through the last day of its expiry month', () => {
    expect(validateCard({ ...valid, expiry: '11/26' }, now)).toEqual({});
    expect(validateCard({ ...valid, expiry: '10/26' }, now)).toEqual({ expiry: 'card.error.expired' });
  });

  it("words each of the server's decline reasons in the shopper's language", () => {
    expect(translate('en', declineMessage('declined'))).toBe('Your card was declined. No money was taken; try another card.');
    expect(translate('en', declineMessage('insufficient_funds'))).toMatch(/insufficient funds/);
    expect(translate('en', declineMessage('not_test_card'))).toMatch(/test cards only/);
    expect(translate('fr', declineMessage('not_test_card'))).toMatch(/cartes de test/);
    // A reason the store does not know reads as a plain decline.
    expect(declineMessage('do_not_honor')).toBe('card.declined.declined');
    expect(declineMessage(undefined)).toBe('card.declined.declined');
  });
});
