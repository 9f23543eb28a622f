import type { Recipient } from '../../mail/formats';
import { paths } from '@nestway/core/web-routes';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { appLink } from '../../lib/app-links';
import { newMessageMail } from '../../mail/message-mails';
import { queueMail } from '../../mail/outbox';

/** Queues, in the message's transaction `tx`, the client's notice that a message from the team is waiting. */
export async function notifyNewMessage(ctx: AppContext, tx: Db, client: { id: string } & Recipient) {
  await queueMail(ctx, tx, { message: newMessageMail(client, appLink(ctx.config, paths.dashboard)), userId: client.id });
}
