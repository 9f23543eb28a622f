import type { Locale } from '@nestway/core/locales';
import { isUpfrontPayment } from '@nestway/core/payments';
import { paths } from '@nestway/core/web-routes';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { appLink } from '../../lib/app-links';
import { paymentReceivedMail, paymentRejectedMail, paymentVerifiedMail, proofToVerifyMail } from '../../mail/payment-mails';
import { queueMail } from '../../mail/outbox';
import { documentsSubmitted } from '../documents';
import type { PaymentRow } from './records';

interface Person {
  id: string;
  email: string;
  fullName: string;
  locale: Locale;
}

/** Each function queues its e-mails in the transaction `tx` of the change they report. */

export async function notifyProofReceived(ctx: AppContext, tx: Db, client: Person, payment: PaymentRow) {
  await queueMail(ctx, tx, { message: paymentReceivedMail(client, payment, appLink(ctx.config, paths.dashboard)), userId: client.id });
  await queueMail(ctx, tx, {
    message: proofToVerifyMail(client, payment, appLink(ctx.config, paths.adminUser.href(client.id)), false),
    userId: client.id,
  });
}

export async function notifyProofReplaced(ctx: AppContext, tx: Db, client: Person, payment: PaymentRow) {
  await queueMail(ctx, tx, {
    message: proofToVerifyMail(client, payment, appLink(ctx.config, paths.adminUser.href(client.id)), true),
    userId: client.id,
  });
}

/** A verified payment's e-mail says what is next as the Payment Verified page does: documents only while none are in. */
export async function notifyPaymentReviewed(ctx: AppContext, tx: Db, client: Person, payment: PaymentRow) {
  const message =
    payment.status === 'verified'
      ? paymentVerifiedMail(
          client,
          payment,
          payment.reviewNotes,
          appLink(ctx.config, paths.dashboard),
          !isUpfrontPayment(payment) ? 'paid-in-full' : (await documentsSubmitted(tx, client.id)) ? 'documents-in' : 'documents',
        )
      : paymentRejectedMail(client, payment, payment.reviewNotes, appLink(ctx.config, paths.paymentInstructions));
  await queueMail(ctx, tx, { message, userId: client.id });
}
