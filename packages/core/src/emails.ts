import * as z from 'zod/mini';

/** The e-mails sent about a client, as the admin reads them on the client's page. */

const emailStatuses = ['queued', 'delivered', 'retrying', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

export const emailStatusLabels = {
  queued: 'Sending',
  delivered: 'Delivered',
  retrying: 'Retrying',
  failed: 'Failed',
} as const satisfies Record<EmailStatus, string>;

export const emailMessages = {
  resent: 'The e-mail is queued to be sent again.',
  notResendable: 'Only a notice whose delivery failed can be sent again; a code or link has expired, and the client can ask for a new one.',
  notFound: 'E-mail not found',
} as const;

/** One e-mail: to whom, what, and how its delivery went. */
export const sentEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(emailStatuses),
  /** Delivery tries made so far. */
  attempts: z.number(),
  /** The last failure, as the mail server or the network gave it. */
  lastError: z.nullable(z.string()),
  /** ISO instants. */
  createdAt: z.string(),
  deliveredAt: z.nullable(z.string()),
  nextAttemptAt: z.nullable(z.string()),
  /** A failed notice can be sent again; a code or link cannot (it has expired). */
  canResend: z.boolean(),
});
export type SentEmail = z.infer<typeof sentEmailSchema>;
export const sentEmailListSchema = z.array(sentEmailSchema);
