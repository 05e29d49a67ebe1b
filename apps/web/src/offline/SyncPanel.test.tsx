import { REFUSALS, refusalRefs, SAFETY_ALERT_MESSAGES } from '@schooldog/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { observationSettingsQuery } from '../features/observation-settings/queries';
import { OBSERVATION_SETTINGS } from '../test/entryFactories';
import { buildMe, buildSchools } from '../test/factories';
import { mockFetch } from '../test/fetchMock';
import { createTestQueryClient, renderRoutes } from '../test/render';
import { setManualOffline } from './connectivity';
import { enqueue, listMutations, markRefused } from './outbox';
import { whenSyncSettled } from './syncLoop';
import { SyncStatusButton } from './SyncStatusButton';
import { answerPushes, setUpOfflineStores } from './testkit';

const USER = 'user1';
const me = buildMe({ schools: buildSchools(2) });
const ENTRY_ID = 'entry000000000000001';

setUpOfflineStores({ settle: whenSyncSettled });

/** A walk started and an entry logged offline; the entry was refused by the server. */
async function queueChanges() {
  await enqueue(USER, 'walk.create', { id: 'walk0000000000000001', schoolId: 'school2' });
  const refused = await enqueue(USER, 'entry.create', {
    id: ENTRY_ID,
    schoolId: 'school1',
    observationCategoryId: 'security',
    observationItemId: 'door',
    observationType: 'concern',
    quantity: 30,
  });
  await markRefused(refused, {
    status: 400,
    code: 'VALIDATION',
    message: 'Error saving entry. Please try again later.',
    fields: {
      quantity:
        'This must be less than or equal to 20. If you need a higher number, please log multiple entries.',
    },
  });
  await enqueue(USER, 'walk.update', {
    id: 'walk0000000000000001',
    changes: { context: { additionalNotes: 'All good' } },
  });
  // Someone else's change on this device is not theirs to see.
  await enqueue('user2', 'entry.delete', { id: ENTRY_ID });
}

/** An entry logged offline with a safety alert to someone who, by the sync, can no longer receive it. */
const ALERT_ENTRY = {
  id: ENTRY_ID,
  schoolId: 'school1',
  observationCategoryId: 'security',
  observationItemId: 'door',
  observationType: 'concern' as const,
  quantity: 1,
  shouldSendSafetyAlert: true,
  safetyAlertUserIds: ['user3'],
  safetyAlertMessage: 'The back door is unlocked.',
};

/** The server's refusal of it, as a push answers it (spec 000 §6). */
function alertRefusal() {
  const fields = { safetyAlertUserIds: SAFETY_ALERT_MESSAGES.alertRecipientMustReceive };
  const message = REFUSALS.fieldsInvalid;
  return { status: 400, code: 'invalid', message, fields, ...refusalRefs(message, fields) };
}

function renderButton() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(observationSettingsQuery.queryKey, OBSERVATION_SETTINGS);
  return renderRoutes({
    at: '/',
    queryClient,
    routes: [{ path: '/', element: <SyncStatusButton me={me} /> }],
  });
}

async function openPanel(count: number) {
  const noun = count === 1 ? 'change' : 'changes';
  fireEvent.click(await screen.findByRole('button', { name: `${count} unsynced ${noun}` }));
  return screen.findByRole('dialog', { name: 'Unsynced changes' });
}

const rowNamed = (panel: HTMLElement, name: string) => within(panel).getByRole('listitem', { name });

