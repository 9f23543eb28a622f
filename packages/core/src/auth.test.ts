import { describe, expect, it } from 'vitest';
import {
  loginFormSchema,
  messages,
  registerFormSchema,
  registerRequestSchema,
  resetPasswordFormSchema,
  sanitizeOtpInput,
  verifyOtpRequestSchema,
} from './auth';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues[0];

describe('sanitizeOtpInput', () => {
  it.each([
    ['123456', '123456'],
    ['12 34-56', '123456'],
    ['abc1d2', '12'],
    ['12345678', '123456'],
    ['', ''],
  ])('turns %j into %j', (raw, expected) => expect(sanitizeOtpInput(raw)).toBe(expected));
});

describe('registerFormSchema', () => {
  const valid = { fullName: 'Ada Lovelace', email: 'Ada@Example.com ', password: 'secret1', confirmPassword: 'secret1' };

  it('accepts a valid form and normalises the e-mail', () => {
    expect(registerFormSchema.parse(valid).email).toBe('ada@example.com');
  });

  it.each([
    [{ fullName: 'A' }, 'fullName', messages.fullNameShort],
    [{ email: 'nope' }, 'email', messages.emailInvalid],
    [{ password: '12345', confirmPassword: '12345' }, 'password', messages.passwordShort],
    [{ confirmPassword: '' }, 'confirmPassword', messages.confirmRequired],
    [{ confirmPassword: 'secret2' }, 'confirmPassword', "Passwords don't match"],
  ])('reports %o on %s with the spec message', (change, field, message) => {
    const issue = firstMessage(registerFormSchema.safeParse({ ...valid, ...change }));
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });

  it('the API version accepts a registration without confirmPassword (co-tenants) but not a mismatch', () => {
    const { confirmPassword: _, ...withoutConfirm } = valid;
    expect(registerRequestSchema.safeParse(withoutConfirm).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...valid, confirmPassword: 'other' }).success).toBe(false);
  });
});

describe('other forms', () => {
  it('login requires a password', () => {
    expect(firstMessage(loginFormSchema.safeParse({ email: 'a@b.co', password: '' }))?.message).toBe('Password is required');
  });

  it('reset requires matching passwords of at least 6', () => {
    expect(firstMessage(resetPasswordFormSchema.safeParse({ newPassword: '12345', confirmPassword: '12345' }))?.message).toBe(
      messages.passwordShort,
    );
    expect(firstMessage(resetPasswordFormSchema.safeParse({ newPassword: '123456', confirmPassword: '654321' }))?.message).toBe(
      "Passwords don't match",
    );
  });

  it('a code is exactly 6 digits', () => {
    const userId = '00000000-0000-4000-8000-000000000000';
    expect(verifyOtpRequestSchema.safeParse({ userId, otpCode: '123456' }).success).toBe(true);
    for (const otpCode of ['12345', '1234567', '12a456', ' 123456']) {
      expect(firstMessage(verifyOtpRequestSchema.safeParse({ userId, otpCode }))?.message).toBe(
        'Please enter a valid 6-digit verification code.',
      );
    }
  });
});
