import { randomBytes } from 'node:crypto';
import { preferencesForGroup } from '../../../test-support/fixtures/preferences';
import { findCode, findLink } from '../../../test-support/mail-message';
import type { SmtpSink } from '../../../test-support/smtp-sink';
import { nextClientIp, type Answer, type Api } from './http';
import { pngBytes, pdfBytes } from './sample-files';

export interface Account {
  id: string;
  email: string;
  fullName: string;
  password: string;
}

export interface Client extends Account {
  /** The session cookie, name=value. */
  cookie: string;
}

/** How long a set-up step waits for an e-mail (a queued one may take a worker's turn). */
const MAIL_WAIT_MS = 60_000;
const HOUR_MS = 60 * 60 * 1000;
export const YOUTUBE_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** A fresh address at a reserved domain, never delivered anywhere but the local sink. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

/**
 * The app's journeys as the benches need them to build records (accounts, payments, documents, calls,
 * viewings, offers...) through the public API, reading codes and links from the SMTP sink. Every step
 * throws with the answer when the app refuses it. Set-up requests each carry a made-up client address
 * (nextClientIp) so that the app's per-address limits do not stop the preparation.
 */
export class Nestway {
  adminCookie = '';
  private nextConsultationHour = 0;

  constructor(
    readonly api: Api,
    readonly sink: SmtpSink,
    readonly adminAccount: { email: string; password: string },
  ) {}

  private ok<T>(what: string, method: string, path: string, options: Parameters<Api['call']>[2] = {}) {
    return this.api.ok<T>(what, method, path, { clientIp: nextClientIp(), ...options });
  }

  async signInAdmin(): Promise<string> {
    const { answer } = await this.ok('admin sign-in', 'POST', '/api/auth/login', { json: { ...this.adminAccount, isAdmin: true } });
    if (!answer.sessionCookie) throw new Error('admin sign-in: no session cookie');
    this.adminCookie = answer.sessionCookie;
    return this.adminCookie;
  }

  /** Signs an account in again (its session was ended); undefined when the app refuses. */
  async signIn(account: Account): Promise<string | undefined> {
    const answer = await this.api.call('POST', '/api/auth/login', {
      clientIp: nextClientIp(),
      json: { email: account.email, password: account.password, isAdmin: false },
    });
    return answer.status === 200 ? answer.sessionCookie : undefined;
  }

  async isSignedIn(cookie: string): Promise<boolean> {
    return (await this.api.call('GET', '/api/auth/user', { cookie })).status === 200;
  }

  /** Registers an account; its verification e-mail goes to the sink (not read here). */
  async register(tag: string, email = uniqueEmail(tag)): Promise<Account> {
    const fullName = `${tag[0]!.toUpperCase()}${tag.slice(1)} Bench`;
    const password = `pw-${randomBytes(9).toString('base64url')}`;
    const { body } = await this.ok<{ user: { id: string } }>('register', 'POST', '/api/auth/register', {
      json: { fullName, email, password, confirmPassword: password },
    });
    return { id: body.user.id, email, fullName, password };
  }

  /** A registered client whose address is verified with the code read from the sink, signed in. */
  async verifiedClient(tag: string): Promise<Client> {
    const account = await this.register(tag);
    const mail = await this.sink.waitFor(account.email, (m) => findCode(m) !== undefined, MAIL_WAIT_MS);
    const { answer } = await this.ok('verify-otp', 'POST', '/api/auth/verify-otp', {
      json: { userId: account.id, otpCode: findCode(mail) },
    });
    if (!answer.sessionCookie) throw new Error('verify-otp: no session cookie');
    return { ...account, cookie: answer.sessionCookie };
  }

  async savePreferences(client: Client, numberOfTenants = 1): Promise<void> {
    await this.ok('preferences', 'POST', '/api/preferences', { cookie: client.cookie, json: preferencesForGroup(numberOfTenants) });
  }

