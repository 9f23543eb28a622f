import type { AdminClientDetail } from '@nestway/core/admin';
import type { OverrideHistoryEntry } from '@nestway/core/status-override';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminClientDetail, apiError, consultationRecord, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminNotesSection } from './admin-notes-section';
import { OverrideHistorySection } from './override-history-section';
import { ProgressOverviewSection } from './progress-overview-section';
import { ResetPasswordDialog } from './reset-password-dialog';
import { StatusOverrideSection } from './status-override-section';

const CLIENT = 'client-1';

const client = (overrides: Partial<AdminClientDetail> = {}) => adminClientDetail({ id: CLIENT, ...overrides });

const toastWith = async (title: string) => expect(await screen.findByText(title)).toBeTruthy();

describe('AdminNotesSection', () => {
  it('saves the notes typed, and shows the saved ones to start with', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [`PUT /api/admin/users/${CLIENT}/notes`]: { adminNotes: 'Call on Fridays' } });
    renderWithProviders(<AdminNotesSection clientId={CLIENT} notes="Old note" />);
    const section = screen.getByRole('region', { name: 'Admin Notes' });
    const box = within(section).getByLabelText<HTMLTextAreaElement>('Notes');
    expect(box.value).toBe('Old note');
    const save = within(section).getByRole<HTMLButtonElement>('button', { name: 'Save Notes' });
    expect(save.disabled).toBe(true);
    await user.clear(box);
    await user.type(box, 'Call on Fridays');
    await user.click(save);
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ notes: 'Call on Fridays' }));
    await toastWith('Notes saved');
  });

  it("shows 'Failed to save notes' with the server's message", async () => {
    const user = userEvent.setup();
    fakeApi({
      [`PUT /api/admin/users/${CLIENT}/notes`]: apiError('validation_failed', 'Notes must be at most 5,000 characters.', {
        params: { max: 5000 },
      }),
    });
    renderWithProviders(<AdminNotesSection clientId={CLIENT} notes={null} />);
    await user.clear(screen.getByLabelText('Notes'));
    await user.type(screen.getByLabelText('Notes'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Notes' }));
    await toastWith('Failed to save notes');
    expect(screen.getByText('Notes must be at most 5,000 characters.')).toBeTruthy();
  });
});

describe('ResetPasswordDialog', () => {
  const open = async (user: UserEvent) => {
    renderWithProviders(<ResetPasswordDialog clientId={CLIENT} clientName="Ada Client" />);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Reset Password' });
    const type = async (newPassword: string, confirm: string) => {
      await user.clear(within(dialog).getByLabelText('New password'));
      if (newPassword) await user.type(within(dialog).getByLabelText('New password'), newPassword);
      await user.clear(within(dialog).getByLabelText('Confirm new password'));
      if (confirm) await user.type(within(dialog).getByLabelText('Confirm new password'), confirm);
    };
    return { dialog, submit, type };
  };

  it('is disabled while either entry is empty, and refuses short or different passwords without sending', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    const { submit, type } = await open(user);
    expect(submit.disabled).toBe(true);
    await type('abcdef', '');
    expect(submit.disabled).toBe(true);
    await type('', 'abcdef');
    expect(submit.disabled).toBe(true);

    await type('abc', 'abc');
    await user.click(submit);
    await toastWith('Invalid Password');
    await type('abcdef', 'abcdeg');
    await user.click(submit);
    await toastWith('Password Mismatch');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the new password and closes; a failure shows its toast', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [`POST /api/admin/users/${CLIENT}/reset-password`]: { message: 'Done.' } });
    const { submit, type } = await open(user);
    await type('abcdef', 'abcdef');
    await user.click(submit);
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ newPassword: 'abcdef' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fakeApi({ [`POST /api/admin/users/${CLIENT}/reset-password`]: apiError('not_found', 'User not found') });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('New password'));
    await user.type(within(dialog).getByLabelText('New password'), 'abcdef');
    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'abcdef');
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    await toastWith('Failed to reset password');
  });
});

