import { randomBytes } from 'node:crypto';
import { brand } from '@nestway/core/brand';
import type { Answer } from './http';
import { uniqueEmail, YOUTUBE_URL, type Account, type Nestway } from './nestway';

/** Where the app sends the team's own notices (proof to verify, card payment received). */
const TEAM_INBOX = brand.adminEmail.toLowerCase();

export interface PreparedOperation {
  /** The recipients of the e-mails the request should cause, one entry per e-mail. */
  expected: string[];
  /**
   * Runs after any restart of the app, just before run(): builds what an app may keep only in memory
   * (today's test-mode card intents are lost on restart). Throws when the app refuses.
   */
  ready?(): Promise<void>;
  /** Sends the request that causes the e-mails; never throws (a refused or timed-out request is an Answer). */
  run(timeoutMs: number): Promise<Answer>;
}

export interface MailOperation {
  name: string;
  /** What the e-mail is, for the tables: 'verification code', 'reset link', 'payment notice'... */
  kind: string;
  /**
   * True when the request sends mail only a minute after the account's last code (the resend guard):
   * the bench waits that minute between prepare() and run().
   */
  afterResendGuard?: boolean;
  /** Builds what the request needs, with the mail server up (codes are read from the sink). */
  prepare(app: Nestway): Promise<PreparedOperation>;
}

const admin = (app: Nestway) => ({ cookie: app.adminCookie });

/** A request as the admin, timed by the caller. */
const asAdmin =
  (app: Nestway, method: string, path: string, body: { json?: unknown; form?: FormData } = {}) =>
  (timeoutMs: number) =>
    app.api.call(method, path, { ...admin(app), ...body, timeoutMs });

const clientNotice = (client: Account, run: PreparedOperation['run']): PreparedOperation => ({ expected: [client.email], run });