  async signTerms(client: Client): Promise<void> {
    await this.ok('terms', 'POST', '/api/terms-and-conditions', {
      cookie: client.cookie,
      json: { fullName: client.fullName, signature: client.fullName, hasAgreed: true },
    });
  }

  /** A verified client who has signed the terms: ready to pay. */
  async payingClient(tag: string): Promise<Client> {
    const client = await this.verifiedClient(tag);
    await this.signTerms(client);
    return client;
  }

  async upfrontFeePence(client: Client): Promise<number> {
    const { body } = await this.ok<{ upfrontFeePence: number }>('remaining fee', 'GET', '/api/payments/remaining-fee', {
      cookie: client.cookie,
    });
    return body.upfrontFeePence;
  }

  /** The form of a bank-transfer proof of the upfront fee. */
  async proofForm(client: Client): Promise<FormData> {
    const form = new FormData();
    form.append('amount', ((await this.upfrontFeePence(client)) / 100).toFixed(2));
    form.append('type', 'initial');
    form.append('proofImage', new Blob([pngBytes()], { type: 'image/png' }), 'receipt.png');
    return form;
  }

  uploadProofRequest(client: Client, form: FormData, timeoutMs?: number): Promise<Answer> {
    return this.api.call('POST', '/api/payments', { cookie: client.cookie, form, ...(timeoutMs ? { timeoutMs } : {}) });
  }

  async uploadProof(client: Client): Promise<{ id: string; proofImagePath: string }> {
    const { body } = await this.ok<{ id: string; proofImagePath: string }>('payment proof', 'POST', '/api/payments', {
      cookie: client.cookie,
      form: await this.proofForm(client),
    });
    return body;
  }

  async reviewPayment(paymentId: string, status: 'verified' | 'rejected' = 'verified'): Promise<void> {
    await this.ok('payment review', 'PUT', `/api/payments/${paymentId}/verify`, { cookie: this.adminCookie, json: { status } });
  }

  /** A client whose upfront fee is verified: may upload documents. */
  async clientWithVerifiedPayment(tag: string): Promise<Client & { paymentId: string }> {
    const client = await this.payingClient(tag);
    const payment = await this.uploadProof(client);
    await this.reviewPayment(payment.id);
    return { ...client, paymentId: payment.id };
  }

  documentForm(): FormData {
    const form = new FormData();
    form.append('type', 'passport');
    form.append('documents', new Blob([pdfBytes()], { type: 'application/pdf' }), 'passport.pdf');
    return form;
  }

  async uploadDocument(client: Client): Promise<string> {
    const { body } = await this.ok<Array<{ id: string }>>('document', 'POST', '/api/documents', {
      cookie: client.cookie,
      form: this.documentForm(),
    });
    return body[0]!.id;
  }

  /** Invites `email` to the client's group (preferences for two must be saved); returns the e-mailed token. */
  async inviteCotenant(leader: Client, email: string): Promise<string> {
    await this.ok('invite', 'POST', '/api/groups/invite', { cookie: leader.cookie, json: { emails: [email] } });
    const mail = await this.sink.waitFor(email, (m) => findLink(m, '/cotenant-register') !== undefined, MAIL_WAIT_MS);
    return new URL(findLink(mail, '/cotenant-register')!).searchParams.get('token')!;
  }

