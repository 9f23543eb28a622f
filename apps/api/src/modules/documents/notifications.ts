import { documentTypeLabels } from '@nestway/core/documents';
import { paths } from '@nestway/core/web-routes';
import type { AppContext } from '../../context';
import { appLink } from '../../lib/app-links';
import { documentReviewedMail } from '../../mail/document-mails';
import { deliverNotice } from '../../mail/deliver';
import type { DocumentRow } from './records';

export async function notifyDocumentReviewed(ctx: AppContext, client: { email: string; fullName: string }, document: DocumentRow) {
  const message = documentReviewedMail(client, {
    typeLabel: documentTypeLabels[document.type],
    fileName: document.originalFileName,
    verified: document.status === 'verified',
    notes: document.notes,
    dashboardUrl: `${appLink(ctx.config, paths.dashboard)}#documents`,
  });
  await deliverNotice(ctx, message, { documentId: document.id });
}
