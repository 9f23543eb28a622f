import type { Locale } from '@nestway/core/locales';
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
  locale: Locale;
}

const dashboardUrl = (ctx: AppContext) => appLink(ctx.config, paths.dashboard);
/** Each notice is queued in the transaction `tx` of the change it reports. */
const send = (ctx: AppContext, tx: Db, client: Client, message: MailMessage) => queueMail(ctx, tx, { message, userId: client.id });

const invitationFor = (ctx: AppContext, client: Client, consultation: ConsultationRow, sequence: number, start: Date, cancelled: boolean) =>
  consultationInvitation({
    uid: consultation.invitationUid,
    sequence,
    start,
    attendee: client,
    notes: consultation.adminNotes,
    cancelled,
    stamp: ctx.clock.now(),
  });

/** The call is confirmed (first time, or a new appointment), or moved from `previous`; its sequence is already raised. */
export async function notifyConsultationConfirmed(
  ctx: AppContext,
  tx: Db,
  client: Client,
  consultation: ConsultationRow,
  previous: Date | null,
) {
  const at = consultation.confirmedDateTime!;
  const invitation = invitationFor(ctx, client, consultation, consultation.invitationSequence!, at, false);
  const message = previous
    ? consultationRescheduledMail(client, previous, at, consultation.adminNotes, invitation, dashboardUrl(ctx))
    : consultationConfirmedMail(client, at, consultation.adminNotes, invitation, dashboardUrl(ctx));
  await send(ctx, tx, client, message);
}

/**
 * The call was deleted; `call` is the row as it was. Any invitation e-mailed for it is withdrawn (a
 * call confirmed, then moved by the client, is pending with an invitation still in their calendar).
 */
export async function notifyConsultationCancelled(ctx: AppContext, tx: Db, client: Client, consultation: ConsultationRow) {
  const confirmed = consultation.status === 'confirmed';
  const at = (confirmed ? consultation.confirmedDateTime : consultation.requestedDateTime)!;
  const sent = consultation.invitationSequence;
  const invitation = sent === null ? null : invitationFor(ctx, client, consultation, sent + 1, consultation.confirmedDateTime ?? at, true);
  await send(ctx, tx, client, consultationCancelledMail(client, { at, confirmed }, invitation, `${dashboardUrl(ctx)}#consultation`));
}

export async function notifyConsultationCompleted(
  ctx: AppContext,
  tx: Db,
  client: Client,
  consultation: ConsultationRow,
  feePence: number,
) {
  await send(ctx, tx, client, consultationCompletedMail(client, feePence, consultation.adminNotes, dashboardUrl(ctx)));
}
