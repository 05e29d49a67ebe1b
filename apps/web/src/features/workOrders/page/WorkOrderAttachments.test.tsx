import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshConnectivity, setManualOffline } from '../../../offline/connectivity';
import { FakeEventSource } from '../../../test/eventSource';
import { buildMe, grant } from '../../../test/factories';
import { json } from '../../../test/fetchMock';
import { buildWorkOrderDetail, MAKER, renderWorkOrderPage, STAFF } from './testKit';

afterEach(() => {
  // Back online while the page is still there: it reconnects to the (fake) event stream.
  setManualOffline(false);
  refreshConnectivity();
  vi.unstubAllGlobals();
  FakeEventSource.instances = [];
});

const order = buildWorkOrderDetail();
const uploadPath = `POST /api/work-orders/${order.id}/attachments`;

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf', lastModified: 1 });

/** The work order as it is after these files were added by the viewer. */
const withAttachments = (...names: string[]) => ({
  ...order,
  attachments: names.map((fileName, index) => ({
    id: `Attachment00000000000${index}`,
    fileName,
    filePath: `tasks/${order.id}/attachments/Attachment00000000000${index}`,
    byUser: MAKER,
    timeCreated: '2026-11-21T14:00:00.000Z',
    isDeleted: false,
    deletedBy: null,
  })),
});

async function chooseFiles(files: File[]) {
  await screen.findByRole('button', { name: 'Add Attachment' });
  fireEvent.change(screen.getByTestId('attachment-input'), { target: { files } });
}

describe('the work order page’s attachments (spec 001 §4, §5, §8)', () => {
  it('uploads each chosen file under its name and shows it', async () => {
    const added: string[] = [];
    const { calls } = renderWorkOrderPage(order, {
      handlers: {
        [uploadPath]: ({ url }) => {
          added.push(url.searchParams.get('name') ?? '');
          return json(201, withAttachments(...added));
        },
      },
    });
    await chooseFiles([pdf('plan.pdf'), pdf('floor plan #2.pdf')]);
    expect(await screen.findByRole('link', { name: 'floor plan #2.pdf' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'plan.pdf' })).toBeTruthy();
    expect(added).toEqual(['plan.pdf', 'floor plan #2.pdf']);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.search)).toEqual([
      '?name=plan.pdf',
      '?name=floor%20plan%20%232.pdf',
    ]);
  });

  it('says which file failed and still uploads the others', async () => {
    renderWorkOrderPage(order, {
      handlers: {
        [uploadPath]: ({ url }) =>
          url.searchParams.get('name') === 'broken.pdf'
            ? json(415, { error: { code: 'unsupported_media_type', message: 'nope' } })
            : json(201, withAttachments('good.pdf')),
      },
    });
    await chooseFiles([pdf('broken.pdf'), pdf('good.pdf')]);
    expect(await screen.findByText('Failed to add attachment: broken.pdf')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'good.pdf' })).toBeTruthy();
  });

  it('refuses a file of another type or too big before sending it, saying why', async () => {
    const { calls } = renderWorkOrderPage(order);
    const huge = new File(['x'], 'scan.pdf');
    Object.defineProperty(huge, 'size', { value: 10 * 1_048_576 + 1 });
    await chooseFiles([new File(['MZ'], 'tool.exe'), huge]);
    expect(await screen.findByText(/tool\.exe: Attachments must be JPEG, GIF, PNG, PDF/)).toBeTruthy();
    expect(screen.getByText('scan.pdf: An attachment can be at most 10 MB.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says one must be online to add attachments, and does not open the picker, offline', async () => {
    renderWorkOrderPage(order);
    const input = await screen.findByTestId('attachment-input');
    act(() => setManualOffline(true));
    const opened = vi.fn();
    input.addEventListener('click', opened);
    fireEvent.click(screen.getByRole('button', { name: 'Add Attachment' }));
    expect(opened).not.toHaveBeenCalled();
    expect((await screen.findAllByText('You must be online to add attachments.')).length).toBeGreaterThan(1);
  });

  it('offers Delete only online', async () => {
    renderWorkOrderPage(withAttachments('plan.pdf'));
    const remove = await screen.findByRole('button', { name: 'Delete plan.pdf' });
    expect(remove.hasAttribute('disabled')).toBe(false);
    act(() => setManualOffline(true));
    expect(remove.hasAttribute('disabled')).toBe(true);
  });

  it('deletes an attachment after a confirmation; it stays struck, marked with who deleted it', async () => {
    const before = withAttachments('plan.pdf');
    const attachment = before.attachments[0]!;
    const { writes } = renderWorkOrderPage(before, {
      handlers: {
        [`DELETE /api/work-orders/${order.id}/attachments/${attachment.id}`]: () =>
          json(200, { ...before, attachments: [{ ...attachment, isDeleted: true, deletedBy: MAKER }] }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete plan.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this attachment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/deleted by Morgan Price/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'plan.pdf' })).toBeNull();
    expect(getComputedStyle(screen.getByText('plan.pdf')).textDecoration).toContain('line-through');
    await waitFor(() => expect(writes(`/attachments/${attachment.id}`)).toHaveLength(1));
  });

  it('offers neither adding nor deleting to someone who may not edit it and did not add the file', async () => {
    const staff = buildMe({ user: { id: STAFF.id }, permissions: grant('be proposed tasks') });
    renderWorkOrderPage(withAttachments('plan.pdf'), { me: staff });
    expect(await screen.findByRole('link', { name: 'plan.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Attachment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete plan.pdf' })).toBeNull();
  });

  it('lets the one who added a file delete it, though they may not edit the work order', async () => {
    const staff = buildMe({ user: { id: STAFF.id }, permissions: grant('be proposed tasks') });
    const mine = withAttachments('photo.jpg');
    mine.attachments[0]!.byUser = STAFF;
    renderWorkOrderPage(mine, { me: staff });
    expect(await screen.findByRole('button', { name: 'Delete photo.jpg' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Attachment' })).toBeNull();
  });
});
