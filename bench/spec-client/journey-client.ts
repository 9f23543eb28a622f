/**
 * The tenants' side of the journey, each call as the spec's tables write it (part 1 section 7, part 2
 * section 7): paths, payload field names, empty bodies sent as no body at all. Calls only the API
 * document names are marked `spec: false`.
 */
import type { SmtpSink } from '../../test-support/smtp-sink';
import { Actor, formOf, type Recorder } from './http';
import { files, mailCount, mailMatch, nextDateOn, preferencesForm, ukInstant } from './support';

type Json = Record<string, unknown>;
type List = Json[];

export interface World {
  origin: string;
  sink: SmtpSink;
  recorder: Recorder;
  password: string;
}

export interface Client {
  actor: Actor;
  id: string;
  email: string;
  fullName: string;
  registeredAt: number;
}

const CODE = /\b(\d{6})\b/;
const TOKEN_AFTER = (marker: string) => new RegExp(`${marker}([A-Za-z0-9_-]{16,})`);

/** POST /api/auth/register as the register screen sends it (with confirmPassword). */
export async function register(world: World, name: string, email: string): Promise<Client> {
  const actor = new Actor(name, world.origin, world.recorder);
  const answer = await actor.must<{ user: { id: string }; requiresVerification: boolean }>('POST', '/api/auth/register', {
    json: { fullName: name, email, password: world.password, confirmPassword: world.password },
  });
  return { actor, id: answer.user.id, email, fullName: name, registeredAt: Date.now() };
}

/** The code screen: the code read from the e-mail, then the current user as the screen refetches it. */
export async function verifyByCode(world: World, client: Client, since = 0) {
  const otpCode = await mailMatch(world.sink, client.email, CODE, since);
  await client.actor.must('POST', '/api/auth/verify-otp', { json: { userId: client.id, otpCode } });
  await client.actor.must('GET', '/api/auth/user');
}

/** Registration, verification, preferences and the group invitation of a leader of two. */
export async function leaderOnboarding(world: World, leader: Client, coTenantEmail: string) {
  const { actor } = leader;
  await verifyByCode(world, leader);
  await actor.call('GET', '/api/preferences');
  await actor.must('POST', '/api/preferences', { json: preferencesForm(2) });
  await actor.must('GET', '/api/preferences');
  await actor.must('GET', '/api/auth/user');
  await actor.must('POST', '/api/groups/invite', { json: { emails: [coTenantEmail] } });
  await actor.must('GET', '/api/groups/me', { spec: false });
}

/** The co-tenant registers from the invitation link and accepts it at once, as part 2 section 7 says. */
export async function coTenantJoins(world: World, coTenantName: string, coTenantEmail: string): Promise<Client> {
  const token = await mailMatch(world.sink, coTenantEmail, TOKEN_AFTER('token='));
  const visitor = new Actor(coTenantName, world.origin, world.recorder);
  await visitor.must('GET', `/api/groups/invitation/${token}`);
  const answer = await visitor.must<{ user: { id: string } }>('POST', '/api/auth/register', {
    json: { fullName: coTenantName, email: coTenantEmail, password: world.password },
  });
  await visitor.call('POST', '/api/groups/accept-invitation', { json: { invitationToken: token } });
  const coTenant = { actor: visitor, id: answer.user.id, email: coTenantEmail, fullName: coTenantName, registeredAt: Date.now() };
  await visitor.call('GET', '/api/auth/user');
  await visitor.call('POST', '/api/preferences', { json: preferencesForm(2) });
  await visitor.call('POST', '/api/terms-and-conditions', { json: { fullName: coTenantName, signature: coTenantName } });
  await visitor.call('GET', '/api/groups/me', { spec: false });
  return coTenant;
}

export async function uploadDocuments(client: Client, type: string) {
  const form = formOf({ type }, [
    { field: 'documents', name: 'passport-1.png', type: 'image/png', bytes: files.png },
    { field: 'documents', name: 'passport-2.pdf', type: 'application/pdf', bytes: files.pdf },
  ]);
  await client.actor.call('POST', '/api/documents', { form });
  return client.actor.must<List>('GET', '/api/documents');
}

/** The dashboard's booking: a slot's weekday within 14 days, an hour after it opens, in UK time. Booked, cancelled, booked again. */
export async function bookConsultation(client: Client) {
  const { actor } = client;
  await actor.must('GET', '/api/call-schedule');
  const slots = await actor.must<List>('GET', '/api/available-slots');
  const slot = slots.find((candidate) => candidate.isActive !== false);
  if (!slot) throw new Error('no availability slot to book');
  const date = nextDateOn(Number(slot.dayOfWeek));
  const [hour, minute] = String(slot.startTime).split(':');
  const time = `${String(Number(hour) + 1).padStart(2, '0')}:${minute}`;
  const body = { availabilitySlotId: slot.id, requestedDateTime: ukInstant(date, time) };
  await actor.must('POST', '/api/call-schedule', { json: body });
  await actor.must('DELETE', '/api/call-schedule');
  await actor.must('POST', '/api/call-schedule', { json: body });
  await actor.must('GET', '/api/call-schedule');
}

