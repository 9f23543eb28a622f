import type { AvailabilitySlot } from '@nestway/core/availability';
import { bookingMessages } from '@nestway/core/booking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, consultationRecord, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { ScheduleConsultation } from './schedule-consultation';

// Monday 4 January 2027, 08:00 GMT (UK time is UTC in winter).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-01-04T08:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const monday: AvailabilitySlot = {
  id: 'slot-mon',
  dayOfWeek: 1,
  startTime: '09:00',
  endTime: '12:00',
  isActive: true,
  confirmedTimes: ['2027-01-04T10:00:00.000Z'],
  originalSlotId: 'slot-mon',
};

function renderBooking(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/call-schedule': null, 'GET /api/available-slots': [monday], ...routes });
  renderWithProviders(<ScheduleConsultation canBook />);
  return api;
}

const chooseMonday4th = async (user: UserEvent) => await user.click(await screen.findByRole('button', { name: 'Mon 4 Jan' }));

async function requestMonday4thAtNine(user: UserEvent) {
  await chooseMonday4th(user);
  await user.click(screen.getByRole('button', { name: '09:00' }));
  await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
}

describe('ScheduleConsultation', () => {
  it('offers the days with a slot, their UK times, and marks a held time Already Booked', async () => {
    const user = userEvent.setup();
    renderBooking();
    await chooseMonday4th(user);
    expect(screen.getByRole('button', { name: 'Mon 11 Jan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tue 5 Jan' })).toBeNull();
    const times = within(screen.getByRole('group', { name: /Choose a time/ })).getAllByRole('button');
    expect(times.map((time) => time.textContent)).toEqual(['09:00', '10:00Already Booked', '11:00']);
    expect((times[1] as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for both a day and a time, then sends the chosen slot and instant and thanks the client', async () => {
    const user = userEvent.setup();
    // Once booked, the call is read again and replaces the form: the thanks must survive that.
    let booked: ReturnType<typeof consultationRecord> | null = null;
    const { calls } = renderBooking({
      'GET /api/call-schedule': () => booked,
      'POST /api/call-schedule': () => (booked = consultationRecord({ requestedDateTime: '2027-01-04T11:00:00.000Z' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Request Consultation' }));
    expect(screen.getByRole('alert').textContent).toBe(bookingMessages.selectBoth);

    await chooseMonday4th(user);
    await user.click(screen.getByRole('button', { name: '11:00' }));
    await user.click(screen.getByRole('button', { name: 'Request Consultation' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/api/call-schedule') && call.method === 'GET')).toHaveLength(2));
    expect(screen.getByRole('dialog', { name: 'Thank you!' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      availabilitySlotId: 'slot-mon',
      requestedDateTime: '2027-01-04T11:00:00.000Z',
    });
  });

  it('says a time taken meanwhile has already been booked, and reads the slots again', async () => {
    const user = userEvent.setup();
    const { calls } = renderBooking({ 'POST /api/call-schedule': apiError('slot_taken', bookingMessages.alreadyBooked) });
    await requestMonday4thAtNine(user);
    expect(await screen.findByText(bookingMessages.alreadyBooked)).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/api/available-slots'))).toHaveLength(2));
  });

  it("shows 'Time slot unavailable' when the chosen time was taken meanwhile, then marks it Already Booked in the form", async () => {
    const user = userEvent.setup();
    let slots = [monday];
    const { calls } = renderBooking({
      'GET /api/available-slots': () => slots,
      'POST /api/call-schedule': () => {
        slots = [{ ...monday, confirmedTimes: [...monday.confirmedTimes, '2027-01-04T09:00:00.000Z'] }];
        return apiError('slot_taken', bookingMessages.alreadyBooked);
      },
    });
    await requestMonday4thAtNine(user);
    const toast = (await screen.findByText('Time slot unavailable', { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText(bookingMessages.alreadyBooked)).toBeTruthy();
    await waitFor(() => {
      const times = within(screen.getByRole('group', { name: /Choose a time/ })).getAllByRole('button');
      expect(times.map((time) => time.textContent)).toEqual(['09:00Already Booked', '10:00Already Booked', '11:00']);
    });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Request Consultation' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Thank you!' })).toBeNull();
  });

  it('tells a client who booked a moment ago in another tab that they have a call, and shows that call', async () => {
    const user = userEvent.setup();
    let fromOtherTab: ReturnType<typeof consultationRecord> | null = null;
    const { calls } = renderBooking({
      'GET /api/call-schedule': () => fromOtherTab,
      'POST /api/call-schedule': () => {
        fromOtherTab = consultationRecord({ requestedDateTime: '2027-01-04T11:00:00.000Z' });
        return apiError('call_exists', bookingMessages.callExists);
      },
    });
    await requestMonday4thAtNine(user);
    const toast = (await screen.findByText('Failed to update consultation', { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText(bookingMessages.callExists)).toBeTruthy();
    expect(await screen.findByText('4 Jan 2027, 11:00 GMT')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request Consultation' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Thank you!' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('asks a client without preferences to complete them first', async () => {
    const user = userEvent.setup();
    renderBooking({
      'POST /api/call-schedule': apiError('needs_preferences', bookingMessages.needsPreferences, { needsPreferences: true }),
    });
    await requestMonday4thAtNine(user);
    expect(await screen.findByText(bookingMessages.needsPreferences)).toBeTruthy();
  });

  it('shows a requested call in UK time, and cancels it only after asking', async () => {
    const user = userEvent.setup();
    const requested = consultationRecord({ requestedDateTime: '2027-01-04T09:00:00.000Z' });
    const { calls } = renderBooking({ 'GET /api/call-schedule': requested, 'DELETE /api/call-schedule': { success: true } });
    expect(await screen.findByText('4 Jan 2027, 09:00 GMT')).toBeTruthy();
    expect(screen.getByText('Awaiting confirmation')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel Consultation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your consultation?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Consultation' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it("shows a co-tenant their leader's call without letting them change it", async () => {
    fakeApi({ 'GET /api/call-schedule': consultationRecord({ status: 'confirmed', confirmedDateTime: '2027-01-05T14:00:00.000Z' }) });
    renderWithProviders(<ScheduleConsultation canBook={false} />);
    expect(await screen.findByText('5 Jan 2027, 14:00 GMT')).toBeTruthy();
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change Request' })).toBeNull();
  });
});

describe('ScheduleConsultation: changing or cancelling a booked call', () => {
  // Confirmed for Monday 4 January at 10:00 UK time: the slot lists that time as held (by this call).
  const confirmed = consultationRecord({
    status: 'confirmed',
    availabilitySlotId: 'slot-mon',
    confirmedDateTime: '2027-01-04T10:00:00.000Z',
  });
  const isConsultationRequest = (call: { url: string }) => call.url.endsWith('/api/call-schedule');

  const openChange = async (user: UserEvent) => await user.click(await screen.findByRole('button', { name: 'Change Request' }));

  it('sends the new day and time chosen after Change Request, thanks the client and reads the call again', async () => {
    const user = userEvent.setup();
    let current = confirmed;
    const { calls } = renderBooking({
      'GET /api/call-schedule': () => current,
      'POST /api/call-schedule': () =>
        (current = consultationRecord({ availabilitySlotId: 'slot-mon', requestedDateTime: '2027-01-11T11:00:00.000Z' })),
    });
    expect(await screen.findByText('4 Jan 2027, 10:00 GMT')).toBeTruthy();
    await openChange(user);
    expect(await screen.findByRole('button', { name: 'Update Request' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request Consultation' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mon 11 Jan' }));
    await user.click(screen.getByRole('button', { name: '11:00' }));
    await user.click(screen.getByRole('button', { name: 'Update Request' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      {
        method: 'POST',
        url: '/api/call-schedule',
        body: { availabilitySlotId: 'slot-mon', requestedDateTime: '2027-01-11T11:00:00.000Z' },
      },
    ]);
    await waitFor(() => expect(calls.filter((call) => isConsultationRequest(call) && call.method === 'GET')).toHaveLength(2));
  });

  it("offers the call's own time as free when changing, and Keep Current Time goes back without sending", async () => {
    const user = userEvent.setup();
    const { calls } = renderBooking({ 'GET /api/call-schedule': confirmed });
    await openChange(user);
    await chooseMonday4th(user);
    const times = within(screen.getByRole('group', { name: /Choose a time/ })).getAllByRole('button');
    expect(times.map((time) => time.textContent)).toEqual(['09:00', '10:00', '11:00']);
    expect(times.some((time) => (time as HTMLButtonElement).disabled)).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Keep Current Time' }));
    expect(await screen.findByRole('button', { name: 'Change Request' })).toBeTruthy();
    expect(screen.getByText('4 Jan 2027, 10:00 GMT')).toBeTruthy();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it.each([
    ['a time no longer open', apiError('slot_unavailable', bookingMessages.slotUnavailable), bookingMessages.slotUnavailable],
    ['a time in the past', apiError('bad_request', bookingMessages.inThePast), bookingMessages.inThePast],
  ])("shows 'Failed to update consultation' with the server's reason for %s, keeping the form", async (_label, answer, reason) => {
    const user = userEvent.setup();
    renderBooking({ 'GET /api/call-schedule': confirmed, 'POST /api/call-schedule': answer });
    await openChange(user);
    await chooseMonday4th(user);
    await user.click(screen.getByRole('button', { name: '11:00' }));
    await user.click(screen.getByRole('button', { name: 'Update Request' }));
    expect(await screen.findByText('Failed to update consultation')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Request' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Thank you!' })).toBeNull();
  });

  it('confirms a cancellation with a toast and offers the booking form again', async () => {
    const user = userEvent.setup();
    let current: ReturnType<typeof consultationRecord> | null = confirmed;
    const { calls } = renderBooking({
      'GET /api/call-schedule': () => current,
      'DELETE /api/call-schedule': () => {
        current = null;
        return { success: true };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Consultation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your consultation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Consultation' }));
    expect(await screen.findByText('Consultation cancelled')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Request Consultation' })).toBeTruthy();
    expect(screen.queryByText('4 Jan 2027, 10:00 GMT')).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/call-schedule']);
  });

  it("shows 'Failed to cancel consultation' with the server's reason, and the call stays", async () => {
    const user = userEvent.setup();
    renderBooking({ 'GET /api/call-schedule': confirmed, 'DELETE /api/call-schedule': apiError('conflict', bookingMessages.completed) });
    await user.click(await screen.findByRole('button', { name: 'Cancel Consultation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your consultation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Consultation' }));
    expect(await screen.findByText('Failed to cancel consultation')).toBeTruthy();
    expect(screen.getByText(bookingMessages.completed)).toBeTruthy();
    expect(screen.getByText('4 Jan 2027, 10:00 GMT')).toBeTruthy();
    expect(screen.queryByText('Consultation cancelled')).toBeNull();
  });

  it('offers neither change nor cancel once the call has taken place', async () => {
    const { calls } = renderBooking({ 'GET /api/call-schedule': { ...confirmed, status: 'completed' } });
    expect(await screen.findByText(/Your consultation has taken place/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change Request' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Consultation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request Consultation' })).toBeNull();
    expect(calls.some((call) => call.url.endsWith('/api/available-slots'))).toBe(false);
  });
});

describe('ScheduleConsultation: a co-tenant', () => {
  it('is told the group leader books the call, in place of the booking form, while none is booked', async () => {
    const { calls } = fakeApi({ 'GET /api/call-schedule': null, 'GET /api/available-slots': [monday] });
    renderWithProviders(<ScheduleConsultation canBook={false} />);
    expect(await screen.findByText(bookingMessages.leaderBooks, { exact: false })).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Your Group's Consultation" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Schedule Your Consultation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request Consultation' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Choose a day' })).toBeNull();
    expect(calls.some((call) => call.url.endsWith('/api/available-slots'))).toBe(false);
  });
});
