import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { toast } from './use-toast';

const TITLE = 'Email Resent';

/** The app's frame with its Toaster, showing one toast; gives the notifications region. */
function showToast() {
  renderWithProviders(<main>A screen</main>);
  act(() => void toast({ title: TITLE, description: 'Check your inbox.' }));
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

/** The toast on screen, with the pointer capture calls jsdom does not implement made no-ops. */
function toastItem(region: HTMLElement) {
  const item = within(region).getByRole('listitem');
  Object.assign(item, { setPointerCapture: () => {}, releasePointerCapture: () => {}, hasPointerCapture: () => false });
  return item;
}

/** Drags the toast `dx` pixels sideways with the mouse and lets go. */
async function swipe(user: UserEvent, item: HTMLElement, dx: number) {
  await user.pointer([
    { keys: '[MouseLeft>]', target: item, coords: { clientX: 100, clientY: 10 } },
    { target: item, coords: { clientX: 100 + Math.sign(dx) * 5, clientY: 10 } },
    { target: item, coords: { clientX: 100 + dx, clientY: 10 } },
    { keys: '[/MouseLeft]', target: item, coords: { clientX: 100 + dx, clientY: 10 } },
  ]);
}

describe('Toaster', () => {
  it('closes a toast 5000 ms after it opens, and not before', () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const region = showToast();
    expect(within(region).getByText(TITLE)).toBeTruthy();

    act(() => vi.advanceTimersByTime(4999));
    expect(within(region).getByText(TITLE)).toBeTruthy();

    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByText(TITLE)).toBeNull();
  });

  it('moves the focus into the notifications region when F8 is pressed', async () => {
    const user = userEvent.setup();
    const region = showToast();
    expect(region.contains(document.activeElement)).toBe(false);

    await user.keyboard('[F8]');
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it('is dismissed by a swipe to the right of more than 50 px', async () => {
    const user = userEvent.setup();
    const region = showToast();
    const item = toastItem(region);
    expect(item.dataset.swipeDirection).toBe('right');

    await swipe(user, item, 51);
    expect(within(region).queryByText(TITLE)).toBeNull();
  });

  it('stays after a swipe of 50 px, or one to the left', async () => {
    const user = userEvent.setup();
    const region = showToast();
    const item = toastItem(region);

    await swipe(user, item, 50);
    expect(item.dataset.swipe).toBe('cancel');
    expect(within(region).getByText(TITLE)).toBeTruthy();

    await swipe(user, item, -200);
    expect(within(region).getByText(TITLE)).toBeTruthy();
  });

  it('shows toasts at the top right at every width, never at the foot where a form ends with its Submit button', () => {
    const region = showToast();
    const viewport = within(region).getByRole('list');
    const classes = viewport.className.split(/\s+/);
    expect(classes).toContain('top-0');
    expect(classes).toContain('right-0');
    expect(classes.filter((name) => /(^|:)bottom-/.test(name))).toEqual([]);
    expect(classes.filter((name) => /(^|:)top-auto$/.test(name))).toEqual([]);
  });
});
