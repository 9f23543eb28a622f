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
    reads: ['user.id', 'user.email', 'user.fullName', 'requiresVerification'],
  });
  return { actor, id: answer.user.id, email, fullName: name, registeredAt: Date.now() };
}

/** The code screen: the code read from the e-mail, then the current user as the screen refetches it. */
export async function verifyByCode(world: World, client: Client, since = 0) {
  const otpCode = await mailMatch(world.sink, client.email, CODE, since);
  await client.actor.must('POST', '/api/auth/verify-otp', { json: { userId: client.id, otpCode } });
  await client.actor.must('GET', '/api/auth/user', { reads: ['fullName', 'email'] });
}

/** Registration, verification, preferences and the group invitation of a leader of two. */
export async function leaderOnboarding(world: World, leader: Client, coTenantEmail: string) {
  const { actor } = leader;
  await verifyByCode(world, leader);
  await actor.call('GET', '/api/preferences');
  await actor.must('POST', '/api/preferences', { json: preferencesForm(2) });
  await actor.must('GET', '/api/preferences');
  await actor.must('GET', '/api/auth/user', { reads: ['preferences.numberOfTenants'] });
  await actor.must('POST', '/api/groups/invite', { json: { emails: [coTenantEmail] } });
  await actor.must('GET', '/api/groups/me', { spec: false });
}

/** The co-tenant registers from the invitation link and accepts it at once, as part 2 section 7 says. */
export async function coTenantJoins(world: World, coTenantName: string, coTenantEmail: string): Promise<Client> {
  const token = await mailMatch(world.sink, coTenantEmail, TOKEN_AFTER('token='));
  const visitor = new Actor(coTenantName, world.origin, world.recorder);
  await visitor.must('GET', `/api/groups/invitation/${token}`, {
    reads: ['invitation.email', 'group.leaderName', 'group.numberOfTenants'],
  });
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
  return client.actor.must<List>('GET', '/api/documents', { reads: ['[].id', '[].type', '[].status', '[].originalFileName'] });
}

/** The dashboard's booking: a slot's weekday within 14 days, an hour after it opens, in UK time. Booked, cancelled, booked again. */
export async function bookConsultation(client: Client): Promise<{ availabilitySlotId: unknown; requestedDateTime: string }> {
  const { actor } = client;
  await actor.must('GET', '/api/call-schedule');
  const slots = await actor.must<List>('GET', '/api/available-slots', {
    reads: ['[].id', '[].dayOfWeek', '[].startTime', '[].endTime', '[].isActive', '[].confirmedTimes'],
  });
  const slot = slots.find((candidate) => candidate.isActive !== false);
  if (!slot) throw new Error('no availability slot to book');
  const date = nextDateOn(Number(slot.dayOfWeek));
  const [hour, minute] = String(slot.startTime).split(':');
  const time = `${String(Number(hour) + 1).padStart(2, '0')}:${minute}`;
  const body = { availabilitySlotId: slot.id, requestedDateTime: ukInstant(date, time) };
  await actor.must('POST', '/api/call-schedule', { json: body, reads: ['status'] });
  await actor.must('DELETE', '/api/call-schedule');
  await actor.must('POST', '/api/call-schedule', { json: body });
  await actor.must('GET', '/api/call-schedule', { reads: ['status', 'requestedDateTime'] });
  return body;
}

/** A proof's stored path as the spec's GET /uploads/{file} reads it. */
const uploadPath = (stored: string) => (stored.startsWith('/uploads/') ? stored : `/uploads/${stored.replace(/^\/+/, '')}`);

/** Terms, a proof upload replaced and deleted, then the card: intent, the test-mode card, the spec's empty success call. */
export async function signAndPay(client: Client) {
  const { actor } = client;
  await actor.call('GET', '/api/terms-and-conditions');
  await actor.must('POST', '/api/terms-and-conditions', { json: { fullName: client.fullName, signature: client.fullName } });
  await actor.must('GET', '/api/terms-and-conditions', { reads: ['fullName', 'signature', 'signedDate'] });
  const user = await actor.must('GET', '/api/auth/user', { reads: ['customPaymentAmount'] });
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
  const intent = await actor.must('POST', '/api/create-payment-intent', {
    json: { amount: Number(fee), type: 'initial' },
    reads: ['clientSecret', 'baseAmount', 'transactionFee', 'totalAmount'],
  });
  await actor.must('POST', '/api/test-mode/confirm-payment', {
    spec: false,
    json: { paymentIntentId: intent.paymentIntentId, cardNumber: '4242424242424242', expiry: '12/35' },
  });
  await actor.call('POST', '/api/process-stripe-success');
  await actor.must('GET', '/api/payments/remaining-fee', { spec: false });
  return actor.must<List>('GET', '/api/payments', { reads: ['[].status', '[].amount', '[].type'] });
}

