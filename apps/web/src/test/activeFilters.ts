import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The list of active filter chips, once it shows: what its items read, and its buttons. */
export async function findActiveFilters() {
  const list = await screen.findByRole('list', { name: 'Active filters' });
  return {
    /** Each item's text, the chips and then "Clear filters" when there are two or more. */
    labels: () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    remove: (label: string) =>
      fireEvent.click(within(list).getByRole('img', { name: `Remove filter: ${label}` })),
    /** Clear all, then wait for the chips to go. */
    clearAll: async () => {
      fireEvent.click(within(list).getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull());
    },
  };
}
