import { idParams, defineEndpoints } from '../contract';
import { sentEmailListSchema, sentEmailSchema } from '../emails';

export const emailsApi = defineEndpoints('E-mails', {
  clientEmails: {
    method: 'GET',
    path: '/api/admin/users/{id}/emails',
    access: 'admin',
    summary:
      'The e-mails sent to the client or about them (a team notice, an invitation they sent), newest first, with how each delivery went: queued, delivered, retrying or failed.',
    params: idParams,
    responses: { 200: sentEmailListSchema },
  },
  resend: {
    method: 'POST',
    path: '/api/admin/emails/{id}/resend',
    access: 'admin',
    audit: 'email.resend',
    summary:
      'Queues a failed notice to be sent again, answering it as it now stands. A code or link (verification, reset, invitation) is refused with 409: the client asks for a new one.',
    params: idParams,
    responses: { 200: sentEmailSchema },
  },
});
