import { paths } from '@nestway/core/web-routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { savedPreferences } from '../../../../../test-support/fixtures/preferences';
import type { ApplicationStep } from '@nestway/core/application-steps';
import { consultationRecord, currentUser, fakeApi, termsSignature } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { signedInScreens } from '@/test/signed-in-routes';
import { DashboardPage } from './dashboard-page';

/** A client whose consultation is completed and who has not paid: without an override, Pay Initial Fees is next. */
function dashboardApi(stepOverride: ApplicationStep | null) {
  return fakeApi({
    'GET /api/auth/user': currentUser({ preferences: savedPreferences(), stepOverride }),
    'GET /api/call-schedule': consultationRecord({ status: 'completed', confirmedDateTime: '2027-06-01T09:00:00.000Z' }),
    'GET /api/payments': [],
    'GET /api/documents': [],
    'GET /api/user/shared-files': [],
    'GET /api/terms-and-conditions': termsSignature(),
    'GET /api/groups/me': { role: null, group: null },
    'GET /api/messages': [],
    'GET /api/messages/unread': [],
  });
}

describe('DashboardPage with an admin status override', () => {
  it('asks for payment without an override', async () => {
    dashboardApi(null);
    renderWithProviders([signedInScreens('client', [{ path: paths.dashboard, element: <DashboardPage /> }])]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Pay Initial Fees' })).toBeTruthy();
  });

  it('reads the records with the override: document upload counts the payment as done', async () => {
    dashboardApi('document_upload');
    renderWithProviders([signedInScreens('client', [{ path: paths.dashboard, element: <DashboardPage /> }])]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Upload Required Documents' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Pay Initial Fees' })).toBeNull();
  });
});
