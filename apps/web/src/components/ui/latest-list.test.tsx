import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { LatestList } from './latest-list';

const entries = ['fifth', 'fourth', 'third', 'second', 'first'];

const renderList = (items: string[]) =>
  renderWithProviders(
    <LatestList items={items} label="Message History" noun="messages" itemKey={(item) => item} renderItem={(item) => <li>{item}</li>} />,
  );
const shown = () =>
  within(screen.getByRole('list', { name: 'Message History' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('LatestList', () => {
  it('shows the latest three, and all of them from a button that says how many there are', async () => {
    const user = userEvent.setup();
    renderList(entries);
    expect(shown()).toEqual(['fifth', 'fourth', 'third']);
    const button = screen.getByRole('button', { name: 'Show all 5 messages' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(screen.getByRole('list', { name: 'Message History' }).id);

    await user.click(button);
    expect(shown()).toEqual(entries);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Show the latest 3');
  });

  it('goes back to the latest three from the keyboard', async () => {
    const user = userEvent.setup();
    renderList(entries);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show all 5 messages' }));
    await user.keyboard('{Enter}');
    expect(shown()).toHaveLength(5);
    await user.keyboard('{Enter}');
    expect(shown()).toEqual(['fifth', 'fourth', 'third']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show all 5 messages' }));
  });

  it('offers no button when every entry already shows', () => {
    renderList(entries.slice(0, 3));
    expect(shown()).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
