import {
  MAX_FULL_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  messages,
  MIN_FULL_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  OTP_LENGTH,
  RESET_LINK_TTL_SECONDS,
} from '@nestway/core/auth';
import * as m from '@nestway/core/i18n/messages';
import { formatNumber } from '@/i18n/format-light';

/** The code's length as the build's language writes it ("6-digit code"). */
export const otpDigits = () => formatNumber(OTP_LENGTH);

/**
 * The forms' validation messages in the build's language. Core's schemas (shared with the API, which
 * answers in English) name each refusal by its English sentence; the web shows that refusal's message.
 */
const fieldMessages: Record<string, () => string> = {
  [messages.fullNameShort]: () => m.auth_validation_full_name_short({ min: formatNumber(MIN_FULL_NAME_LENGTH) }),
  [messages.fullNameLong]: () => m.auth_validation_full_name_long({ max: formatNumber(MAX_FULL_NAME_LENGTH) }),
  [messages.emailInvalid]: m.auth_validation_email_invalid,
  [messages.passwordShort]: () => m.auth_validation_password_short({ min: formatNumber(MIN_PASSWORD_LENGTH) }),
  [messages.passwordLong]: () => m.auth_validation_password_long({ max: formatNumber(MAX_PASSWORD_LENGTH) }),
  [messages.confirmRequired]: m.auth_validation_confirm_required,
  [messages.passwordsDiffer]: m.auth_validation_passwords_differ,
  [messages.passwordRequired]: m.auth_validation_password_required,
  [messages.otpInvalid]: () => m.auth_validation_otp_invalid({ digits: otpDigits() }),
  [messages.otpMissing]: () => m.auth_validation_otp_missing({ digits: otpDigits() }),
  [messages.resendEmailMissing]: m.auth_validation_resend_email_missing,
};

/** A field's validation message, translated (a message without a translation is shown as it is). */
export const fieldError = (error: { message?: string | undefined } | undefined): string | undefined =>
  error?.message && (Object.hasOwn(fieldMessages, error.message) ? fieldMessages[error.message]!() : error.message);

/** How long a password reset link lasts, for a message that says it in hours. */
export const resetLinkHours = () => {
  const count = RESET_LINK_TTL_SECONDS / 3600;
  return { count, hours: formatNumber(count) };
};

/** "At least 6 characters." under a new password. */
export const passwordHint = () => m.auth_field_password_hint({ min: formatNumber(MIN_PASSWORD_LENGTH) });
