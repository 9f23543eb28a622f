import { paths } from '@nestway/core/web-routes';
import type { AppContext } from '../../context';
import { appLink } from '../../lib/app-links';
import { documentReviewedMail } from '../../mail/document-mails';
import type { Recipient } from '../../mail/formats';
import { queueMail } from '../../mail/outbox';
import type { Db } from '../../db';
import type { DocumentRow } from './records';

/** Queues the client's e-mail in the transaction `tx` of the review. */
export async function notifyDocumentReviewed(ctx: AppContext, tx: Db, client: { id: string } & Recipient, document: DocumentRow) {
  const message = documentReviewedMail(client, {
    type: document.type,
    fileName: document.originalFileName,
    verified: document.status === 'verified',
    notes: document.notes,
    dashboardUrl: `${appLink(ctx.config, paths.dashboard)}#documents`,
  });
  await queueMail(ctx, tx, { message, userId: client.id });
}
