/** The demo admin's side of the journey: every admin call of part 2 section 7, and those only the document names. */
import { Actor, formOf } from './http';
import type { Client, World } from './journey-client';
import { daysFromNow, files, preferencesForm, ukInstant } from './support';

type Json = Record<string, unknown>;
type List = Json[];

const DEMO_ADMIN = { email: 'admin@nestway.local', password: 'nestway-admin' };

export async function adminSignsIn(world: World): Promise<Actor> {
  const admin = new Actor('admin', world.origin, world.recorder);
  await admin.must('POST', '/api/auth/login', { json: { ...DEMO_ADMIN, isAdmin: true } });
  await admin.must('GET', '/api/auth/user');
  return admin;
}

/** Weekly availability: added, changed, one removed; every weekday stays open for the booking. */
export async function availability(admin: Actor) {
  await admin.must('GET', '/api/admin/availability');
  const created: Json[] = [];
  for (const dayOfWeek of [1, 2, 3, 4, 5]) {
    created.push(await admin.must('POST', '/api/admin/availability', { json: { dayOfWeek, startTime: '09:00', endTime: '17:00' } }));
  }
  const saturday = await admin.must('POST', '/api/admin/availability', { json: { dayOfWeek: 6, startTime: '10:00', endTime: '12:00' } });
  await admin.must('PUT', `/api/admin/availability/${String(saturday.id)}`, {
    json: { dayOfWeek: 6, startTime: '10:00', endTime: '13:00' },
  });
  await admin.must('DELETE', `/api/admin/availability/${String(saturday.id)}`);
  return created;
}

/** The call: confirmed, then completed with the group's fee (pounds, as the Set Payment Amount dialog has it). */
export async function confirmCall(admin: Actor, client: Client, confirmedDateTime: string) {
  await admin.must('PUT', `/api/call-schedule/${client.id}/confirm`, { json: { confirmedDateTime, adminNotes: 'Video call' } });
}

export async function completeCall(admin: Actor, client: Client) {
  await admin.must('PUT', `/api/call-schedule/${client.id}/complete`, { json: { paymentAmount: '450.00', adminNotes: 'Group of two' } });
}

export async function reviewPayments(admin: Actor, client: Client) {
  const detail = await admin.must('GET', `/api/admin/users/${client.id}`);
  for (const payment of (detail.payments ?? []) as List) {
    if (payment.status === 'pending') {
      await admin.must('PUT', `/api/payments/${String(payment.id)}/verify`, { json: { status: 'verified', notes: 'Card payment seen' } });
    }
  }
}

export async function reviewDocuments(admin: Actor, client: Client) {
  const detail = await admin.must('GET', `/api/admin/users/${client.id}`);
  const documents = (detail.documents ?? []) as List;
  for (const document of documents) await admin.must('GET', `/api/admin/documents/${String(document.id)}/download`);
  await admin.must('GET', `/api/admin/users/${client.id}/documents/download-all`);
  const [first, ...rest] = documents;
  if (first) await admin.must('PUT', `/api/documents/${String(first.id)}/verify`, { json: { status: 'rejected', notes: 'Blurred' } });
  for (const document of rest) {
    await admin.must('PUT', `/api/documents/${String(document.id)}/verify`, { json: { status: 'verified', notes: null } });
  }
}

/** Viewings for the group, videos on the session and on one viewing, a video shared, one viewing added and edited. */
export async function viewingsAndVideos(admin: Actor, clients: Client[]) {
  const viewingDateTime = ukInstant(daysFromNow(2), '14:00');
  const viewingData = {
    propertyAddress: '12 Hyde Park Road, Leeds',
    propertyType: 'Flat',
    bedrooms: 2,
    bathrooms: 1,
    rentAmount: 1200,
    viewingDateTime,
  };
  const bulk = await admin.must('POST', '/api/admin/viewings/bulk', {
    json: { viewingData, clientIds: clients.map((c) => c.id) },
    reads: ['createdViewings'],
  });
  const sessions = await admin.must<List>('GET', '/api/admin/viewing-sessions', {
    reads: ['[].viewingSessionId', '[].propertyAddress', '[].userCount', '[].activeUserCount', '[].users.0.userName'],
  });
  const sessionId = String(bulk.viewingSessionId ?? sessions[0]?.viewingSessionId);
  const video = {
    youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    videoTitle: 'Hyde Park Road walkthrough',
    videoNotes: 'Kitchen at 1:20',
  };
  await admin.must('PUT', `/api/admin/viewing-sessions/${sessionId}/video`, { json: video, reads: ['updatedViewings'] });
  const created = (bulk.createdViewings ?? []) as List;
  if (created[0])
    await admin.must('PUT', `/api/admin/viewings/${String(created[0].id)}/video`, {
      json: { ...video, videoTitle: 'Second take' },
      reads: ['updatedViewings'],
    });
  await admin.must('POST', '/api/admin/videos/share', {
    json: {
      videoData: {
        youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
        title: 'Woodhouse Lane',
        propertyAddress: '3 Woodhouse Lane, Leeds',
        adminNotes: 'Ask about bills',
      },
      clientIds: [clients[0]!.id],
    },
    reads: ['recipients'],
  });
  const single = await admin.must('POST', `/api/admin/users/${clients[0]!.id}/viewings`, {
    json: { propertyAddress: '8 Otley Road, Leeds', propertyType: 'House', bedrooms: 3, bathrooms: 2, rentAmount: '1500', viewingDateTime },
  });
  await admin.must('PUT', `/api/admin/viewings/${String(single.id)}`, {
    json: { propertyAddress: '8a Otley Road, Leeds', rentAmount: '1450' },
  });
  await admin.must('PUT', `/api/admin/viewings/${String(single.id)}`, { json: { status: 'cancelled', adminNotes: 'Landlord withdrew' } });
  await admin.must('PUT', `/api/admin/viewings/${String(single.id)}`, { json: { status: 'scheduled' } });
  await admin.must('GET', `/api/admin/users/${clients[0]!.id}/viewings`);
  return sessionId;
}

