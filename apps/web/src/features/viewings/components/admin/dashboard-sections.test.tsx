import type { AdminClientPage } from '@nestway/core/admin';
import { VIEWING_HISTORY_PAGE_SIZE, viewingMessages, type ViewingSession } from '@nestway/core/viewings';
import { youtubeMessages } from '@nestway/core/youtube';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminClientPage, apiError, fakeApi, viewingRecord, viewingSession } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { PropertyViewingsSection } from './property-viewings-section';
import { VideoSharingSection } from './video-sharing-section';

/** The admin client list as GET /api/admin/users answers it, with these clients. */
function clientPage(names: string[]): AdminClientPage {
  return adminClientPage({
    clients: names.map((name) => ({
      id: `client-${name.split(' ')[0]!.toLowerCase()}`,
      fullName: name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      isEmailVerified: true,
      createdAt: '2027-01-01T00:00:00.000Z',
      stage: { kind: 'just-registered', label: 'Just Registered', tone: 'neutral' },
      action: { kind: 'waiting-for-user', label: 'Waiting for User', tone: 'neutral' },
    })),
    total: names.length,
    pageSize: 100,
    summary: { totalClients: names.length },
  });
}

const clients = clientPage(['Ada Client', 'Ben Tenant', 'Cleo Student']);
const form = () => screen.getByRole('form', { name: 'Create Bulk Viewing' });
const picker = (name: string) => screen.getByRole('group', { name });

/** Fills the bulk form's property and time (29 March 2027 is the day after the clocks go forward: 10:00 BST is 09:00 UTC). */
async function fillViewing(user: UserEvent) {
  const fields = within(form());
  await user.clear(fields.getByLabelText('Property address'));
  await user.type(fields.getByLabelText('Property address'), ' 4 Cardigan Road, Leeds LS6 3AE ');
  await user.selectOptions(fields.getByLabelText('Property type'), 'House');
  await user.clear(fields.getByLabelText('Rent per month (£)'));
  await user.type(fields.getByLabelText('Rent per month (£)'), '950.50');
  await user.clear(fields.getByLabelText('Viewing date (UK)'));
  await user.type(fields.getByLabelText('Viewing date (UK)'), '2027-03-29');
  await user.clear(fields.getByLabelText('Viewing time (UK)'));
  await user.type(fields.getByLabelText('Viewing time (UK)'), '10:00');
}

