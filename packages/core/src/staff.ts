import * as z from 'zod/mini';
import { emailSchema, fullNameSchema, messages as accountMessages } from './auth';

/**
 * Staff accounts (docs/decisions/030-staff-accounts.md): the rules shared by the Staff screens and the
 * API. A staff member is an admin account; the password's strength is judged by the server only, so
 * the strength library's dictionaries never reach the browser.
 */
export const STAFF_MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 128;
export const STAFF_INVITATION_TTL_SECONDS = 72 * 60 * 60;

export const staffMessages = {
  passwordShort: `Password must be at least ${STAFF_MIN_PASSWORD_LENGTH} characters`,
  invited: 'Invitation sent.',
  deactivated: 'Staff member deactivated. They have been signed out everywhere.',
  invitationInvalid: 'This invitation link is invalid. Ask a member of the team to invite you again.',
  invitationUsed: 'This invitation has already been used. Sign in with the password you chose.',
  invitationExpired: 'This invitation has expired. Ask a member of the team to invite you again.',
  alreadyStaff: 'That address already has an account. A client account cannot be made a staff account by invitation.',
  selfDeactivation: 'You cannot deactivate your own account. Ask another member of the team.',
  lastActiveStaff: 'This is the last active staff member: invite someone else before deactivating them.',
  notFound: 'Staff member not found',
} as const;

const staffPasswordSchema = z
  .string()
  .check(
    z.minLength(STAFF_MIN_PASSWORD_LENGTH, staffMessages.passwordShort),
    z.maxLength(MAX_PASSWORD_LENGTH, accountMessages.passwordLong),
  );

export const inviteStaffRequestSchema = z.object({ email: emailSchema, fullName: fullNameSchema });
export type InviteStaffRequest = z.input<typeof inviteStaffRequestSchema>;

const invitationTokenSchema = z.string().check(z.minLength(1), z.maxLength(200));
export const joinStaffRequestSchema = z.object({ token: invitationTokenSchema, password: staffPasswordSchema });

export const joinStaffFormSchema = z
  .object({ password: staffPasswordSchema, confirmPassword: z.string().check(z.minLength(1, accountMessages.confirmRequired)) })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: accountMessages.passwordsDiffer, path: ['confirmPassword'] }));

const staffMemberSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** ISO time of the last successful sign-in, or null when they have never signed in. */
  lastSignInAt: z.nullable(z.string()),
  /** ISO time the account was deactivated, or null while it is active. */
  deactivatedAt: z.nullable(z.string()),
  active: z.boolean(),
  /** Whether they sign in with a code from an authenticator app as well as the password. */
  twoFactorEnabled: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

const pendingInvitationSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  invitedByName: z.nullable(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** Active members first, then deactivated ones; with the invitations not yet used nor expired. */
export const staffListSchema = z.object({ members: z.array(staffMemberSchema), invitations: z.array(pendingInvitationSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

export const inviteStaffResponseSchema = z.object({ invitation: pendingInvitationSchema, message: z.string() });
export const staffMessageResponseSchema = z.object({ message: z.string() });
