import * as z from 'zod/mini';

/**
 * Two-factor sign-in for staff (docs/decisions/031-second-factor.md): a time-based one-time code
 * (RFC 6238: six digits, a new one every 30 seconds) or one of ten single-use recovery codes.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

const messages = {
  codeInvalid: 'Enter the 6-digit code from your authenticator app.',
  recoveryInvalid: 'Enter a recovery code such as abcde-12345.',
  oneOf: 'Enter either a code from your app or a recovery code.',
} as const;

/** Spaces a person may type inside a code ("123 456") are not part of it. */
const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

const totpCodeSchema = z.pipe(
  z.string().check(z.maxLength(20)),
  z.pipe(z.transform(withoutSpaces), z.string().check(z.regex(/^\d{6}$/, messages.codeInvalid))),
);

/** Ten lowercase letters and digits shown as two groups of five; case, spaces and the hyphen are forgiven. */
const recoveryCodeSchema = z.pipe(
  z.string().check(z.maxLength(40)),
  z.pipe(
    z.transform((value: string) => withoutSpaces(value).replaceAll('-', '').toLowerCase()),
    z.string().check(z.regex(/^[a-z0-9]{10}$/, messages.recoveryInvalid)),
  ),
);

/** The code screen after the password: a code from the app, or a recovery code. */
export const secondFactorRequestSchema = z
  .object({ code: z.optional(totpCodeSchema), recoveryCode: z.optional(recoveryCodeSchema) })
  .check(z.refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), messages.oneOf));

export const confirmSecondFactorRequestSchema = z.object({ code: totpCodeSchema });
/** The code screen's recovery-code form (its other form, a code from the app, is the setup's confirmation). */
export const recoveryCodeFormSchema = z.object({ recoveryCode: recoveryCodeSchema });

export const secondFactorSetupSchema = z.object({
  /** The shared secret in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// URI the QR code carries. */
  otpauthUri: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** A recovery code as shown: two groups of five. */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;
