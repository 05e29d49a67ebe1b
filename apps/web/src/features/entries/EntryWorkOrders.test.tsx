import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerPushes } from '../../offline/testkit';
import { buildEntry, OBSERVATION_SETTINGS } from '../../test/entryFactories';
import { buildMe, grant } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { createTestQueryClient, renderRoutes } from '../../test/render';
import { CurrentUserProvider } from '../auth/currentUser';
import { roomProfiles } from '../dataProfiles/testKit';
import { buildTasksSettings } from '../tasksSettings/testKit';
import { ASSIGNEES, buildDetail } from '../workOrders/testKit';
import { EntryDetailPage } from './EntryDetailPage';
import {
  argsOf,
  chooseItem,
  locations,
  renderEntryDialog,
  resetBetweenTests,
  save,
} from './entryDialogTestKit';

/*
 * The entry dialog's Work Orders (spec 000 §2 "work orders", §5 "Up to 5 work orders per entry"):
 * offered to those who may propose work orders, drafted in a small dialog checked by the domain,
 * sent with the entry; and the entry page's list of its work orders.
 */

resetBetweenTests();

const proposer = { permissions: grant('log entries', 'view entries', 'propose tasks') };
const reads = {
  'GET /api/schools/school1/locations': locations,
  'GET /api/tasks-settings': () => json(200, buildTasksSettings()),
  'GET /api/work-orders/assignees': () => json(200, { people: ASSIGNEES }),
};
/** The sub-dialog once the work order settings it reads have come (it says Loading until then). */
async function subDialog() {
  await screen.findByRole('textbox', { name: /^description/i });
  return screen.getByRole('dialog', { name: 'Add Work Order' });
}
const addButton = () => screen.getByRole('button', { name: 'Add Work Order' });

