import type { TEntry, TMeResponse } from '@schooldog/domain';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, asSignedIn, sameOrigin, signInAndWait } from '../support/app.js';
import { DESKTOP, newContext, PHONE, screenshot, useBrowser, WIDTHS } from '../support/browser.js';
import { EntriesExplorer, EntryPage } from '../support/pages/entries-explorer.js';
import { LogEntryDialog } from '../support/pages/log-entry-dialog.js';
import { jpeg } from '../support/pictures.js';
import { arrive, visit } from '../support/screens.js';

async function entriesOf(context: BrowserContext, query: string): Promise<TEntry[]> {
  return (await api<{ entries: TEntry[] }>(context, 'GET', `/api/entries?${query}`)).entries;
}

describe('entries', () => {
  const browser = useBrowser();

  it.each(WIDTHS)(
    'on a %s: log a floating entry with two pictures, edit it, find it by each filter, open it, download the CSV and PDF, delete it',
    // About 45 s on the CI machine with other work running: four times that.
    { timeout: 180_000 },
    async (label, viewport) => {
      const context = await newContext(browser(), { viewport });
      const page = await context.newPage();
      await signInAndWait(page, 'principal@demo.schooldog.test');
      const me = await api<TMeResponse>(context, 'GET', '/api/me');
      const school = me.schools[0];
      const marker = `E2E ${label} ${Date.now()}`;

      // Validation messages of spec 000 §5 "Log entry", where they belong.
      const dialog = await LogEntryDialog.open(page);
      await dialog.save();
      await expect(dialog.text('This field is required').count()).resolves.toBeGreaterThanOrEqual(3);
      const quantity = dialog.quantity;
      for (const [value, message] of [
        ['0', 'This must be greater than 0'],
        ['2.5', 'This must be a whole number'],
        [
          '21',
          'This must be less than or equal to 20. If you need a higher number, please log multiple entries.',
        ],
      ] as const) {
        await quantity.fill(value);
        await dialog.save();
        await dialog.text(message).waitFor();
      }
      await dialog.item.fill('no such item');
      await dialog.comment.click();
      await dialog.text('Please choose from provided options').waitFor();

      // With no category chosen, the item reads 'label (category)' and sets both.
      await dialog.chooseItem('propped', 'Exterior door propped open (Doors and Access Control)');
      await dialog.expectCategory('Doors and Access Control');
      // A chosen option is valid: the earlier messages on category and item go away.
      await expect(dialog.text('Please choose from provided options').count()).resolves.toBe(0);
      await dialog.opinion('Concern');
      await quantity.fill('2');
      await dialog.location.fill('Gym Door E2E');
      await dialog.comment.fill(marker);
      await dialog.addTag('  E2E-Tag ');
      await dialog.addPictures([
        { name: 'first.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1600, 1200, 200) },
        { name: 'second.jpg', mimeType: 'image/jpeg', buffer: await jpeg(900, 600, 40) },
      ]);
      await screenshot(page, `log-entry-dialog-${label}`);
      // A double click must still log one entry.
      await dialog.button('Save').dblclick();
      await page.getByText('You just logged an entry!').waitFor();
      await page.getByRole('button', { name: 'View', exact: true }).click();
      const entryPage = await EntryPage.arrive(page);
      const entryId = entryPage.entryId;
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
            .getByRole('img', { name: /^Picture/ })
            .evaluateAll(
              (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth === 500).length,
            ),
        )
        .toBe(2);
      await screenshot(page, `entry-page-${label}`);

      // Edit.
      const edit = await entryPage.edit();
      await edit.quantity.fill('3');
      await edit.save();
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
        const explorer = await EntriesExplorer.visit(page, filter);
        await explorer.expectEntry(marker);
      }
      await visit(page, '/entries?entryTypes=praise&tag=e2e-tag');
      await page
        .getByText(
          'There are no entries that meet your search criteria. Try updating the filters or logging an entry.',
        )
        .waitFor();
      await screenshot(page, `entries-empty-${label}`);

      // Download the CSV of the filtered set.
      const explorer = await EntriesExplorer.visit(page, 'tag=e2e-tag');
      await page.getByText(marker).waitFor();
      await screenshot(page, `entries-explorer-${label}`);
      const csv = (await explorer.download('CSV')).toString('utf8');
      expect(csv.split('\n')[0]).toContain('Entry #,Date,Time,School,Opinion,Category,Item');
      expect(csv).toContain(marker);
      // And its PDF report (the page's text is compressed: check the file is a PDF with the title).
      const pdf = await explorer.download('PDF');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toContain('Entries Report');

      // Open it from the explorer and delete it.
      await (await explorer.openFirst(entryId)).delete();
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
    await EntryPage.visit(page, entry.id);
    await page.getByText('Exit paths clear before the drill').waitFor();

    const edited = await educator.request.patch(`/api/entries/${entry.id}`, {
      headers: sameOrigin(),
      data: { comment: 'Exit paths clear, checked twice' },
    });
    expect(edited.status()).toBe(200);
    await page.getByText('Exit paths clear, checked twice').waitFor();
    await screenshot(page, 'entry-live-update-desktop');

    const deleted = await educator.request.delete(`/api/entries/${entry.id}`, { headers: sameOrigin() });
    expect(deleted.status()).toBe(204);
    await arrive(page, /\/entries$/);
    await educator.close();
    await principal.close();
  });

  it.each(['en-US', 'es-ES'])(
    'tables and toolbars at 1280 px (%s): the entries toolbar keeps Download PDF beside Download CSV, not alone on a row',
    (locale) =>
      asSignedIn(
        browser(),
        { viewport: DESKTOP, locale, email: 'district_safety_coordinator@demo.schooldog.test' },
        async (page) => {
          await visit(page, '/entries', page.getByRole('link', { name: /^Descargar PDF$|^Download PDF$/ }));
          const top = async (name: RegExp) =>
            (await page.getByRole('link', { name }).boundingBox())?.y ?? Number.NaN;
          expect(await top(/^(Download|Descargar) PDF$/)).toBe(await top(/^(Download|Descargar) CSV$/));
          await screenshot(page, `entries-toolbar-desktop-${locale}`);
        },
      ),
  );
});
