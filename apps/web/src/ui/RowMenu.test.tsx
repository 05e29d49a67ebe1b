import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { RowMenu, type RowMenuDeletion } from './RowMenu';

const deletion = (overrides: Partial<RowMenuDeletion> = {}): RowMenuDeletion => ({
  label: 'Delete',
  title: 'Delete this row?',
  body: 'It cannot be undone.',
  confirmLabel: 'Delete row',
  isDeleting: false,
  onConfirm: () => Promise.resolve(true),
  ...overrides,
});

async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Actions for Row 1' }));
  return screen.findByRole('menu');
}

describe('the ⋮ menu of a row', () => {
  it('is not there at all when the rules allow nothing', () => {
    renderPage(<RowMenu label="Actions for Row 1" items={[false, false]} deletion={false} />);
    expect(screen.queryByRole('button', { name: 'Actions for Row 1' })).toBeNull();
  });

  it('offers the allowed items in order, Delete last, and runs an item after closing', async () => {
    const onSelect = vi.fn();
    renderPage(
      <RowMenu
        label="Actions for Row 1"
        items={[{ key: 'edit', label: 'Edit', onSelect }, false, { key: 'copy', label: 'Copy', onSelect }]}
        deletion={deletion()}
      />,
    );
    const menu = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Copy', 'Delete']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('keeps the confirmation open after a failed deletion and closes it after one that worked', async () => {
    const onConfirm = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderPage(<RowMenu label="Actions for Row 1" items={[]} deletion={deletion({ onConfirm })} />);
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this row?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete row' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog', { name: 'Delete this row?' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete row' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this row?' })).toBeNull());
  });

  it('does not open the confirmation when the caller refuses (offline, say)', async () => {
    renderPage(
      <RowMenu label="Actions for Row 1" items={[]} deletion={deletion({ mayConfirm: () => false })} />,
    );
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
