import { z } from 'zod';
import { preferencesRecordSchema } from './preferences';

/** Rules of accounts and e-mail verification, shared by the forms and the API. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_INTERVAL_SECONDS = 60;
export const RESET_LINK_TTL_SECONDS = 60 * 60;
export const MIN_PASSWORD_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
const MAX_PASSWORD_LENGTH = 128;
const MIN_FULL_NAME_LENGTH = 2;
export const LINK_VERIFIED_REDIRECT_MS = 3000;

export const messages = {
  fullNameShort: 'Full name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email address',
  passwordShort: 'Password must be at least 6 characters',
  passwordLong: 'Password must be at most 128 characters',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: "Passwords don't match",
  passwordRequired: 'Password is required',
  otpInvalid: 'Please enter a valid 6-digit verification code.',
  otpMissing: 'Please enter the 6-digit code from your email.',
  resendEmailMissing: 'Please enter your email address to resend the verification email.',
} as const;

export const emailSchema = z
  .string()
  .trim()
  .max(254, messages.emailInvalid)
  .email(messages.emailInvalid)
  .transform((value) => value.toLowerCase());

export const fullNameSchema = z
  .string()
  .trim()
  .min(MIN_FULL_NAME_LENGTH, messages.fullNameShort)
  .max(100, 'Full name must be at most 100 characters');

export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, messages.passwordShort)
  .max(MAX_PASSWORD_LENGTH, messages.passwordLong);

const otpCodeSchema = z.string().regex(/^\d{6}$/, messages.otpInvalid);

/** Strips everything but digits and caps the code at six, as the code input does while typing. */
export function sanitizeOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export const registerFormSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, messages.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.passwordsDiffer,
    path: ['confirmPassword'],
  });

/**
 * The API also takes registrations without confirmPassword (the co-tenant form checks it in the browser).
 * A co-tenant sends the token of the invitation e-mailed to them: it proves the address.
 */
export const registerRequestSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().optional(),
    invitationToken: z.string().min(1).max(200).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, {
    message: messages.passwordsDiffer,
    path: ['confirmPassword'],
  });

export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, messages.passwordRequired).max(MAX_PASSWORD_LENGTH, messages.passwordLong),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const loginRequestSchema = loginFormSchema.extend({ isAdmin: z.boolean().default(false) });

const userIdSchema = z.string().uuid('Unknown user');

export const verifyOtpRequestSchema = z.object({ userId: userIdSchema, otpCode: otpCodeSchema });
export const resendOtpRequestSchema = z.object({ userId: userIdSchema });
export const emailOnlyRequestSchema = z.object({ email: emailSchema });

export const verifyResetTokenRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const resetPasswordRequestSchema = z.object({ token: z.string().min(1).max(200), newPassword: newPasswordSchema });

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string().min(1, messages.confirmRequired) })
  .refine((v) => v.newPassword === v.confirmPassword, { message: messages.passwordsDiffer, path: ['confirmPassword'] });

const publicUserSchema = z.object({ id: z.string(), email: z.string(), fullName: z.string() });

export const authResultSchema = z.object({ requiresVerification: z.boolean(), user: publicUserSchema });

export const currentUserSchema = publicUserSchema.extend({
  isAdmin: z.boolean(),
  isEmailVerified: z.boolean(),
  /** The fee the admin set, as a decimal string of pounds ("250.00"); null means the default fee. */
  customPaymentAmount: z.string().nullable(),
  /** The fee this client pays, in pence: the custom amount, else the default service fee. */
  feePence: z.number().int(),
  preferences: preferencesRecordSchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** What a login answers: whether the code must be entered first, and who signed in. */
export const loginResultSchema = authResultSchema.extend({ user: publicUserSchema.extend({ isAdmin: z.boolean() }) });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const okSchema = z.object({ success: z.literal(true), message: z.string().optional() });
export const verifyResetTokenResponseSchema = z.object({ valid: z.boolean() });

/** The code screen reached after registering: its button only enables at six digits. */
export const verifyCodeFormSchema = z.object({ otpCode: otpCodeSchema });

/** The code form of the e-mail verification screen: it first asks for any code, then for six digits. */
export const enterCodeFormSchema = z.object({ otpCode: z.string().min(1, messages.otpMissing).pipe(otpCodeSchema) });

/** Resending the verification e-mail by address: an empty field gets its own message. */
export const resendVerificationFormSchema = z.object({ email: z.string().trim().min(1, messages.resendEmailMissing).pipe(emailSchema) });
