import { describe, expect, it } from 'vitest';
import { forgetPasswordSchema, loginSchema, registerSchema, searchSchema } from './forms';

const errors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('login, register, forget-password and search forms', () => {
  it('asks the login form for a valid e-mail and a password', () => {
    expect(errors(loginSchema.safeParse({ email: 'asha@', password: '' }))).toEqual({
      email: 'validation.email',
      password: 'validation.required',
    });
    expect(loginSchema.safeParse({ email: 'asha@example.com', password: 'x' }).success).toBe(true);
  });

  it('rejects a register password shorter than 8 characters and names with digits', () => {
    const result = registerSchema.safeParse({ first_name: 'Asha2', last_name: 'Rao', email: 'asha@example.com', password: 'short' });
    expect(errors(result)).toEqual({ first_name: 'validation.lettersOnly', password: 'validation.passwordLength' });
  });

  it('needs an e-mail to reset a password and words to search for', () => {
    expect(errors(forgetPasswordSchema.safeParse({ email: '' }))).toEqual({ email: 'validation.required' });
    expect(errors(searchSchema.safeParse({ q: '   ' }))).toEqual({ q: 'validation.required' });
    expect(searchSchema.safeParse({ q: ' kurti ' })).toMatchObject({ success: true, data: { q: 'kurti' } });
  });
});
