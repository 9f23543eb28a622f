import { emailMessages, type SentEmail } from '@nestway/core/emails';
import { formatUkDateTime } from '@nestway/core/uk-time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { ClientEmailsSection } from './client-emails-section';

const CLIENT = 'client-1';
const CLIENT_EMAIL = 'ada@example.com';

const sentEmail = (overrides: Partial<SentEmail> = {}): SentEmail => ({
  id: 'e1',
  to: CLIENT_EMAIL,
  subject: 'Your payment has been verified',
  status: 'delivered',
  attempts: 1,
  lastError: null,
  createdAt: '2027-03-01T10:00:00.000Z',
  deliveredAt: '2027-03-01T10:00:02.000Z',
  nextAttemptAt: null,
  canResend: false,
  ...overrides,
});

const failedNotice = sentEmail({
  id: 'e2',
  subject: 'A new file was shared with you: Invoice',
  status: 'failed',
  attempts: 143,
  lastError: 'connect ECONNREFUSED 10.0.0.25:587',
  deliveredAt: null,
  canResend: true,
});
const retrying = sentEmail({
  id: 'e3',
  subject: 'Your consultation call is confirmed',
  status: 'retrying',
  attempts: 2,
  lastError: 'Greeting never received',
  deliveredAt: null,
  nextAttemptAt: '2027-03-01T10:01:00.000Z',
});
const teamNotice = sentEmail({ id: 'e4', to: 'team@nestway.co.uk', subject: 'Payment proof to verify: Ada Tenant' });

const render = () => renderWithProviders(<ClientEmailsSection clientId={CLIENT} clientEmail={CLIENT_EMAIL} />);
const items = () => within(within(screen.getByRole('region', { name: 'E-mails' })).getByRole('list')).getAllByRole('listitem');

describe('ClientEmailsSection', () => {
  it('lists each e-mail with its time, subject and delivery, and names the recipient when it is not the client', async () => {
    const user = userEvent.setup();
    fakeApi({ [`GET /api/admin/users/${CLIENT}/emails`]: [retrying, failedNotice, sentEmail(), teamNotice] });
    render();
    await screen.findByText('Your consultation call is confirmed');
    // The latest three first; the fourth behind Show all.
    expect(items()).toHaveLength(3);
    expect(screen.queryByText('Payment proof to verify: Ada Tenant')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show all 4 e-mails' }));
    expect(items()).toHaveLength(4);
    const [first, second, third, fourth] = items();
    expect(first!.textContent).toContain('Retrying');
    expect(first!.textContent).toContain(`Not delivered after 2 tries; next try ${formatUkDateTime(retrying.nextAttemptAt!)}`);
    expect(first!.textContent).toContain('Greeting never received');
    expect(second!.textContent).toContain('Failed');
    expect(second!.textContent).toContain('Not delivered after 143 tries; retries stopped');
    expect(third!.textContent).toContain(`Delivered ${formatUkDateTime(sentEmail().deliveredAt!)}`);
    expect(third!.textContent).not.toContain('To ');
    expect(fourth!.textContent).toContain('To team@nestway.co.uk');
    // Only the failed notice offers Resend.
    expect(within(second!).getByRole('button', { name: 'Resend' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Resend' })).toHaveLength(1);
  });

  it('says when nothing was sent yet', async () => {
    fakeApi({ [`GET /api/admin/users/${CLIENT}/emails`]: [] });
    render();
    expect(await screen.findByText('No e-mails sent yet.')).toBeTruthy();
  });

  it('resends a failed notice and shows it queued', async () => {
    const user = userEvent.setup();
    let list = [failedNotice];
    const { calls } = fakeApi({
      [`GET /api/admin/users/${CLIENT}/emails`]: () => list,
      [`POST /api/admin/emails/${failedNotice.id}/resend`]: () => {
        list = [{ ...failedNotice, status: 'queued', lastError: null, canResend: false }];
        return list[0];
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('E-mail queued')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/admin/emails/${failedNotice.id}/resend`, body: {} },
    ]);
    await waitFor(() => expect(items()[0]!.textContent).toContain('Waiting to be sent.'));
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it("shows 'Failed to resend e-mail' with the server's reason", async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET /api/admin/users/${CLIENT}/emails`]: [failedNotice],
      [`POST /api/admin/emails/${failedNotice.id}/resend`]: apiError('conflict', emailMessages.notResendable),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Failed to resend e-mail')).toBeTruthy();
    expect(screen.getByText(emailMessages.notResendable)).toBeTruthy();
  });
});
