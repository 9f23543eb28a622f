import { documentTypeLabels } from '@nestway/core/documents';
import { paths } from '@nestway/core/web-routes';
import type { AppContext } from '../../context';
import { appLink } from '../../lib/app-links';
import { documentReviewedMail } from '../../mail/document-mails';
import { queueMail } from '../../mail/outbox';
import type { Db } from '../../db';
import type { DocumentRow } from './records';

/** Queues the client's e-mail in the transaction `tx` of the review. */
export async function notifyDocumentReviewed(
  ctx: AppContext,
  tx: Db,
  client: { id: string; email: string; fullName: string },
  document: DocumentRow,
) {
  const message = documentReviewedMail(client, {
    typeLabel: documentTypeLabels[document.type],
    fileName: document.originalFileName,
    verified: document.status === 'verified',
    notes: document.notes,
    dashboardUrl: `${appLink(ctx.config, paths.dashboard)}#documents`,
  });
  await queueMail(ctx, tx, { message, userId: client.id });
}
