import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshConnectivity, setManualOffline } from '../../../offline/connectivity';
import { json } from '../../../test/fetchMock';
import { buildDetail, buildWorkOrder, renderWorkOrderDialog } from '../testKit';

afterEach(() => {
  vi.unstubAllGlobals();
  setManualOffline(false);
  refreshConnectivity();
});

const file = (name: string, lastModified = 1) =>
  new File(['%PDF-1.4'], name, { type: 'application/pdf', lastModified });

async function findDialog(name: string) {
  await screen.findByLabelText(/Description/, undefined, { timeout: 3000 });
  return screen.getByRole('dialog', { name });
}

const choose = (dialog: HTMLElement, files: File[]) =>
  fireEvent.change(within(dialog).getByTestId('attachment-input'), { target: { files } });

const listed = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('region', { name: 'Attachments' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('the work order dialog’s attachments (spec 001 §2, §5, §8)', () => {
  it('lists the chosen files once each (same name and modified time) and removes one before saving', async () => {
    renderWorkOrderDialog({ workOrder: buildWorkOrder() });
    const dialog = await findDialog('Edit Work Order');
    choose(dialog, [file('plan.pdf'), file('notes.txt')]);
    choose(dialog, [file('plan.pdf'), file('plan.pdf', 2)]);
    expect(listed(dialog)).toEqual(['plan.pdf', 'notes.txt', 'plan.pdf']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove notes.txt' }));
    expect(listed(dialog)).toEqual(['plan.pdf', 'plan.pdf']);
  });

  it('refuses a file of another type, saying why', async () => {
    renderWorkOrderDialog({ workOrder: buildWorkOrder() });
    const dialog = await findDialog('Edit Work Order');
    choose(dialog, [new File(['MZ'], 'tool.exe')]);
    expect(within(dialog).getByText(/tool\.exe: Attachments must be JPEG/)).toBeTruthy();
    expect(listed(dialog)).toEqual([]);
  });

  it('uploads each file after the save; a failing one says so and the others still go', async () => {
    const names: string[] = [];
    const { onClose } = renderWorkOrderDialog({
      workOrder: buildWorkOrder(),
      handlers: {
        'POST /api/work-orders/wo1/attachments': ({ url }) => {
          const name = url.searchParams.get('name') ?? '';
          names.push(name);
          return name === 'broken.pdf'
            ? json(500, { error: { code: 'internal', message: 'Something went wrong' } })
            : json(201, buildDetail());
        },
      },
    });
    const dialog = await findDialog('Edit Work Order');
    choose(dialog, [file('broken.pdf'), file('plan.pdf')]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Nothing else changed: the work order is not saved again, only the files go.
    expect(await screen.findByText(/Failed to add attachment: broken\.pdf/)).toBeTruthy();
    expect(screen.queryByText('Work order updated successfully')).toBeNull();
    await waitFor(() => expect(names).toEqual(['broken.pdf', 'plan.pdf']));
    expect(onClose).toHaveBeenCalled();
  });

  it('is disabled offline and says one must be online', async () => {
    renderWorkOrderDialog({ workOrder: buildWorkOrder() });
    const dialog = await findDialog('Edit Work Order');
    // Offline once open (the dialog reads its settings online first).
    act(() => setManualOffline(true));
    expect(within(dialog).getByText('You must be online to add attachments.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add Attachment' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect((within(dialog).getByTestId('attachment-input') as HTMLInputElement).disabled).toBe(true);
  });
});
