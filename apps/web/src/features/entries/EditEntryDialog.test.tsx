import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setManualOffline } from '../../offline/connectivity';
import { listMutations } from '../../offline/outbox';
import { answerPushes } from '../../offline/testkit';
import { buildEntry } from '../../test/entryFactories';
import { mockFetch } from '../../test/fetchMock';
import { locations, quantity, renderEntryDialog, resetBetweenTests, save } from './entryDialogTestKit';
import type * as PictureResize from './pictureResize';

// jsdom cannot decode or draw pictures; the resizing itself is covered by pictureResize.test.ts.
vi.mock('./pictureResize', async (importOriginal) => ({
  ...(await importOriginal<typeof PictureResize>()),
  resizePicture: vi.fn(async () => new Blob([new Uint8Array(2048)], { type: 'image/jpeg' })),
}));

resetBetweenTests();

describe('the edit entry dialog', () => {
  it('closes without a request when nothing changed', async () => {
    const { calls } = mockFetch({ 'GET /api/schools/school1/locations': locations });
    const { onClose } = renderEntryDialog({ entry: buildEntry({ quantity: 2 }) });
    await screen.findByRole('dialog', { name: 'Edit Entry' });
    expect(screen.queryByRole('combobox', { name: /^school/i })).toBeNull();
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('online, sends only the changed fields', async () => {
    const entry = buildEntry({ quantity: 2 });
    const push = answerPushes();
    mockFetch({ 'GET /api/schools/school1/locations': locations, 'POST /api/sync/push': push.handler });
    renderEntryDialog({ entry });
    await screen.findByRole('dialog', { name: 'Edit Entry' });
    fireEvent.change(quantity(), { target: { value: '3' } });
    save();
    expect(await screen.findByText('Entry updated successfully')).toBeTruthy();
    expect(push.pushed.map((mutation) => mutation.name)).toEqual(['entry.update']);
    expect(push.pushed[0]?.args).toEqual({ id: entry.id, changes: { quantity: 3 } });
  });

  it('offline, queues the edit with all its fields and closes', async () => {
    const entry = buildEntry({ quantity: 2, comment: 'Cracked pane' });
    mockFetch({});
    setManualOffline(true);
    const { onClose } = renderEntryDialog({ entry });
    await screen.findByRole('dialog', { name: 'Edit Entry' });
    fireEvent.change(quantity(), { target: { value: '3' } });
    save();
    expect(await screen.findByText('Entry updated successfully')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const [queued] = await listMutations('user1');
    expect(queued?.args).toEqual({
      id: entry.id,
      changes: {
        schoolId: 'school1',
        observationCategoryId: 'facilities',
        observationItemId: 'window',
        observationType: 'concern',
        quantity: 3,
        location: 'Gym',
        locationDataProfileId: null,
        locationDataProfileOptionId: null,
        comment: 'Cracked pane',
        manualTags: [],
        imagePaths: [],
      },
    });
  });

  it('deletes after a confirmation', async () => {
    const entry = buildEntry();
    const push = answerPushes();
    mockFetch({ 'GET /api/schools/school1/locations': locations, 'POST /api/sync/push': push.handler });
    const { onDeleted } = renderEntryDialog({ entry });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    expect(push.pushed).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('Entry deleted successfully')).toBeTruthy();
    expect(onDeleted).toHaveBeenCalled();
    expect(push.pushed.map((mutation) => [mutation.name, mutation.args])).toEqual([
      ['entry.delete', { id: entry.id }],
    ]);
  });

  it("offers no Delete on someone else's entry without manage rights", async () => {
    mockFetch({ 'GET /api/schools/school1/locations': locations });
    renderEntryDialog({ entry: buildEntry({ reportedByUserId: 'someoneElse' }) });
    await screen.findByRole('dialog', { name: 'Edit Entry' });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