/** Drafts one work order through the sub-dialog. */
async function draftWorkOrder(description: string) {
  fireEvent.click(addButton());
  const dialog = await subDialog();
  fireEvent.change(within(dialog).getByRole('textbox', { name: /^description/i }), {
    target: { value: description },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Work Order' })).toBeNull());
}

describe('the entry dialog’s work orders', () => {
  it('is not offered to one who may not propose work orders', async () => {
    mockFetch(reads);
    renderEntryDialog();
    await screen.findByRole('dialog', { name: 'Log Entry' });
    expect(screen.queryByRole('button', { name: 'Add Work Order' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Work Orders' })).toBeNull();
  });

  it('drafts a work order, checked as Create Work Order is, and sends it with the new entry', async () => {
    const push = answerPushes();
    mockFetch({ ...reads, 'POST /api/sync/push': push.handler });
    renderEntryDialog({}, proposer);
    await screen.findByRole('dialog', { name: 'Log Entry' });
    fireEvent.click(addButton());
    const dialog = await subDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Description is required')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Work Order' })).toBeNull());

    await draftWorkOrder('Replace the broken pane');
    await draftWorkOrder('Board up the window');
    const group = screen.getByRole('group', { name: 'Work Orders' });
    expect(within(group).getByText('Replace the broken pane')).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: 'Remove work order Board up the window' }));
    expect(within(group).queryByText('Board up the window')).toBeNull();

    chooseItem('broken', 'Broken window (Facilities)');
    fireEvent.click(screen.getByRole('button', { name: 'Concern' }));
    save();
    expect(await screen.findByText('You just logged an entry!')).toBeTruthy();
    const args = argsOf(push.pushed[0]);
    expect(args.tasksToAddOnSubmission).toEqual([
      expect.objectContaining({ description: 'Replace the broken pane', boardId: 'boardHvac' }),
    ]);
    const [sent] = args.tasksToAddOnSubmission as { id: string }[];
    expect(sent?.id).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('a new work order starts at the entry’s room, and is sent with that room of the profile', async () => {
    const push = answerPushes();
    mockFetch({ ...reads, ...roomProfiles('school1'), 'POST /api/sync/push': push.handler });
    renderEntryDialog({}, proposer);
    await screen.findByRole('dialog', { name: 'Log Entry' });
    fireEvent.change(await screen.findByRole('combobox', { name: /^room no\./i }), {
      target: { value: 'room 1' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Room 102' }));
    fireEvent.click(addButton());
    const dialog = await subDialog();
    const room = await within(dialog).findByRole('combobox', { name: /^room no\./i });
    expect((room as HTMLInputElement).value).toBe('Room 102');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^description/i }), {
      target: { value: 'Replace the broken pane' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Work Order' })).toBeNull());
    chooseItem('broken', 'Broken window (Facilities)');
    fireEvent.click(screen.getByRole('button', { name: 'Concern' }));
    save();
    expect(await screen.findByText('You just logged an entry!')).toBeTruthy();
    expect(argsOf(push.pushed[0]).tasksToAddOnSubmission).toEqual([
      expect.objectContaining({
        location: 'Room 102',
        locationDataProfileId: 'rooms-school1',
        locationDataProfileOptionId: 'room102',
      }),
    ]);
  });

  it('an entry with 4 work orders takes one more; then Add is disabled with the limit’s message', async () => {
    const push = answerPushes();
    mockFetch({ ...reads, 'POST /api/sync/push': push.handler });
    const entry = buildEntry({ createdWorkOrderIds: ['a', 'b', 'c', 'd'] });
    renderEntryDialog({ entry }, proposer);
    await screen.findByRole('dialog', { name: 'Edit Entry' });
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);
    await draftWorkOrder('The fifth');
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('An entry can have at most 5 work orders.')).toBeTruthy();
    // An edit with nothing else changed still sends the new work order.
    save();
    await waitFor(() => expect(push.pushed.map((mutation) => mutation.name)).toEqual(['entry.update']));
    const { changes } = argsOf(push.pushed[0]) as { changes: Record<string, unknown> };
    expect(changes).toEqual({
      tasksToAddOnSubmission: [expect.objectContaining({ description: 'The fifth' })],
    });
  });
});

describe('the entry page’s work orders', () => {
  function renderPage(entryId: string, me = buildMe(proposer)) {
    return renderRoutes({
      at: `/entries/${entryId}`,
      queryClient: createTestQueryClient(),
      routes: [
        {
          path: '/entries/:entryId',
          element: (
            <CurrentUserProvider me={me}>
              <EntryDetailPage />
            </CurrentUserProvider>
          ),
        },
      ],
    });
  }

  it('lists them by number (ID Pending before the server numbers one), linked, leaving out one the viewer may not see', async () => {
    const entry = buildEntry({ createdWorkOrderIds: ['wo1', 'wo2', 'wo3'] });
    mockFetch({
      [`GET /api/entries/${entry.id}`]: () => json(200, entry),
      'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
      'GET /api/work-orders/wo1': () =>
        json(200, buildDetail({ id: 'wo1', publicId: 1001, description: 'Fix the door' })),
      'GET /api/work-orders/wo2': () =>
        json(200, buildDetail({ id: 'wo2', publicId: null, description: 'Paint' })),
      'GET /api/work-orders/wo3': () => json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }),
    });
    renderPage(entry.id);
    const section = await screen.findByRole('region', { name: 'Work Orders' });
    const first = await within(section).findByRole('link', { name: /Fix the door/ });
    expect(first.textContent).toBe('WO-1001 Fix the door');
    expect(first.getAttribute('href')).toBe('/tasks/task/wo1');
    expect((await within(section).findByRole('link', { name: /Paint/ })).textContent).toBe(
      'ID Pending Paint',
    );
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
  });

  it('is not shown to one who does not reach work orders', async () => {
    const entry = buildEntry({ createdWorkOrderIds: ['wo1'] });
    const { calls } = mockFetch({
      [`GET /api/entries/${entry.id}`]: () => json(200, entry),
      'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
    });
    renderPage(entry.id, buildMe());
    expect(await screen.findByRole('heading', { name: 'Facilities › Broken window' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Work Orders' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/work-orders'))).toBe(false);
  });
});