/** Terms, a proof upload replaced and deleted, then the card: intent, the test-mode card, the spec's empty success call. */
export async function signAndPay(client: Client) {
  const { actor } = client;
  await actor.call('GET', '/api/terms-and-conditions');
  await actor.must('POST', '/api/terms-and-conditions', { json: { fullName: client.fullName, signature: client.fullName } });
  await actor.must('GET', '/api/terms-and-conditions');
  const user = await actor.must('GET', '/api/auth/user');
  const fee = String(user.customPaymentAmount ?? '250');
  await actor.must('GET', '/api/payments');
  const proof = { field: 'proofImage', name: 'transfer.png', type: 'image/png', bytes: files.png };
  const payment = await actor.must('POST', '/api/payments', { form: formOf({ amount: fee, type: 'initial' }, [proof]) });
  const replaced = await actor.must('PUT', `/api/payments/${String(payment.id)}`, {
    form: formOf({ amount: fee, type: 'initial' }, [{ ...proof, name: 'transfer-2.png' }]),
  });
  if (typeof replaced.proofImagePath === 'string') await actor.call('GET', uploadPath(replaced.proofImagePath));
  await actor.must('DELETE', `/api/payments/${String(payment.id)}`);

  await actor.must('GET', '/api/checkout/card-payments', { spec: false });
  const intent = await actor.must('POST', '/api/create-payment-intent', { json: { amount: Number(fee), type: 'initial' } });
  await actor.must('POST', '/api/test-mode/confirm-payment', {
    spec: false,
    json: { paymentIntentId: intent.paymentIntentId, cardNumber: '4242424242424242', expiry: '12/35' },
  });
  await actor.call('POST', '/api/process-stripe-success');
  await actor.must('GET', '/api/payments/remaining-fee', { spec: false });
  return actor.must<List>('GET', '/api/payments');
}

/** A proof's stored path as the spec's GET /uploads/{file} reads it. */
export const uploadPath = (stored: string) => (stored.startsWith('/uploads/') ? stored : `/uploads/${stored.replace(/^\/+/, '')}`);

/** The viewings card: mark a video watched (no body), feedback, an offer withdrawn and made again. */
export async function viewingsAndOffer(client: Client) {
  const { actor } = client;
  const viewings = await actor.must<List>('GET', `/api/users/${client.id}/viewings`);
  const withVideo = viewings.find((viewing) => viewing.youtubeVideoId && viewing.status !== 'cancelled');
  if (!withVideo) throw new Error('no viewing with a video');
  await actor.must('PUT', `/api/viewings/${String(withVideo.id)}/video/watched`);
  await actor.must('PUT', `/api/viewings/${String(withVideo.id)}/feedback`, { spec: false, json: { feedback: 'Bright, close to campus.' } });
  const offer = { propertyViewingId: withVideo.id, offerAmount: 1250, marketPrice: 1200, offerNotes: 'Can move in early.' };
  const first = await actor.must('POST', '/api/property-offers', { json: offer });
  await actor.must('PUT', `/api/property-offers/${String(first.id)}/withdraw`);
  const second = await actor.must('POST', '/api/property-offers', { json: { ...offer, offerAmount: 1300 } });
  await actor.must('GET', `/api/users/${client.id}/property-offers`);
  return String(second.id);
}

/** Messages popup and shared files, as the dashboard reads them. */
export async function readMessagesAndFiles(client: Client) {
  const { actor } = client;
  await actor.must('GET', '/api/messages');
  const unread = await actor.must<List>('GET', '/api/messages/unread');
  for (const message of unread) await actor.must('PUT', `/api/messages/${String(message.id)}/read`);
  const shared = await actor.must<List>('GET', '/api/user/shared-files');
  for (const file of shared) await actor.must('GET', `/api/user/shared-files/${String(file.id)}/download`);
}

/** The login screens: logout, login with isAdmin false, the current user. */
export async function logoutAndLogin(world: World, client: Client, password = world.password) {
  await client.actor.must('POST', '/api/auth/logout');
  await client.actor.must('POST', '/api/auth/login', { json: { email: client.email, password, isAdmin: false } });
  await client.actor.must('GET', '/api/auth/user');
}

/** A code resent once the minute has passed, a link resent and followed, and a password reset by e-mail. */
export async function verificationAndReset(world: World, byCode: Client, byLink: Client) {
  const wait = 61_000 - (Date.now() - Math.min(byCode.registeredAt, byLink.registeredAt));
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const sinceCode = mailCount(world.sink, byCode.email);
  await byCode.actor.must('POST', '/api/auth/resend-otp', { json: { userId: byCode.id } });
  await verifyByCode(world, byCode, sinceCode);

  const sinceLink = mailCount(world.sink, byLink.email);
  await byLink.actor.must('POST', '/api/auth/resend-verification', { json: { email: byLink.email } });
  const token = await mailMatch(world.sink, byLink.email, TOKEN_AFTER('verify-email/'), sinceLink);
  await byLink.actor.call('GET', `/api/auth/verify-email/${token}`);

  const sinceReset = mailCount(world.sink, byCode.email);
  const visitor = new Actor(`${byCode.fullName} (reset)`, world.origin, world.recorder);
  await visitor.must('POST', '/api/auth/forgot-password', { json: { email: byCode.email } });
  const resetToken = await mailMatch(world.sink, byCode.email, TOKEN_AFTER('token='), sinceReset);
  await visitor.must('POST', '/api/auth/verify-reset-token', { json: { token: resetToken } });
  const newPassword = `${world.password}-new`;
  await visitor.must('POST', '/api/auth/reset-password', { json: { token: resetToken, newPassword } });
  await visitor.must('POST', '/api/auth/login', { json: { email: byCode.email, password: newPassword, isAdmin: false } });
}
