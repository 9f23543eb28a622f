import { messages as auth } from '@nestway/core/auth';
import { groupMessages as g } from '@nestway/core/groups';
import * as m from '@nestway/core/i18n/messages';
import { translateMessages } from '@/lib/translate-messages';

/**
 * The invitation and join forms' refusals in the build's language. The core schemas word them in
 * English (the API's words); this maps each of those sentences to its message.
 */
const fixed = new Map<string, () => string>([
  [g.emailInvalid, m.prefs_error_email_invalid],
  [g.duplicateEmails, m.prefs_error_duplicate_emails],
  [g.fullNameRequired, m.prefs_error_tenant_full_name],
  [auth.fullNameShort, m.prefs_error_full_name_short],
  [auth.passwordShort, m.prefs_error_password_short],
  [auth.passwordLong, m.prefs_error_password_long],
  [auth.confirmRequired, m.prefs_error_confirm_required],
  [auth.passwordsDiffer, m.prefs_error_passwords_differ],
  [auth.passwordRequired, m.prefs_error_password_required],
]);

/** A refusal of the group forms in the build's language; one it does not know stays as it is. */
const groupErrorText = (message: string) => fixed.get(message)?.() ?? message;

/** Every refusal in a group form's errors, in the build's language (translatedResolver loads it). */
export const translateGroupErrors = (errors: unknown) => translateMessages(errors, groupErrorText);
