import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages';
import { chargeTestCard, PaymentDeclinedError, passesLuhn, testCards, toMinorUnits, validateCard } from './testCards';

const valid = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Asha Rao' };
const now = new Date('2026-11-22T12:00:00Z');

describe('test card payments', () => {
  it('charges the total times 100 in minor units, rounding away float noise', () => {
    expect(toMinorUnits(1234.5)).toBe(123450);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
  });

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

  it('approves the approved test cards with a stripe payment reference', async () => {
    const result = await chargeTestCard(valid, 4999);
    expect(result.provider).toBe('stripe');
    expect(result.status).toBe('paid');
    expect(result.reference).toMatch(/^test_ch_4999_/);
  });

  it('declines the decline test cards and says why', async () => {
    await expect(chargeTestCard({ ...valid, number: '4000000000000002' }, 100)).rejects.toThrow(/declined/);
    await expect(chargeTestCard({ ...valid, number: '4000 0000 0000 9995' }, 100)).rejects.toThrow(/insufficient funds/);
  });

  it('declines a real-looking card that is not a test card', async () => {
    const error = await chargeTestCard({ ...valid, number: '4111 1111 1111 1111' }, 100).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentDeclinedError);
    expect((error as Error).message).toMatch(/test cards only/);
    expect(translate('fr', (error as PaymentDeclinedError).messageId)).toMatch(/cartes de test/);
  });

  it('refuses to charge nothing', async () => {
    await expect(chargeTestCard(valid, 0)).rejects.toThrow('There is nothing to pay.');
  });
});
