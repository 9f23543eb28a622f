import { adminMessages } from '@nestway/core/admin';
import { consultationManagementMessages } from '@nestway/core/consultation-management';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, consultationRecord, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { ConsultationManagementSection } from './consultation-management-section';

const CLIENT = 'client-1';
// A Monday in summer: 10:00 UK time is 09:00 UTC.
const requested = consultationRecord({
  id: 'call-1',
  status: 'pending',
  requestedDateTime: '2099-06-01T09:00:00.000Z',
  availabilitySlotId: 'slot-1',
});
const confirmed = consultationRecord({ ...requested, status: 'confirmed', confirmedDateTime: '2099-06-01T09:00:00.000Z' });

const render = (consultation = requested) =>
  renderWithProviders(<ConsultationManagementSection clientId={CLIENT} consultation={consultation} feePence={250_00} />);

/** The open toast with this title, checked to carry the description. */
const expectToast = async (title: string, description: string) => {
  const toast = (await screen.findByText(title, { selector: 'li *' })).closest('li');
  expect(toast?.textContent).toContain(description);
};

describe('ConsultationManagementSection', () => {
  it('confirms the requested time, filled in as UK wall-clock time', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [`PUT /api/call-schedule/${CLIENT}/confirm`]: confirmed });
    render();
    expect(screen.getByText('Pending confirmation')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Call' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Date (UK)').value).toBe('2099-06-01');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Time (UK)').value).toBe('10:00');
    await user.clear(within(dialog).getByLabelText('Notes for the client'));
    await user.type(within(dialog).getByLabelText('Notes for the client'), 'WhatsApp call');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Call' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        confirmedDateTime: '2099-06-01T09:00:00.000Z',
        adminNotes: 'WhatsApp call',
      }),
    );
  });

  it('refuses a missing or past appointment time without sending it, and carries the override', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [`POST /api/admin/call-schedule/${CLIENT}`]: confirmed });
    render(consultationRecord({ ...confirmed, status: 'completed' }));
    await user.click(screen.getByRole('button', { name: 'Schedule Follow-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Follow-up' });
    const submit = within(dialog).getByRole('button', { name: 'Schedule Appointment' });
    await user.click(submit);
    expect(await within(dialog).findByText(consultationManagementMessages.invalidDate)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Date (UK)'));
    await user.type(within(dialog).getByLabelText('Date (UK)'), '2001-01-01');
    await user.clear(within(dialog).getByLabelText('Time (UK)'));
    await user.type(within(dialog).getByLabelText('Time (UK)'), '10:00');
    await user.click(submit);
    expect(await within(dialog).findByText(consultationManagementMessages.notInFuture)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Date (UK)'));
    await user.type(within(dialog).getByLabelText('Date (UK)'), '2099-01-05');
    await user.click(within(dialog).getByLabelText(/Override completed appointment/));
    await user.click(submit);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        confirmedDateTime: '2099-01-05T10:00:00.000Z',
        adminNotes: '',
        override: true,
      }),
    );
  });

  it("shows the server's refusal of a follow-up without the override", async () => {
    const user = userEvent.setup();
    fakeApi({ [`POST /api/admin/call-schedule/${CLIENT}`]: apiError('conflict', consultationManagementMessages.completedNeedsOverride) });
    render(consultationRecord({ ...confirmed, status: 'completed' }));
    await user.click(screen.getByRole('button', { name: 'Schedule Follow-up' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Date (UK)'));
    await user.type(within(dialog).getByLabelText('Date (UK)'), '2099-01-05');
    await user.clear(within(dialog).getByLabelText('Time (UK)'));
    await user.type(within(dialog).getByLabelText('Time (UK)'), '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Appointment' }));
    expect(await screen.findByText(consultationManagementMessages.completedNeedsOverride)).toBeTruthy();
  });

  it('completes a confirmed call with an amount above 0 only', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [`PUT /api/call-schedule/${CLIENT}/complete`]: { ...confirmed, status: 'completed' } });
    render(confirmed);
    await user.click(screen.getByRole('button', { name: 'Complete Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Consultation' });
    const amount = within(dialog).getByLabelText('Payment amount (£)');
    expect((amount as HTMLInputElement).value).toBe('250.00');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Consultation' }));
    expect(await within(dialog).findByText(adminMessages.amountInvalid)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.clear(amount);
    await user.type(amount, '450');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Consultation' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ paymentAmount: '450', adminNotes: '' }));
  });

  it('cancels the call only after asking', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'DELETE /api/admin/calls/call-1': { success: true } });
    render(confirmed);
    await user.click(screen.getByRole('button', { name: 'Cancel Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this call?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Call' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it("shows 'Failed to complete call' with the server's reason, and keeps the dialog open", async () => {
    const user = userEvent.setup();
    fakeApi({ [`PUT /api/call-schedule/${CLIENT}/complete`]: apiError('conflict', consultationManagementMessages.alreadyCompleted) });
    render(confirmed);
    await user.click(screen.getByRole('button', { name: 'Complete Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Consultation' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete Consultation' }));
    expect(await screen.findByText('Failed to complete call')).toBeTruthy();
    expect(screen.getByText(consultationManagementMessages.alreadyCompleted)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Complete Consultation' })).toBeTruthy();
    expect(screen.queryByText('Consultation completed')).toBeNull();
  });

  it("shows 'Failed to cancel call' with the server's reason, and keeps the confirmation open", async () => {
    const user = userEvent.setup();
    fakeApi({ 'DELETE /api/admin/calls/call-1': apiError('not_found', consultationManagementMessages.noCall) });
    render(confirmed);
    await user.click(screen.getByRole('button', { name: 'Cancel Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this call?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Call' }));
    expect(await screen.findByText('Failed to cancel call')).toBeTruthy();
    expect(screen.getByText(consultationManagementMessages.noCall)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Cancel this call?' })).toBeTruthy();
    expect(screen.queryByText('Call cancelled')).toBeNull();
  });

  it("shows 'Failed to confirm call' with the server's reason, keeping the dialog open on the chosen time", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      [`PUT /api/call-schedule/${CLIENT}/confirm`]: apiError('conflict', consultationManagementMessages.timeTaken),
    });
    render();
    await user.click(screen.getByRole('button', { name: 'Confirm Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Call' });
    await user.clear(within(dialog).getByLabelText('Time (UK)'));
    await user.type(within(dialog).getByLabelText('Time (UK)'), '11:30');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Call' }));
    await expectToast('Failed to confirm call', consultationManagementMessages.timeTaken);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Confirm Call' })).toBe(dialog);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Time (UK)').value).toBe('11:30');
    expect(within(dialog).getByRole('button', { name: 'Confirm Call' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('Call confirmed')).toBeNull();
    expect(screen.getByText('Pending confirmation')).toBeTruthy();
  });

  it("shows 'Failed to schedule appointment' with the server's reason, keeping the dialog open on the chosen time", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      [`POST /api/admin/call-schedule/${CLIENT}`]: apiError('conflict', consultationManagementMessages.timeTaken),
    });
    render();
    await user.click(screen.getByRole('button', { name: 'Schedule Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Appointment' });
    await user.clear(within(dialog).getByLabelText('Date (UK)'));
    await user.type(within(dialog).getByLabelText('Date (UK)'), '2099-01-05');
    await user.clear(within(dialog).getByLabelText('Time (UK)'));
    await user.type(within(dialog).getByLabelText('Time (UK)'), '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Appointment' }));
    await expectToast('Failed to schedule appointment', consultationManagementMessages.timeTaken);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Schedule Appointment' })).toBe(dialog);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Date (UK)').value).toBe('2099-01-05');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Time (UK)').value).toBe('10:00');
    expect(screen.queryByText('Appointment scheduled')).toBeNull();
    expect(screen.getByText('Pending confirmation')).toBeTruthy();
  });

  it('offers an appointment when the client has not booked', () => {
    fakeApi({});
    renderWithProviders(<ConsultationManagementSection clientId={CLIENT} consultation={null} feePence={250_00} />);
    expect(screen.getByText(/No consultation booked yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schedule Appointment' })).toBeTruthy();
  });
});
