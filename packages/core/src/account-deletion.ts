import * as z from 'zod/mini';
import { loginFormSchema } from './auth';

/**
 * A client deleting their own account (docs/decisions/034-account-deletion.md): what they send, what
 * they are told, and how long the tax record of their payments is kept.
 */

export const accountDeletionMessages = {
  wrongPassword: 'That password is not right. Your account was not deleted.',
  deleted: 'Your account and your data were deleted. We have e-mailed you a confirmation.',
  tooMany: 'Too many wrong passwords. Try again later.',
} as const;

/** DELETE /api/account: the account's current password, as on the sign-in form. */
export const deleteAccountRequestSchema = z.object({ password: loginFormSchema.shape.password });
export type DeleteAccountRequest = z.output<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = z.object({ message: z.string() });
