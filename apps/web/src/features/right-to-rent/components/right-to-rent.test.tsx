import { rightToRentMessages, type RightToRentRecord } from '@nestway/core/right-to-rent';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { RightToRentAdminSection } from './admin/right-to-rent-admin-section';
import { RightToRentSection } from './right-to-rent-section';

const nothingYet: RightToRentRecord = { shareCode: null, dateOfBirth: null, shareCodeGivenAt: null, needsNewShareCode: false, check: null };
const given: RightToRentRecord = {
  shareCode: 'W4X 7YT 9PQ',
  dateOfBirth: '2001-04-30',
  shareCodeGivenAt: '2027-01-04T10:00:00.000Z',
  needsNewShareCode: false,
  check: {
    id: 'check-1',
    checkedOn: '2027-01-05',
    outcome: 'time-limited',
    permissionExpiresOn: '2027-02-01',
    resultFileName: 'result.pdf',
    recordedAt: '2027-01-05T10:00:00.000Z',
    followUpDue: true,
  },
};

describe('RightToRentSection (client)', () => {
  it('checks the share code with core’s rule before sending, and sends it as typed for the server to store', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'GET /api/right-to-rent': nothingYet, 'PUT /api/right-to-rent': given });
    renderWithProviders(<RightToRentSection />);
    const section = await screen.findByRole('region', { name: 'Right to Rent' });
    await user.type(await within(section).findByLabelText('Share code'), 'W4X 7YT');
    await user.type(within(section).getByLabelText('Date of birth'), '2001-04-30');
    await user.click(within(section).getByRole('button', { name: 'Save Share Code' }));
    expect(await within(section).findByText(rightToRentMessages.shareCode)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.type(within(section).getByLabelText('Share code'), ' 9pq');
    await user.click(within(section).getByRole('button', { name: 'Save Share Code' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ shareCode: 'W4X7YT9PQ', dateOfBirth: '2001-04-30' }),
    );
  });

  it('asks for a new code when the last is over 90 days old, and shows the recorded outcome', async () => {
    fakeApi({ 'GET /api/right-to-rent': { ...given, needsNewShareCode: true } });
    renderWithProviders(<RightToRentSection />);
    const section = await screen.findByRole('region', { name: 'Right to Rent' });
    expect(await within(section).findByText(/more than 90 days ago/)).toBeTruthy();
    expect(section.textContent).toContain('Time-limited right to rent');
    expect(section.textContent).toContain('permission ends on 1 February 2027');
    expect((within(section).getByLabelText('Share code') as HTMLInputElement).value).toBe('');
  });
});

describe('RightToRentAdminSection', () => {
  it('shows the code, date of birth, the GOV.UK link and the latest check with its PDF', async () => {
    fakeApi({ 'GET /api/admin/users/client-1/right-to-rent': given });
    renderWithProviders(<RightToRentAdminSection clientId="client-1" />);
    const section = await screen.findByRole('region', { name: 'Right to Rent' });
    await within(section).findByText('W4X 7YT 9PQ');
    expect(section.textContent).toContain('30 April 2001');
    expect(
      within(section)
        .getByRole('link', { name: /Check a tenant’s right to rent/ })
        .getAttribute('href'),
    ).toBe('https://www.gov.uk/view-right-to-rent');
    expect(section.textContent).toContain('Follow-up due');
    expect(within(section).getByRole('button', { name: 'Home Office result (PDF)' })).toBeTruthy();
  });

  it('requires the end date of a time-limited permission before recording', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'GET /api/admin/users/client-1/right-to-rent': nothingYet });
    renderWithProviders(<RightToRentAdminSection clientId="client-1" />);
    await user.click(await screen.findByRole('button', { name: 'Record Check' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Time-limited right to rent'));
    await user.click(within(dialog).getByRole('button', { name: 'Record Check' }));
    expect(await within(dialog).findByText(rightToRentMessages.expiresRequired)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
