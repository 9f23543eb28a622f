import { TERMS_VERSION, type TermsSignatureRecord } from '@nestway/core/terms';
import { paths } from '@nestway/core/web-routes';
import type { ViewingRecord } from '@nestway/core/viewings';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { savedPreferences } from '../../../../../test-support/fixtures/preferences';
import { callSchedule, currentUser, fakeApi, viewingWithVideo } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { DashboardPage } from './dashboard-page';

const signature: TermsSignatureRecord = {
  fullName: 'Ada Lovelace',
  signature: 'Ada Lovelace',
  signedDate: '2027-01-02T10:00:00.000Z',
  termsVersion: TERMS_VERSION,
};

function dashboardApi({ preferences = true, signed = true, viewings = [] as ViewingRecord[] } = {}) {
  return fakeApi({
    'GET /api/auth/user': currentUser({ preferences: preferences ? savedPreferences() : null }),
    'GET /api/call-schedule': callSchedule({ status: 'confirmed', confirmedDateTime: '2099-06-01T09:00:00.000Z' }),
    'GET /api/payments': [],
    'GET /api/documents': [],
    'GET /api/terms-and-conditions': signed ? signature : null,
    'GET /api/groups/me': { role: null, group: null },
    'GET /api/messages': [],
    'GET /api/messages/unread': [],
    'GET /api/users/u1/viewings': viewings,
    'GET /api/users/u1/property-offers': [],
  });
}

const routes = [
  { path: paths.dashboard, element: <DashboardPage /> },
  { path: paths.preferences, element: <h1>Preferences form</h1> },
  { path: paths.terms, element: <h1>Terms form</h1> },
];

describe('DashboardPage', { timeout: 15_000 }, () => {
  it('sends a client without preferences to the preferences form', async () => {
    dashboardApi({ preferences: false, signed: false });
    const { currentPath } = renderWithProviders(routes);
    expect(await screen.findByRole('heading', { name: 'Preferences form' })).toBeTruthy();
    expect(currentPath()).toBe(paths.preferences);
  });

  it('sends a client who has not signed the terms to them', async () => {
    dashboardApi({ signed: false });
    const { currentPath } = renderWithProviders(routes);
    expect(await screen.findByRole('heading', { name: 'Terms form' })).toBeTruthy();
    expect(currentPath()).toBe(paths.terms);
  });

  it('shows the dashboard, with the confirmed call in UK time, once both are done', async () => {
    dashboardApi();
    const { currentPath } = renderWithProviders(routes);
    expect(await screen.findByRole('region', { name: 'Schedule Your Consultation' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('1 Jun 2099, 10:00 BST')).toBeTruthy());
    expect(currentPath()).toBe(paths.dashboard);
  });

  it("shows the client's viewings, each with its offers, under #viewings", async () => {
    const { calls } = dashboardApi({ viewings: [viewingWithVideo({ userId: 'u1' })] });
    renderWithProviders(routes);
    const section = await screen.findByRole('region', { name: 'Property Viewings' });
    expect(section.closest('#viewings')).toBeTruthy();
    expect(await within(section).findByRole('button', { name: 'Make Offer' })).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/users/u1/property-offers')).toHaveLength(1);
  });
});
