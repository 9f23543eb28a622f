import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { MessagesSection } from './messages-section';

describe('MessagesSection', () => {
  it('lists the messages with their UK dates, newest first as the API sends them', async () => {
    fakeApi({
      'GET /api/messages': [
        { id: 'm2', message: 'Second', createdAt: '2027-07-05T08:00:00.000Z', isRead: false, readAt: null },
        { id: 'm1', message: 'First', createdAt: '2027-01-04T09:00:00.000Z', isRead: true, readAt: '2027-01-04T09:05:00.000Z' },
      ],
    });
    renderWithProviders(<MessagesSection />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['5 Jul 2027, 09:00 BSTSecond', '4 Jan 2027, 09:00 GMTFirst']);
  });

  it('says when the list could not be read, and Try Again reads it again', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({ 'GET /api/messages': () => (fail ? apiError('service_unavailable', 'The service is busy. Please try again.') : []) });
    renderWithProviders(<MessagesSection />);
    expect((await screen.findByRole('alert')).textContent).toContain('The service is busy. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
  });
});
