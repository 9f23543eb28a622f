import { paths } from '@nestway/core/web-routes';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { appLink } from '../../lib/app-links';
import { queueMails } from '../../mail/outbox';
import { videoReadyMail, viewingBookedMail, viewingCancelledMail } from '../../mail/viewing-mails';
import type { ViewingClient, ViewingRow } from './records';

/** Each function queues one e-mail per viewing in the transaction `tx` of the change it reports. */

const viewingsUrl = (ctx: AppContext) => `${appLink(ctx.config, paths.dashboard)}#viewings`;

/** Pairs each viewing with its client; a viewing whose client is not in `clients` is skipped. */
function withClients(viewings: readonly ViewingRow[], clients: readonly ViewingClient[]) {
  const byId = new Map(clients.map((client) => [client.id, client]));
  return viewings.flatMap((viewing) => {
    const client = byId.get(viewing.userId);
    return client ? [{ viewing, client }] : [];
  });
}

/** Each client is told of the viewing booked for them: the address, the UK time and a link to their viewings. */
export async function notifyViewingsBooked(ctx: AppContext, tx: Db, viewings: readonly ViewingRow[], clients: readonly ViewingClient[]) {
  const url = viewingsUrl(ctx);
  await queueMails(
    ctx,
    tx,
    withClients(viewings, clients).map(({ viewing, client }) => ({
      message: viewingBookedMail(client, viewing, viewing.adminNotes, url),
      userId: client.id,
    })),
  );
}

/** The client is told their viewing is cancelled, with the reason (the viewing's notes) when there is one. */
export async function notifyViewingCancelled(ctx: AppContext, tx: Db, viewing: ViewingRow, client: ViewingClient) {
  await queueMails(ctx, tx, [{ message: viewingCancelledMail(client, viewing, viewing.adminNotes, viewingsUrl(ctx)), userId: client.id }]);
}

/** Each client is told the walkthrough video of their viewing is ready to watch, with the team's notes about it. */
export async function notifyVideoReady(
  ctx: AppContext,
  tx: Db,
  viewings: readonly ViewingRow[],
  clients: readonly ViewingClient[],
  notes: string | null,
) {
  const url = viewingsUrl(ctx);
  await queueMails(
    ctx,
    tx,
    withClients(viewings, clients).map(({ viewing, client }) => ({
      message: videoReadyMail(client, { propertyAddress: viewing.propertyAddress, videoTitle: viewing.videoTitle ?? '', notes }, url),
      userId: client.id,
    })),
  );
}
