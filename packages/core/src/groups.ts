import * as z from 'zod/mini';
import { emailSchema, fullNameSchema, messages as authMessages, newPasswordSchema } from './auth';
import { groupHomeMask, MAX_TENANTS } from './group-home';
import { preferencesRecordSchema } from './preferences-record';

/** Co-tenant groups: the leader invites tenants-minus-1 people by e-mail; each joins with a single-use link. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

export const groupMessages = {
  emailInvalid: authMessages.emailInvalid,
  emailsRequired: 'At least one email is required',
  noValidEmailsTitle: 'No valid emails',
  noValidEmails: 'Please enter at least one valid email address.',
  duplicateEmails: 'Each co-tenant needs a different email address',
  ownEmail: 'You cannot invite your own email address',
  tooMany: (allowed: number) => `You can invite at most ${allowed} co-tenant${allowed === 1 ? '' : 's'}`,
  groupFull: (room: number) => `Your group has room for ${room} more co-tenant${room === 1 ? '' : 's'}.`,
  needsGroupPreferences: 'Set the number of tenants to 2 or 3 in your preferences before inviting co-tenants.',
  invitationNotFound: 'Invitation not found',
  invitationForAnotherEmail: 'This invitation was sent to another email address. Please register with the address that received it.',
  invitationDead: 'This invitation link is invalid or has expired. Please ask your group leader for a new one.',
  alreadyInGroup: 'You are already a member of a group.',
  leaderCannotJoin: 'You lead your own group, so you cannot join another one.',
  fullNameRequired: 'Full name is required',
  /** Payments and scheduling belong to the group leader (decision 006). */
  leaderOnly: 'Your group leader handles payments and scheduling for your group.',
} as const;

/** The invitation form: up to tenants-minus-1 addresses, each valid, at least one, none twice. */
export const inviteRequestSchema = z.object({
  emails: z.array(z.pipe(z.string({ error: groupMessages.emailInvalid }), emailSchema)).check(
    z.minLength(1, groupMessages.emailsRequired),
    z.maxLength(MAX_TENANTS - 1, groupMessages.tooMany(MAX_TENANTS - 1)),
    z.refine((emails) => new Set(emails).size === emails.length, groupMessages.duplicateEmails),
  ),
});

/** The invitation screen's fields: blank fields are allowed and dropped before sending; no address twice. */
export const inviteFormSchema = z.object({
  emails: z
    .array(
      z.object({
        email: z.string().check(
          z.trim(),
          z.refine((value) => value === '' || emailSchema.safeParse(value).success, groupMessages.emailInvalid),
          z.toLowerCase(),
        ),
      }),
    )
    .check(
      z.superRefine((fields, ctx) => {
        const seen = new Set<string>();
        fields.forEach(({ email }, index) => {
          if (email && seen.has(email)) ctx.addIssue({ code: 'custom', path: [index, 'email'], message: groupMessages.duplicateEmails });
          seen.add(email);
        });
      }),
    ),
});

/** The addresses a filled-in invitation form sends: blank fields dropped, the rest lower-cased. */
export const emailsToInvite = (form: z.output<typeof inviteFormSchema>) =>
  form.emails.map((field) => field.email).filter((email) => email !== '');

const invitationStatuses = ['pending', 'accepted', 'expired'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** An invitation's state at `now`: accepted ones stay accepted, the others expire after 7 days. */
export function invitationStatus(invitation: { acceptedAt: Date | null; expiresAt: Date }, now: Date): InvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

const invitationSummarySchema = z.object({
  email: z.string(),
  status: z.enum(invitationStatuses),
  /** ISO instant. */
  expiresAt: z.string(),
});
export type InvitationSummary = z.output<typeof invitationSummarySchema>;

export const inviteResponseSchema = z.object({ success: z.literal(true), invitations: z.array(invitationSummarySchema) });

/** What the co-tenant registration screen shows about the invitation (spec: group invitation response). */
export const invitationLookupSchema = z.object({
  invitation: z.object({ email: z.string() }),
  group: z.object({ leaderName: z.string(), numberOfTenants: z.int() }),
});
export type InvitationLookup = z.output<typeof invitationLookupSchema>;

/** Invitation tokens are opaque; anything longer than this cannot be one. */
export const invitationTokenSchema = z.string().check(z.minLength(1), z.maxLength(200));

export const acceptInvitationRequestSchema = z.object({ invitationToken: invitationTokenSchema });
export const acceptInvitationResponseSchema = z.object({
  success: z.literal(true),
  group: z.object({ leaderName: z.string(), numberOfTenants: z.int() }),
});
export type AcceptInvitationResponse = z.output<typeof acceptInvitationResponseSchema>;

export const groupRoles = ['leader', 'cotenant'] as const;
export type GroupRole = (typeof groupRoles)[number];

export const myGroupSchema = z.object({
  role: z.nullable(z.enum(groupRoles)),
  group: z.nullable(
    z.object({
      leaderName: z.string(),
      numberOfTenants: z.int(),
      /** The group's home and application setup: the leader's answers (groupHomeKeys), null until saved. */
      home: z.nullable(z.pick(preferencesRecordSchema, groupHomeMask)),
      members: z.array(z.object({ fullName: z.string(), email: z.string() })),
      /** The properties on which a member's offer was accepted: no member offers on them again (isSameProperty). */
      acceptedProperties: z.array(z.object({ viewingSessionId: z.nullable(z.string()), propertyAddress: z.string() })),
      /** Other members' offers awaiting the landlord's answer: shown read-only, and no member offers on those properties meanwhile. */
      pendingOffers: z.array(
        z.object({
          viewingSessionId: z.nullable(z.string()),
          propertyAddress: z.string(),
          offerPence: z.int(),
          /** The full name of the member who made it. */
          madeBy: z.string(),
          createdAt: z.string(),
        }),
      ),
      invitations: z.array(invitationSummarySchema),
    }),
  ),
});
export type MyGroup = z.output<typeof myGroupSchema>;

/** The co-tenant registration form: the e-mail comes locked from the invitation. */
export const cotenantRegisterFormSchema = z
  .object({
    fullName: z.pipe(z.string().check(z.trim(), z.minLength(1, groupMessages.fullNameRequired)), fullNameSchema),
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: authMessages.passwordsDiffer, path: ['confirmPassword'] }));