describe('Create Bulk Viewing', () => {
  it('books the viewing for the chosen clients: UK time sent as an instant, rent as typed, rooms defaulting to 1', async () => {
    const user = userEvent.setup();
    let sessions: ViewingSession[] = [];
    const { calls } = fakeApi({
      'GET /api/admin/users': clients,
      'GET /api/admin/viewing-sessions': () => sessions,
      'POST /api/admin/viewings/bulk': () => {
        sessions = [viewingSession({ propertyAddress: '4 Cardigan Road, Leeds LS6 3AE' })];
        return {
          viewingSessionId: 'session-1',
          createdViewings: [viewingRecord({ id: 'v1', userId: 'client-1' }), viewingRecord({ id: 'v3', userId: 'client-3' })],
        };
      },
    });
    renderWithProviders(<PropertyViewingsSection />);
    expect(await screen.findByText('No viewings in the last 3 months.')).toBeTruthy();
    const clientsGroup = within(picker('Clients to book'));
    await user.click(await clientsGroup.findByRole('checkbox', { name: /Ada Client/ }));
    await user.click(clientsGroup.getByRole('checkbox', { name: /Cleo Student/ }));
    expect(clientsGroup.getByText('2 clients selected')).toBeTruthy();
    expect(within(form()).getByLabelText<HTMLInputElement>('Bedrooms').value).toBe('1');
    expect(within(form()).getByLabelText<HTMLInputElement>('Bathrooms').value).toBe('1');
    await fillViewing(user);
    await user.clear(within(form()).getByLabelText('Notes for the client (optional)'));
    await user.type(within(form()).getByLabelText('Notes for the client (optional)'), 'Meet at the gate');
    await user.click(within(form()).getByRole('button', { name: 'Create Viewings' }));

    expect(await screen.findByText('Viewings created')).toBeTruthy();
    expect(screen.getByText(/booked for 2 clients/)).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/admin/viewings/bulk');
    expect(post?.body).toEqual({
      viewingData: {
        propertyAddress: '4 Cardigan Road, Leeds LS6 3AE',
        propertyType: 'House',
        bedrooms: 1,
        bathrooms: 1,
        rentAmount: '950.50',
        viewingDateTime: '2027-03-29T09:00:00.000Z',
        adminNotes: 'Meet at the gate',
      },
      clientIds: ['client-ada', 'client-cleo'],
    });
    // The history is read again and shows the new session; the form starts afresh.
    expect(await screen.findByText('4 Cardigan Road, Leeds LS6 3AE')).toBeTruthy();
    expect(within(form()).getByLabelText<HTMLInputElement>('Property address').value).toBe('');
    expect(within(picker('Clients to book')).getByText('0 clients selected')).toBeTruthy();
  });

  it('says No clients selected and sends nothing when no client is chosen', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'GET /api/admin/users': clients, 'GET /api/admin/viewing-sessions': [] });
    renderWithProviders(<PropertyViewingsSection />);
    await within(picker('Clients to book')).findByRole('checkbox', { name: /Ada Client/ });
    await fillViewing(user);
    await user.click(within(form()).getByRole('button', { name: 'Create Viewings' }));
    expect(await screen.findByText(viewingMessages.noClients)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('names the missing address, type and date under their fields, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'GET /api/admin/users': clients, 'GET /api/admin/viewing-sessions': [] });
    renderWithProviders(<PropertyViewingsSection />);
    await user.click(await within(picker('Clients to book')).findByRole('checkbox', { name: /Ben Tenant/ }));
    await user.clear(within(form()).getByLabelText('Bedrooms'));
    await user.type(within(form()).getByLabelText('Bedrooms'), '1.5');
    await user.click(within(form()).getByRole('button', { name: 'Create Viewings' }));
    expect(await within(form()).findByText(viewingMessages.addressRequired)).toBeTruthy();
    expect(within(form()).getByText(viewingMessages.typeRequired)).toBeTruthy();
    expect(within(form()).getByText(viewingMessages.dateRequired)).toBeTruthy();
    expect(within(form()).getByText(viewingMessages.roomsInvalid)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('searches the clients on the server and keeps earlier choices; Select all shown and Clear', async () => {
    const user = userEvent.setup();
    const queries: string[] = [];
    fakeApi({
      'GET /api/admin/users': ({ url }) => {
        const search = new URL(url, 'http://localhost').searchParams.get('search') ?? '';
        queries.push(search);
        return search ? clientPage(['Cleo Student']) : clients;
      },
      'GET /api/admin/viewing-sessions': [],
    });
    renderWithProviders(<PropertyViewingsSection />);
    const group = within(picker('Clients to book'));
    await user.click(await group.findByRole('checkbox', { name: /Ada Client/ }));
    await user.clear(group.getByLabelText('Find clients'));
    await user.type(group.getByLabelText('Find clients'), 'cleo');
    await waitFor(() => expect(group.queryByRole('checkbox', { name: /Ada Client/ })).toBeNull());
    expect(queries.at(-1)).toBe('cleo');
    await user.click(group.getByRole('button', { name: 'Select all shown' }));
    expect(group.getByText('2 clients selected')).toBeTruthy();
    await user.click(group.getByRole('button', { name: 'Clear' }));
    expect(group.getByText('0 clients selected')).toBeTruthy();
  });

  it('shows the server’s message when the viewings cannot be created', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/admin/users': clients,
      'GET /api/admin/viewing-sessions': [],
      'POST /api/admin/viewings/bulk': apiError('bad_request', viewingMessages.unknownClients),
    });
    renderWithProviders(<PropertyViewingsSection />);
    await user.click(await within(picker('Clients to book')).findByRole('checkbox', { name: /Ada Client/ }));
    await fillViewing(user);
    await user.click(within(form()).getByRole('button', { name: 'Create Viewings' }));
    expect(await screen.findByText('Failed to create viewings')).toBeTruthy();
    expect(screen.getByText(viewingMessages.unknownClients)).toBeTruthy();
  });
});