/** Every request of the API that sends e-mail (found from mailer.send and deliverNotice in apps/api/src/modules). */
export const mailOperations: MailOperation[] = [
  {
    name: 'register',
    kind: 'verification code',
    async prepare(app) {
      const email = uniqueEmail('register');
      const password = `pw-${randomBytes(9).toString('base64url')}`;
      return {
        expected: [email],
        run: (timeoutMs) =>
          app.api.call('POST', '/api/auth/register', {
            json: { fullName: 'Reg Bench', email, password, confirmPassword: password },
            timeoutMs,
          }),
      };
    },
  },
  {
    name: 'resend-otp',
    kind: 'verification code',
    afterResendGuard: true,
    async prepare(app) {
      const account = await app.register('resend');
      return {
        expected: [account.email],
        run: (timeoutMs) => app.api.call('POST', '/api/auth/resend-otp', { json: { userId: account.id }, timeoutMs }),
      };
    },
  },
  {
    name: 'resend-verification',
    kind: 'verification code',
    afterResendGuard: true,
    async prepare(app) {
      const account = await app.register('resendmail');
      return {
        expected: [account.email],
        run: (timeoutMs) => app.api.call('POST', '/api/auth/resend-verification', { json: { email: account.email }, timeoutMs }),
      };
    },
  },
  {
    name: 'login (unverified account)',
    kind: 'verification code',
    afterResendGuard: true,
    async prepare(app) {
      const account = await app.register('unverified');
      return {
        expected: [account.email],
        run: (timeoutMs) =>
          app.api.call('POST', '/api/auth/login', {
            json: { email: account.email, password: account.password, isAdmin: false },
            timeoutMs,
          }),
      };
    },
  },
  {
    name: 'forgot-password (known address)',
    kind: 'reset link',
    async prepare(app) {
      const account = await app.register('forgot');
      return {
        expected: [account.email],
        run: (timeoutMs) => app.api.call('POST', '/api/auth/forgot-password', { json: { email: account.email }, timeoutMs }),
      };
    },
  },
  {
    name: 'forgot-password (unknown address)',
    kind: 'none (no account)',
    async prepare(app) {
      const email = uniqueEmail('nobody');
      return { expected: [], run: (timeoutMs) => app.api.call('POST', '/api/auth/forgot-password', { json: { email }, timeoutMs }) };
    },
  },
  {
    name: 'payment proof upload',
    kind: 'payment notice',
    async prepare(app) {
      const client = await app.payingClient('proof');
      const form = await app.proofForm(client);
      return { expected: [client.email, TEAM_INBOX], run: (timeoutMs) => app.uploadProofRequest(client, form, timeoutMs) };
    },
  },
  {
    name: 'payment proof replaced',
    kind: 'payment notice',
    async prepare(app) {
      const client = await app.payingClient('replace');
      const payment = await app.uploadProof(client);
      const form = await app.proofForm(client);
      return {
        expected: [TEAM_INBOX],
        run: (timeoutMs) => app.api.call('PUT', `/api/payments/${payment.id}`, { cookie: client.cookie, form, timeoutMs }),
      };
    },
  },
  {
    name: 'admin payment review',
    kind: 'payment notice',
    async prepare(app) {
      const client = await app.payingClient('review');
      const payment = await app.uploadProof(client);
      return clientNotice(client, asAdmin(app, 'PUT', `/api/payments/${payment.id}/verify`, { json: { status: 'verified' } }));
    },
  },
  {
    name: 'admin payment override',
    kind: 'payment notice',
    async prepare(app) {
      const client = await app.verifiedClient('override');
      const form = new FormData();
      form.append('amount', '250.00');
      form.append('notes', 'Paid in the office');
      return clientNotice(client, asAdmin(app, 'POST', `/api/admin/users/${client.id}/payment-override`, { form }));
    },
  },
  {
    name: 'card payment success',
    kind: 'payment notice',
    async prepare(app) {
      const client = await app.payingClient('card');
      let paymentIntentId = '';
      return {
        expected: [client.email, TEAM_INBOX],
        ready: async () => void (paymentIntentId = await app.confirmedCardIntent(client)),
        run: (timeoutMs) =>
          app.api.call('POST', '/api/process-stripe-success', { cookie: client.cookie, json: { paymentIntentId }, timeoutMs }),
      };
    },
  },
  {
    name: 'co-tenant invitation',
    kind: 'invitation',
    async prepare(app) {
      const leader = await app.verifiedClient('leader');
      await app.savePreferences(leader, 2);
      const email = uniqueEmail('cotenant');
      return {
        expected: [email],
        run: (timeoutMs) => app.api.call('POST', '/api/groups/invite', { cookie: leader.cookie, json: { emails: [email] }, timeoutMs }),
      };
    },
  },
  {
    name: 'admin document review',
    kind: 'document notice',
    async prepare(app) {
      const client = await app.clientWithVerifiedPayment('document');
      const documentId = await app.uploadDocument(client);
      return clientNotice(
        client,
        asAdmin(app, 'PUT', `/api/documents/${documentId}/verify`, { json: { status: 'verified', notes: null } }),
      );
    },
  },
  {
    name: 'admin books a call',
    kind: 'call notice',
    async prepare(app) {
      const client = await app.verifiedClient('booked');
      return clientNotice(
        client,
        asAdmin(app, 'POST', `/api/admin/call-schedule/${client.id}`, {
          json: { confirmedDateTime: app.nextConsultationTime(), adminNotes: null },
        }),
      );
    },
  },
  {
    name: 'admin moves a call',
    kind: 'call notice',
    async prepare(app) {
      const client = await app.verifiedClient('moved');
      await app.scheduleConsultation(client);
      return clientNotice(
        client,
        asAdmin(app, 'PUT', `/api/call-schedule/${client.id}/confirm`, { json: { confirmedDateTime: app.nextConsultationTime() } }),
      );
    },
  },
  {
    name: 'admin completes a call',
    kind: 'call notice',
    async prepare(app) {
      const client = await app.verifiedClient('completed');
      await app.scheduleConsultation(client);
      return clientNotice(
        client,
        asAdmin(app, 'PUT', `/api/call-schedule/${client.id}/complete`, { json: { paymentAmount: '450', adminNotes: null } }),
      );
    },
  },
  {
    name: 'admin cancels a call',
    kind: 'call notice',
    async prepare(app) {
      const client = await app.verifiedClient('cancelled');
      const callId = await app.scheduleConsultation(client);
      return clientNotice(client, asAdmin(app, 'DELETE', `/api/admin/calls/${callId}`));
    },
  },
  {
    name: 'admin books a viewing',
    kind: 'viewing notice',
    async prepare(app) {
      const client = await app.verifiedClient('viewing');
      return clientNotice(client, asAdmin(app, 'POST', `/api/admin/users/${client.id}/viewings`, { json: app.viewingFields() }));
    },
  },
  {
    name: 'admin books viewings in bulk (2 clients)',
    kind: 'viewing notice',
    async prepare(app) {
      const first = await app.verifiedClient('bulka');
      const second = await app.verifiedClient('bulkb');
      const run = asAdmin(app, 'POST', '/api/admin/viewings/bulk', {
        json: { viewingData: app.viewingFields(), clientIds: [first.id, second.id] },
      });
      return { expected: [first.email, second.email], run };
    },
  },
  {
    name: 'admin cancels a viewing',
    kind: 'viewing notice',
    async prepare(app) {
      const client = await app.verifiedClient('unviewing');
      const viewingId = await app.viewing(client);
      return clientNotice(
        client,
        asAdmin(app, 'PUT', `/api/admin/viewings/${viewingId}`, { json: { status: 'cancelled', adminNotes: 'The landlord withdrew it.' } }),
      );
    },
  },
  {
    name: "admin adds a viewing's video",
    kind: 'viewing notice',
    async prepare(app) {
      const client = await app.verifiedClient('video');
      const viewingId = await app.viewing(client);
      return clientNotice(
        client,
        asAdmin(app, 'PUT', `/api/admin/viewings/${viewingId}/video`, {
          json: { youtubeUrl: YOUTUBE_URL, videoTitle: 'Walkthrough', videoNotes: null },
        }),
      );
    },
  },
  {
    name: 'admin shares a video',
    kind: 'viewing notice',
    async prepare(app) {
      const client = await app.verifiedClient('share');
      return clientNotice(
        client,
        asAdmin(app, 'POST', '/api/admin/videos/share', {
          json: { videoData: { youtubeUrl: YOUTUBE_URL, title: 'Walkthrough' }, clientIds: [client.id] },
        }),
      );
    },
  },
  {
    name: 'admin answers an offer',
    kind: 'offer notice',
    async prepare(app) {
      const client = await app.verifiedClient('offer');
      const { offerId } = await app.offer(client);
      return clientNotice(
        client,
        asAdmin(app, 'PUT', `/api/admin/property-offers/${offerId}`, {
          json: { status: 'rejected', adminResponse: 'The landlord wants more.' },
        }),
      );
    },
  },
  {
    name: 'admin shares a file',
    kind: 'file notice',
    async prepare(app) {
      const client = await app.verifiedClient('file');
      return clientNotice(client, asAdmin(app, 'POST', `/api/admin/users/${client.id}/files`, { form: app.sharedFileForm() }));
    },
  },
  {
    name: 'admin status override',
    kind: 'account notice',
    async prepare(app) {
      const client = await app.verifiedClient('status');
      return clientNotice(
        client,
        asAdmin(app, 'PUT', `/api/admin/users/${client.id}/status-override`, { json: { targetStep: 'ready', notes: 'Paid in cash' } }),
      );
    },
  },
  {
    name: 'admin resets a password',
    kind: 'account notice',
    async prepare(app) {
      const client = await app.verifiedClient('reset');
      return clientNotice(
        client,
        asAdmin(app, 'POST', `/api/admin/users/${client.id}/reset-password`, {
          json: { newPassword: `new-${randomBytes(6).toString('hex')}` },
        }),
      );
    },
  },
];

export function mailOperation(name: string): MailOperation {
  const operation = mailOperations.find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`No mail operation named ${name}`);
  return operation;
}
