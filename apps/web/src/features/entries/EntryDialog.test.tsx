import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setManualOffline } from '../../offline/connectivity';
import { listImagePaths } from '../../offline/imageStore';
import { listMutations } from '../../offline/outbox';
import { answerPushes } from '../../offline/testkit';
import { buildSchools, grant, grantAt } from '../../test/factories';
import { mockFetch } from '../../test/fetchMock';
import {
  argsOf,
  chooseItem,
  helperTextOf,
  itemPicker,
  locations,
  quantity,
  renderEntryDialog,
  resetBetweenTests,
  save,
} from './entryDialogTestKit';
import type * as PictureResize from './pictureResize';

// jsdom cannot decode or draw pictures; the resizing itself is covered by pictureResize.test.ts.
vi.mock('./pictureResize', async (importOriginal) => ({
  ...(await importOriginal<typeof PictureResize>()),
  resizePicture: vi.fn(async () => new Blob([new Uint8Array(2048)], { type: 'image/jpeg' })),
}));

resetBetweenTests();

describe('the log entry dialog', () => {
  it('checks the quantity with the spec messages', async () => {
    const { calls } = mockFetch({ 'GET /api/schools/school1/locations': locations });
    renderEntryDialog();
    await screen.findByRole('dialog', { name: 'Log Entry' });
    expect((quantity() as HTMLInputElement).value).toBe('1');
    const cases = [
      ['1.5', 'This must be a whole number'],
      ['0', 'This must be greater than 0'],
      [
        '21',
        'This must be less than or equal to 20. If you need a higher number, please log multiple entries.',
      ],
      ['', 'This field is required'],
    ] as const;
    fireEvent.change(quantity(), { target: { value: cases[0][0] } });
    save();
    for (const [value, message] of cases) {
      fireEvent.change(quantity(), { target: { value } });
      await waitFor(() => expect(helperTextOf(quantity())).toBe(message));
      expect(quantity().getAttribute('aria-invalid')).toBe('true');
    }
    fireEvent.change(quantity(), { target: { value: '20' } });
    await waitFor(() => expect(quantity().getAttribute('aria-invalid')).toBe('false'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("lists items alphabetically with Other last, as 'label (category)' while no category is chosen", async () => {
    mockFetch({ 'GET /api/schools/school1/locations': locations });
    renderEntryDialog();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^item/i }));
    fireEvent.keyDown(itemPicker(), { key: 'ArrowDown' });
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Broken window (Facilities)',
      'Door propped open (Facilities)',
      'Door propped open (Security)',
      'Other (Other)',
    ]);
  });

  it("sets both category and item when a 'label (category)' option is chosen", async () => {
    mockFetch({ 'GET /api/schools/school1/locations': locations });
    renderEntryDialog();
    await screen.findByRole('dialog', { name: 'Log Entry' });
    chooseItem('door', 'Door propped open (Security)');
    expect(screen.getByRole('combobox', { name: /^category/i }).textContent).toBe('Security');
    await waitFor(() => expect((itemPicker() as HTMLInputElement).value).toBe('Door propped open'));
  });

  it("refuses free text in the item picker with 'Please choose from provided options'", async () => {
    mockFetch({ 'GET /api/schools/school1/locations': locations });
    renderEntryDialog();
    await screen.findByRole('dialog', { name: 'Log Entry' });
    fireEvent.change(itemPicker(), { target: { value: 'Graffiti' } });
    save();
    expect(await screen.findByText('Please choose from provided options')).toBeTruthy();
  });

  it('shows the category and item tags and adds manual tags trimmed, de-duplicated and without blanks', async () => {
    mockFetch({ 'GET /api/schools/school1/locations': locations });
    renderEntryDialog();
    await screen.findByRole('dialog', { name: 'Log Entry' });
    chooseItem('broken', 'Broken window (Facilities)');
    const tags = screen.getByRole('group', { name: 'Tags' });
    fireEvent.change(within(tags).getByRole('textbox', { name: 'New tag' }), {
      target: { value: ' building , Fence,, fence ' },
    });
    fireEvent.click(within(tags).getByRole('button', { name: 'Add' }));
    const chips = within(tags)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(chips).toEqual(['Building', 'Glass', 'Fence']);
    fireEvent.click(within(tags).getByRole('img', { name: 'Remove tag Fence' }));
    expect(within(tags).queryByText('Fence')).toBeNull();
  });

  it('logs one entry with a client id even when Save is clicked twice, then offers View', async () => {
    const push = answerPushes();
    mockFetch({ 'GET /api/schools/school1/locations': locations, 'POST /api/sync/push': push.handler });
    const { onClose, router } = renderEntryDialog();
    await screen.findByRole('dialog', { name: 'Log Entry' });
    expect(screen.getByRole('combobox', { name: /^school/i }).textContent).toBe('School 1');
    chooseItem('broken', 'Broken window (Facilities)');
    fireEvent.click(screen.getByRole('button', { name: 'Concern' }));
    fireEvent.change(quantity(), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^location/i }), { target: { value: ' Gym ' } });
    save();
    save();
    expect(await screen.findByText('You just logged an entry!')).toBeTruthy();
    expect(push.pushed.map((mutation) => mutation.name)).toEqual(['entry.create']);
    const args = argsOf(push.pushed[0]);
    expect(args.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(args).toMatchObject({
      schoolId: 'school1',
      observationCategoryId: 'facilities',
      observationItemId: 'window',
      observationType: 'concern',
      quantity: 2,
      location: 'Gym',
      imagePaths: [],
    });
    expect(onClose).toHaveBeenCalled();
    expect(await listMutations('user1')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/entries/${String(args.id)}`));
  });

  it('while the server answers, the fields take no input and the form says it is busy', async () => {
    const push = answerPushes();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockFetch({
      'GET /api/schools/school1/locations': locations,
      'POST /api/sync/push': async (request) => {
        await answered;
        return push.handler(request);
      },
    });
    renderEntryDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Log Entry' });
    chooseItem('broken', 'Broken window (Facilities)');
    fireEvent.click(screen.getByRole('button', { name: 'Praise' }));
    const fields = itemPicker().closest('[aria-busy]');
    expect(fields?.getAttribute('aria-busy')).toBe('false');
    save();
    await waitFor(() => expect(fields?.getAttribute('aria-busy')).toBe('true'));
    expect(fields?.hasAttribute('inert')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    answer();
    expect(await screen.findByText('You just logged an entry!')).toBeTruthy();
  });

  it("online, shows the server's refusal in the dialog, leaves nothing queued, and retries with the same id", async () => {
    let attempts = 0;
    const push = answerPushes((mutation) => {
      attempts += 1;
      if (attempts > 1) return undefined;
      return {
        seq: mutation.seq,
        status: 'refused',
        error: {
          status: 400,
          code: 'VALIDATION',
          message: 'Invalid entry',
          fields: { location: 'Choose a location from the school list' },
        },
      };
    });
    mockFetch({ 'GET /api/schools/school1/locations': locations, 'POST /api/sync/push': push.handler });
    const { onClose } = renderEntryDialog();
    await screen.findByRole('dialog', { name: 'Log Entry' });
    chooseItem('broken', 'Broken window (Facilities)');
    fireEvent.click(screen.getByRole('button', { name: 'Praise' }));
    save();
    expect(await screen.findByText('Error saving entry. Please try again later.')).toBeTruthy();
    const location = screen.getByRole('combobox', { name: /^location/i });
    await waitFor(() => expect(helperTextOf(location)).toBe('Choose a location from the school list'));
    expect(onClose).not.toHaveBeenCalled();
    expect(location.closest('[aria-busy]')?.hasAttribute('inert')).toBe(false);
    expect(await listMutations('user1')).toEqual([]);
    save();
    expect(await screen.findByText('You just logged an entry!')).toBeTruthy();
    const ids = push.pushed.map((mutation) => argsOf(mutation).id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('offline, closes at once with the usual toast and queues the entry with its picture kept on the device', async () => {
    const { fetchMock } = mockFetch({});
    setManualOffline(true);
    const { onClose } = renderEntryDialog();
    await screen.findByRole('dialog', { name: 'Log Entry' });
    fireEvent.change(screen.getByLabelText('Add Pictures'), {
      target: {
        files: [new File([new Uint8Array(10)], 'door.jpg', { type: 'image/jpeg', lastModified: 1 })],
      },
    });
    expect(await screen.findByRole('img', { name: 'Picture 1' })).toBeTruthy();
    chooseItem('broken', 'Broken window (Facilities)');
    fireEvent.click(screen.getByRole('button', { name: 'Other' }));
    save();
    expect(await screen.findByText('You just logged an entry!')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const queued = await listMutations('user1');
    expect(queued.map((mutation) => [mutation.name, mutation.status])).toEqual([['entry.create', 'pending']]);
    const args = argsOf(queued[0]);
    const paths = args.imagePaths as string[];
    expect(paths).toHaveLength(1);
    expect(paths[0]).toMatch(new RegExp(`^observations/${String(args.id)}/[A-Za-z0-9]{20}$`));
    expect(await listImagePaths()).toEqual(paths);
    // Nothing left the device: no upload, no push.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a school among those where the user may log entries, preselecting the only one', async () => {
    mockFetch({ 'GET /api/schools/school2/locations': locations });
    renderEntryDialog({}, { schools: buildSchools(3), permissions: grantAt('log entries', ['school2']) });
    const school = await screen.findByRole('combobox', { name: /^school/i });
    expect(school.textContent).toBe('School 2');
    fireEvent.mouseDown(school);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['School 2']);
  });

  it("requires the school when several are possible: 'This field is required'", async () => {
    mockFetch({});
    renderEntryDialog({}, { schools: buildSchools(2), permissions: grant('log entries') });
    const school = await screen.findByRole('combobox', { name: /^school/i });
    expect(school.textContent).not.toContain('School');
    save();
    await waitFor(() => expect(school.getAttribute('aria-invalid')).toBe('true'));
  });
});

describe('closing the log entry dialog', () => {
  it('Escape asks before discarding what was typed: Keep editing keeps it, Discard changes closes', async () => {
    mockFetch({ 'GET /api/schools/school1/locations': locations });
    const { onClose } = renderEntryDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Log Entry' });
    fireEvent.change(quantity(), { target: { value: '3' } });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect((quantity() as HTMLInputElement).value).toBe('3');
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Log Entry' }), { key: 'Escape' });
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('Escape closes an untouched dialog at once', async () => {
    mockFetch({ 'GET /api/schools/school1/locations': locations });
    const { onClose } = renderEntryDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Log Entry' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });
});
