import { MESSAGE_RESHOW_GUARD_MS, messageTexts, type MessageRecord } from '@nestway/core/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { MessagePopup } from './message-popup';

const message = (id: string, text: string): MessageRecord => ({
  id,
  message: text,
  createdAt: '2027-01-04T09:00:00.000Z',
  isRead: false,
  readAt: null,
});

describe('MessagePopup', () => {
  it('shows an unread message once; OK marks it read and it does not come back', async () => {
    const user = userEvent.setup();
    let unread = [message('m1', 'Your viewing is on Friday.')];
    const { calls } = fakeApi({
      'GET /api/messages/unread': () => unread,
      'PUT /api/messages/m1/read': () => {
        unread = [];
        return { ...message('m1', 'Your viewing is on Friday.'), isRead: true, readAt: '2027-01-04T09:05:00.000Z' };
      },
      'GET /api/messages': [],
    });
    // Real time flows, and the re-show guard's wait is jumped over rather than slept through.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    renderWithProviders(<MessagePopup />);
    expect(await screen.findByRole('dialog', { name: 'New message from the Nestway team' })).toBeTruthy();
    expect(screen.getByText('Your viewing is on Friday.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.url.endsWith('/api/messages/m1/read'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_RESHOW_GUARD_MS + 200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits out the re-show guard before the next unread message, and never shows the read one again', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    // The server's unread list lags: it still names m1 after OK.
    fakeApi({
      'GET /api/messages/unread': [message('m1', 'First message.'), message('m2', 'Second message.')],
      'PUT /api/messages/m1/read': { ...message('m1', 'First message.'), isRead: true, readAt: '2027-01-04T09:05:00.000Z' },
      'GET /api/messages': [],
    });
    renderWithProviders(<MessagePopup />);
    expect(await screen.findByText('First message.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_RESHOW_GUARD_MS - 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByText('Second message.')).toBeTruthy();
    expect(screen.queryByText('First message.')).toBeNull();
  });

  it("shows 'Failed to mark the message read' with the server's reason, and still closes the message", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/messages/unread': [message('m1', 'Your viewing is on Friday.')],
      'PUT /api/messages/m1/read': apiError('not_found', messageTexts.notFound),
    });
    renderWithProviders(<MessagePopup />);
    await screen.findByRole('dialog', { name: 'New message from the Nestway team' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const toast = (await screen.findByText('Failed to mark the message read', { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText(messageTexts.notFound)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual(['/api/messages/m1/read']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Your viewing is on Friday.')).toBeNull();
  });

  it('shows nothing when every message is read', async () => {
    const { calls } = fakeApi({ 'GET /api/messages/unread': [] });
    renderWithProviders(<MessagePopup />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