describe('StatusOverrideSection', () => {
  it('shows the current step, enables Apply only with a target step, and sends the step and notes', async () => {
    const user = userEvent.setup();
    const entry: OverrideHistoryEntry = {
      id: 'o1',
      targetStep: 'ready',
      previousStep: 'preferences',
      notes: null,
      adminName: 'Admin',
      createdAt: '2027-01-01T00:00:00.000Z',
    };
    const { calls } = fakeApi({
      [`PUT /api/admin/users/${CLIENT}/status-override`]: {
        message: 'Status overridden to Ready for Service.',
        stepOverride: 'ready',
        applicationStep: 'ready',
        entry,
      },
    });
    renderWithProviders(<StatusOverrideSection client={client({ stepOverride: 'document_upload' })} />);
    const section = screen.getByRole('region', { name: 'Admin Status Override' });
    expect(
      within(section)
        .getAllByRole('definition')
        .map((fact) => fact.textContent),
    ).toEqual(['Document Upload', 'Document Upload']);
    const apply = within(section).getByRole<HTMLButtonElement>('button', { name: 'Apply Override' });
    expect(apply.disabled).toBe(true);
    const select = within(section).getByLabelText<HTMLSelectElement>('Target step');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Select a step',
      'Preferences',
      'Payment Verification',
      'Document Upload',
      'Consultation',
      'Ready for Service',
    ]);
    await user.selectOptions(select, 'ready');
    await user.clear(within(section).getByLabelText('Reason (admins only)'));
    await user.type(within(section).getByLabelText('Reason (admins only)'), 'Paid cash');
    expect(apply.disabled).toBe(false);
    await user.click(apply);
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ targetStep: 'ready', notes: 'Paid cash' }));
    await toastWith('Status overridden');
  });

  it("shows 'Failed to apply status override' on failure", async () => {
    const user = userEvent.setup();
    fakeApi({ [`PUT /api/admin/users/${CLIENT}/status-override`]: apiError('not_found', 'User not found') });
    renderWithProviders(<StatusOverrideSection client={client()} />);
    await user.selectOptions(screen.getByLabelText('Target step'), 'consultation');
    await user.click(screen.getByRole('button', { name: 'Apply Override' }));
    await toastWith('Failed to apply status override');
  });
});

describe('OverrideHistorySection', () => {
  it('lists each override with its steps, admin, time and reason', async () => {
    fakeApi({
      [`GET /api/admin/users/${CLIENT}/override-history`]: [
        {
          id: 'o2',
          targetStep: 'ready',
          previousStep: 'consultation',
          notes: 'All done by phone',
          adminName: 'Sam Admin',
          createdAt: '2027-07-01T09:00:00.000Z',
        },
      ],
    });
    renderWithProviders(<OverrideHistorySection clientId={CLIENT} />);
    expect(await screen.findByText('Consultation → Ready for Service')).toBeTruthy();
    expect(screen.getByText(/By Sam Admin, 1 Jul 2027, 10:00 BST/)).toBeTruthy();
    expect(screen.getByText('All done by phone')).toBeTruthy();
  });

  it('says when there is none', async () => {
    fakeApi({ [`GET /api/admin/users/${CLIENT}/override-history`]: [] });
    renderWithProviders(<OverrideHistorySection clientId={CLIENT} />);
    expect(await screen.findByText('No status overrides yet.')).toBeTruthy();
  });
});

describe('ProgressOverviewSection', () => {
  const details = () => screen.getAllByRole('listitem').map((item) => item.textContent);

  it('shows the four dots from the records', () => {
    renderWithProviders(<ProgressOverviewSection client={client({ callSchedule: consultationRecord({ status: 'confirmed' }) })} />);
    expect(details()).toEqual([
      'RegistrationRegistered (done)',
      'ConsultationScheduled (in progress)',
      'PaymentNot verified (not done)',
      'DocumentsNot uploaded (not done)',
    ]);
  });

  it('reads the records with the status override in force', () => {
    renderWithProviders(<ProgressOverviewSection client={client({ stepOverride: 'ready' })} />);
    expect(details()).toEqual([
      'RegistrationRegistered (done)',
      'ConsultationComplete (done)',
      'PaymentVerified (done)',
      'DocumentsUploaded (done)',
    ]);
  });
});
