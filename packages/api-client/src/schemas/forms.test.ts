import { describe, expect, it } from 'vitest';
import { sampleBilling } from '../mocks/fixtures';
import { checkoutFormSchema, contactMessageSchema, inquirySchema, subscriberSchema } from './forms';
import { messageText } from './messages';

// An apostrophe in a name is fine.
const validCheckout = { ...sampleBilling, last_name: "D'Souza" };

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('checkout form', () => {
  it('accepts a complete, valid form', () => {
    expect(checkoutFormSchema.safeParse(validCheckout).success).toBe(true);
  });

  it('requires letters only in first name, last name, city and state', () => {
    const result = checkoutFormSchema.safeParse({ ...validCheckout, first_name: 'Asha2', city: '123' });
    expect(fieldErrors(result)).toEqual({ first_name: 'validation.lettersOnly', city: 'validation.lettersOnly' });
  });

  it('rejects an address shorter than 20 or longer than 120 characters', () => {
    expect(fieldErrors(checkoutFormSchema.safeParse({ ...validCheckout, address: 'Short street 1' }))).toEqual({
      address: 'validation.addressLength',
    });
    expect(fieldErrors(checkoutFormSchema.safeParse({ ...validCheckout, address: 'x'.repeat(121) }))).toEqual({
      address: 'validation.addressLength',
    });
    expect(checkoutFormSchema.safeParse({ ...validCheckout, address: 'x'.repeat(120) }).success).toBe(true);
  });

  it('accepts only the four countries of the spec', () => {
    expect(fieldErrors(checkoutFormSchema.safeParse({ ...validCheckout, country: 'France' }))).toEqual({
      country: 'validation.country',
    });
  });

  it('wants the pincode as an integer and the phone in phone format', () => {
    const result = checkoutFormSchema.safeParse({ ...validCheckout, pincode: '41a001', phone: 'call me' });
    expect(fieldErrors(result)).toEqual({ pincode: 'validation.pincode', phone: 'validation.phone' });
  });

  it('says a field is required when it is empty or only spaces', () => {
    const result = checkoutFormSchema.safeParse({ ...validCheckout, email: '   ', state: '' });
    expect(fieldErrors(result)).toEqual({ email: 'validation.required', state: 'validation.required' });
  });
});

describe('contact, inquiry and newsletter', () => {
  it('requires every contact field and a valid e-mail', () => {
    const result = contactMessageSchema.safeParse({ name: 'A', email: 'not-an-email', subject: '', phone: '1', message: 'Hi' });
    expect(fieldErrors(result)).toEqual({ email: 'validation.email', subject: 'validation.required' });
  });

  it('counts inquiry fields that were never set as empty', () => {
    const result = inquirySchema.safeParse({});
    expect(Object.values(fieldErrors(result)).every((message) => message === 'validation.required')).toBe(true);
    expect(Object.keys(fieldErrors(result)).sort()).toEqual(
      ['city', 'email', 'firm_name', 'message', 'name', 'phone', 'product', 'state'].sort(),
    );
  });

  it('validates the newsletter e-mail', () => {
    expect(subscriberSchema.safeParse({ email: 'shopper@example.com' }).success).toBe(true);
    expect(fieldErrors(subscriberSchema.safeParse({ email: 'shopper@' }))).toEqual({ email: 'validation.email' });
  });

  it('has a shopper-readable text for every message in English and French', () => {
    expect(messageText('validation.addressLength')).toBe('The address must be 20 to 120 characters long.');
    expect(messageText('validation.required', 'fr')).toBe('Ce champ est obligatoire.');
    expect(messageText('a text from the server')).toBe('a text from the server');
  });
});
