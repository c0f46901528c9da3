import { describe, expect, it } from 'vitest';
import { draftFrom } from './checkoutDraft';

describe('draftFrom', () => {
  it("keeps the form's fields with values of their kind", () => {
    const draft = { first_name: 'Asha', last_name: 'R4o', country: 'India', create_account: true, payment: 'paypal', pincode: '39' };
    expect(draftFrom(draft)).toEqual(draft);
  });

  it('leaves out what the form does not have or cannot show, and shortens what is too long', () => {
    expect(draftFrom({ first_name: 7, country: 'Atlantis', payment: 'cash', create_account: 'yes', card_number: '4242', city: 'x'.repeat(500) })).toEqual({ city: 'x'.repeat(200) });
    for (const saved of [null, 'text', 3, undefined, []]) expect(draftFrom(saved)).toEqual({});
  });
});
