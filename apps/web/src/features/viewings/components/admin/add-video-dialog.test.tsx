import { viewingMessages } from '@nestway/core/viewings';
import { youtubeMessages } from '@nestway/core/youtube';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, viewingWithVideo } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { AddVideoDialog, type CurrentVideo } from './add-video-dialog';

const ADDRESS = '12 Hyde Park Road, Leeds LS6 1AB';

async function openModal(user: UserEvent, current?: CurrentVideo) {
  renderWithProviders(<AddVideoDialog target={{ kind: 'viewing', id: 'viewing-1' }} propertyAddress={ADDRESS} current={current} />);
  await user.click(
    screen.getByRole('button', { name: current?.youtubeVideoId ? `Replace Video for ${ADDRESS}` : `Add Video for ${ADDRESS}` }),
  );
  return screen.findByRole('dialog', { name: 'Add Video' });
}

async function fill(user: UserEvent, dialog: HTMLElement, url: string, title: string) {
  await user.clear(within(dialog).getByLabelText('YouTube URL'));
  if (url) await user.type(within(dialog).getByLabelText('YouTube URL'), url);
  await user.clear(within(dialog).getByLabelText('Video title'));
  if (title) await user.type(within(dialog).getByLabelText('Video title'), title);
}

const submit = (user: UserEvent, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Add Video' }));
const puts = (calls: { method: string }[]) => calls.filter((call) => call.method === 'PUT');

describe('the Add Video modal', () => {
  it.each([
    ['the URL', '', 'Walkthrough'],
    ['the title', 'https://youtu.be/dQw4w9WgXcQ', '   '],
  ])('asks for both fields when %s is blank, sending nothing', async (_, url, title) => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    const dialog = await openModal(user);
    await fill(user, dialog, url, title);
    await submit(user, dialog);
    expect(viewingMessages.videoMissing).toBe('Missing required fields: Please provide a YouTube URL and video title');
    expect(await screen.findByText('Missing required fields')).toBeTruthy();
    expect(screen.getByText('Please provide a YouTube URL and video title')).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
  });

  it('refuses an address that is not YouTube before sending', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi();
    const dialog = await openModal(user);
    await fill(user, dialog, 'https://www.youtube.evil.example/watch?v=dQw4w9WgXcQ', 'Walkthrough');
    await submit(user, dialog);
    expect(await within(dialog).findByText(youtubeMessages.notYoutube)).toBeTruthy();
    expect(within(dialog).getByLabelText('YouTube URL').getAttribute('aria-invalid')).toBe('true');
    expect(puts(calls)).toHaveLength(0);
  });

  it('sends the URL, title and notes for the viewing, then closes', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'PUT /api/admin/viewings/viewing-1/video': { updatedViewings: [viewingWithVideo()] },
    });
    const dialog = await openModal(user);
    await fill(user, dialog, ' https://www.youtube.com/shorts/dQw4w9WgXcQ ', ' Hyde Park Road walkthrough ');
    await user.clear(within(dialog).getByLabelText('Video notes (optional)'));
    await user.type(within(dialog).getByLabelText('Video notes (optional)'), 'Filmed on Tuesday');
    await submit(user, dialog);
    expect(await screen.findByText('Video added')).toBeTruthy();
    expect(puts(calls)).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/viewings/viewing-1/video',
        body: {
          youtubeUrl: 'https://www.youtube.com/shorts/dQw4w9WgXcQ',
          videoTitle: 'Hyde Park Road walkthrough',
          videoNotes: 'Filmed on Tuesday',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s message when the video cannot be added, and stays open', async () => {
    const user = userEvent.setup();
    fakeApi({ 'PUT /api/admin/viewings/viewing-1/video': apiError('conflict', viewingMessages.cancelledNoVideo) });
    const dialog = await openModal(user);
    await fill(user, dialog, 'https://youtu.be/dQw4w9WgXcQ', 'Walkthrough');
    await submit(user, dialog);
    expect(await screen.findByText('Failed to add video')).toBeTruthy();
    expect(screen.getByText(viewingMessages.cancelledNoVideo)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add Video' })).toBeTruthy();
  });

  it('starts from the video already there when replacing it', async () => {
    const user = userEvent.setup();
    const dialog = await openModal(user, { youtubeVideoId: 'dQw4w9WgXcQ', videoTitle: 'Old tour', videoNotes: 'Old notes' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('YouTube URL').value).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Video title').value).toBe('Old tour');
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Video notes (optional)').value).toBe('Old notes');
  });
});
