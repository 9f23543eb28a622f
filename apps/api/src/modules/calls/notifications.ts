import { paths } from '@nestway/core/web-routes';
import type { AppContext } from '../../context';
import { appLink } from '../../lib/app-links';
import { callInvitation } from '../../mail/call-invitation';
import { callCancelledMail, callCompletedMail, callConfirmedMail, callRescheduledMail } from '../../mail/call-mails';
import type { Db } from '../../db';
import type { MailMessage } from '../../mail/mailer';
import { queueMail } from '../../mail/outbox';
import type { callSchedules } from '../../../db/schema/index';

type CallRow = typeof callSchedules.$inferSelect;

interface Client {
  id: string;
  email: string;
  fullName: string;
}

const dashboardUrl = (ctx: AppContext) => appLink(ctx.config, paths.dashboard);
/** Each notice is queued in the transaction `tx` of the change it reports. */
const send = (ctx: AppContext, tx: Db, client: Client, message: MailMessage) => queueMail(ctx, tx, { message, userId: client.id });

const invitationFor = (ctx: AppContext, client: Client, call: CallRow, sequence: number, start: Date, cancelled: boolean) =>
  callInvitation({
    uid: call.invitationUid,
    sequence,
    start,
    attendee: client,
    notes: call.adminNotes,
    cancelled,
    stamp: ctx.clock.now(),
  });

/** The call is confirmed (first time, or a new appointment), or moved from `previous`; its sequence is already raised. */
export async function notifyCallConfirmed(ctx: AppContext, tx: Db, client: Client, call: CallRow, previous: Date | null) {
  const at = call.confirmedDateTime!;
  const invitation = invitationFor(ctx, client, call, call.invitationSequence!, at, false);
  const message = previous
    ? callRescheduledMail(client, previous, at, call.adminNotes, invitation, dashboardUrl(ctx))
    : callConfirmedMail(client, at, call.adminNotes, invitation, dashboardUrl(ctx));
  await send(ctx, tx, client, message);
}

/**
 * The call was deleted; `call` is the row as it was. Any invitation e-mailed for it is withdrawn (a
 * call confirmed, then moved by the client, is pending with an invitation still in their calendar).
 */
export async function notifyCallCancelled(ctx: AppContext, tx: Db, client: Client, call: CallRow) {
  const confirmed = call.status === 'confirmed';
  const at = (confirmed ? call.confirmedDateTime : call.requestedDateTime)!;
  const sent = call.invitationSequence;
  const invitation = sent === null ? null : invitationFor(ctx, client, call, sent + 1, call.confirmedDateTime ?? at, true);
  await send(ctx, tx, client, callCancelledMail(client, { at, confirmed }, invitation, `${dashboardUrl(ctx)}#consultation`));
}

export async function notifyCallCompleted(ctx: AppContext, tx: Db, client: Client, call: CallRow, feePence: number) {
  await send(ctx, tx, client, callCompletedMail(client, feePence, call.adminNotes, dashboardUrl(ctx)));
}
