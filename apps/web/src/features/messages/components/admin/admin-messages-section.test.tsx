import { messageTexts, type MessageRecord } from '@nestway/core/messages';
import { formatUkDateTime } from '@nestway/core/uk-time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminMessagesSection } from './admin-messages-section';

const CLIENT = 'client-1';

const message = (overrides: Partial<MessageRecord> = {}): MessageRecord => ({
  id: 'm1',
  message: 'Welcome to Nestway',
  createdAt: '2027-03-01T10:00:00.000Z',
  isRead: true,
  readAt: '2027-03-01T12:00:00.000Z',
  ...overrides,
});

// The API answers the history newest first; the section lists it as answered.
const newer = message({
  id: 'm2',
  message: 'Please upload your passport',
  createdAt: '2027-03-05T15:30:00.000Z',
  isRead: false,
  readAt: null,
});
const older = message();

/** The history as the server keeps it: a sent message goes first, as the newest. */
function serveMessages(initial: MessageRecord[]) {
  let history = initial;
  const api = fakeApi({
    [`GET /api/admin/users/${CLIENT}/messages`]: () => history,
    [`PUT /api/admin/users/${CLIENT}/message`]: ({ body }) => {
      const sent = message({
        id: 'm3',
        message: (body as { message: string }).message,
        createdAt: '2027-03-06T09:00:00.000Z',
        isRead: false,
        readAt: null,
      });
      history = [sent, ...history];
      return sent;
    },
  });
  return api;
}

const render = () => renderWithProviders(<AdminMessagesSection clientId={CLIENT} />);
const box = () => screen.getByLabelText<HTMLTextAreaElement>('Message to the client');
const historyItems = () =>
  within(within(screen.getByRole('region', { name: 'Admin Feedback' })).getByRole('list')).getAllByRole('listitem');
const sentRequests = (calls: { method: string }[]) => calls.filter((call) => call.method === 'PUT');

describe('AdminMessagesSection', () => {
  it('lists the Message History in the order the API answers, newest first, with the time and whether each was read', async () => {
    serveMessages([newer, older]);
    render();
    await screen.findByText('Please upload your passport');
    const [first, second] = historyItems();
    expect(first!.textContent).toContain('Please upload your passport');
    expect(first!.textContent).toContain(formatUkDateTime(newer.createdAt));
    expect(within(first!).getByText('Unread')).toBeTruthy();
    expect(second!.textContent).toContain('Welcome to Nestway');
    expect(second!.textContent).toContain(formatUkDateTime(older.createdAt));
    expect(within(second!).getByText('Read')).toBeTruthy();
  });

  it('says when no message was sent yet', async () => {
    serveMessages([]);
    render();
    expect(await screen.findByText('No messages sent yet.')).toBeTruthy();
  });

  it('sends the message trimmed, clears the box, and shows it at the top of the history', async () => {
    const user = userEvent.setup();
    const { calls } = serveMessages([older]);
    render();
    await screen.findByText('Welcome to Nestway');
    await user.clear(box());
    await user.type(box(), '  Your viewing is on Friday  ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(sentRequests(calls)).toEqual([
      { method: 'PUT', url: `/api/admin/users/${CLIENT}/message`, body: { message: 'Your viewing is on Friday' } },
    ]);
    expect(box().value).toBe('');
    await waitFor(() =>
      expect(historyItems().map((item) => item.textContent)).toEqual([
        expect.stringContaining('Your viewing is on Friday'),
        expect.stringContaining('Welcome to Nestway'),
      ]),
    );
  });

  it("refuses a blank message with 'Message required' without sending it", async () => {
    const user = userEvent.setup();
    const { calls } = serveMessages([]);
    render();
    await screen.findByText('No messages sent yet.');
    await user.clear(box());
    await user.type(box(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(messageTexts.required)).toBeTruthy();
    expect(sentRequests(calls)).toEqual([]);
  });

  it("shows 'Failed to send message' with the server's reason, keeping what was written", async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET /api/admin/users/${CLIENT}/messages`]: [],
      [`PUT /api/admin/users/${CLIENT}/message`]: apiError('service_unavailable', 'The service is busy. Please try again.'),
    });
    render();
    await screen.findByText('No messages sent yet.');
    await user.clear(box());
    await user.type(box(), 'Your viewing is on Friday');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    expect(screen.getByText('The service is busy. Please try again.')).toBeTruthy();
    expect(box().value).toBe('Your viewing is on Friday');
    expect(screen.getByText('No messages sent yet.')).toBeTruthy();
  });
});
