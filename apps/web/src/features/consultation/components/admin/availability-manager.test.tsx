import { availabilityMessages, type AvailabilitySlot } from '@nestway/core/availability';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { AvailabilityManager } from './availability-manager';

const monday: AvailabilitySlot = {
  id: 'slot-mon',
  dayOfWeek: 1,
  startTime: '09:00',
  endTime: '17:00',
  isActive: true,
  confirmedTimes: ['2027-01-04T10:00:00.000Z'],
  originalSlotId: 'slot-mon',
};

/** The availability as the server keeps it: a PUT changes the slot, and the next read answers the change. */
function serveSlots(initial: AvailabilitySlot[]) {
  let slots = initial;
  return fakeApi({
    'GET /api/admin/availability': () => slots,
    'PUT /api/admin/availability/slot-mon': ({ body }) => {
      slots = slots.map((slot) => (slot.id === 'slot-mon' ? { ...slot, ...(body as Partial<AvailabilitySlot>) } : slot));
      return slots.find((slot) => slot.id === 'slot-mon');
    },
  });
}

/** The open toast with this title, checked to carry the description. */
const expectToast = async (title: string, description: string) => {
  const toast = (await screen.findByText(title, { selector: 'li *' })).closest('li');
  expect(toast?.textContent).toContain(description);
};

describe('AvailabilityManager', () => {
  it('lists each weekly slot with its bookings', async () => {
    fakeApi({ 'GET /api/admin/availability': [monday] });
    renderWithProviders(<AvailabilityManager />);
    expect(await screen.findByText('Monday 09:00 to 17:00')).toBeTruthy();
    expect(screen.getByText('1 booked')).toBeTruthy();
  });

  it('adds a slot with the day as a number, and refuses an end before the start without sending it', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/admin/availability': [],
      'POST /api/admin/availability': ({ body }) => ({ ...monday, ...(body as object), id: 'new', confirmedTimes: [] }),
    });
    renderWithProviders(<AvailabilityManager />);
    expect(await screen.findByText(/No availability yet/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Day'), '3');
    await user.clear(screen.getByLabelText('From (UK time)'));
    await user.type(screen.getByLabelText('From (UK time)'), '14:00');
    await user.clear(screen.getByLabelText('Until (UK time)'));
    await user.type(screen.getByLabelText('Until (UK time)'), '13:00');
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));
    expect(await screen.findByText('The start time must be before the end time.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Until (UK time)'));
    await user.type(screen.getByLabelText('Until (UK time)'), '16:00');
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ dayOfWeek: 3, startTime: '14:00', endTime: '16:00' }),
    );
  });

  it('pauses an open slot with the same times and isActive false, then shows it paused', async () => {
    const user = userEvent.setup();
    const { calls } = serveSlots([monday]);
    renderWithProviders(<AvailabilityManager />);
    expect(await screen.findByText('Open')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pause Monday 09:00 to 17:00' }));
    expect(await screen.findByText('Paused')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Monday 09:00 to 17:00' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/availability/slot-mon',
        body: { dayOfWeek: 1, startTime: '09:00', endTime: '17:00', isActive: false },
      },
    ]);
  });

  it('opens a paused slot with isActive true, then shows it open', async () => {
    const user = userEvent.setup();
    const { calls } = serveSlots([{ ...monday, isActive: false }]);
    renderWithProviders(<AvailabilityManager />);
    expect(await screen.findByText('Paused')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open Monday 09:00 to 17:00' }));
    expect(await screen.findByRole('button', { name: 'Pause Monday 09:00 to 17:00' })).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.queryByText('Paused')).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/availability/slot-mon',
        body: { dayOfWeek: 1, startTime: '09:00', endTime: '17:00', isActive: true },
      },
    ]);
  });

  it("shows 'Failed to add availability' with the server's reason when adding fails", async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/admin/availability': [],
      'POST /api/admin/availability': apiError('service_unavailable', 'The service is busy. Please try again.'),
    });
    renderWithProviders(<AvailabilityManager />);
    await screen.findByText(/No availability yet/);
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));
    expect(await screen.findByText('Failed to add availability')).toBeTruthy();
    expect(screen.getByText('The service is busy. Please try again.')).toBeTruthy();
    expect(screen.getByText(/No availability yet/)).toBeTruthy();
  });

  it('deletes a slot only after asking', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'GET /api/admin/availability': [monday], 'DELETE /api/admin/availability/slot-mon': { success: true } });
    renderWithProviders(<AvailabilityManager />);
    await user.click(await screen.findByRole('button', { name: 'Delete Monday 09:00 to 17:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this availability?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Availability' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
  it("shows 'Availability added' with the server's slot, and lists the new slot", async () => {
    const user = userEvent.setup();
    let slots: AvailabilitySlot[] = [];
    fakeApi({
      'GET /api/admin/availability': () => slots,
      'POST /api/admin/availability': ({ body }) => {
        const slot = {
          ...(body as Omit<AvailabilitySlot, 'id' | 'confirmedTimes' | 'originalSlotId'>),
          id: 'slot-wed',
          isActive: true,
          confirmedTimes: [],
          originalSlotId: 'slot-wed',
        };
        slots = [slot];
        return slot;
      },
    });
    renderWithProviders(<AvailabilityManager />);
    await screen.findByText(/No availability yet/);
    await user.selectOptions(screen.getByLabelText('Day'), '3');
    await user.clear(screen.getByLabelText('From (UK time)'));
    await user.type(screen.getByLabelText('From (UK time)'), '14:00');
    await user.clear(screen.getByLabelText('Until (UK time)'));
    await user.type(screen.getByLabelText('Until (UK time)'), '16:00');
    await user.click(screen.getByRole('button', { name: 'Add Availability' }));
    await expectToast('Availability added', 'Wednesday 14:00 to 16:00');
    expect(await screen.findByRole('button', { name: 'Delete Wednesday 14:00 to 16:00' })).toBeTruthy();
    expect(screen.queryByText(/No availability yet/)).toBeNull();
  });

  it("shows 'Failed to update availability' with the server's reason, and the slot stays open", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/admin/availability': [monday],
      'PUT /api/admin/availability/slot-mon': apiError('not_found', availabilityMessages.notFound),
    });
    renderWithProviders(<AvailabilityManager />);
    await user.click(await screen.findByRole('button', { name: 'Pause Monday 09:00 to 17:00' }));
    await expectToast('Failed to update availability', availabilityMessages.notFound);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.queryByText('Paused')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pause Monday 09:00 to 17:00' })).toHaveProperty('disabled', false);
  });

  it("shows 'Failed to delete availability' with the server's reason, keeping the dialog open and the slot listed", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/admin/availability': [monday],
      'DELETE /api/admin/availability/slot-mon': apiError('not_found', availabilityMessages.notFound),
    });
    renderWithProviders(<AvailabilityManager />);
    await user.click(await screen.findByRole('button', { name: 'Delete Monday 09:00 to 17:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this availability?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Availability' }));
    await expectToast('Failed to delete availability', availabilityMessages.notFound);
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Delete this availability?' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete Availability' })).toHaveProperty('disabled', false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Monday 09:00 to 17:00')).toBeTruthy();
  });
});