describe('the sync panel', () => {
  it('shows nothing while every change is synced', async () => {
    mockFetch({});
    renderButton();
    // Once the outbox has been read (the button's read was asked for first), it still shows nothing.
    await act(() => listMutations(me.user.id));
    expect(screen.queryByRole('button', { name: /unsynced/ })).toBeNull();
  });

  it('names each unsynced change in words with its state and the server’s reasons', async () => {
    mockFetch({});
    setManualOffline(true);
    await queueChanges();
    renderButton();
    const panel = await openPanel(3);
    // One row per change of this user (the reasons of a refusal are a list of their own).
    const rows = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('aria-labelledby'));
    expect(rows).toHaveLength(3);
    expect(
      within(rowNamed(panel, 'Start SchoolDog Walk at School 2')).getByText('Waiting to sync'),
    ).toBeTruthy();
    const refused = rowNamed(panel, 'Log entry: Security – Door propped open');
    expect(within(refused).getByText('Not saved: Error saving entry. Please try again later.')).toBeTruthy();
    expect(
      within(refused).getByText(
        'This must be less than or equal to 20. If you need a higher number, please log multiple entries.',
      ),
    ).toBeTruthy();
    expect(within(rowNamed(panel, 'Edit walk context')).getByText('Waiting to sync')).toBeTruthy();
    expect(
      within(panel).getByText('You are offline. Your changes will sync when you reconnect.'),
    ).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // Only refused changes can be retried or discarded.
    expect(within(panel).getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    // A refusal the change cannot be repaired for offers no repair.
    expect(within(refused).queryByRole('button', { name: 'Save without the alert' })).toBeNull();
  });

  it('Save without the alert queues an entry whose alert was refused again, without it, and syncs it', async () => {
    const push = answerPushes();
    mockFetch({ 'POST /api/sync/push': push.handler });
    setManualOffline(true);
    const refusedSeq = await enqueue(USER, 'entry.create', ALERT_ENTRY);
    await markRefused(refusedSeq, alertRefusal());
    await enqueue(USER, 'walk.create', { id: 'walk0000000000000001', schoolId: 'school2' });
    renderButton();
    const panel = await openPanel(2);
    const row = rowNamed(panel, 'Log entry: Security – Door propped open');
    // The server's reason stays in words beside the way out.
    expect(within(row).getByText('Not saved: Some fields are not valid.')).toBeTruthy();
    expect(
      within(row).getByText('Each recipient must be able to receive safety alerts at this school.'),
    ).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Discard' })).toBeTruthy();

    setManualOffline(false);
    fireEvent.click(within(row).getByRole('button', { name: 'Save without the alert' }));
    expect(await within(panel).findByText('All changes are synced.')).toBeTruthy();
    // Queued again after the walk, under a new seq, with the rest of the entry as it was logged.
    expect(push.pushed.map((mutation) => mutation.name)).toEqual(['walk.create', 'entry.create']);
    const [walk, entry] = push.pushed;
    expect(entry?.seq).toBeGreaterThan(walk?.seq ?? Infinity);
    expect(entry?.args).toEqual({
      ...ALERT_ENTRY,
      shouldSendSafetyAlert: false,
      safetyAlertUserIds: [],
      safetyAlertMessage: '',
    });
    expect(await listMutations(USER)).toEqual([]);
  });

  it('Retry queues the refused change again after the others and syncs it', async () => {
    const push = answerPushes();
    mockFetch({ 'POST /api/sync/push': push.handler });
    setManualOffline(true);
    await queueChanges();
    renderButton();
    const panel = await openPanel(3);
    setManualOffline(false);
    fireEvent.click(
      within(rowNamed(panel, 'Log entry: Security – Door propped open')).getByRole('button', {
        name: 'Retry',
      }),
    );
    await waitFor(() => expect(push.pushed.map((mutation) => mutation.name)).toContain('entry.create'));
    // The retried change goes after the walk context edit queued before it.
    expect(push.pushed.map((mutation) => mutation.name)).toEqual([
      'walk.create',
      'walk.update',
      'entry.create',
    ]);
    expect(await within(panel).findByText('All changes are synced.')).toBeTruthy();
    expect(await listMutations(USER)).toEqual([]);
  });

  it('Discard asks first, then gives the refused change up', async () => {
    mockFetch({});
    setManualOffline(true);
    await queueChanges();
    renderButton();
    const panel = await openPanel(3);
    const row = rowNamed(panel, 'Log entry: Security – Door propped open');
    fireEvent.click(within(row).getByRole('button', { name: 'Discard' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard this change?' });
    expect(
      within(confirm).getByText(
        '“Log entry: Security – Door propped open” will not be saved. This cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await listMutations(USER)).toHaveLength(3);

    fireEvent.click(within(row).getByRole('button', { name: 'Discard' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard this change?' })).getByRole('button', {
        name: 'Discard change',
      }),
    );
    await waitFor(() =>
      expect(
        within(panel).queryByRole('listitem', { name: 'Log entry: Security – Door propped open' }),
      ).toBeNull(),
    );
    expect((await listMutations(USER)).map((mutation) => mutation.name)).toEqual([
      'walk.create',
      'walk.update',
    ]);
    // The toolbar button behind the panel counts one fewer.
    expect(screen.getByRole('button', { name: '2 unsynced changes', hidden: true })).toBeTruthy();
  });

  it('Sync now pushes the waiting changes', async () => {
    const push = answerPushes();
    mockFetch({ 'POST /api/sync/push': push.handler });
    setManualOffline(true);
    await enqueue(USER, 'walk.create', { id: 'walk0000000000000001', schoolId: 'school1' });
    renderButton();
    const panel = await openPanel(1);
    setManualOffline(false);
    const syncNow = within(panel).getByRole('button', { name: 'Sync now' }) as HTMLButtonElement;
    await waitFor(() => expect(syncNow.disabled).toBe(false));
    fireEvent.click(syncNow);
    expect(await within(panel).findByText('All changes are synced.')).toBeTruthy();
    expect(push.pushed.map((mutation) => mutation.name)).toEqual(['walk.create']);
  });
});
