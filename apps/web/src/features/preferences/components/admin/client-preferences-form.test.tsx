import type { AdminClientDetail } from '@nestway/core/admin';
import { preferencesMessages } from '@nestway/core/preferences';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedPreferences } from '../../../../../../../test-support/fixtures/preferences';
import { useClientDetail } from '@/queries/clients';
import { adminClientDetail, apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { PreferencesSections } from './preferences-section';

const CLIENT = 'client-1';
const saved = savedPreferences();
const SAVE = `PUT /api/admin/users/${CLIENT}/preferences` as const;

/** The sections as the admin's client page shows them: from the client's record, read again after a save. */
function PreferencesOnClientPage() {
  const detail = useClientDetail(CLIENT);
  return detail.data ? <PreferencesSections client={detail.data} preferences={detail.data.preferences} /> : null;
}

/** The client's record as the server keeps it; `save` answers the PUT (by default it stores the body). */
function serveClient(save?: Response) {
  let client: AdminClientDetail = adminClientDetail({ id: CLIENT, preferences: saved });
  return fakeApi({
    [`GET /api/admin/users/${CLIENT}`]: () => client,
    [SAVE]: ({ body }) => {
      if (save) return save;
      client = { ...client, preferences: { ...saved, ...(body as object) } };
      return client.preferences;
    },
  });
}

/** Opens the editor from About You's Edit and changes one answer of About You and one of Property Preferences. */
async function editNationalityAndBudget(user: UserEvent) {
  const aboutYou = await screen.findByRole('region', { name: 'About You' });
  await user.click(within(aboutYou).getByRole('button', { name: 'Edit' }));
  const form = screen.getByRole('form', { name: 'Edit preferences' });
  expect(within(form).getByRole('heading', { name: 'Editing Ada Client’s preferences' })).toBeTruthy();
  await user.clear(within(form).getByLabelText('Nationality'));
  await user.type(within(form).getByLabelText('Nationality'), 'Ghanaian');
  await user.clear(within(form).getByLabelText('Maximum Budget (£ per month)'));
  await user.type(within(form).getByLabelText('Maximum Budget (£ per month)'), '1100');
  await user.click(within(form).getByRole('button', { name: 'Save Preferences' }));
  return form;
}

const fact = (section: string, label: string) =>
  within(screen.getByRole('region', { name: section })).getByText(label).nextElementSibling?.textContent;

// jsdom cannot scroll: the form scrolls its first invalid field into view after a refused save.
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe("The admin's About You and Property Preferences editor", () => {
  it('saves the whole form with the edits by PUT to the client, then shows the saved answers', async () => {
    const user = userEvent.setup();
    const { calls } = serveClient();
    renderWithProviders(<PreferencesOnClientPage />);
    expect(await screen.findByText('Nigerian')).toBeTruthy();
    await editNationalityAndBudget(user);
    expect(await screen.findByText('Preferences updated')).toBeTruthy();
    expect(screen.getByText('The client’s preferences have been saved.')).toBeTruthy();
    const saves = calls.filter((call) => call.method !== 'GET');
    expect(saves.map(({ method, url }) => `${method} ${url}`)).toEqual([SAVE]);
    expect(saves[0]!.body).toEqual({ ...saved, nationality: 'Ghanaian', maxBudget: 1100 });

    await waitFor(() => expect(fact('About You', 'Nationality')).toBe('Ghanaian'));
    expect(fact('Property Preferences', 'Maximum budget')).toBe('£1,100 per month');
    expect(screen.queryByRole('form', { name: 'Edit preferences' })).toBeNull();
  });

  it("shows 'Failed to update preferences' with the server's reason, keeping the editor and the edits", async () => {
    const user = userEvent.setup();
    serveClient(apiError('service_unavailable', 'The service is busy. Please try again.'));
    renderWithProviders(<PreferencesOnClientPage />);
    const form = await editNationalityAndBudget(user);
    expect(await screen.findByText('Failed to update preferences')).toBeTruthy();
    expect(screen.getByText('The service is busy. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Preferences updated')).toBeNull();
    expect(within(form).getByLabelText<HTMLInputElement>('Nationality').value).toBe('Ghanaian');
    expect(within(form).getByLabelText<HTMLInputElement>('Maximum Budget (£ per month)').value).toBe('1100');
    expect(within(form).getByRole<HTMLButtonElement>('button', { name: 'Save Preferences' }).disabled).toBe(false);
  });

  it("puts the server's field issues beside their fields when it refuses the form", async () => {
    const user = userEvent.setup();
    const refusal = new Response(
      JSON.stringify({
        code: 'validation_failed',
        message: 'Some answers need attention.',
        issues: [{ path: 'maxBudget', message: preferencesMessages.budgetRequired }],
      }),
      { status: 400, headers: { 'Content-Type': 'application/json' } },
    );
    serveClient(refusal);
    renderWithProviders(<PreferencesOnClientPage />);
    const form = await editNationalityAndBudget(user);
    expect(await screen.findByText('Failed to update preferences')).toBeTruthy();
    expect(within(form).getByText(preferencesMessages.budgetRequired)).toBeTruthy();
    expect(within(form).getByLabelText('Maximum Budget (£ per month)').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByLabelText<HTMLInputElement>('Nationality').value).toBe('Ghanaian');
  });
});