  /** A future time for a call, a different hour on every call, so no two consultations collide. */
  nextConsultationTime(): string {
    const start = Math.ceil((Date.now() + 3 * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS;
    return new Date(start + this.nextConsultationHour++ * HOUR_MS).toISOString();
  }

  /** A confirmed call the admin books for the client; returns the call's id. */
  async scheduleConsultation(client: Account): Promise<string> {
    const { body } = await this.ok<{ id: string }>('appointment', 'POST', `/api/admin/call-schedule/${client.id}`, {
      cookie: this.adminCookie,
      json: { confirmedDateTime: this.nextConsultationTime(), adminNotes: null },
    });
    return body.id;
  }

  viewingFields() {
    return {
      propertyAddress: '12 Hyde Park Road, Leeds LS6 1AB',
      propertyType: 'Flat',
      bedrooms: 2,
      bathrooms: 1,
      rentAmount: '950.00',
      viewingDateTime: new Date(Date.now() + 2 * 24 * HOUR_MS).toISOString(),
      adminNotes: null,
    };
  }

  async viewing(client: Account): Promise<string> {
    const { body } = await this.ok<{ id: string }>('viewing', 'POST', `/api/admin/users/${client.id}/viewings`, {
      cookie: this.adminCookie,
      json: this.viewingFields(),
    });
    return body.id;
  }

  async addVideo(viewingId: string): Promise<void> {
    await this.ok('video', 'PUT', `/api/admin/viewings/${viewingId}/video`, {
      cookie: this.adminCookie,
      json: { youtubeUrl: YOUTUBE_URL, videoTitle: 'Walkthrough', videoNotes: null },
    });
  }

  /** A viewing with its video, and the client's pending offer on it; returns both ids. */
  async offer(client: Client): Promise<{ viewingId: string; offerId: string }> {
    const viewingId = await this.viewing(client);
    await this.addVideo(viewingId);
    const { body } = await this.ok<{ id: string }>('offer', 'POST', '/api/property-offers', {
      cookie: client.cookie,
      json: { propertyViewingId: viewingId, offerAmount: '1000', marketPrice: '950.00' },
    });
    return { viewingId, offerId: body.id };
  }

  async viewingSessionIds(): Promise<string[]> {
    const { body } = await this.ok<Array<{ viewingSessionId: string }>>('sessions', 'GET', '/api/admin/viewing-sessions', {
      cookie: this.adminCookie,
    });
    return body.map((session) => session.viewingSessionId);
  }

  async message(client: Account, text: string): Promise<void> {
    await this.ok('message', 'PUT', `/api/admin/users/${client.id}/message`, { cookie: this.adminCookie, json: { message: text } });
  }

  async messageIds(client: Client): Promise<string[]> {
    const { body } = await this.ok<Array<{ id: string }>>('messages', 'GET', '/api/messages', { cookie: client.cookie });
    return body.map((message) => message.id);
  }

  sharedFileForm(): FormData {
    const form = new FormData();
    form.append('displayName', 'Tenancy contract');
    form.append('category', 'contract');
    form.append('file', new Blob([pdfBytes()], { type: 'application/pdf' }), 'contract.pdf');
    return form;
  }

  async shareFile(client: Account): Promise<string> {
    const { body } = await this.ok<{ id: string }>('shared file', 'POST', `/api/admin/users/${client.id}/files`, {
      cookie: this.adminCookie,
      form: this.sharedFileForm(),
    });
    return body.id;
  }

  async availabilitySlot(dayOfWeek: number): Promise<string> {
    const { body } = await this.ok<{ id: string }>('availability', 'POST', '/api/admin/availability', {
      cookie: this.adminCookie,
      json: { dayOfWeek, startTime: '18:00', endTime: '20:00' },
    });
    return body.id;
  }

  /** A test-mode card payment of the upfront fee, confirmed with the test card; returns the intent's id. */
  async confirmedCardIntent(client: Client): Promise<string> {
    const { body } = await this.ok<{ paymentIntentId: string }>('payment intent', 'POST', '/api/create-payment-intent', {
      cookie: client.cookie,
      json: { amount: await this.upfrontFeePence(client), type: 'initial' },
    });
    await this.ok('test card', 'POST', '/api/test-mode/confirm-payment', {
      cookie: client.cookie,
      json: { paymentIntentId: body.paymentIntentId, cardNumber: '4242424242424242' },
    });
    return body.paymentIntentId;
  }
}
