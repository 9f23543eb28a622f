import * as z from 'zod/mini';

/** How an audited request ended: done, refused (a 4xx), or failed (a 5xx). */
export const auditOutcomes = ['succeeded', 'refused', 'failed'] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

/**
 * Every action the audit trail records, by its dotted name. An endpoint that changes something for
 * staff, or lets staff read a client's files, names one of these in its contract (`audit`).
 */
export const auditActions = [
  'account.delete',
  'availability.create',
  'availability.update',
  'availability.delete',
  'call.confirm',
  'call.complete',
  'call.cancel',
  'call.schedule',
  'client.delete',
  'client.notes.save',
  'client.password.reset',
  'client.preferences.save',
  'client.retention.delete',
  'client.retention.hold',
  'client.status.override',
  'document.read',
  'document.read_all',
  'document.review',
  'document.upload',
  'email.resend',
  'file.read',
  'file.remove',
  'file.share',
  'message.send',
  'offer.respond',
  'payment.amount.set',
  'payment.card',
  'payment.override',
  'payment.proof.read',
  'payment.proof.replace',
  'payment.proof.upload',
  'payment.verify',
  'right_to_rent.check',
  'right_to_rent.read',
  'staff.deactivate',
  'staff.invite',
  'staff.join',
  'staff.second_factor.confirm',
  'staff.second_factor.reset',
  'staff.second_factor.setup',
  'terms.sign',
  'video.share',
  'viewing.create',
  'viewing.session.cancel_client',
  'viewing.session.video',
  'viewing.update',
  'viewing.video',
  'viewings.bulk_create',
  'account.export',
  'rejection_reason.create',
  'rejection_reason.delete',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Each action as a person reads it, in the past tense of what was done. */
const auditActionLabels: Record<AuditAction, string> = {
  'availability.create': 'Added a consultation slot',
  'availability.update': 'Changed a consultation slot',
  'availability.delete': 'Deleted a consultation slot',
  'call.confirm': 'Confirmed a consultation call',
  'call.complete': 'Marked a consultation call as held',
  'account.delete': 'Deleted their own account',
  'call.cancel': 'Cancelled a consultation call',
  'call.schedule': 'Scheduled a consultation call',
  'client.delete': 'Deleted a client',
  'client.notes.save': 'Saved the private notes',
  'client.password.reset': "Reset the client's password",
  'client.preferences.save': "Saved the client's preferences",
  'client.retention.delete': "Deleted the client's files under retention",
  'client.retention.hold': "Changed the client's retention hold",
  'client.status.override': "Overrode the client's status",
  'document.read': 'Opened a document',
  'document.read_all': 'Downloaded every document',
  'document.review': 'Verified or rejected a document',
  'document.upload': 'Uploaded a document',
  'email.resend': 'Resent an e-mail',
  'file.read': 'Opened a shared file',
  'file.remove': 'Removed a shared file',
  'file.share': 'Shared a file',
  'message.send': 'Sent a message',
  'offer.respond': 'Accepted or rejected an offer',
  'payment.amount.set': 'Set the service fee',
  'payment.card': 'Paid by card',
  'payment.override': 'Recorded a payment made outside the app',
  'payment.proof.read': 'Opened a payment proof',
  'payment.proof.replace': 'Replaced a payment proof',
  'payment.proof.upload': 'Uploaded a payment proof',
  'payment.verify': 'Verified or rejected a payment',
  'right_to_rent.check': 'Recorded a Right to Rent check',
  'right_to_rent.read': 'Opened a Right to Rent result',
  'staff.deactivate': 'Deactivated a staff member',
  'staff.invite': 'Invited a staff member',
  'staff.join': 'Joined the staff',
  'staff.second_factor.confirm': 'Turned on two-factor sign-in',
  'staff.second_factor.reset': "Reset a staff member's two-factor sign-in",
  'staff.second_factor.setup': 'Started setting up two-factor sign-in',
  'terms.sign': 'Signed the terms',
  'video.share': 'Shared a walkthrough video',
  'viewing.create': 'Booked a viewing',
  'viewing.session.cancel_client': "Cancelled a client's viewing in a session",
  'viewing.session.video': "Added a session's walkthrough video",
  'viewing.update': 'Changed a viewing',
  'viewing.video': "Added a viewing's walkthrough video",
  'viewings.bulk_create': 'Booked a viewing for several clients',
  'account.export': 'Downloaded their own data',
  'rejection_reason.create': 'Saved a rejection reason',
  'rejection_reason.delete': 'Removed a rejection reason',
};

const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(auditActionLabels, action);

/** An action as a person reads it: 'document.read' is 'Opened a document'. A name no longer in the list reads as itself. */
export const auditActionLabel = (action: string): string => (isAuditAction(action) ? auditActionLabels[action] : action);

/** What an entry names the client by when their account has since been deleted (their id stays alongside). */
export const DELETED_CLIENT_NAME = 'Deleted client';

const AUDIT_LOG_PAGE_SIZE = 50;
const AUDIT_LOG_MAX_PAGE_SIZE = 200;

const wholeNumber = (name: string, max: number) => {
  const error = `${name} must be a whole number from 1 to ${max}.`;
  return z.pipe(z.coerce.number<string | number>({ error }), z.int({ error }).check(z.minimum(1, { error }), z.maximum(max, { error })));
};
const optionalUuid = (name: string) => z.optional(z.uuid({ error: `${name} must be an account id.` }));
const optionalInstant = (name: string) =>
  z.optional(z.iso.datetime({ offset: true, error: `${name} must be a date and time with its offset.` }));

/** The audit log's filters, every one optional: `from` is inclusive, `to` exclusive. */
export const auditLogFilterSchema = z.object({
  actorId: optionalUuid('actorId'),
  clientId: optionalUuid('clientId'),
  action: z.optional(z.enum(auditActions, { error: 'action must be one of the audited actions.' })),
  from: optionalInstant('from'),
  to: optionalInstant('to'),
});
export type AuditLogFilter = z.output<typeof auditLogFilterSchema>;

const pagingFields = {
  page: z._default(wholeNumber('page', 100_000), 1),
  pageSize: z._default(wholeNumber('pageSize', AUDIT_LOG_MAX_PAGE_SIZE), AUDIT_LOG_PAGE_SIZE),
};

/** GET /api/admin/audit-log: the filters and a page, newest first. */
export const auditLogQuerySchema = z.extend(auditLogFilterSchema, pagingFields);

const auditEntrySchema = z.object({
  id: z.int(),
  occurredAt: z.string(),
  actorId: z.nullable(z.string()),
  actorName: z.nullable(z.string()),
  actorRole: z.nullable(z.string()),
  clientId: z.nullable(z.string()),
  /** The client's name now, read from their account; 'Deleted client' once it is gone; null for an entry about no client. */
  clientName: z.nullable(z.string()),
  action: z.string(),
  targetId: z.nullable(z.string()),
  ipAddress: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  outcome: z.enum(auditOutcomes),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** GET /api/admin/users/{id}/activity: a page of what was done to or by one client, newest first. */
export const clientActivityQuerySchema = z.object(pagingFields);

/** The verifier's answer: whether the chain holds, how many entries it read, and the first that does not. */
export const auditVerifySchema = z.object({
  ok: z.boolean(),
  checked: z.int(),
  firstBrokenId: z.nullable(z.int()),
});

/** The staff members who appear in the trail, for the log's filter: their id and their latest name there. */
export const auditActorsSchema = z.array(z.object({ id: z.string(), name: z.string() }));