describe('Viewing History', () => {
  const history = () => screen.getByRole('region', { name: 'Viewing History' });
  const sessionItems = () =>
    within(history())
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === history());

  it('shows each session with its property, UK time, counts, video and clients', async () => {
    fakeApi({
      'GET /api/admin/users': clients,
      'GET /api/admin/viewing-sessions': [
        viewingSession({
          youtubeVideoId: 'dQw4w9WgXcQ',
          videoTitle: 'Hyde Park Road walkthrough',
          users: [
            {
              id: 'viewing-1',
              userId: 'user-1',
              userName: 'Ada Client',
              email: 'ada@example.com',
              status: 'completed',
              videoWatchedAt: '2027-02-04T10:30:00.000Z',
            },
            {
              id: 'viewing-2',
              userId: 'user-2',
              userName: 'Ben Tenant',
              email: 'ben@example.com',
              status: 'cancelled',
              videoWatchedAt: null,
            },
          ],
        }),
      ],
    });
    renderWithProviders(<PropertyViewingsSection />);
    const session = await within(screen.getByRole('region', { name: 'Property Viewings' })).findByRole('listitem', {
      name: '12 Hyde Park Road, Leeds LS6 1AB',
    });
    const text = session.textContent ?? '';
    expect(text).toContain('Flat · 2 bedrooms · 1 bathroom · £950.00 per month');
    expect(text).toContain('Viewing 3 Feb 2027, 14:00 GMT');
    expect(text).toContain('1 of 2 clients active');
    expect(
      within(session)
        .getByRole('link', { name: /Hyde Park Road walkthrough/ })
        .getAttribute('href'),
    ).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const clientsList = within(session).getByRole('list', { name: 'Clients of 12 Hyde Park Road, Leeds LS6 1AB' });
    const [ada, ben] = within(clientsList).getAllByRole('listitem');
    expect(ada!.textContent).toContain('Completed');
    expect(ada!.textContent).toContain('Watched 4 Feb 2027, 10:30 GMT');
    expect(ben!.textContent).toContain('Cancelled');
    // Only a scheduled viewing can be cancelled.
    expect(within(session).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(within(session).getByRole('button', { name: /Replace Video/ })).toBeTruthy();
  });

  it(`shows ${VIEWING_HISTORY_PAGE_SIZE} sessions a page, with Previous and Next`, async () => {
    const user = userEvent.setup();
    const sessions = Array.from({ length: VIEWING_HISTORY_PAGE_SIZE + 1 }, (_, n) =>
      viewingSession({ viewingSessionId: `s${n + 1}`, propertyAddress: `${n + 1} Headingley Lane` }),
    );
    fakeApi({ 'GET /api/admin/users': clients, 'GET /api/admin/viewing-sessions': sessions });
    renderWithProviders(<PropertyViewingsSection />);
    await screen.findByText('1 Headingley Lane');
    expect(sessionItems()).toHaveLength(VIEWING_HISTORY_PAGE_SIZE);
    const pages = within(screen.getByRole('navigation', { name: 'Viewing history pages' }));
    expect(pages.getByText('Page 1 of 2')).toBeTruthy();
    expect(pages.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    expect(screen.queryByText('9 Headingley Lane')).toBeNull();

    await user.click(pages.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('9 Headingley Lane')).toBeTruthy();
    expect(sessionItems()).toHaveLength(1);
    expect(screen.queryByText('1 Headingley Lane')).toBeNull();
    expect(pages.getByText('Page 2 of 2')).toBeTruthy();
    expect(pages.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);

    await user.click(pages.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('1 Headingley Lane')).toBeTruthy();
  });

  it('has no pager when one page holds every session', async () => {
    fakeApi({ 'GET /api/admin/users': clients, 'GET /api/admin/viewing-sessions': [viewingSession()] });
    renderWithProviders(<PropertyViewingsSection />);
    await screen.findByText('12 Hyde Park Road, Leeds LS6 1AB');
    expect(screen.queryByRole('navigation', { name: 'Viewing history pages' })).toBeNull();
  });

  it('cancels one client from a session after asking, with the reason', async () => {
    const user = userEvent.setup();
    let sessions = [viewingSession()];
    const { calls } = fakeApi({
      'GET /api/admin/users': clients,
      'GET /api/admin/viewing-sessions': () => sessions,
      'PUT /api/admin/viewing-sessions/session-1/users/user-1/cancel': () => {
        sessions = [
          viewingSession({ activeUserCount: 0, users: viewingSession().users.map((user) => ({ ...user, status: 'cancelled' as const })) }),
        ];
        return viewingRecord({ status: 'cancelled', adminNotes: 'The landlord withdrew the flat' });
      },
    });
    renderWithProviders(<PropertyViewingsSection />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Ada Client’s viewing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Ada Client’s viewing?' });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.clear(within(dialog).getByLabelText('Reason (optional)'));
    await user.type(within(dialog).getByLabelText('Reason (optional)'), ' The landlord withdrew the flat ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Viewing' }));

    expect(await screen.findByText('Viewing cancelled')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/admin/viewing-sessions/session-1/users/user-1/cancel');
    expect(put?.body).toEqual({ reason: 'The landlord withdrew the flat' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('0 of 2 clients active')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel Ada Client/ })).toBeNull();
  });

  it("shows 'Failed to cancel viewing' with the server's reason, keeping the dialog, its reason and the client", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/admin/users': clients,
      'GET /api/admin/viewing-sessions': [viewingSession()],
      'PUT /api/admin/viewing-sessions/session-1/users/user-1/cancel': apiError('not_found', viewingMessages.clientNotInSession),
    });
    renderWithProviders(<PropertyViewingsSection />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Ada Client’s viewing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Ada Client’s viewing?' });
    await user.clear(within(dialog).getByLabelText('Reason (optional)'));
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'The landlord withdrew the flat');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Viewing' }));

    const toast = (await screen.findByText('Failed to cancel viewing', { selector: 'li *' })).closest('li');
    expect(toast?.textContent).toContain(viewingMessages.clientNotInSession);
    expect(screen.queryByText('Viewing cancelled')).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Cancel Ada Client’s viewing?' })).toBe(dialog);
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Reason (optional)').value).toBe('The landlord withdrew the flat');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Cancel Viewing' }).disabled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Keep Viewing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('1 of 2 clients active')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel Ada Client’s viewing' })).toBeTruthy();
  });

  it('keeps the client when the admin steps back from cancelling', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'GET /api/admin/users': clients, 'GET /api/admin/viewing-sessions': [viewingSession()] });
    renderWithProviders(<PropertyViewingsSection />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Ada Client’s viewing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Ada Client’s viewing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Viewing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('adds a video to a session through the Add Video modal', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/admin/users': clients,
      'GET /api/admin/viewing-sessions': [viewingSession()],
      'PUT /api/admin/viewing-sessions/session-1/video': { updatedViewings: [viewingRecord({ status: 'completed' })] },
    });
    renderWithProviders(<PropertyViewingsSection />);
    await user.click(await screen.findByRole('button', { name: 'Add Video for 12 Hyde Park Road, Leeds LS6 1AB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Video' });
    await user.clear(within(dialog).getByLabelText('YouTube URL'));
    await user.type(within(dialog).getByLabelText('YouTube URL'), 'https://youtu.be/dQw4w9WgXcQ?si=abc');
    await user.clear(within(dialog).getByLabelText('Video title'));
    await user.type(within(dialog).getByLabelText('Video title'), 'Walkthrough');
    await user.click(within(dialog).getByRole('button', { name: 'Add Video' }));
    expect(await screen.findByText('Video added')).toBeTruthy();
    expect(screen.getByText(/Shared with 1 client,/)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/admin/viewing-sessions/session-1/video');
    expect(put?.body).toEqual({ youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ?si=abc', videoTitle: 'Walkthrough', videoNotes: null });
  });

  it('offers no video for a session whose clients are all cancelled', async () => {
    fakeApi({
      'GET /api/admin/users': clients,
      'GET /api/admin/viewing-sessions': [
        viewingSession({ activeUserCount: 0, users: viewingSession().users.map((user) => ({ ...user, status: 'cancelled' as const })) }),
      ],
    });
    renderWithProviders(<PropertyViewingsSection />);
    expect(await screen.findByText(/Every client is cancelled/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add Video/ })).toBeNull();
  });

  it('shows the failure to read the history, with Try Again', async () => {
    fakeApi({
      'GET /api/admin/users': clients,
      'GET /api/admin/viewing-sessions': apiError('service_unavailable', 'The service is busy.'),
    });
    renderWithProviders(<PropertyViewingsSection />);
    const alert = await within(screen.getByRole('region', { name: 'Viewing History' })).findByRole('alert');
    expect(alert.textContent).toContain('The service is busy.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('Video Sharing', () => {
  const section = () => within(screen.getByRole('region', { name: 'Video Sharing' }));

  it('shares the video with the chosen clients and names how many received it', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/admin/users': clients,
      'POST /api/admin/videos/share': {
        viewingSessionId: 'session-2',
        recipients: [
          { userId: 'client-1', fullName: 'Ada Client', email: 'ada@example.com', viewingId: 'v1' },
          { userId: 'client-2', fullName: 'Ben Tenant', email: 'ben@example.com', viewingId: 'v2' },
        ],
      },
    });
    renderWithProviders(<VideoSharingSection />);
    await user.click(await section().findByRole('checkbox', { name: /Ada Client/ }));
    await user.click(section().getByRole('checkbox', { name: /Ben Tenant/ }));
    await user.clear(section().getByLabelText('YouTube URL'));
    await user.type(section().getByLabelText('YouTube URL'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s');
    await user.clear(section().getByLabelText('Video title'));
    await user.type(section().getByLabelText('Video title'), ' Cardigan Road tour ');
    await user.clear(section().getByLabelText('Property address (optional)'));
    await user.type(section().getByLabelText('Property address (optional)'), '4 Cardigan Road');
    await user.click(section().getByRole('button', { name: 'Share Video' }));

    expect(await screen.findByText('Video shared')).toBeTruthy();
    expect(screen.getByText(/Sent to 2 clients/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      videoData: {
        youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s',
        title: 'Cardigan Road tour',
        propertyAddress: '4 Cardigan Road',
        adminNotes: null,
      },
      clientIds: ['client-ada', 'client-ben'],
    });
  });

  it('asks for the URL and title, then for clients, before sending; refuses an address that is not YouTube', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'GET /api/admin/users': clients });
    renderWithProviders(<VideoSharingSection />);
    await section().findByRole('checkbox', { name: /Ada Client/ });
    await user.clear(section().getByLabelText('YouTube URL'));
    await user.type(section().getByLabelText('YouTube URL'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(section().getByRole('button', { name: 'Share Video' }));
    expect(await screen.findByText('Missing required fields')).toBeTruthy();
    expect(screen.getByText('Please provide a YouTube URL and video title')).toBeTruthy();

    await user.clear(section().getByLabelText('Video title'));
    await user.type(section().getByLabelText('Video title'), 'Tour');
    await user.click(section().getByRole('button', { name: 'Share Video' }));
    expect(await screen.findByText(viewingMessages.noClients)).toBeTruthy();

    await user.click(section().getByRole('checkbox', { name: /Ada Client/ }));
    await user.clear(section().getByLabelText('YouTube URL'));
    await user.type(section().getByLabelText('YouTube URL'), 'https://vimeo.com/123456');
    await user.click(section().getByRole('button', { name: 'Share Video' }));
    expect(await section().findByText(youtubeMessages.notYoutube)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s message when sharing fails', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/admin/users': clients,
      'POST /api/admin/videos/share': apiError('bad_request', viewingMessages.unknownClients),
    });
    renderWithProviders(<VideoSharingSection />);
    await user.click(await section().findByRole('checkbox', { name: /Ada Client/ }));
    await user.clear(section().getByLabelText('YouTube URL'));
    await user.type(section().getByLabelText('YouTube URL'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.clear(section().getByLabelText('Video title'));
    await user.type(section().getByLabelText('Video title'), 'Tour');
    await user.click(section().getByRole('button', { name: 'Share Video' }));
    expect(await screen.findByText('Failed to share video')).toBeTruthy();
    expect(screen.getByText(viewingMessages.unknownClients)).toBeTruthy();
  });
});
