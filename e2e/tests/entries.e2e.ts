import { readFileSync } from 'node:fs';
import type { TEntry, TMeResponse } from '@schooldog/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, openActionMenuItem, sameOrigin, signInAndWait } from '../support/app.js';
import { jpeg } from '../support/pictures.js';
import { DESKTOP, newContext, PHONE, screenshot, useBrowser, WIDTHS } from '../support/browser.js';

async function openLogEntryDialog(page: Page) {
  await openActionMenuItem(page, 'Log Entry');
  return page.getByRole('dialog', { name: 'Log Entry' });
}

async function entriesOf(context: BrowserContext, query: string): Promise<TEntry[]> {
  return (await api<{ entries: TEntry[] }>(context, 'GET', `/api/entries?${query}`)).entries;
}

describe('entries', () => {
  const browser = useBrowser();

  it.each(WIDTHS)(
    'on a %s: log a floating entry with two pictures, edit it, find it by each filter, open it, download the CSV and PDF, delete it',
    async (label, viewport) => {
      const context = await newContext(browser(), { viewport });
      const page = await context.newPage();
      await signInAndWait(page, 'principal@demo.schooldog.test');
      const me = await api<TMeResponse>(context, 'GET', '/api/me');
      const school = me.schools[0];
      const marker = `E2E ${label} ${Date.now()}`;

      // Validation messages of spec 000 §5 "Log entry", where they belong.
      const dialog = await openLogEntryDialog(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('This field is required').count()).resolves.toBeGreaterThanOrEqual(3);
      const quantity = dialog.getByLabel(/^Quantity/);
      for (const [value, message] of [
        ['0', 'This must be greater than 0'],
        ['2.5', 'This must be a whole number'],
        [
          '21',
          'This must be less than or equal to 20. If you need a higher number, please log multiple entries.',
        ],
      ] as const) {
        await quantity.fill(value);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.getByText(message).waitFor();
      }
      const item = dialog.getByRole('combobox', { name: /^Item/ });
      await item.fill('no such item');
      await dialog.getByLabel(/^Comment/).click();
      await dialog.getByText('Please choose from provided options').waitFor();

      // With no category chosen, the item reads 'label (category)' and sets both.
      await item.fill('propped');
      await page
        .getByRole('option', { name: 'Exterior door propped open (Doors and Access Control)' })
        .click();
      await expect(dialog.getByRole('combobox', { name: /^Category/ }).textContent()).resolves.toContain(
        'Doors and Access Control',
      );
      // A chosen option is valid: the earlier messages on category and item go away.
      await expect(dialog.getByText('Please choose from provided options').count()).resolves.toBe(0);
      await dialog.getByRole('button', { name: 'Concern' }).click();
      await quantity.fill('2');
      await dialog.getByLabel(/^Location/).fill('Gym Door E2E');
      await dialog.getByLabel(/^Comment/).fill(marker);
      await dialog.getByLabel(/^New tag/).fill('  E2E-Tag ');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await dialog.locator('input[type=file][multiple]').setInputFiles([
        { name: 'first.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1600, 1200, 200) },
        { name: 'second.jpg', mimeType: 'image/jpeg', buffer: await jpeg(900, 600, 40) },
      ]);
      await dialog.getByRole('button', { name: 'Remove picture 2' }).waitFor();
      await screenshot(page, `log-entry-dialog-${label}`);
      // A double click must still log one entry.
      await dialog.getByRole('button', { name: 'Save' }).dblclick();
      await page.getByText('You just logged an entry!').waitFor();
      await page.getByRole('button', { name: 'View' }).click();
      await page.waitForURL(/\/entries\/[A-Za-z0-9]{20}$/);
      const entryId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      await page.getByText(marker).waitFor();

      const [created] = await entriesOf(context, `userIds=${me.user.id}&schoolIds=${school?.id}`).then(
        (entries) => entries.filter((entry) => entry.comment === marker),
      );
      expect(created?.id).toBe(entryId);
      expect(created?.imagePaths).toHaveLength(2);
      expect(created?.tags).toEqual(['access control', 'door', 'propped door', 'E2E-Tag']);
      expect(
        (await entriesOf(context, 'schoolIds=' + school?.id)).filter((entry) => entry.comment === marker),
      ).toHaveLength(1);
      // Both pictures load, shrunk to 500 px wide by the browser.
      await expect
        .poll(() =>
          page
            .locator('img[alt^="Picture"]')
            .evaluateAll(
              (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth === 500).length,
            ),
        )
        .toBe(2);
      await screenshot(page, `entry-page-${label}`);

      // Edit.
      await page.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Entry' });
      await edit.getByLabel(/^Quantity/).fill('3');
      await edit.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Entry updated successfully').waitFor();
      await page.getByText('Quantity: 3').waitFor();

      // Find it in the explorer by each filter (read back from the query string).
      const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
      for (const filter of [
        `dateRange=${today},${today}`,
        `schoolIds=${school?.id}`,
        'walkTypes=school',
        'entryTypes=concern',
        `userIds=${me.user.id}&schoolIds=${school?.id}`,
        'category=access',
        'item=access-1',
        'tag=e2e-tag',
        `location=${encodeURIComponent('gym door e2e')}&schoolIds=${school?.id}`,
      ]) {
        await page.goto(`/entries?${filter}`);
        await page
          .getByRole('link', { name: new RegExp(`^Open entry`) })
          .first()
          .waitFor();
        await page.getByText(marker).waitFor({ timeout: 10_000 });
      }
      await page.goto('/entries?entryTypes=praise&tag=e2e-tag');
      await page
        .getByText(
          'There are no entries that meet your search criteria. Try updating the filters or logging an entry.',
        )
        .waitFor();
      await screenshot(page, `entries-empty-${label}`);

      // Download the CSV of the filtered set.
      await page.goto('/entries?tag=e2e-tag');
      await page.getByText(marker).waitFor();
      await screenshot(page, `entries-explorer-${label}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download CSV' }).click(),
      ]);
      const csv = readFileSync((await download.path()) ?? '', 'utf8');
      expect(csv.split('\n')[0]).toContain('Entry #,Date,Time,School,Opinion,Category,Item');
      expect(csv).toContain(marker);
      // And its PDF report (the page's text is compressed: check the file is a PDF with the title).
      const [pdfDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download PDF' }).click(),
      ]);
      const pdf = readFileSync((await pdfDownload.path()) ?? '');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toContain('Entries Report');

      // Open it from the explorer and delete it.
      await page
        .getByRole('link', { name: /^Open entry/ })
        .first()
        .click();
      await page.waitForURL(new RegExp(`/entries/${entryId}$`));
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('button', { name: 'Delete permanently' }).click();
      await page.getByText('Entry deleted successfully').waitFor();
      await page.waitForURL(/\/entries$/);
      const gone = await context.request.get(`/api/entries/${entryId}`);
      expect(gone.status()).toBe(404);
      await context.close();
    },
  );

  it('a second browser signed in as another user sees the entry page update live, and leaves when it is deleted', async () => {
    const educator = await newContext(browser(), { viewport: PHONE });
    const educatorPage = await educator.newPage();
    await signInAndWait(educatorPage, 'educator@demo.schooldog.test');
    const me = await api<TMeResponse>(educator, 'GET', '/api/me');
    const created = await educator.request.post('/api/entries', {
      headers: sameOrigin(),
      data: {
        schoolId: me.schools[0]?.id,
        observationCategoryId: 'hallways',
        observationItemId: 'hallways-3',
        observationType: 'praise',
        quantity: 1,
        comment: 'Exit paths clear before the drill',
      },
    });
    expect(created.status()).toBe(201);
    const entry = (await created.json()) as TEntry;

    const principal = await newContext(browser(), { viewport: DESKTOP });
    const page = await principal.newPage();
    await signInAndWait(page, 'principal@demo.schooldog.test');
    await page.goto(`/entries/${entry.id}`);
    await page.getByText('Exit paths clear before the drill').waitFor();

    const edited = await educator.request.patch(`/api/entries/${entry.id}`, {
      headers: sameOrigin(),
      data: { comment: 'Exit paths clear, checked twice' },
    });
    expect(edited.status()).toBe(200);
    await page.getByText('Exit paths clear, checked twice').waitFor({ timeout: 10_000 });
    await screenshot(page, 'entry-live-update-desktop');

    const deleted = await educator.request.delete(`/api/entries/${entry.id}`, { headers: sameOrigin() });
    expect(deleted.status()).toBe(204);
    await page.waitForURL(/\/entries$/, { timeout: 10_000 });
    await educator.close();
    await principal.close();
  });
});
