import type { AvailabilitySlot } from '@nestway/core/availability';
import { bookingMessages } from '@nestway/core/booking';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, callSchedule, fakeApi } from '@/test/fake-api';
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

const chooseMonday4th = async () => fireEvent.click(await screen.findByRole('button', { name: 'Mon 4 Jan' }));

describe('ScheduleConsultation', { timeout: 15_000 }, () => {
  it('offers the days with a slot, their UK times, and marks a held time Already Booked', async () => {
    renderBooking();
    await chooseMonday4th();
    expect(screen.getByRole('button', { name: 'Mon 11 Jan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tue 5 Jan' })).toBeNull();
    const times = within(screen.getByRole('group', { name: /Choose a time/ })).getAllByRole('button');
    expect(times.map((time) => time.textContent)).toEqual(['09:00', '10:00Already Booked', '11:00']);
    expect((times[1] as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for both a day and a time, then sends the chosen slot and instant and thanks the client', async () => {
    // Once booked, the call is read again and replaces the form: the thanks must survive that.
    let booked: ReturnType<typeof callSchedule> | null = null;
    const { calls } = renderBooking({
      'GET /api/call-schedule': () => booked,
      'POST /api/call-schedule': () => (booked = callSchedule({ requestedDateTime: '2027-01-04T11:00:00.000Z' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Request Consultation' }));
    expect(screen.getByRole('alert').textContent).toBe(bookingMessages.selectBoth);

    await chooseMonday4th();
    fireEvent.click(screen.getByRole('button', { name: '11:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request Consultation' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/api/call-schedule') && call.method === 'GET')).toHaveLength(2));
    expect(screen.getByRole('dialog', { name: 'Thank you!' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      availabilitySlotId: 'slot-mon',
      requestedDateTime: '2027-01-04T11:00:00.000Z',
    });
  });

  it('says a time taken meanwhile has already been booked, and reads the slots again', async () => {
    const { calls } = renderBooking({ 'POST /api/call-schedule': apiError('conflict', bookingMessages.alreadyBooked) });
    await chooseMonday4th();
    fireEvent.click(screen.getByRole('button', { name: '09:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request Consultation' }));
    expect(await screen.findByText(bookingMessages.alreadyBooked)).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/api/available-slots'))).toHaveLength(2));
  });

  it('asks a client without preferences to complete them first', async () => {
    renderBooking({
      'POST /api/call-schedule': new Response(
        JSON.stringify({ code: 'bad_request', message: bookingMessages.needsPreferences, needsPreferences: true }),
        {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    });
    await chooseMonday4th();
    fireEvent.click(screen.getByRole('button', { name: '09:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request Consultation' }));
    expect(await screen.findByText(bookingMessages.needsPreferences)).toBeTruthy();
  });

  it('shows a requested call in UK time, and cancels it only after asking', async () => {
    const requested = callSchedule({ requestedDateTime: '2027-01-04T09:00:00.000Z' });
    const { calls } = renderBooking({ 'GET /api/call-schedule': requested, 'DELETE /api/call-schedule': { success: true } });
    expect(await screen.findByText('4 Jan 2027, 09:00 GMT')).toBeTruthy();
    expect(screen.getByText('Awaiting confirmation')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Consultation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your consultation?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Consultation' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it("shows a co-tenant their leader's call without letting them change it", async () => {
    fakeApi({ 'GET /api/call-schedule': callSchedule({ status: 'confirmed', confirmedDateTime: '2027-01-05T14:00:00.000Z' }) });
    renderWithProviders(<ScheduleConsultation canBook={false} />);
    expect(await screen.findByText('5 Jan 2027, 14:00 GMT')).toBeTruthy();
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change Request' })).toBeNull();
  });
});
