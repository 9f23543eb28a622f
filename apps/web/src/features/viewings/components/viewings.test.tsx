import { viewingMessages } from '@nestway/core/viewings';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useToasts } from '@/components/ui/use-toast';
import { apiError, fakeApi, viewingRecord, viewingWithVideo } from '@/test/fake-api';
import { Link } from 'react-router';
import { renderWithProviders } from '@/test/render-with-providers';
import { ViewingsSection } from './viewings-section';

const VIEWINGS = 'GET /api/users/u1/viewings';
const WATCHED = 'PUT /api/viewings/viewing-1/video/watched';
const isWatchedCall = (call: { method: string; url: string }) => call.method === 'PUT' && call.url.endsWith('/video/watched');

/** Lets the answers in flight arrive and the screen settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const openToasts = () => {
  const { result, unmount } = renderHook(() => useToasts());
  const open = result.current.filter((toast) => toast.open);
  unmount();
  return open;
};

describe('ViewingsSection', () => {
  it('is not shown to a client without viewings', async () => {
    const { calls } = fakeApi({ [VIEWINGS]: [] });
    renderWithProviders(<ViewingsSection userId="u1" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('region', { name: 'Property Viewings' })).toBeNull();
    expect(document.getElementById('viewings')).toBeNull();
  });

  it("shows each viewing's property, rent, UK time with the viewer's own, status and notes, and the offer area", async () => {
    fakeApi({ [VIEWINGS]: [viewingRecord({ adminNotes: 'Meet the agent at the front door.' })] });
    renderWithProviders(<ViewingsSection userId="u1" timeZone="Asia/Shanghai" offerArea={(viewing) => <p>Offers for {viewing.id}</p>} />);
    const section = await screen.findByRole('region', { name: 'Property Viewings' });
    expect(section.closest('#viewings')?.className).toContain('scroll-mt-24');
    const card = within(section).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: '12 Hyde Park Road, Leeds LS6 1AB' })).toBeTruthy();
    expect(within(card).getByText('Flat')).toBeTruthy();
    expect(within(card).getByText('£950.00 per month')).toBeTruthy();
    // 14:00 UTC on 3 February is 14:00 GMT in Leeds and 22:00 in Shanghai.
    expect(within(card).getByText('3 Feb 2027, 14:00 GMT')).toBeTruthy();
    expect(within(card).getByText('(22:00 your time)')).toBeTruthy();
    expect(within(card).getByText('Scheduled')).toBeTruthy();
    expect(within(card).getByText('Meet the agent at the front door.')).toBeTruthy();
    expect(within(card).getByText('Offers for viewing-1')).toBeTruthy();
    // No video yet: no player, no feedback.
    expect(within(card).queryByRole('button', { name: /^Play video/ })).toBeNull();
    expect(within(card).queryByLabelText('Your feedback')).toBeNull();
  });

  it('reads the viewings again when a link to #viewings is followed on the page, so a viewing just added shows', async () => {
    const user = userEvent.setup();
    let list = [viewingRecord()];
    fakeApi({ [VIEWINGS]: () => list });
    const page = (
      <>
        <Link to="/dashboard#viewings">See your viewings</Link>
        <ViewingsSection userId="u1" />
      </>
    );
    renderWithProviders([{ path: '/dashboard', element: page }]);
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    list = [viewingRecord({ id: 'viewing-2', propertyAddress: '3 Otley Road, Leeds LS6 3AA' }), viewingRecord()];
    await user.click(screen.getByRole('link', { name: 'See your viewings' }));
    expect(await screen.findByRole('heading', { name: '3 Otley Road, Leeds LS6 3AA' })).toBeTruthy();
  });

  it('leaves out the viewer time when their clock reads as the UK does', async () => {
    fakeApi({ [VIEWINGS]: [viewingRecord()] });
    renderWithProviders(<ViewingsSection userId="u1" timeZone="Europe/London" />);
    expect(await screen.findByText('3 Feb 2027, 14:00 GMT')).toBeTruthy();
    expect(screen.queryByText(/your time/)).toBeNull();
  });

  it('says so, with Try Again, when the viewings cannot be read', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [VIEWINGS]: apiError('internal_error', 'Something went wrong on our side.') });
    renderWithProviders(<ViewingsSection userId="u1" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on our side.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});

describe('ViewingVideo', () => {
  it('loads the player only when asked, from youtube-nocookie, and marks the video watched once', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      [VIEWINGS]: [viewingWithVideo()],
      [WATCHED]: viewingWithVideo({ videoWatchedAt: '2027-02-04T09:00:00.000Z' }),
    });
    renderWithProviders(<ViewingsSection userId="u1" />);
    const play = await screen.findByRole('button', { name: 'Play video: Hyde Park Road walkthrough' });
    expect(play.querySelector('img')?.getAttribute('src')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(document.querySelector('iframe')).toBeNull();
    expect(calls.some(isWatchedCall)).toBe(false);

    await user.click(play);
    const player = await screen.findByTitle('Hyde Park Road walkthrough');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1');
    expect(player.getAttribute('allow')).toBe('autoplay; encrypted-media; picture-in-picture');
    expect(player.hasAttribute('allowfullscreen')).toBe(true);
    expect(player.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(await screen.findByText('Watched on 4 Feb 2027')).toBeTruthy();
    await settle();
    expect(calls.filter(isWatchedCall)).toEqual([{ method: 'PUT', url: '/api/viewings/viewing-1/video/watched', body: {} }]);
    expect(screen.queryByRole('button', { name: /^Play video/ })).toBeNull();
  });

  it('does not mark again a video already watched', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [VIEWINGS]: [viewingWithVideo({ videoWatchedAt: '2027-02-04T09:00:00.000Z' })] });
    renderWithProviders(<ViewingsSection userId="u1" />);
    await user.click(await screen.findByRole('button', { name: 'Play video: Hyde Park Road walkthrough' }));
    expect(await screen.findByTitle('Hyde Park Road walkthrough')).toBeTruthy();
    await settle();
    expect(calls.some(isWatchedCall)).toBe(false);
  });

  it('plays on, saying nothing, when marking it watched fails', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error');
    const { calls } = fakeApi({
      [VIEWINGS]: [viewingWithVideo()],
      [WATCHED]: apiError('internal_error', 'Something went wrong on our side.'),
    });
    renderWithProviders(<ViewingsSection userId="u1" />);
    await user.click(await screen.findByRole('button', { name: 'Play video: Hyde Park Road walkthrough' }));
    await waitFor(() => expect(calls.filter(isWatchedCall)).toHaveLength(1));
    await settle();
    expect(screen.getByTitle('Hyde Park Road walkthrough').tagName).toBe('IFRAME');
    expect(screen.queryByText('Something went wrong on our side.')).toBeNull();
    expect(openToasts()).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('ViewingFeedback', () => {
  it('asks for some words, sends the feedback, then shows it saved', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      [VIEWINGS]: [viewingWithVideo()],
      'PUT /api/viewings/viewing-1/feedback': viewingWithVideo({ userFeedback: 'Lovely light, but far from campus.' }),
    });
    renderWithProviders(<ViewingsSection userId="u1" />);
    const field = await screen.findByLabelText('Your feedback');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect((await screen.findByRole('alert')).textContent).toBe(viewingMessages.feedbackRequired);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(field, '  Lovely light, but far from campus. ');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByRole('button', { name: 'Edit Feedback' })).toBeTruthy();
    expect(screen.getByText('Lovely light, but far from campus.').tagName).toBe('P');
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/viewings/viewing-1/feedback',
      body: { feedback: 'Lovely light, but far from campus.' },
    });
    expect(screen.queryByLabelText('Your feedback')).toBeNull();
  });

  it("shows 'Feedback saved' with the thanks when edited feedback is saved, then the new feedback", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      [VIEWINGS]: [viewingWithVideo({ userFeedback: 'Nice.' })],
      'PUT /api/viewings/viewing-1/feedback': ({ body }) => viewingWithVideo({ userFeedback: (body as { feedback: string }).feedback }),
    });
    renderWithProviders(<ViewingsSection userId="u1" />);
    await user.click(await screen.findByRole('button', { name: 'Edit Feedback' }));
    await user.clear(screen.getByLabelText('Your feedback'));
    await user.type(screen.getByLabelText('Your feedback'), 'Nice, but the kitchen is small.');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    const toast = (await screen.findByText('Feedback saved', { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText('Thank you: your consultant will read it.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { feedback: 'Nice, but the kitchen is small.' },
    ]);
    expect(screen.getByText('Nice, but the kitchen is small.').tagName).toBe('P');
    expect(screen.queryByText('Nice.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Feedback' })).toBeTruthy();
    expect(screen.queryByLabelText('Your feedback')).toBeNull();
  });

  it('raises the failure as a toast with the server message', async () => {
    const user = userEvent.setup();
    fakeApi({
      [VIEWINGS]: [viewingWithVideo({ userFeedback: 'Nice.' })],
      'PUT /api/viewings/viewing-1/feedback': apiError('conflict', viewingMessages.noVideo),
    });
    renderWithProviders(<ViewingsSection userId="u1" />);
    await user.click(await screen.findByRole('button', { name: 'Edit Feedback' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your feedback').value).toBe('Nice.');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText(viewingMessages.noVideo)).toBeTruthy();
    expect(screen.getByText('Failed to save feedback')).toBeTruthy();
  });
});
