import { preferencesMessages as m } from '@nestway/core/preferences';
import type { CallStatus } from '@nestway/core/calls';
import type { PreferencesRecord } from '@nestway/core/preferences-record';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preferencesForGroup, savedPreferences } from '../../../../../../test-support/fixtures/preferences';
import { callSchedule, currentUser, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { PreferencesPage } from './preferences-page';

const saved = savedPreferences(preferencesForGroup(2, { financiallySponsored: true, sponsorshipAmount: 800, maxBudget: 950 }));

/** Answers the page's reads from fixed data and records what it posts. */
function stubApi({ preferences, call }: { preferences: PreferencesRecord | null; call: { status: CallStatus } | null }) {
  const posted: unknown[] = [];
  fakeApi({
    'GET /api/auth/user': currentUser({ preferences }),
    'GET /api/call-schedule': call && callSchedule(call),
    'GET /api/preferences': preferences,
    'POST /api/preferences': ({ body }) => {
      posted.push(body);
      return saved;
    },
  });
  return posted;
}

const renderPage = () =>
  renderWithProviders([
    { path: '/preferences', element: <PreferencesPage /> },
    { path: '/dashboard', element: <h1>Dashboard</h1> },
    { path: '/invite-cotenants', element: <h1>Invite</h1> },
  ]).currentPath;

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe('PreferencesPage', { timeout: 15_000 }, () => {
  it('says it is loading, then shows the empty form with the read-only name and e-mail', async () => {
    stubApi({ preferences: null, call: null });
    renderPage();
    expect(screen.getByText('Loading your preferences...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Complete Your Profile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Preferences' })).toBeTruthy();
    const name = screen.getByLabelText<HTMLInputElement>('Full Name');
    expect([name.value, name.readOnly]).toEqual(['Ada Lovelace', true]);
    expect(screen.getByLabelText<HTMLInputElement>('Email').readOnly).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Additional Tenant Information' })).toBeNull();
  });

  it('refuses an empty form with the spec messages and focuses the first unanswered question', async () => {
    const posted = stubApi({ preferences: null, call: null });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Preferences' }));
    expect(await screen.findByText(m.howFoundUsRequired)).toBeTruthy();
    expect(screen.getByText(m.sponsoredRequired)).toBeTruthy();
    expect(screen.getByText(m.paymentPlansRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'From a friend' })));
    expect(posted).toEqual([]);
  });

  it('shows the conditional questions only when they apply, and Other asks for the words', async () => {
    stubApi({ preferences: null, call: null });
    renderPage();
    await screen.findByRole('heading', { name: 'Complete Your Profile' });
    expect(screen.queryByLabelText('Monthly Sponsorship Amount (£)')).toBeNull();
    fireEvent.click(screen.getByRole('group', { name: 'Are you financially sponsored?' }).querySelector('input[type=radio]')!);
    expect(screen.getByLabelText('Monthly Sponsorship Amount (£)')).toBeTruthy();

    expect(screen.queryByLabelText('Education Office Name')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'With an education office' }));
    expect(screen.getByLabelText('Education Office Name')).toBeTruthy();

    expect(screen.queryByLabelText('Current Contract End Date')).toBeNull();
    fireEvent.click(screen.getByRole('group', { name: 'Are you currently renting?' }).querySelector('input[type=radio]')!);
    expect(screen.getByLabelText('Current Contract End Date')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    expect(screen.getByLabelText<HTMLInputElement>('Please tell us how you found us').value).toBe('');

    fireEvent.change(screen.getByLabelText('How many tenants, including you?'), { target: { value: '3' } });
    expect(screen.getByRole('group', { name: 'Tenant 2' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Tenant 3' })).toBeTruthy();
  });

  it('fills the form from saved preferences and, on update, goes on to invite the co-tenants', async () => {
    const posted = stubApi({ preferences: saved, call: { status: 'pending' } });
    const currentPath = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Update Preferences' }));
    await waitFor(() => expect(currentPath()).toBe('/invite-cotenants'));
    expect(posted).toEqual([
      expect.objectContaining({ numberOfTenants: 2, additionalTenants: saved.additionalTenants, sponsorshipAmount: 800, maxBudget: 950 }),
    ]);
  });

  it.each(['confirmed', 'completed'] as const)(
    'shows the Preferences Locked panel with the admin contact once the call is %s',
    async (status) => {
      stubApi({ preferences: saved, call: { status } });
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Preferences Locked' })).toBeTruthy();
      expect(screen.getByRole('link', { name: /Chat on WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+/);
      expect(screen.getByRole('link', { name: /Email / }).getAttribute('href')).toMatch(/^mailto:/);
      expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
      expect(screen.queryByRole('button', { name: 'Update Preferences' })).toBeNull();
    },
  );
});
