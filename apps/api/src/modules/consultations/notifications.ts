import { paths } from '@nestway/core/web-routes';
import type { AppContext } from '../../context';
import { appLink } from '../../lib/app-links';
import { consultationInvitation } from '../../mail/consultation-invitation';
import {
  consultationCancelledMail,
  consultationCompletedMail,
  consultationConfirmedMail,
  consultationRescheduledMail,
} from '../../mail/consultation-mails';
import type { Db } from '../../db';
import type { MailMessage } from '../../mail/mailer';
import { queueMail } from '../../mail/outbox';
import type { consultations } from '../../../db/schema/index';

type ConsultationRow = typeof consultations.$inferSelect;

interface Client {
  id: string;
  email: string;
  fullName: string;
}

const dashboardUrl = (ctx: AppContext) => appLink(ctx.config, paths.dashboard);
/** Each notice is queued in the transaction `tx` of the change it reports. */
const send = (ctx: AppContext, tx: Db, client: Client, message: MailMessage) => queueMail(ctx, tx, { message, userId: client.id });

const invitationFor = (ctx: AppContext, client: Client, call: ConsultationRow, sequence: number, start: Date, cancelled: boolean) =>
  consultationInvitation({
    uid: call.invitationUid,
    sequence,
    start,
    attendee: client,
    notes: call.adminNotes,
    cancelled,
    stamp: ctx.clock.now(),
  });

/** The call is confirmed (first time, or a new appointment), or moved from `previous`; its sequence is already raised. */
export async function notifyConsultationConfirmed(ctx: AppContext, tx: Db, client: Client, call: ConsultationRow, previous: Date | null) {
  const at = call.confirmedDateTime!;
  const invitation = invitationFor(ctx, client, call, call.invitationSequence!, at, false);
  const message = previous
    ? consultationRescheduledMail(client, previous, at, call.adminNotes, invitation, dashboardUrl(ctx))
    : consultationConfirmedMail(client, at, call.adminNotes, invitation, dashboardUrl(ctx));
  await send(ctx, tx, client, message);
}

/**
 * The call was deleted; `call` is the row as it was. Any invitation e-mailed for it is withdrawn (a
 * call confirmed, then moved by the client, is pending with an invitation still in their calendar).
 */
export async function notifyConsultationCancelled(ctx: AppContext, tx: Db, client: Client, call: ConsultationRow) {
  const confirmed = call.status === 'confirmed';
  const at = (confirmed ? call.confirmedDateTime : call.requestedDateTime)!;
  const sent = call.invitationSequence;
  const invitation = sent === null ? null : invitationFor(ctx, client, call, sent + 1, call.confirmedDateTime ?? at, true);
  await send(ctx, tx, client, consultationCancelledMail(client, { at, confirmed }, invitation, `${dashboardUrl(ctx)}#consultation`));
}

export async function notifyConsultationCompleted(ctx: AppContext, tx: Db, client: Client, call: ConsultationRow, feePence: number) {
  await send(ctx, tx, client, consultationCompletedMail(client, feePence, call.adminNotes, dashboardUrl(ctx)));
}
