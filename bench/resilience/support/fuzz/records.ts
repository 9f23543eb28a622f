import { uniqueEmail, type Nestway, type Client } from '../nestway';
import type { IdPool } from './values';

export interface FuzzRecords {
  /** The client the fuzz sends as: group-of-two preferences, verified payment, a document, a call, a viewing, an offer... */
  client: Client;
  ids: IdPool;
  /** The steps that could not be done (the fuzz then uses made-up ids there). */
  skipped: string[];
}

/**
 * Real records, so that the fuzz reaches past "not found": two clients (the one the fuzz sends as, and
 * a second whose ids the admin operations also target), a payment proof, a document, a co-tenant
 * invitation, an availability slot, a call, a viewing with its video and session, an offer, a message,
 * a shared file, the e-mails sent about the client (their ids) and a card payment intent. Each step is
 * tried once; one that fails is skipped.
 */
export async function buildRecords(app: Nestway): Promise<FuzzRecords> {
  const ids: IdPool = new Map();
  const add = (kind: string, id: string | undefined) => {
    if (id) ids.set(kind, [...(ids.get(kind) ?? []), id]);
  };
  const skipped: string[] = [];
  const attempt = async <T>(what: string, step: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await step();
    } catch (error) {
      skipped.push(`${what}: ${(error as Error).message.slice(0, 200)}`);
      return undefined;
    }
  };

  const client = await app.verifiedClient('fuzzer');
  add('users', client.id);
  await attempt('preferences', () => app.savePreferences(client, 2));
  await attempt('terms', () => app.signTerms(client));
  const payment = await attempt('payment proof', () => app.uploadProof(client));
  add('payments', payment?.id);
  if (payment) {
    const [, prefix, name] = /^\/uploads\/([^/]+)\/([^/]+)$/.exec(payment.proofImagePath) ?? [];
    add('uploads:prefix', prefix);
    add('uploads:name', name);
    await attempt('payment review', () => app.reviewPayment(payment.id));
    add('documents', await attempt('document', () => app.uploadDocument(client)));
  }
  add('invitation', await attempt('invitation', () => app.inviteCotenant(client, uniqueEmail('fuzz-cotenant'))));
  add('availability', await attempt('availability slot', () => app.availabilitySlot(3)));
  add('calls', await attempt('call', () => app.scheduleConsultation(client)));
  const offer = await attempt('viewing and offer', () => app.offer(client));
  add('viewings', offer?.viewingId);
  add('property-offers', offer?.offerId);
  for (const session of (await attempt('viewing sessions', () => app.viewingSessionIds())) ?? []) add('viewing-sessions', session);
  await attempt('message', () => app.message(client, 'Your viewing is on Friday.'));
  for (const message of (await attempt('messages', () => app.messageIds(client))) ?? []) add('messages', message);
  add('files', await attempt('shared file', () => app.shareFile(client)));

  // The delivery log of the client's e-mails (issue 18): real ids for the resend operation.
  const emails = await attempt('e-mails', () =>
    app.api.ok<Array<{ id: string }>>('e-mails', 'GET', `/api/admin/users/${client.id}/emails`, { cookie: app.adminCookie }),
  );
  for (const email of emails?.body ?? []) add('emails', email.id);

  const other = await attempt('second client', () => app.payingClient('other'));
  if (other) {
    add('users', other.id);
    add('intents', await attempt('card payment intent', () => app.confirmedCardIntent(other)));
  }
  return { client, ids, skipped };
}
