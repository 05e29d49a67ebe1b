import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TMeResponse } from '@schooldog/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../auth/me';
import { buildMe, grant } from '../../test/factories';
import { renderDashboardCards } from './dashboardTestKit';

afterEach(() => vi.unstubAllGlobals());

async function openDialog() {
  const me = buildMe({ permissions: grant('log entries', 'view entry leaderboards') });
  const view = renderDashboardCards(me);
  fireEvent.click(screen.getByRole('button', { name: 'Customize Dashboard' }));
  const dialog = await screen.findByRole('dialog', { name: 'Customize Dashboard' });
  const order = () =>
    within(dialog)
      .getAllByRole('switch')
      .map((box) => box.closest('label')?.textContent);
  return { ...view, dialog, order };
}

describe('the Customize Dashboard dialog (spec 000 §2)', () => {
  it('reorders by keyboard on a card’s drag handle and by its arrows, and says where the card went', async () => {
    const { dialog, order } = await openDialog();
    expect(order()).toEqual(['My Current Walks', 'My Logged Entries', 'School Leaderboard', 'Top Walkers']);
    const handle = within(dialog).getByRole('button', { name: 'Drag Top Walkers' });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(order()).toEqual(['My Current Walks', 'Top Walkers', 'My Logged Entries', 'School Leaderboard']);
    expect(document.activeElement).toBe(handle);
    expect(within(dialog).getByRole('status').textContent).toBe('Top Walkers moved to position 2 of 4.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move My Current Walks down' }));
    expect(order()).toEqual(['Top Walkers', 'My Current Walks', 'My Logged Entries', 'School Leaderboard']);
    // Moved to the top by its up arrow, the card's arrow says it is unavailable and keeps the focus.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Top Walkers down' }));
    const up = within(dialog).getByRole('button', { name: 'Move Top Walkers up' });
    up.focus();
    fireEvent.click(up);
    expect(up.getAttribute('aria-disabled')).toBe('true');
    expect(order()[0]).toBe('Top Walkers');
    expect(document.activeElement).toBe(up);
  });

  it('saves the order and the cards turned off as the user’s dashboardOrder; the signed-in user follows', async () => {
    const { dialog, calls, queryClient } = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move School Leaderboard up' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'My Current Walks' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')).toEqual(
      expect.objectContaining({
        path: '/api/me/dashboard-order',
        body: {
          dashboardOrder: [
            { value: 'currentWalks', isDisabled: true },
            { value: 'schoolLeaderboard', isDisabled: false },
            { value: 'myLoggedEntries', isDisabled: false },
            { value: 'topWalkers', isDisabled: false },
          ],
        },
      }),
    );
    // The answer replaces the signed-in user, whom the app's guard hands to the dashboard.
    const me = queryClient.getQueryData<TMeResponse>(ME_QUERY_KEY);
    expect(me?.user.dashboardOrder.map((item) => item.value)).toEqual([
      'currentWalks',
      'schoolLeaderboard',
      'myLoggedEntries',
      'topWalkers',
    ]);
  });
});
