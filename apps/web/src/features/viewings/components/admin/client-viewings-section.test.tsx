import { viewingMessages, type ViewingRecord } from '@nestway/core/viewings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, viewingRecord, viewingWithVideo } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { ClientViewingsSection } from './client-viewings-section';

const CLIENT = 'client-1';
const LIST = `GET /api/admin/users/${CLIENT}/viewings` as const;
const ADDRESS = '12 Hyde Park Road, Leeds LS6 1AB';

const render = () => renderWithProviders(<ClientViewingsSection clientId={CLIENT} />);
const section = () => within(screen.getByRole('region', { name: 'Property Viewings' }));
const puts = (calls: { method: string; url: string; body: unknown }[]) => calls.filter((call) => call.method === 'PUT');

describe('Property Viewings on the client page', () => {
  it('says when the client has no viewings', async () => {
    fakeApi({ [LIST]: [] });
    render();
    expect(await screen.findByText('No viewings booked for this client yet.')).toBeTruthy();
  });

  it('shows each viewing with its status, UK time, notes, video and the client’s feedback', async () => {
    fakeApi({
      [LIST]: [
        viewingWithVideo({
          adminNotes: 'Ring flat 2',
          videoWatchedAt: '2027-02-04T10:30:00.000Z',
          userFeedback: 'Lovely light, but the kitchen is small.',
        }),
      ],
    });
    render();
    const [item] = await section().findAllByRole('listitem');
    const text = item!.textContent ?? '';
    expect(text).toContain(ADDRESS);
    expect(text).toContain('Completed');
    expect(text).toContain('Flat · 2 bedrooms · 1 bathroom · £950.00 per month');
    expect(text).toContain('3 Feb 2027, 14:00 GMT');
    expect(text).toContain('Ring flat 2');
    expect(text).toContain('Watched 4 Feb 2027, 10:30 GMT');
    expect(text).toContain('Lovely light, but the kitchen is small.');
    expect(within(item!).getByRole('link', { name: /Hyde Park Road walkthrough/ })).toBeTruthy();
  });

  it('offers Cancel and Add Video for a scheduled viewing, Reactivate (and no video) for a cancelled one', async () => {
    fakeApi({ [LIST]: [viewingRecord(), viewingRecord({ id: 'viewing-2', propertyAddress: '3 Otley Road', status: 'cancelled' })] });
    render();
    const [scheduled, cancelled] = await section().findAllByRole('listitem');
    expect(within(scheduled!).getByRole('button', { name: `Cancel viewing of ${ADDRESS}` })).toBeTruthy();
    expect(within(scheduled!).getByRole('button', { name: `Add Video for ${ADDRESS}` })).toBeTruthy();
    expect(within(scheduled!).queryByRole('button', { name: /Reactivate/ })).toBeNull();
    expect(within(scheduled!).getByText('No video yet')).toBeTruthy();
    expect(within(cancelled!).getByRole('button', { name: 'Reactivate viewing of 3 Otley Road' })).toBeTruthy();
    expect(within(cancelled!).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(within(cancelled!).queryByRole('button', { name: /Add Video/ })).toBeNull();
  });

  it('adds a viewing: Save waits for an address and a date and time, and the UK time is sent as an instant', async () => {
    const user = userEvent.setup();
    let list: ViewingRecord[] = [];
    const { calls } = fakeApi({
      [LIST]: () => list,
      [`POST /api/admin/users/${CLIENT}/viewings`]: () => {
        list = [viewingRecord({ propertyAddress: '7 Ash Grove' })];
        return list[0]!;
      },
    });
    render();
    await screen.findByText('No viewings booked for this client yet.');
    await user.click(section().getByRole('button', { name: 'Add Viewing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Viewing' }));
    const save = () => dialog.getByRole<HTMLButtonElement>('button', { name: 'Save Viewing' });
    expect(save().disabled).toBe(true);
    await user.clear(dialog.getByLabelText('Property address'));
    await user.type(dialog.getByLabelText('Property address'), '7 Ash Grove');
    expect(save().disabled).toBe(true);
    await user.clear(dialog.getByLabelText('Viewing date (UK)'));
    await user.type(dialog.getByLabelText('Viewing date (UK)'), '2027-07-01');
    expect(save().disabled).toBe(true);
    await user.clear(dialog.getByLabelText('Viewing time (UK)'));
    await user.type(dialog.getByLabelText('Viewing time (UK)'), '16:30');
    expect(save().disabled).toBe(false);
    await user.clear(dialog.getByLabelText('Viewing date (UK)'));
    expect(save().disabled).toBe(true);
    await user.clear(dialog.getByLabelText('Viewing date (UK)'));
    await user.type(dialog.getByLabelText('Viewing date (UK)'), '2027-07-01');

    // The type is still required: named under its field, nothing sent.
    await user.click(save());
    expect(await dialog.findByText(viewingMessages.typeRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.selectOptions(dialog.getByLabelText('Property type'), 'Studio');
    await user.clear(dialog.getByLabelText('Bathrooms'));
    await user.type(dialog.getByLabelText('Bathrooms'), '0');
    await user.click(save());
    expect(await screen.findByText('Viewing added')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      propertyAddress: '7 Ash Grove',
      propertyType: 'Studio',
      bedrooms: 1,
      bathrooms: 0,
      rentAmount: null,
      // 16:30 BST.
      viewingDateTime: '2027-07-01T15:30:00.000Z',
      adminNotes: null,
    });
    expect(await section().findByText('7 Ash Grove')).toBeTruthy();
  });

  it('edits a viewing, starting from its fields in UK time', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      [LIST]: [viewingRecord({ adminNotes: 'Ring flat 2' })],
      'PUT /api/admin/viewings/viewing-1': viewingRecord({ rentAmount: '975.00', rentPence: 975_00 }),
    });
    render();
    await user.click(await section().findByRole('button', { name: `Edit viewing of ${ADDRESS}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Viewing' }));
    expect(dialog.getByLabelText<HTMLInputElement>('Property address').value).toBe(ADDRESS);
    expect(dialog.getByLabelText<HTMLSelectElement>('Property type').value).toBe('Flat');
    expect(dialog.getByLabelText<HTMLInputElement>('Bedrooms').value).toBe('2');
    expect(dialog.getByLabelText<HTMLInputElement>('Rent per month (£)').value).toBe('950.00');
    expect(dialog.getByLabelText<HTMLInputElement>('Viewing date (UK)').value).toBe('2027-02-03');
    expect(dialog.getByLabelText<HTMLInputElement>('Viewing time (UK)').value).toBe('14:00');
    await user.clear(dialog.getByLabelText('Rent per month (£)'));
    await user.type(dialog.getByLabelText('Rent per month (£)'), '975');
    await user.click(dialog.getByRole('button', { name: 'Save Viewing' }));
    expect(await screen.findByText('Viewing updated')).toBeTruthy();
    expect(puts(calls)).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/viewings/viewing-1',
        body: {
          propertyAddress: ADDRESS,
          propertyType: 'Flat',
          bedrooms: 2,
          bathrooms: 1,
          rentAmount: '975',
          viewingDateTime: '2027-02-03T14:00:00.000Z',
          adminNotes: 'Ring flat 2',
        },
      },
    ]);
  });

  it('cancels a viewing after asking, with the notes given', async () => {
    const user = userEvent.setup();
    let list = [viewingRecord()];
    const { calls } = fakeApi({
      [LIST]: () => list,
      'PUT /api/admin/viewings/viewing-1': () => {
        list = [viewingRecord({ status: 'cancelled', adminNotes: 'The landlord let it to someone else' })];
        return list[0]!;
      },
    });
    render();
    await user.click(await section().findByRole('button', { name: `Cancel viewing of ${ADDRESS}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this viewing?' }));
    expect(puts(calls)).toHaveLength(0);
    await user.clear(dialog.getByLabelText('Reason (optional)'));
    await user.type(dialog.getByLabelText('Reason (optional)'), 'The landlord let it to someone else');
    await user.click(dialog.getByRole('button', { name: 'Cancel Viewing' }));
    expect(await screen.findByText('Viewing cancelled')).toBeTruthy();
    expect(puts(calls)).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/viewings/viewing-1',
        body: { status: 'cancelled', adminNotes: 'The landlord let it to someone else' },
      },
    ]);
    expect(await section().findByRole('button', { name: `Reactivate viewing of ${ADDRESS}` })).toBeTruthy();
  });

  it('cancels without touching the notes when no reason is given, and nothing when the admin steps back', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [LIST]: [viewingRecord()], 'PUT /api/admin/viewings/viewing-1': viewingRecord({ status: 'cancelled' }) });
    render();
    const cancelButton = await section().findByRole('button', { name: `Cancel viewing of ${ADDRESS}` });
    await user.click(cancelButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep Viewing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(calls)).toHaveLength(0);

    await user.click(cancelButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Viewing' }));
    expect(await screen.findByText('Viewing cancelled')).toBeTruthy();
    expect(puts(calls).map((call) => call.body)).toEqual([{ status: 'cancelled' }]);
  });

  it('reactivates a cancelled viewing', async () => {
    const user = userEvent.setup();
    let list = [viewingRecord({ status: 'cancelled' })];
    const { calls } = fakeApi({
      [LIST]: () => list,
      'PUT /api/admin/viewings/viewing-1': () => {
        list = [viewingRecord()];
        return list[0]!;
      },
    });
    render();
    await user.click(await section().findByRole('button', { name: `Reactivate viewing of ${ADDRESS}` }));
    expect(await screen.findByText('Viewing reactivated')).toBeTruthy();
    expect(puts(calls)).toEqual([{ method: 'PUT', url: '/api/admin/viewings/viewing-1', body: { status: 'scheduled' } }]);
    expect(await section().findByRole('button', { name: `Cancel viewing of ${ADDRESS}` })).toBeTruthy();
  });

  it('shows the server’s message when a change is refused', async () => {
    const user = userEvent.setup();
    fakeApi({
      [LIST]: [viewingRecord({ status: 'cancelled' })],
      'PUT /api/admin/viewings/viewing-1': apiError('conflict', viewingMessages.transitionRefused('cancelled', 'scheduled')),
    });
    render();
    await user.click(await section().findByRole('button', { name: `Reactivate viewing of ${ADDRESS}` }));
    expect(await screen.findByText('Failed to add or update viewing')).toBeTruthy();
    expect(screen.getByText(viewingMessages.transitionRefused('cancelled', 'scheduled'))).toBeTruthy();
  });
});
