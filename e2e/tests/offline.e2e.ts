import type { TEntry } from '@schooldog/domain';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, openActionMenuItem, signInAndWait, waitUntilClosed } from '../support/app.js';
import { jpeg } from '../support/pictures.js';
import { newContext, PHONE, screenshot, useBrowser, waitForServiceWorker } from '../support/browser.js';
import { outboxSize, savedQueries } from '../support/outbox.js';

const SCHOOL = 'Lakeview Elementary School';
const WALK_PATH = /\/walks\/walk\/([A-Za-z0-9]{20})$/;
const LOGGED = 20;
const EDITED = [2, 7, 11];
const DELETED = 15;

/** The offline notice comes when the connection goes (or the app opens offline); OK closes it. */
async function closeOfflineNotice(page: Page) {
  const notice = page.getByRole('dialog', { name: /^You are offline/ });
  if (await notice.isVisible().catch(() => false)) {
    await notice.getByRole('button', { name: 'OK' }).click();
    await waitUntilClosed(notice);
  }
}

async function openStartWalk(page: Page) {
  await openActionMenuItem(page, 'Start Walk');
  return page.getByRole('dialog', { name: 'Start a SchoolDog Walk' });
}

async function logEntry(page: Page, index: number) {
  const praise = index % 2 === 0;
  await page
    .getByRole('button', { name: `Log an entry in ${praise ? 'Hallways' : 'Doors and Access Control'}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Log Entry' });
  const item = praise ? 'Exit paths clear' : 'Exterior door propped open';
  const itemField = dialog.getByRole('combobox', { name: /^Item/ });
  await itemField.fill(item);
  await page.getByRole('option', { name: item, exact: true }).click();
  // The choice is made (the list closed on it), not only typed.
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await expect.poll(() => itemField.inputValue()).toBe(item);
  await dialog.getByRole('button', { name: praise ? 'Praise' : 'Concern' }).click();
  await dialog.getByLabel(/^Comment/).fill(`Offline entry #${index}`);
  await dialog
    .locator('input[type=file][multiple]')
    .setInputFiles([
      { name: `offline-${index}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(800, 600, 10 * index) },
    ]);
  await dialog.getByRole('button', { name: 'Remove picture 1' }).waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await waitUntilClosed(dialog);
}

/** The walk's entries on a phone: the floating entries button opens them in a drawer. */
async function openEntries(page: Page, count: number): Promise<Locator> {
  await page.getByRole('button', { name: `Show entries (${count} entries)` }).click();
  return page.locator('.MuiDrawer-paper').getByRole('region', { name: 'Entries' });
}

async function closeEntries(drawer: Locator) {
  await drawer.getByRole('button', { name: 'Close' }).click();
  await drawer.waitFor({ state: 'detached' });
}

function cardOf(drawer: Locator, comment: string) {
  return drawer.getByRole('listitem').filter({ hasText: comment });
}

async function walkEntries(context: BrowserContext, walkId: string) {
  return (await api<{ entries: TEntry[] }>(context, 'GET', `/api/walks/${walkId}/entries`)).entries;
}

describe('offline', () => {
  const browser = useBrowser();

  it('on a phone with no network: reload, start a walk, log 20 entries with pictures, edit 3, delete 1, reload twice; back online the server holds the 19 entries, each once', async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    await signInAndWait(page, 'principal@demo.schooldog.test');
    await waitForServiceWorker(page);
    // Screens visited online are what the device keeps for later.
    await page.goto('/walks');
    await page.getByRole('heading', { name: 'SchoolDog Walks' }).waitFor();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Actions' }).waitFor();
    // The categories and items (for logging) and the user's walks are saved on the device.
    await expect
      .poll(() => savedQueries(page), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['["observation-settings"]', '["walks","current",""]']));

    await context.setOffline(true);
    await page.getByRole('dialog', { name: /^You are offline/ }).waitFor();
    await screenshot(page, 'offline-notice-phone');
    await closeOfflineNotice(page);
    await page.getByText('Offline', { exact: true }).waitFor();
    await screenshot(page, 'offline-dashboard-phone');

    // A reload with no network opens the app from the service worker and the device's copy.
    await page.reload();
    await closeOfflineNotice(page);
    await page.getByRole('button', { name: 'Actions' }).waitFor();

    const start = await openStartWalk(page);
    await expect(start.getByRole('combobox', { name: /^School/ }).textContent()).resolves.toContain(SCHOOL);
    await start.getByRole('button', { name: 'Start Walk' }).click();
    await page.waitForURL(WALK_PATH);
    const walkId = WALK_PATH.exec(new URL(page.url()).pathname)?.[1] ?? '';
    await closeOfflineNotice(page);
    await page.getByRole('button', { name: 'Start Logging Entries' }).click();
    await page.getByRole('heading', { name: 'Log an entry' }).waitFor();

    for (let index = 0; index < LOGGED; index += 1) await logEntry(page, index);
    await page.getByRole('button', { name: /unsynced changes$/ }).waitFor();
    await screenshot(page, 'offline-walk-queued-phone');

    let drawer = await openEntries(page, LOGGED);
    for (const index of EDITED) {
      await cardOf(drawer, `Offline entry #${index}`).getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Entry' });
      await edit.getByLabel(/^Comment/).fill(`Offline entry #${index} (edited)`);
      await edit.getByRole('button', { name: 'Save' }).click();
      await waitUntilClosed(edit);
      await cardOf(drawer, `Offline entry #${index} (edited)`).waitFor();
    }
    await cardOf(drawer, `Offline entry #${DELETED}`).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Entry' });
    await edit.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete permanently' }).click();
    await waitUntilClosed(edit);
    await cardOf(drawer, `Offline entry #${DELETED}`).waitFor({ state: 'detached' });
    await closeEntries(drawer);

    // Nothing is lost by reloading, twice, still offline.
    for (const round of [1, 2]) {
      await page.reload();
      await closeOfflineNotice(page);
      // A walk with entries asks whether to go on (with the offline notice).
      const carryOn = page.getByRole('dialog', { name: 'Continue this SchoolDog Walk?' });
      await carryOn.getByText('You are offline. Entries you log are saved on this device').waitFor();
      if (round === 2) await screenshot(page, 'offline-continue-dialog-phone');
      await carryOn.getByRole('button', { name: 'Keep Logging Entries' }).click();
      await waitUntilClosed(carryOn);
      drawer = await openEntries(page, LOGGED - 1);
      await cardOf(drawer, `Offline entry #${EDITED[0]} (edited)`).waitFor();
      await expect(drawer.getByRole('img', { name: /^Picture/ }).count()).resolves.toBeGreaterThan(0);
      if (round === 2) await screenshot(page, 'offline-walk-entries-after-reload-phone');
      await closeEntries(drawer);
    }
    expect(await outboxSize(page)).toBe(1 + LOGGED + EDITED.length + 1);
    await page.getByRole('button', { name: /unsynced changes$/ }).click();
    await page.getByRole('dialog', { name: 'Unsynced changes' }).waitFor();
    await screenshot(page, 'offline-sync-panel-phone');
    await page.getByRole('button', { name: 'Close' }).click();

    // Back online: everything is pushed in order, pictures first.
    await context.setOffline(false);
    await expect.poll(() => outboxSize(page), { timeout: 60_000, interval: 500 }).toBe(0);
    const entries = await walkEntries(context, walkId);
    const kept = entries.filter((entry) => !entry.isDeleted);
    expect(kept).toHaveLength(LOGGED - 1);
    const comments = kept.map((entry) => entry.comment).sort();
    const expected = Array.from({ length: LOGGED }, (_, index) => index)
      .filter((index) => index !== DELETED)
      .map((index) => `Offline entry #${index}${EDITED.includes(index) ? ' (edited)' : ''}`)
      .sort();
    expect(comments).toEqual(expected);
    for (const entry of kept) {
      expect(entry.imagePaths).toHaveLength(1);
      const picture = await context.request.get(`/api/files/${entry.imagePaths[0]}`);
      expect(picture.status()).toBe(200);
    }
    const walk = await api<{ status: string; entryCount: number }>(context, 'GET', `/api/walks/${walkId}`);
    expect(walk).toMatchObject({ status: 'inprogress', entryCount: LOGGED - 1 });
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('ImageUploadDB');
              open.onsuccess = () => {
                const count = open.result.transaction('images').objectStore('images').count();
                count.onsuccess = () => resolve(count.result);
              };
            }),
        ),
      )
      .toBe(0);
    await context.close();
  }, 300_000);
});