export async function cancelFromSession(admin: Actor, sessionId: string, client: Client) {
  await admin.must('PUT', `/api/admin/viewing-sessions/${sessionId}/users/${client.id}/cancel`, { json: { reason: 'Cannot attend' } });
}

export async function answerOffer(admin: Actor, offerId: string) {
  await admin.must('GET', '/api/admin/property-offers');
  await admin.must('PUT', `/api/admin/property-offers/${offerId}`, { json: { status: 'accepted', adminResponse: 'Landlord agreed' } });
}

/** Messages, notes, a shared file, the status override, preferences changed, e-mails listed and one resent. */
export async function backOffice(admin: Actor, client: Client) {
  const { id } = client;
  await admin.must('GET', '/api/admin/users');
  await admin.must('PUT', `/api/admin/users/${id}/message`, { json: { message: 'Please bring your passport to the viewing.' } });
  await admin.must('GET', `/api/admin/users/${id}/messages`);
  await admin.must('PUT', `/api/admin/users/${id}/notes`, { json: { notes: 'Prefers video calls' } });
  const upload = formOf({ displayName: 'Invoice 001', description: 'Upfront fee', category: 'invoice' }, [
    { field: 'file', name: 'invoice.pdf', type: 'application/pdf', bytes: files.pdf },
  ]);
  const shared = await admin.must('POST', `/api/admin/users/${id}/files`, { form: upload });
  await admin.must('GET', `/api/admin/users/${id}/files`);
  await admin.must('GET', `/api/admin/files/${String(shared.id)}/download`, { spec: false });
  await admin.must('PUT', `/api/admin/users/${id}/preferences`, { json: { ...preferencesForm(2), maxBudget: 1500 } });
  const emails = await admin.must<List>('GET', `/api/admin/users/${id}/emails`, { spec: false });
  // Only an e-mail that could not be delivered can be resent; with a working sink, the refusal is what can be reached.
  const resendable = emails.find((email) => email.canResend) ?? emails[0];
  if (resendable) {
    await admin.call('POST', `/api/admin/emails/${String(resendable.id)}/resend`, {
      spec: false,
      expect: resendable.canResend ? 'success' : 'refusal',
      note: 'a delivered e-mail',
    });
  }
  return String(shared.id);
}

export async function statusOverride(admin: Actor, client: Client) {
  await admin.must('PUT', `/api/admin/users/${client.id}/status-override`, {
    json: { targetStep: 'ready', notes: 'All done' },
    reads: ['message'],
  });
  await admin.must('GET', `/api/admin/users/${client.id}/override-history`, {
    reads: ['[].id', '[].targetStep', '[].previousStep', '[].notes', '[].adminName', '[].createdAt'],
  });
}

export async function removeSharedFile(admin: Actor, fileId: string) {
  await admin.must('DELETE', `/api/admin/files/${fileId}`);
}

/** A client handled by the admin alone: an appointment made and cancelled, a fee set, a payment overridden, a password reset. */
export async function adminOnlyClient(admin: Actor, client: Client, newPassword: string) {
  const { id } = client;
  const call = await admin.must('POST', `/api/admin/call-schedule/${id}`, {
    json: { confirmedDateTime: ukInstant(daysFromNow(4), '15:00'), adminNotes: 'Booked by phone', override: false },
  });
  await admin.must('DELETE', `/api/admin/calls/${String(call.id)}`);
  await admin.must('PUT', `/api/admin/users/${id}/payment-amount`, { spec: false, json: { amount: '400.00' } });
  const override = formOf({ amount: '400.00', notes: 'Paid at the office' }, [
    { field: 'proofImage', name: 'receipt.png', type: 'image/png', bytes: files.png },
  ]);
  await admin.must('POST', `/api/admin/users/${id}/payment-override`, { form: override });
  await admin.must('POST', `/api/admin/users/${id}/reset-password`, { json: { newPassword } });
}

export async function deleteClient(admin: Actor, client: Client) {
  await admin.must('DELETE', `/api/admin/users/${client.id}`);
}

/** A follow-up after a completed consultation: refused without the override box, made with it. */
export async function followUpCall(admin: Actor, client: Client) {
  const body = { confirmedDateTime: ukInstant(daysFromNow(5), '10:00'), adminNotes: 'Follow-up' };
  await admin.call('POST', `/api/admin/call-schedule/${client.id}`, {
    json: { ...body, override: false },
    expect: 'refusal',
    reads: ['message~completed consultation'],
    note: 'a completed consultation without the override box',
  });
  await admin.must('POST', `/api/admin/call-schedule/${client.id}`, { json: { ...body, override: true } });
}
