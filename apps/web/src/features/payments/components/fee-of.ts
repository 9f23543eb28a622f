import type { CurrentUser } from '@nestway/core/auth';
import { parsePounds } from '@nestway/core/money';
import { serviceFeePence } from '@nestway/core/payments';

/** The user's fee as the server computes it: their custom amount, else the default. */
export const feeOf = (user: CurrentUser) => serviceFeePence(user.customPaymentAmount === null ? null : parsePounds(user.customPaymentAmount));
