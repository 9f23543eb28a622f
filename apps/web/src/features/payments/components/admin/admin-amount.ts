import { adminMessages, parseAdminAmount } from '@nestway/core/admin';
import * as z from 'zod/mini';

/** 'Amount Required' and 'Please enter the payment amount.': the override's toast, and what both payment dialogs say under the field. */
export const [AMOUNT_REQUIRED_TITLE = '', AMOUNT_MISSING = ''] = adminMessages.amountRequired.split(': ');

/** An amount in pounds as the admin types it: required, then above £0 with at most two decimals; it goes trimmed. */
export const adminAmountSchema = z.string().check(
  z.trim(),
  z.minLength(1, AMOUNT_MISSING),
  z.refine((amount) => parseAdminAmount(amount) !== null, adminMessages.amountInvalid),
);
