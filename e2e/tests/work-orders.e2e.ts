import type { TWorkOrderDetail } from '@schooldog/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, openActionMenuItem, signInThroughApi, waitUntilClosed } from '../support/app.js';
import {
  DESKTOP,
  newContext,
  PHONE,
  screenshot,
  useBrowser,
  waitForServiceWorker,
} from '../support/browser.js';
import { mailsTo, readMail } from '../support/mail.js';
import { outboxSize, savedQueries } from '../support/outbox.js';
import { LogEntryDialog } from '../support/pages/log-entry-dialog.js';
import { jpeg } from '../support/pictures.js';
import { lakeviewId, PRINCIPAL, signedInContext } from '../support/safety-alerts.js';
import { arrive, dialogNamed, visit } from '../support/screens.js';

// Demo people (apps/server/src/seed/demo.ts): the principal walks Lakeview; Frank runs maintenance.
const WALKER = PRINCIPAL;
const SUPERVISOR = 'maintenance_supervisor@demo.schooldog.test'; // Frank Novak
const ASSIGNEE = { email: 'maintenance_staff@demo.schooldog.test', name: 'Eddie Brown' };
const DESCRIPTION = 'Water stain spreading on the ceiling tiles above the reading corner';
const CLOSING_COMMENT = 'Replaced four ceiling tiles; the roof drain above them was cleared.';

/** The mails to `email` after the first `seen`, as text. */
const newMailsTo = (email: string, seen: number) =>
  mailsTo(email)
    .slice(seen)
    .map((file) => readMail(file));

/** The print page opens the browser's print window; the test only looks at the sheet. */
async function withoutPrintWindow(page: Page) {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
}

