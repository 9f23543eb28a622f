import type { AppContext } from '../../context';
import { deliverNotice } from '../../mail/deliver';
import type { MailMessage } from '../../mail/mailer';
import { paymentReceivedMail, paymentRejectedMail, paymentVerifiedMail, proofToVerifyMail } from '../../mail/payment-mails';
import type { PaymentRow } from './records';
import { paths } from '@nestway/core/web-routes';
import { appLink } from '../../lib/app-links';

interface Person {
  id: string;
  email: string;
  fullName: string;
}

const send = (ctx: AppContext, message: MailMessage, paymentId: string) => deliverNotice(ctx, message, { paymentId });

export async function notifyProofReceived(ctx: AppContext, client: Person, payment: PaymentRow) {
  await Promise.all([
    send(ctx, paymentReceivedMail(client, payment, appLink(ctx.config, paths.dashboard)), payment.id),
    send(ctx, proofToVerifyMail(client, payment, appLink(ctx.config, paths.adminUser.href(client.id)), false), payment.id),
  ]);
}

export async function notifyProofReplaced(ctx: AppContext, client: Person, payment: PaymentRow) {
  await send(ctx, proofToVerifyMail(client, payment, appLink(ctx.config, paths.adminUser.href(client.id)), true), payment.id);
}

export async function notifyPaymentReviewed(ctx: AppContext, client: Person, payment: PaymentRow) {
  const message =
    payment.status === 'verified'
      ? paymentVerifiedMail(client, payment, payment.reviewNotes, appLink(ctx.config, paths.dashboard))
      : paymentRejectedMail(client, payment, payment.reviewNotes, appLink(ctx.config, paths.paymentInstructions));
  await send(ctx, message, payment.id);
}