/** The viewings card: mark a video watched (no body), feedback, an offer withdrawn and made again. */
export async function viewingsAndOffer(client: Client) {
  const { actor } = client;
  const viewings = await actor.must<List>('GET', `/api/users/${client.id}/viewings`, {
    reads: ['[].id', '[].propertyAddress', '[].viewingDateTime', '[].status', '[].youtubeVideoId'],
  });
  const withVideo = viewings.find((viewing) => viewing.youtubeVideoId && viewing.status !== 'cancelled');
  if (!withVideo) throw new Error('no viewing with a video');
  await actor.must('PUT', `/api/viewings/${String(withVideo.id)}/video/watched`);
  await actor.must('PUT', `/api/viewings/${String(withVideo.id)}/feedback`, {
    spec: false,
    json: { feedback: 'Bright, close to campus.' },
  });
  const offer = { propertyViewingId: withVideo.id, offerAmount: 1250, marketPrice: 1200, offerNotes: 'Can move in early.' };
  const first = await actor.must('POST', '/api/property-offers', { json: offer });
  await actor.must('PUT', `/api/property-offers/${String(first.id)}/withdraw`);
  const second = await actor.must('POST', '/api/property-offers', { json: { ...offer, offerAmount: 1300 } });
  await actor.must('GET', `/api/users/${client.id}/property-offers`, {
    reads: ['[].id', '[].offerAmount', '[].status', '[].propertyViewing.propertyAddress'],
  });
  return { offerId: String(second.id), viewingId: String(withVideo.id) };
}

/** Messages popup and shared files, as the dashboard reads them. */
export async function readMessagesAndFiles(client: Client) {
  const { actor } = client;
  await actor.must('GET', '/api/messages', { reads: ['[].id', '[].message', '[].createdAt', '[].isRead'] });
  const unread = await actor.must<List>('GET', '/api/messages/unread');
  for (const message of unread) await actor.must('PUT', `/api/messages/${String(message.id)}/read`);
  const shared = await actor.must<List>('GET', '/api/user/shared-files', {
    reads: ['[].id', '[].displayName', '[].description', '[].category', '[].fileSize', '[].isDownloaded'],
  });
  for (const file of shared) await actor.must('GET', `/api/user/shared-files/${String(file.id)}/download`);
}

/** The login screens: logout, login with isAdmin false, the current user. */
export async function logoutAndLogin(world: World, client: Client, password = world.password) {
  await client.actor.must('POST', '/api/auth/logout');
  await client.actor.must('POST', '/api/auth/login', {
    json: { email: client.email, password, isAdmin: false },
    reads: ['requiresVerification', 'user.id', 'user.fullName'],
  });
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
  await visitor.must('POST', '/api/auth/verify-reset-token', { json: { token: resetToken }, reads: ['valid'] });
  const newPassword = `${world.password}-new`;
  await visitor.must('POST', '/api/auth/reset-password', { json: { token: resetToken, newPassword } });
  await visitor.must('POST', '/api/auth/login', { json: { email: byCode.email, password: newPassword, isAdmin: false } });
}

/** The booking's refusals the spec's client reads: no preferences yet (needsPreferences), then a slot already taken. */
export async function bookingRefusals(client: Client, taken: { availabilitySlotId: unknown; requestedDateTime: string }) {
  const { actor } = client;
  await actor.call('POST', '/api/call-schedule', {
    json: taken,
    expect: 'refusal',
    reads: ['needsPreferences'],
    note: 'no preferences yet: the spec reads needsPreferences',
  });
  await actor.must('POST', '/api/preferences', { json: preferencesForm(1) });
  await actor.call('POST', '/api/call-schedule', {
    json: taken,
    expect: 'refusal',
    reads: ['message~already been booked'],
    note: "a slot taken: the spec reads 'already been booked'",
  });
}

/** A login before verification: the spec routes on requiresVerification. */
export async function loginUnverified(world: World, client: Client) {
  const visitor = new Actor(`${client.fullName} (login)`, world.origin, world.recorder);
  await visitor.call('POST', '/api/auth/login', {
    json: { email: client.email, password: world.password, isAdmin: false },
    reads: ['requiresVerification~true', 'user.id', 'user.fullName'],
  });
}

/** Refusals the spec's validation rules and access provoke: each answer is judged against the document too. */
export async function refusals(world: World, client: Client, viewingId: string | undefined) {
  const visitor = new Actor('visitor', world.origin, world.recorder);
  const refused = { expect: 'refusal' as const };
  await visitor.call('GET', '/api/auth/user', { ...refused, note: 'not signed in' });
  await visitor.call('POST', '/api/auth/register', {
    ...refused,
    json: { fullName: 'A', email: 'not-an-email', password: '12345', confirmPassword: '12345' },
    note: 'register: every field wrong',
  });
  await visitor.call('POST', '/api/auth/login', { ...refused, json: { email: client.email, password: 'wrong-password', isAdmin: false } });
  await visitor.call('POST', '/api/auth/verify-otp', { ...refused, json: { userId: client.id, otpCode: '000000' } });
  await visitor.call('POST', '/api/auth/verify-reset-token', { json: { token: 'no-such-token' }, reads: ['valid'], note: 'valid false' });
  await visitor.call('GET', '/api/groups/invitation/no-such-token', { ...refused, note: 'Invitation Not Found' });
  await client.actor.call('GET', '/api/admin/users', { ...refused, note: 'a tenant on an admin read' });
  await client.actor.call('POST', '/api/preferences', {
    ...refused,
    json: preferencesForm(2),
    note: 'locked once the consultation is completed',
  });
  if (viewingId) {
    await client.actor.call('POST', '/api/property-offers', {
      ...refused,
      json: { propertyViewingId: viewingId, offerAmount: 0 },
      note: 'offer of 0',
    });
  }
  await client.actor.call('POST', '/api/documents', { ...refused, form: formOf({ type: 'passport' }), note: 'no file' });
}
