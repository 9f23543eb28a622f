import { emailsApi } from '@nestway/core/contracts/emails';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { listClientEmails, resendEmail } from './client-emails';

/** The e-mails sent about each client, for the admin, and sending a failed one again. */
export async function emailsPlugin(app: FastifyInstance) {
  const { ctx } = app;
  route(app, emailsApi.clientEmails, async (request) => listClientEmails(ctx.db, request.params.id));
  route(app, emailsApi.resend, async (request) => resendEmail(ctx, request.params.id));
}
