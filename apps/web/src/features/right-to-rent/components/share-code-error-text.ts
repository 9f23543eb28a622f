import { rightToRentMessages } from '@nestway/core/right-to-rent';
import * as m from '@nestway/core/i18n/messages';
import { formatNumber } from '@/i18n/format';
import { translateMessages } from '@/lib/translate-messages';
import { SHARE_CODE_EXAMPLE, SHARE_CODE_LENGTH } from './share-code-example';

/**
 * The share code form's refusals in the build's language. The core schema words them in English (the
 * API's words); this maps each of those sentences to its message.
 */
const fixed = new Map<string, () => string>([
  [
    rightToRentMessages.shareCode,
    () => m.dashboard_rtr_error_share_code({ count: formatNumber(SHARE_CODE_LENGTH), example: SHARE_CODE_EXAMPLE }),
  ],
  [rightToRentMessages.dateOfBirth, m.dashboard_rtr_error_date_of_birth],
]);

/** A refusal of the share code form in the build's language, or undefined for one it does not know. */
export const shareCodeErrorText = (message: string) => fixed.get(message)?.();

/** Every refusal in the share code form's errors, in the build's language (translatedResolver loads it); an unknown one stays as it is. */
export const translateShareCodeErrors = (errors: unknown) => translateMessages(errors, (message) => shareCodeErrorText(message) ?? message);
