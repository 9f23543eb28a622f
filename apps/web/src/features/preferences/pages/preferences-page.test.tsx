import { brand } from '@nestway/core/brand';
import { preferencesMessages as m } from '@nestway/core/preferences';
import type { ConsultationStatus } from '@nestway/core/consultations';
import type { PreferencesRecord } from '@nestway/core/preferences-record';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Link } from 'react-router';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  additionalTenant,
  preferencesForGroup,
  cotenantPreferences,
  savedPreferences,
  validPreferences,
} from '../../../../../../test-support/fixtures/preferences';
import { apiError, consultationRecord, cotenantGroup, currentUser, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { signedInScreens } from '@/test/signed-in-routes';
import { PreferencesPage } from './preferences-page';
import { preferencesSession } from './preferences-session';

const saved = savedPreferences(preferencesForGroup(2, { financiallySponsored: true, sponsorshipAmount: 800, maxBudget: 950 }));

/** Answers the page's reads from fixed data and records what it posts. */
function stubApi({ preferences, call }: { preferences: PreferencesRecord | null; call: { status: ConsultationStatus } | null }) {
  const posted: unknown[] = [];
  fakeApi({
    'GET /api/auth/user': currentUser({ preferences }),
    'GET /api/call-schedule': call && consultationRecord(call),
    'GET /api/preferences': preferences,
    'GET /api/groups/me': { role: null, group: null },
    'POST /api/preferences': ({ body }) => {
      posted.push(body);
      return saved;
    },
  });
  return posted;
}

const renderPage = () =>
  renderWithProviders([
    signedInScreens('client', [{ path: '/preferences', element: <PreferencesPage /> }], preferencesSession),
    { path: '/dashboard', element: <h1>Dashboard</h1> },
    { path: '/invite-cotenants', element: <h1>Invite</h1> },
  ]).currentPath;

/** Answers the reads for a pending call, and the save with `save` (an answer, or a function of the request). */
function saveApi(preferences: PreferencesRecord | null, save: NonNullable<Parameters<typeof fakeApi>[0]>['POST /api/preferences']) {
  const { calls } = fakeApi({
    'GET /api/auth/user': currentUser({ preferences }),
    'GET /api/call-schedule': consultationRecord(),
    'GET /api/preferences': preferences,
    'GET /api/groups/me': { role: null, group: null },
    'POST /api/preferences': save,
  });
  return () => calls.filter((call) => call.method === 'POST').map((call) => call.body);
}

/** A save the test answers when it wants: `answer(record)` resolves it. */
function heldSave() {
  let answer: (record: unknown) => void = () => {};
  return { save: () => new Promise((resolve) => (answer = resolve)), answer: (record: unknown) => answer(record) };
}

const change = async (user: UserEvent, label: string, value: string) => {
  await user.clear(screen.getByLabelText(label));
  if (value) await user.type(screen.getByLabelText(label), value);
};
const choose = (user: UserEvent, label: string, value: string) => user.selectOptions(screen.getByLabelText(label), value);
const answer = (user: UserEvent, question: string, choice: string) =>
  user.click(within(screen.getByRole('group', { name: question })).getByRole('radio', { name: choice }));

/** Answers every question of the empty form as validPreferences does. */
async function fillInNewProfile(user: UserEvent) {
  await screen.findByRole('heading', { name: 'Complete Your Profile' });
  await user.click(screen.getByRole('radio', { name: 'From a friend' }));
  await change(user, 'Contact Number', validPreferences.contactNumber);
  await change(user, 'Age', String(validPreferences.age));
  await change(user, 'Nationality', validPreferences.nationality);
  await change(user, 'Visa Duration (optional)', validPreferences.visaDuration!);
  await answer(user, 'Are you financially sponsored?', 'No');
  await answer(user, 'Do you have a UK bank account?', 'No');
  await user.click(screen.getByRole('checkbox', { name: 'Valid Passport' }));
  await user.click(screen.getByRole('checkbox', { name: 'Visa' }));
  await change(user, 'University Name', validPreferences.universityName);
  await choose(user, 'University Year', validPreferences.universityYear);
  await answer(user, 'Do you have an offer letter?', 'Yes');
  await user.click(screen.getByRole('radio', { name: 'By myself' }));
  await choose(user, 'Bedrooms', '1');
  await choose(user, 'Bathrooms', '1');
  await change(user, 'Maximum Budget (£ per month)', String(validPreferences.maxBudget));
  await change(user, 'Move-in Date', validPreferences.moveInDate);
  await choose(user, 'Contract Duration', '12');
  await user.click(screen.getByRole('checkbox', { name: 'Monthly' }));
  await change(user, 'Special Requirements (optional)', validPreferences.specialRequirements!);
  await answer(user, 'Are you currently renting?', 'No');
}

/** The open toast with this title, checked to carry the description. */
const expectToast = async (title: string, description: string) => {
  const toast = (await screen.findByText(title, { selector: 'li *' })).closest('li');
  expect(toast?.textContent).toContain(description);
};

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe('PreferencesPage', () => {
  it('reuses the signed-in user for 5 minutes when the client comes back to the page', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const { calls } = fakeApi({
      'GET /api/auth/user': currentUser(),
      'GET /api/call-schedule': null,
      'GET /api/preferences': null,
      'GET /api/groups/me': { role: null, group: null },
    });
    renderWithProviders([
      signedInScreens('client', [{ path: '/preferences', element: <PreferencesPage /> }], preferencesSession),
      { path: '/dashboard', element: <Link to="/preferences">Back to Preferences</Link> },
    ]);
    const userReads = () => calls.filter((call) => call.url === '/api/auth/user').length;
    const leaveAndComeBack = async (afterMs: number) => {
      vi.setSystemTime(Date.now() + afterMs);
      await user.click(screen.getByRole('link', { name: /Nestway/ }));
      await user.click(await screen.findByRole('link', { name: 'Back to Preferences' }));
      expect(await screen.findByRole('form', { name: 'Complete Your Profile' })).toBeTruthy();
    };
    expect(await screen.findByRole('form', { name: 'Complete Your Profile' })).toBeTruthy();
    await leaveAndComeBack(60_000);
    expect(userReads()).toBe(1);
    await leaveAndComeBack(4 * 60_000);
    expect(userReads()).toBe(2);
  });

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
    const user = userEvent.setup();
    const posted = stubApi({ preferences: null, call: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Submit Preferences' }));
    expect(await screen.findByText(m.howFoundUsRequired)).toBeTruthy();
    expect(screen.getByText(m.sponsoredRequired)).toBeTruthy();
    expect(screen.getByText(m.paymentPlansRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'From a friend' })));
    expect(posted).toEqual([]);
  });

  it('shows the conditional questions only when they apply, and Other asks for the words', async () => {
    const user = userEvent.setup();
    stubApi({ preferences: null, call: null });
    renderPage();
    await screen.findByRole('heading', { name: 'Complete Your Profile' });
    expect(screen.queryByLabelText('Monthly Sponsorship Amount (£)')).toBeNull();
    await user.click(screen.getByRole('group', { name: 'Are you financially sponsored?' }).querySelector('input[type=radio]')!);
    expect(screen.getByLabelText('Monthly Sponsorship Amount (£)')).toBeTruthy();

    expect(screen.queryByLabelText('Education Office Name')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'With an education office' }));
    expect(screen.getByLabelText('Education Office Name')).toBeTruthy();

    expect(screen.queryByLabelText('Current Contract End Date')).toBeNull();
    await user.click(screen.getByRole('group', { name: 'Are you currently renting?' }).querySelector('input[type=radio]')!);
    expect(screen.getByLabelText('Current Contract End Date')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(screen.getByLabelText<HTMLInputElement>('Please tell us how you found us').value).toBe('');

    await user.selectOptions(screen.getByLabelText('How many tenants, including you?'), '3');
    expect(screen.getByRole('group', { name: 'Tenant 2' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Tenant 3' })).toBeTruthy();
  });

  it('fills the form from saved preferences and, on update, goes on to invite the co-tenants', async () => {
    const user = userEvent.setup();
    const posted = stubApi({ preferences: saved, call: { status: 'pending' } });
    const currentPath = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Update Preferences' }));
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
      // Says the call's state as it is: a completed call is not "confirmed" or "booked in".
      expect(
        screen.getByText(
          status === 'completed' ? /^Your consultation call has taken place, so/ : /^Your consultation call is confirmed, so/,
        ),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: /Email / }).getAttribute('href')).toBe(
        `mailto:${brand.supportEmail}?subject=Change%20my%20preferences`,
      );
      expect(screen.getByRole('link', { name: /Chat on WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+/);
      expect(screen.getByRole('link', { name: /Email / }).getAttribute('href')).toMatch(/^mailto:/);
      expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
      expect(screen.queryByRole('button', { name: 'Update Preferences' })).toBeNull();
    },
  );

  it("reads 'Saving...' while a new profile is saved, then says 'Setting up your application...' and goes to the dashboard", async () => {
    const user = userEvent.setup();
    const held = heldSave();
    const posted = saveApi(null, held.save);
    const currentPath = renderPage();
    await fillInNewProfile(user);
    await user.click(button('Submit Preferences'));
    await waitFor(() => expect(button('Saving...').disabled).toBe(true));
    expect(posted()).toEqual([{ ...validPreferences, goodTenantRecord: null }]);

    held.answer(savedPreferences());
    await expectToast('Preferences saved successfully', 'Setting up your application...');
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it("reads 'Updating...' while saved preferences are updated, then says 'Your preferences have been updated.'", async () => {
    const user = userEvent.setup();
    const held = heldSave();
    saveApi(savedPreferences(), held.save);
    const currentPath = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Update Preferences' }));
    await waitFor(() => expect(button('Updating...').disabled).toBe(true));
    expect(currentPath()).toBe('/preferences');

    held.answer(savedPreferences());
    await expectToast('Preferences updated successfully', 'Your preferences have been updated.');
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it("says 'Failed to save preferences' with the server's reason and keeps every answer when the save fails", async () => {
    const user = userEvent.setup();
    saveApi(null, apiError('service_unavailable', 'The service is busy. Please try again in a minute.'));
    const currentPath = renderPage();
    await fillInNewProfile(user);
    await user.click(button('Submit Preferences'));
    await expectToast('Failed to save preferences', 'The service is busy. Please try again in a minute.');
    await waitFor(() => expect(button('Submit Preferences').disabled).toBe(false));
    expect(currentPath()).toBe('/preferences');
    expect(screen.getByLabelText<HTMLInputElement>('Contact Number').value).toBe(validPreferences.contactNumber);
    expect(screen.getByLabelText<HTMLInputElement>('Nationality').value).toBe(validPreferences.nationality);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'From a friend' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Monthly' }).checked).toBe(true);
  });

  it("says 'Failed to update preferences' and keeps the changed answers when the update fails", async () => {
    const user = userEvent.setup();
    const posted = saveApi(savedPreferences(), new Response('', { status: 500 }));
    const currentPath = renderPage();
    await screen.findByRole('button', { name: 'Update Preferences' });
    await change(user, 'Nationality', 'Ghanaian');
    await change(user, 'Maximum Budget (£ per month)', '1100');
    await user.click(button('Update Preferences'));
    await expectToast('Failed to update preferences', 'Please try again.');
    await waitFor(() => expect(button('Update Preferences').disabled).toBe(false));
    expect(currentPath()).toBe('/preferences');
    expect(screen.getByLabelText<HTMLInputElement>('Nationality').value).toBe('Ghanaian');
    expect(screen.getByLabelText<HTMLInputElement>('Maximum Budget (£ per month)').value).toBe('1100');
    expect(posted()).toEqual([expect.objectContaining({ nationality: 'Ghanaian', maxBudget: 1100 })]);
  });

  it('offers at most 3 tenants', async () => {
    stubApi({ preferences: null, call: null });
    renderPage();
    await screen.findByRole('heading', { name: 'Complete Your Profile' });
    const counts = within(screen.getByLabelText('How many tenants, including you?')).getAllByRole('option');
    expect(counts.map((option) => option.textContent)).toEqual(['1 tenant (just me)', '2 tenants', '3 tenants']);
  });

  it(`says '${m.maxTenants}' and sends nothing when saved preferences name more than 3 tenants, until 3 are chosen`, async () => {
    const user = userEvent.setup();
    const four = savedPreferences(
      preferencesForGroup(3, { numberOfTenants: 4, additionalTenants: [additionalTenant(), additionalTenant(), additionalTenant()] }),
    );
    const posted = saveApi(four, savedPreferences(preferencesForGroup(3)));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Update Preferences' }));
    const tenants = screen.getByLabelText('How many tenants, including you?');
    await waitFor(() => expect(tenants.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(tenants.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toBe(m.maxTenants);
    expect(screen.getByRole('group', { name: 'Tenant 4' })).toBeTruthy();
    expect(posted()).toEqual([]);

    await choose(user, 'How many tenants, including you?', '3');
    expect(screen.queryByRole('group', { name: 'Tenant 4' })).toBeNull();
    await user.click(button('Update Preferences'));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual(expect.objectContaining({ numberOfTenants: 3, additionalTenants: four.additionalTenants.slice(0, 2) }));
    expect(screen.queryByText(m.maxTenants)).toBeNull();
  });

  describe("a co-tenant's form (decision 006)", () => {
    function cotenantApi() {
      const { calls } = fakeApi({
        'GET /api/auth/user': currentUser(),
        'GET /api/call-schedule': null,
        'GET /api/preferences': null,
        'GET /api/groups/me': cotenantGroup(),
        'POST /api/preferences': savedPreferences(),
      });
      return () => calls.filter((call) => call.method === 'POST').map((call) => call.body);
    }

    it("shows the leader's home read-only and asks only About You, About Your Education and About Your Current Home", async () => {
      cotenantApi();
      renderPage();
      const home = await screen.findByRole('region', { name: "Your Group's Home" });
      expect(within(home).getByText(/Set by Lola Leader/)).toBeTruthy();
      expect(within(home).getByText('£1,400.00 per month')).toBeTruthy();
      expect(within(home).getByText('2 tenants, including you')).toBeTruthy();
      const sections = screen
        .getAllByRole('group')
        .filter((group) => group.getAttribute('aria-labelledby')?.startsWith('preferences-section-'));
      expect(sections.map((section) => section.querySelector('h2')?.textContent)).toEqual([
        'About You',
        'About Your Education',
        'About Your Current Home',
      ]);
      expect(screen.queryByLabelText('How many tenants, including you?')).toBeNull();
      expect(screen.queryByLabelText('Maximum Budget (£ per month)')).toBeNull();
      expect(screen.queryByLabelText('Bedrooms')).toBeNull();
    });

    it('sends only their own answers and goes on to the dashboard', async () => {
      const user = userEvent.setup();
      const posted = cotenantApi();
      const currentPath = renderPage();
      await screen.findByRole('region', { name: "Your Group's Home" });
      await change(user, 'Contact Number', validPreferences.contactNumber);
      await change(user, 'Age', String(validPreferences.age));
      await change(user, 'Nationality', 'Ghanaian');
      await change(user, 'Visa Duration (optional)', validPreferences.visaDuration!);
      await answer(user, 'Are you financially sponsored?', 'No');
      await answer(user, 'Do you have a UK bank account?', 'No');
      await user.click(screen.getByRole('checkbox', { name: 'Valid Passport' }));
      await user.click(screen.getByRole('checkbox', { name: 'Visa' }));
      await change(user, 'University Name', validPreferences.universityName);
      await choose(user, 'University Year', validPreferences.universityYear);
      await answer(user, 'Do you have an offer letter?', 'Yes');
      await user.click(screen.getByRole('radio', { name: 'By myself' }));
      await answer(user, 'Are you currently renting?', 'No');
      await user.click(button('Submit Preferences'));
      await waitFor(() => expect(currentPath()).toBe('/dashboard'));
      expect(posted()).toEqual([{ ...cotenantPreferences(), goodTenantRecord: null }]);
    });
  });
});
