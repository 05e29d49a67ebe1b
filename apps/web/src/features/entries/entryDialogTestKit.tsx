import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setManualOffline } from '../../offline/connectivity';
import { whenSyncSettled } from '../../offline/syncLoop';
import { keepBlobsInIndexedDb, resetOfflineStores } from '../../offline/testkit';
import { OBSERVATION_SETTINGS } from '../../test/entryFactories';
import { buildMe, type MeOverrides } from '../../test/factories';
import { json } from '../../test/fetchMock';
import { createTestQueryClient, renderRoutes } from '../../test/render';
import { CurrentUserProvider } from '../auth/currentUser';
import { observationSettingsQuery } from '../observation-settings/queries';
import { EntryDialog, type EntryDialogProps } from './EntryDialog';

/* The entry dialog as its tests render and use it (EntryDialog.test.tsx, EditEntryDialog.test.tsx). */

/** What the dialog queued or pushed: each mutation's name and arguments. */
export const argsOf = (mutation: { args: unknown } | undefined) => mutation?.args as Record<string, unknown>;

export const locations = () =>
  json(200, { locations: [{ name: 'Gym', count: 3, lastUsed: '2025-01-01T00:00:00Z' }] });

/** Mounted until it closes, as the pages that open it do. */
function DialogHost(props: EntryDialogProps) {
  const [isOpen, setOpen] = useState(true);
  if (!isOpen) return null;
  const handleClose = () => {
    props.onClose();
    setOpen(false);
  };
  return <EntryDialog {...props} onClose={handleClose} />;
}

export function renderEntryDialog(props: Partial<EntryDialogProps> = {}, meOverrides: MeOverrides = {}) {
  const me = buildMe(meOverrides);
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(observationSettingsQuery.queryKey, OBSERVATION_SETTINGS);
  const view = renderRoutes({
    at: '/',
    queryClient,
    routes: [
      {
        path: '/',
        element: (
          <CurrentUserProvider me={me}>
            <DialogHost onClose={onClose} onDeleted={onDeleted} {...props} />
          </CurrentUserProvider>
        ),
      },
      { path: '/entries/:entryId', element: <h1>Entry page</h1> },
    ],
  });
  return { ...view, onClose, onDeleted };
}

export const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
export const quantity = () => screen.getByRole('spinbutton', { name: /^quantity/i });
export const itemPicker = () => screen.getByRole('combobox', { name: /^item/i });
export const helperTextOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

export function chooseItem(typed: string, option: string) {
  fireEvent.change(itemPicker(), { target: { value: typed } });
  fireEvent.click(screen.getByRole('option', { name: option }));
}

/** Each test starts with empty offline stores, online, and leaves no sync running. */
export function resetBetweenTests() {
  beforeEach(async () => {
    keepBlobsInIndexedDb();
    await resetOfflineStores();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(async () => {
    await whenSyncSettled();
    setManualOffline(false);
    vi.unstubAllGlobals();
  });
}
