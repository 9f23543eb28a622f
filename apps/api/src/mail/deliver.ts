import type { AppContext } from '../context';
import type { MailMessage } from './mailer';

/**
 * Sends an e-mail about a change that is already saved. The change stands whatever happens to the
 * e-mail: a failed send is logged with what it was about, never answered as an error.
 */
export async function deliverNotice(ctx: Pick<AppContext, 'mailer' | 'log'>, message: MailMessage, about: Record<string, unknown>) {
  await ctx.mailer
    .send(message)
    .catch((error: unknown) => ctx.log.error({ err: error, ...about, subject: message.subject }, 'e-mail not sent'));
}
