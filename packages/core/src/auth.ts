import * as z from 'zod/mini';
import { applicationSteps } from './application-steps';
import { accountLocaleSchema } from './account-locale';
import { LOCALES } from './locales';
import { preferencesRecordSchema } from './preferences-record';

/** Rules of accounts and e-mail verification, shared by the forms and the API. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_INTERVAL_SECONDS = 60;
export const RESET_LINK_TTL_SECONDS = 60 * 60;
export const MIN_PASSWORD_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_FULL_NAME_LENGTH = 2;
export const MAX_FULL_NAME_LENGTH = 100;
export const LINK_VERIFIED_REDIRECT_MS = 3000;

export const messages = {
  fullNameShort: 'Full name must be at least 2 characters',
  fullNameLong: 'Full name must be at most 100 characters',
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

/**
 * Why a session was ended by someone other than its user: the 401 of a request on it carries the reason
 * as `signedOutReason` (beside the code `unauthenticated`), and the login screen says why (session-end-messages.ts).
 */
export const sessionEndReasons = ['password_changed_by_admin', 'account_deactivated'] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];
export const isSessionEndReason = (value: unknown): value is SessionEndReason => sessionEndReasons.some((reason) => reason === value);

export const emailSchema = z
  .string()
  .check(z.trim(), z.maxLength(254, messages.emailInvalid), z.email(messages.emailInvalid), z.toLowerCase());

export const fullNameSchema = z
  .string()
  .check(z.trim(), z.minLength(MIN_FULL_NAME_LENGTH, messages.fullNameShort), z.maxLength(MAX_FULL_NAME_LENGTH, messages.fullNameLong));

export const newPasswordSchema = z
  .string()
  .check(z.minLength(MIN_PASSWORD_LENGTH, messages.passwordShort), z.maxLength(MAX_PASSWORD_LENGTH, messages.passwordLong));

const otpCodeSchema = z.string().check(z.regex(/^\d{6}$/, messages.otpInvalid));

/** Strips everything but digits and caps the code at six, as the code input does while typing. */
export function sanitizeOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export const registerFormSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().check(z.minLength(1, messages.confirmRequired)),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: messages.passwordsDiffer, path: ['confirmPassword'] }));

/**
 * The API also takes registrations without confirmPassword (the co-tenant form checks it in the browser).
 * A co-tenant sends the token of the invitation e-mailed to them: it proves the address.
 */
export const registerRequestSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.optional(z.string()),
    invitationToken: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    /** The language of the page registered on; absent is English. */
    locale: z.optional(accountLocaleSchema.shape.locale),
  })
  .check(
    z.refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, {
      message: messages.passwordsDiffer,
      path: ['confirmPassword'],
    }),
  );
export type RegisterRequest = z.output<typeof registerRequestSchema>;

export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, messages.passwordRequired), z.maxLength(MAX_PASSWORD_LENGTH, messages.passwordLong)),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const loginRequestSchema = z.extend(loginFormSchema, { isAdmin: z._default(z.boolean(), false) });
export type LoginRequest = z.output<typeof loginRequestSchema>;

const userIdSchema = z.uuid('Unknown user');

export const verifyOtpRequestSchema = z.object({ userId: userIdSchema, otpCode: otpCodeSchema });
export const resendOtpRequestSchema = z.object({ userId: userIdSchema });
export const emailOnlyRequestSchema = z.object({ email: emailSchema });

const resetTokenSchema = z.string().check(z.minLength(1), z.maxLength(200));
export const verifyResetTokenRequestSchema = z.object({ token: resetTokenSchema });
export const resetPasswordRequestSchema = z.object({ token: resetTokenSchema, newPassword: newPasswordSchema });

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string().check(z.minLength(1, messages.confirmRequired)) })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { message: messages.passwordsDiffer, path: ['confirmPassword'] }));

const publicUserSchema = z.object({ id: z.string(), email: z.string(), fullName: z.string() });

export const authResultSchema = z.object({ requiresVerification: z.boolean(), user: publicUserSchema });

/**
 * What the signed-in staff member's own record says of their second factor (on GET /api/auth/user). Here,
 * not in second-factor.ts, so the screens that read the user do not load the second factor's schemas.
 */
const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** On a real deployment (PostgreSQL) every staff member must have one before any other admin call. */
  required: z.boolean(),
});

export const currentUserSchema = z.extend(publicUserSchema, {
  isAdmin: z.boolean(),
  isEmailVerified: z.boolean(),
  /** The fee the admin set, as a decimal string of pounds ("250.00"); null means the default fee. */
  customPaymentAmount: z.nullable(z.string()),
  /** The fee this client pays, in pence: the custom amount, else the default service fee. */
  feePence: z.int(),
  preferences: z.nullable(preferencesRecordSchema),
  /**
   * The application step an admin set with the status override, or null: the dashboard's rules read
   * the records with it (application-progress.ts).
   */
  stepOverride: z.nullable(z.enum(applicationSteps)),
  /** The account's language (PUT /api/account/locale): the client's screens and e-mails. */
  locale: z.enum(LOCALES),
  /** Staff only: their second factor, and whether this deployment requires one. */
  secondFactor: z.optional(secondFactorStatusSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** What a login answers: whether the code must be entered first, and who signed in. */
export const loginResultSchema = z.extend(authResultSchema, {
  user: z.extend(publicUserSchema, { isAdmin: z.boolean() }),
  /** A staff member with a second factor: the session waits for POST /api/auth/mfa/verify and opens nothing else. */
  mfaRequired: z.optional(z.literal(true)),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const okSchema = z.object({ success: z.literal(true), message: z.optional(z.string()) });
export const verifyResetTokenResponseSchema = z.object({ valid: z.boolean() });

/** The code screen reached after registering: its button only enables at six digits. */
export const verifyCodeFormSchema = z.object({ otpCode: otpCodeSchema });

/** The code form of the e-mail verification screen: it first asks for any code, then for six digits. */
export const enterCodeFormSchema = z.object({ otpCode: z.pipe(z.string().check(z.minLength(1, messages.otpMissing)), otpCodeSchema) });

/** Resending the verification e-mail by address: an empty field gets its own message. */
export const resendVerificationFormSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, messages.resendEmailMissing)), emailSchema),
});
