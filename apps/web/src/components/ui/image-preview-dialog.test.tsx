import { fireEvent, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImagePreviewDialog } from './image-preview-dialog';

const open = () =>
  render(<ImagePreviewDialog src="/api/admin/documents/doc-1/download" title="passport.png" open onOpenChange={() => {}} />);
const image = () => screen.getByRole('img', { name: 'passport.png' });
const click = async (user: UserEvent, name: string, times = 1) => {
  for (let i = 0; i < times; i++) await user.click(screen.getByRole('button', { name }));
};

describe('ImagePreviewDialog', () => {
  it('zooms from 50 to 200 % in steps of 25, never beyond', async () => {
    const user = userEvent.setup();
    open();
    await click(user, 'Zoom out', 3);
    expect(screen.getByText('50%')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement).disabled).toBe(true);
    await click(user, 'Zoom in', 7);
    expect(screen.getByText('200%')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Zoom in' }) as HTMLButtonElement).disabled).toBe(true);
    expect(image().style.transform).toBe('scale(2) rotate(0deg)');
  });

  it('rotates by 90 degrees a turn, and Reset brings it back upright at 100 %', async () => {
    const user = userEvent.setup();
    open();
    await click(user, 'Rotate', 3);
    await click(user, 'Zoom in');
    expect(image().style.transform).toBe('scale(1.25) rotate(270deg)');
    await click(user, 'Rotate');
    expect(image().style.transform).toBe('scale(1.25) rotate(0deg)');
    await click(user, 'Rotate');
    await click(user, 'Reset');
    expect(image().style.transform).toBe('scale(1) rotate(0deg)');
    expect(screen.getByText('100%')).toBeTruthy();
  });

  it('says the image could not be loaded when it fails', () => {
    open();
    // An image failing to load is the browser's doing, not the user's: its error event is fired directly.
    fireEvent.error(image());
    expect(screen.getByRole('alert').textContent).toContain('Image could not be loaded');
    expect(screen.getByRole('alert').textContent).toContain('This file cannot be previewed');
    expect(screen.queryByRole('img', { name: 'passport.png' })).toBeNull();
  });
});
