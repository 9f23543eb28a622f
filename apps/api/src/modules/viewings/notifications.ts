import { paths } from '@nestway/core/web-routes';
import type { AppContext } from '../../context';
import { appLink } from '../../lib/app-links';
import { deliverNotice } from '../../mail/deliver';
import type { MailMessage } from '../../mail/mailer';
import { videoReadyMail, viewingBookedMail, viewingCancelledMail } from '../../mail/viewing-mails';
import type { ViewingClient, ViewingRow } from './records';

/** How many e-mails of one bulk action are handed to the mail server at once. */
const MAIL_CONCURRENCY = 5;

const viewingsUrl = (ctx: AppContext) => `${appLink(ctx.config, paths.dashboard)}#viewings`;

/**
 * Sends one e-mail per viewing, a few at a time, after the change is saved. A failed send is logged
 * (deliverNotice), never answered as an error: the viewings stand.
 */
async function deliverEach(ctx: AppContext, notices: Array<{ viewing: ViewingRow; message: MailMessage }>) {
  for (let start = 0; start < notices.length; start += MAIL_CONCURRENCY) {
    await Promise.all(
      notices
        .slice(start, start + MAIL_CONCURRENCY)
        .map(({ viewing, message }) => deliverNotice(ctx, message, { viewingId: viewing.id, userId: viewing.userId })),
    );
  }
}

/** Pairs each viewing with its client; a viewing whose client is not in `clients` is skipped. */
function withClients(viewings: readonly ViewingRow[], clients: readonly ViewingClient[]) {
  const byId = new Map(clients.map((client) => [client.id, client]));
  return viewings.flatMap((viewing) => {
    const client = byId.get(viewing.userId);
    return client ? [{ viewing, client }] : [];
  });
}

/** Each client is told of the viewing booked for them: the address, the UK time and a link to their viewings. */
export async function notifyViewingsBooked(ctx: AppContext, viewings: readonly ViewingRow[], clients: readonly ViewingClient[]) {
  const url = viewingsUrl(ctx);
  await deliverEach(
    ctx,
    withClients(viewings, clients).map(({ viewing, client }) => ({
      viewing,
      message: viewingBookedMail(client, viewing, viewing.adminNotes, url),
    })),
  );
}

/** The client is told their viewing is cancelled, with the reason (the viewing's notes) when there is one. */
export async function notifyViewingCancelled(ctx: AppContext, viewing: ViewingRow, client: ViewingClient) {
  await deliverEach(ctx, [{ viewing, message: viewingCancelledMail(client, viewing, viewing.adminNotes, viewingsUrl(ctx)) }]);
}

/** Each client is told the walkthrough video of their viewing is ready to watch, with the team's notes about it. */
export async function notifyVideoReady(
  ctx: AppContext,
  viewings: readonly ViewingRow[],
  clients: readonly ViewingClient[],
  notes: string | null,
) {
  const url = viewingsUrl(ctx);
  await deliverEach(
    ctx,
    withClients(viewings, clients).map(({ viewing, client }) => ({
      viewing,
      message: videoReadyMail(client, { propertyAddress: viewing.propertyAddress, videoTitle: viewing.videoTitle ?? '', notes }, url),
    })),
  );
}
