import * as z from 'zod/mini';
import { MIN_PASSWORD_LENGTH, newPasswordSchema } from './auth';

/**
 * The admin's actions on a client's account: private notes and a password reset
 * (docs/decisions/017-status-override.md), and deleting the account (018-deleting-a-client.md).
 */

/** Long enough for a running log of calls and remarks, short enough to show in one text box. */
export const ADMIN_NOTES_MAX = 5000;

export const clientAccountMessages = {
  notesTooLong: `Notes must be at most ${ADMIN_NOTES_MAX.toLocaleString('en-GB')} characters.`,
  invalidPasswordTitle: 'Invalid Password',
  passwordShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordMismatchTitle: 'Password Mismatch',
  passwordMismatch: 'The two passwords do not match.',
  passwordReset: "The client's password was changed, they were signed out everywhere and told by e-mail.",
  deletedTitle: 'User deleted',
  deleteFailedTitle: 'Failed to delete user',
} as const;

/** PUT /api/admin/users/{id}/notes: the notes, trimmed; blank clears them (null). */
export const adminNotesRequestSchema = z.object({
  notes: z.pipe(
    z.nullable(
      z.string({ error: 'Notes must be text.' }).check(z.trim(), z.maxLength(ADMIN_NOTES_MAX, clientAccountMessages.notesTooLong)),
    ),
    z.transform((notes) => notes || null),
  ),
});
export const adminNotesResponseSchema = z.object({ adminNotes: z.nullable(z.string()) });
export type AdminNotesResponse = z.infer<typeof adminNotesResponseSchema>;

/** POST /api/admin/users/{id}/reset-password: the new password, with the rules of registration. */
export const adminResetPasswordRequestSchema = z.object({ newPassword: newPasswordSchema });
export const adminResetPasswordResponseSchema = z.object({ message: z.string() });

/**
 * The reset-password dialog's check before it sends: null when both entries may go, else the toast
 * (title and description) to show.
 */
export function passwordResetProblem(newPassword: string, confirmPassword: string): { title: string; description: string } | null {
  if (newPassword.length < MIN_PASSWORD_LENGTH)
    return { title: clientAccountMessages.invalidPasswordTitle, description: clientAccountMessages.passwordShort };
  if (newPassword !== confirmPassword)
    return { title: clientAccountMessages.passwordMismatchTitle, description: clientAccountMessages.passwordMismatch };
  const parsed = newPasswordSchema.safeParse(newPassword);
  if (!parsed.success) return { title: clientAccountMessages.invalidPasswordTitle, description: parsed.error.issues[0]!.message };
  return null;
}

/** DELETE /api/admin/users/{id}: what the admin is told once the account and its data are gone. */
export const clientDeletedResponseSchema = z.object({ message: z.string() });
export type ClientDeletedResponse = z.infer<typeof clientDeletedResponseSchema>;

/**
 * The answer to a deletion: whose account went and, when they led a group, that its co-tenants keep
 * their own accounts outside any group now.
 */
export function clientDeletedMessage(fullName: string, releasedCotenants: number): string {
  const deleted = `${fullName}'s account and data were deleted; their payments are kept as tax records, without their name.`;
  if (releasedCotenants === 0) return deleted;
  return releasedCotenants === 1
    ? `${deleted} Their co-tenant keeps their own account, now outside any group.`
    : `${deleted} Their ${releasedCotenants} co-tenants keep their own accounts, now outside any group.`;
}
