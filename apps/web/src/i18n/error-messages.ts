import type { ErrorCode, ErrorParams } from '@nestway/core/errors';
import * as m from '@nestway/core/i18n/messages';
import { formatNumber } from './format';

/** The minutes a rate-limited answer asks to wait, rounded up (the server names seconds). */
function rateLimited({ retryAfterSeconds }: ErrorParams): string {
  if (typeof retryAfterSeconds !== 'number' || retryAfterSeconds <= 0) return m.error_rate_limited_later();
  const count = Math.ceil(retryAfterSeconds / 60);
  return m.error_rate_limited({ count, minutes: formatNumber(count) });
}

/**
 * The sentence for each refusal the API answers, by its code (core's errors.ts), in the build's language.
 * Loaded only once an error arrives (api-client.ts), so no screen's first load carries these sentences.
 */
const errorMessages = {
  validation_failed: m.error_validation_failed,
  bad_request: m.error_bad_request,
  needs_preferences: m.error_needs_preferences,
  weak_password: m.error_weak_password,
  wrong_password: m.error_wrong_password,
  invitation_invalid: m.error_invitation_invalid,
  unauthenticated: m.error_unauthenticated,
  invalid_credentials: m.error_invalid_credentials,
  invalid_mfa_code: m.error_invalid_mfa_code,
  forbidden: m.error_forbidden,
  mfa_setup_required: m.error_mfa_setup_required,
  leader_only: m.error_leader_only,
  account_deactivated: m.error_account_deactivated,
  not_found: m.error_not_found,
  conflict: m.error_conflict,
  email_taken: m.error_email_taken,
  self_deactivation: m.error_self_deactivation,
  last_active_staff: m.error_last_active_staff,
  slot_taken: m.error_slot_taken,
  slot_unavailable: m.error_slot_unavailable,
  call_exists: m.error_call_exists,
  requires_admin_contact: m.error_requires_admin_contact,
  already_at_step: m.error_already_at_step,
  group_offer_accepted: m.error_group_offer_accepted,
  group_offer_pending: m.error_group_offer_pending,
  preferences_locked: m.error_preferences_locked,
  terms_not_signed: m.error_terms_not_signed,
  fee_not_agreed: m.error_fee_not_agreed,
  payment_exists: m.error_payment_exists,
  payment_locked: m.error_payment_locked,
  file_deleted: m.error_file_deleted,
  payload_too_large: m.error_payload_too_large,
  unsupported_media_type: m.error_unsupported_media_type,
  rate_limited: rateLimited,
  internal_error: m.error_internal_error,
  service_unavailable: m.error_service_unavailable,
} satisfies Record<ErrorCode, (params: ErrorParams) => string>;

/** The refusal's sentence for its code and params, or undefined for a code this build does not know. */
export function errorText(code: string, params: ErrorParams = {}): string | undefined {
  return Object.hasOwn(errorMessages, code) ? errorMessages[code as ErrorCode](params) : undefined;
}