describe('work orders (issue 26)', () => {
  const browser = useBrowser();

  it('a walker logs a concern with a picture and a work order offline (ID Pending); online it gets its number; the supervisor assigns it, the assignee is told and completes it on the board with a comment; the walker, a follower, is told; it prints', async () => {
    const walker = await signedInContext(browser(), PHONE, WALKER.email);
    const supervisor = await signedInContext(browser(), PHONE, SUPERVISOR);
    const assignee = await signedInContext(browser(), PHONE, ASSIGNEE.email);
    try {
      // 1. In a hallway without signal: the entry, its picture and its work order wait on the phone.
      const { page, context } = walker;
      await visit(page, '/entries', page.getByRole('button', { name: 'Actions' }));
      await waitForServiceWorker(page);
      await expect
        .poll(() => savedQueries(page))
        .toEqual(expect.arrayContaining(['["tasksSettings","record"]']));
      await context.setOffline(true);
      const notice = await dialogNamed(page, /^You are offline/);
      await notice.getByRole('button', { name: 'OK' }).click();
      await waitUntilClosed(notice);

      const dialog = await LogEntryDialog.open(page);
      await dialog.chooseItem('Roof or gutter', 'Roof or gutter damage (Building Exterior)');
      await dialog.opinion('Concern');
      await dialog.location.fill('Library, reading corner');
      await dialog.addPictures([
        { name: 'ceiling.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1600, 1200, 70) },
      ]);
      await dialog.button('Add Work Order').click();
      const draft = await dialogNamed(page, 'Add Work Order');
      await draft.getByRole('textbox', { name: /^Description/ }).fill(DESCRIPTION);
      await draft.getByRole('button', { name: 'Add', exact: true }).click();
      await waitUntilClosed(draft);
      await dialog.dialog.getByText(DESCRIPTION).first().waitFor();
      await screenshot(page, 'work-order-in-entry-dialog-phone');
      await dialog.saveAndClose();

      await page.getByRole('button', { name: 'View' }).click();
      const pending = page.getByRole('link', { name: `ID Pending ${DESCRIPTION}` });
      await arrive(page, /\/entries\//, { ready: pending });
      await screenshot(page, 'entry-work-order-id-pending-phone');

      // 2. Back online: the entry and its work order reach the server once, and it gets its number.
      await context.setOffline(false);
      await expect.poll(() => outboxSize(page), { timeout: 120_000, interval: 500 }).toBe(0);
      const numbered = page.getByRole('link', { name: new RegExp(`^WO-\\d+ ${DESCRIPTION}$`) });
      await numbered.waitFor();
      const number = (await numbered.locator('strong').textContent()) ?? '';
      const workOrderId = ((await numbered.getAttribute('href')) ?? '').split('/').pop() ?? '';
      const order = await call<TWorkOrderDetail>(
        context,
        'GET',
        `/api/work-orders/${workOrderId}`,
        undefined,
        200,
      );
      expect(order).toMatchObject({ description: DESCRIPTION, status: 'new', entryId: expect.any(String) });
      expect(order.imagePaths).toHaveLength(1);

      // 3. The maintenance supervisor assigns it; the assignee hears of it.
      const assigneeMails = mailsTo(ASSIGNEE.email).length;
      const boss = supervisor.page;
      await visit(boss, `/tasks/task/${workOrderId}`, boss.getByRole('heading', { name: number, level: 1 }));
      await boss.getByRole('button', { name: 'Edit' }).click();
      const edit = await dialogNamed(boss, 'Edit Work Order');
      await edit.getByRole('combobox', { name: /^Assigned staff/ }).click();
      await boss.getByRole('option', { name: new RegExp(`^${ASSIGNEE.name}`) }).click();
      await edit.getByRole('heading', { name: 'Edit Work Order' }).click();
      await edit.getByRole('button', { name: 'Save' }).click();
      await waitUntilClosed(edit);
      await boss.getByText('Work order updated successfully').waitFor();
      await expect
        .poll(() => newMailsTo(ASSIGNEE.email, assigneeMails).filter((mail) => mail.includes(`${number} at`)))
        .toHaveLength(1);

      // 4. The assignee closes it on the board, with a comment; the walker follows it and hears of it.
      const walkerMails = mailsTo(WALKER.email).length;
      const crew = assignee.page;
      await visit(crew, '/tasks?view=board', crew.getByRole('heading', { name: 'Work Orders', level: 1 }));
      await crew.getByRole('button', { name: `Change the status of ${number}` }).click();
      await crew.getByRole('menuitem', { name: 'Move to Complete' }).click();
      const move = await dialogNamed(crew, 'Move to Complete');
      await move.getByRole('textbox', { name: /^Comment/ }).fill(CLOSING_COMMENT);
      await move.getByRole('button', { name: 'Move' }).click();
      await waitUntilClosed(move);
      await crew.getByText('Status changed to Complete').waitFor();
      await screenshot(crew, 'work-orders-board-crew-phone');
      await expect
        .poll(() =>
          newMailsTo(WALKER.email, walkerMails).filter(
            (mail) => mail.includes(`${number} at`) && mail.includes('is complete'),
          ),
        )
        .toHaveLength(1);
      const closed = await call<TWorkOrderDetail>(
        context,
        'GET',
        `/api/work-orders/${workOrderId}`,
        undefined,
        200,
      );
      expect(closed.status).toBe('complete');
      expect(closed.statusHistory.at(-1)).toMatchObject({ toStatus: 'complete', comment: CLOSING_COMMENT });
      expect(closed.assignees.map((person) => `${person.firstName} ${person.lastName}`)).toEqual([
        ASSIGNEE.name,
      ]);

      // 5. The print page: one sheet with the number, the description and the closing comment.
      await withoutPrintWindow(page);
      await visit(
        page,
        `/tasks/print/${workOrderId}`,
        page.getByRole('heading', { name: `Work Order ${number}` }),
      );
      await page.getByText(DESCRIPTION).first().waitFor();
      await screenshot(page, 'work-order-print-phone');
    } finally {
      await Promise.all([walker.context.close(), supervisor.context.close(), assignee.context.close()]);
    }
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('the list, board, page, dialog and settings on a %s', async (label, viewport) => {
    const context = await newContext(browser(), { viewport });
    try {
      await signInThroughApi(context, SUPERVISOR);
      const schoolId = await lakeviewId(context);
      const order = await call<TWorkOrderDetail>(
        context,
        'POST',
        '/api/work-orders',
        { schoolId, description: `Gym bleacher rail loose (${label})`, priority: 'high', location: 'Gym' },
        201,
      );
      const page = await context.newPage();
      const heading = page.getByRole('heading', { name: 'Work Orders', level: 1 });
      await visit(page, '/tasks', heading);
      await page.getByText(`Gym bleacher rail loose (${label})`).first().waitFor();
      await screenshot(page, `work-orders-list-${label}`);
      await visit(page, '/tasks?view=board', heading);
      await page.getByRole('region', { name: /^New/ }).waitFor();
      await screenshot(page, `work-orders-board-${label}`);
      const number = `WO-${order.publicId}`;
      await visit(page, `/tasks/task/${order.id}`, page.getByRole('heading', { name: number, level: 1 }));
      await screenshot(page, `work-order-page-${label}`);
      await openActionMenuItem(page, 'Create Work Order');
      const create = await dialogNamed(page, 'Create Work Order');
      await screenshot(page, `work-order-dialog-${label}`);
      await create.getByRole('button', { name: 'Cancel' }).click();
      await waitUntilClosed(create);
      await visit(page, '/tasksSettings', page.getByRole('heading', { name: 'Work Order Settings' }));
      await screenshot(page, `work-order-settings-${label}`);
    } finally {
      await context.close();
    }
  });
});
