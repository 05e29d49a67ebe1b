import type {
  TDataProfileOptionPage,
  TInsightChoices,
  TMeResponse,
  TSchoolDataProfiles,
  TSchoolLeaderboard,
} from '@schooldog/domain';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, call, signInThroughApi, waitUntilClosed } from '../support/app.js';
import {
  DESKTOP,
  newContext,
  PHONE,
  screenshot,
  useBrowser,
  waitForServiceWorker,
} from '../support/browser.js';
import { outboxSize, savedQueries } from '../support/outbox.js';
import { LogEntryDialog } from '../support/pages/log-entry-dialog.js';
import { qrLinksOf } from '../../apps/server/src/test/room-labels.js';
import { signedInContext } from '../support/safety-alerts.js';
import { dialogNamed, visit } from '../support/screens.js';

/*
 * Issue 27: the dashboard's cards, favourite insights and room pages. Demo people no other e2e file
 * signs in as, so their dashboards and favourites are this file's own: a read-only coordinator at
 * each width, and a district custodial supervisor who walks.
 */
const COORDINATOR = 'district_nonsafety_coordinator@demo.schooldog.test';
const DESKTOP_COORDINATOR = 'sro_district@demo.schooldog.test';
const WALKER = 'custodial_supervisor@demo.schooldog.test';
// The safety coordinator manages data profiles: only the labels sheet is read as them.
const LABELS_PRINTER = 'district_safety_coordinator@demo.schooldog.test';
const ROOM = 'Room 206';
const FAVORITES = 'Favorite Insights';

interface Room {
  schoolId: string;
  schoolName: string;
  profileId: string;
  optionId: string;
}

/** The demo school leading this month's leaderboard (so one more entry shows on it) and its room. */
async function leadingSchoolRoom(context: BrowserContext): Promise<Room> {
  const board = await api<TSchoolLeaderboard>(context, 'GET', '/api/leaderboards/schools');
  const me = await api<TMeResponse>(context, 'GET', '/api/me');
  const school = board.schools[0] ?? { schoolId: me.schools[0]?.id ?? '', name: me.schools[0]?.name ?? '' };
  const { profiles } = await api<TSchoolDataProfiles>(
    context,
    'GET',
    `/api/schools/${school.schoolId}/data-profiles`,
  );
  const profile = profiles.find((candidate) => candidate.options.some((option) => option.name === ROOM));
  const option = profile?.options.find((candidate) => candidate.name === ROOM);
  if (!profile || !option) throw new Error(`${school.name} has no ${ROOM}`);
  return { schoolId: school.schoolId, schoolName: school.name, profileId: profile.id, optionId: option.id };
}

const leaderboardCount = async (context: BrowserContext, schoolId: string) =>
  (await api<TSchoolLeaderboard>(context, 'GET', '/api/leaderboards/schools')).schools.find(
    (school) => school.schoolId === schoolId,
  )?.count ?? 0;

const roomPage = (context: BrowserContext, room: Room) =>
  api<TDataProfileOptionPage>(
    context,
    'GET',
    `/api/data-profiles/${room.profileId}/options/${room.optionId}`,
  );

/** '1 entry', '2 entries': how the app counts entries in English. */
const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

/** A room page's count line: '3 entries · most recent Nov 29, 2026'. */
const roomCount = (page: Page, count: number) =>
  page.getByRole('main').getByText(new RegExp(`^${entries(count)}( ·|$)`));

const roomPath = (room: Room) => `/dataProfiles/${room.schoolId}/${room.profileId}/${room.optionId}`;

/** On a phone the cards sit behind 'View dashboard'; opens them there. */
async function showCards(page: Page) {
  const expander = page.getByRole('button', { name: 'View dashboard' });
  if ((await expander.isVisible()) && (await expander.getAttribute('aria-expanded')) === 'false')
    await expander.click();
  await page.getByRole('button', { name: 'Customize Dashboard' }).waitFor();
}

/** The names of the Customize dialog's cards, top to bottom. */
async function customizeOrder(dialog: Locator): Promise<string[]> {
  const handles = await dialog.getByRole('button', { name: /^Drag / }).all();
  return Promise.all(
    handles.map(async (handle) => ((await handle.getAttribute('aria-label')) ?? '').replace(/^Drag /, '')),
  );
}

async function openCustomize(page: Page): Promise<Locator> {
  await showCards(page);
  await page.getByRole('button', { name: 'Customize Dashboard' }).click();
  return dialogNamed(page, 'Customize Dashboard');
}

/** The names of the dashboard's cards (sections named by their headings) from the top. */
const dashboardCards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('region')
    .evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-labelledby') ?? ''))
    .then((ids) =>
      page.evaluate(
        (headingIds) => headingIds.map((id) => document.getElementById(id)?.textContent?.trim() ?? ''),
        ids,
      ),
    );

describe('dashboard, favourite insights and room labels (issue 27)', () => {
  const browser = useBrowser();

  it('on a phone: the coordinator moves Favorite Insights to the top with the keyboard and saves a tag insight as a favourite, seen as the first card; a walker scans a room label and logs an entry there offline; after sync the room and the leaderboard count it', async () => {
    const coordinator = await signedInContext(browser(), PHONE, COORDINATOR);
    const walker = await signedInContext(browser(), PHONE, WALKER);
    const printer = await newContext(browser(), { viewport: PHONE });
    try {
      const { page } = coordinator;
      const room = await leadingSchoolRoom(coordinator.context);
      const roomBefore = (await roomPage(coordinator.context, room)).count;
      const boardBefore = await leaderboardCount(coordinator.context, room.schoolId);
      const tag = (await api<TInsightChoices>(coordinator.context, 'GET', '/api/insights/choices')).tags[0];
      if (!tag) throw new Error('the demo entries have no tags');
      const favoriteName = `Tag ${tag} (phone)`;

      // 1. Customize Dashboard: Favorite Insights goes to the top with the arrow key on its handle.
      const dialog = await openCustomize(page);
      const before = await customizeOrder(dialog);
      expect(before).toContain(FAVORITES);
      const handle = dialog.getByRole('button', { name: `Drag ${FAVORITES}` });
      await handle.focus();
      for (let position = before.indexOf(FAVORITES); position > 0; position -= 1) {
        await page.keyboard.press('ArrowUp');
        await dialog.getByText(`${FAVORITES} moved to position ${position} of ${before.length}.`).waitFor();
      }
      expect(await customizeOrder(dialog)).toEqual([
        FAVORITES,
        ...before.filter((name) => name !== FAVORITES),
      ]);
      await screenshot(page, 'dashboard-customize-phone');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await waitUntilClosed(dialog);
      await page.getByText('Dashboard saved').waitFor();
      const me = await api<TMeResponse>(coordinator.context, 'GET', '/api/me');
      expect(me.user.dashboardOrder[0]).toMatchObject({ value: 'favoriteInsights', isDisabled: false });

      // 2. Insights by tag, added to the favourites.
      await visit(page, '/insights', page.getByRole('heading', { name: 'Insights', level: 1 }));
      await page.getByRole('combobox', { name: 'View' }).click();
      await page.getByRole('option', { name: 'Tag' }).click();
      await page.getByRole('combobox', { name: 'Tag', exact: true }).fill(tag);
      await page.getByRole('option', { name: tag, exact: true }).click();
      await page.getByRole('button', { name: 'Add to favorites' }).click();
      const naming = await dialogNamed(page, 'Add to favorites');
      await naming.getByLabel(/^Name/).fill(favoriteName);
      await naming.getByRole('button', { name: 'Save' }).click();
      await waitUntilClosed(naming);
      const favorites = page.getByRole('region', { name: 'Favorites' });
      await favorites.getByRole('button', { name: `Show ${favoriteName}` }).waitFor();
      await screenshot(page, 'insights-favorite-phone');

      // 3. The favourite is the dashboard's first card.
      await visit(page, '/dashboard', page.getByRole('button', { name: 'Actions' }));
      await showCards(page);
      await page.getByRole('region', { name: favoriteName }).waitFor();
      // The Action Panel stays above the cards (spec 000 §2); the cards follow the saved order.
      await expect
        .poll(() => dashboardCards(page).then((names) => names.filter((name) => name !== 'Action Panel')[0]))
        .toBe(favoriteName);
      await screenshot(page, 'dashboard-favorite-card-phone');

      // 4. The walker's phone keeps the school's rooms, then loses the network.
      await signInThroughApi(printer, LABELS_PRINTER);
      const pdf = await printer.request.get(`/api/data-profiles/${room.profileId}/labels.pdf`);
      expect(pdf.status()).toBe(200);
      const link = qrLinksOf(await pdf.body()).find(
        (candidate) => new URL(candidate).searchParams.get('optionId') === room.optionId,
      );
      expect(link, `a QR code for ${ROOM}`).toBeDefined();
      const scanned = new URL(link ?? '');
      expect(scanned.pathname).toBe('/log');
      expect(Object.fromEntries(scanned.searchParams)).toEqual({
        schoolId: room.schoolId,
        profileId: room.profileId,
        optionId: room.optionId,
      });

      const walking = walker.page;
      await visit(walking, '/entries', walking.getByRole('button', { name: 'Actions' }));
      await waitForServiceWorker(walking);
      await expect
        .poll(() => savedQueries(walking))
        .toEqual(
          expect.arrayContaining([
            '["observation-settings"]',
            `["dataProfiles","school","${room.schoolId}"]`,
          ]),
        );
      await walker.context.setOffline(true);
      const notice = await dialogNamed(walking, /^You are offline/);
      await notice.getByRole('button', { name: 'OK' }).click();
      await waitUntilClosed(notice);

      // 5. The scanned link opens Log Entry with the room filled in, offline.
      await visit(walking, scanned.href, walking.getByRole('dialog', { name: 'Log Entry' }));
      const entry = await new LogEntryDialog(walking).ready();
      await expect(entry.location.inputValue()).resolves.toBe(ROOM);
      await entry.chooseItem(
        'Exterior door propped open',
        'Exterior door propped open (Doors and Access Control)',
      );
      await walking.getByRole('listbox').waitFor({ state: 'detached' });
      await entry.opinion('Concern');
      const comment = `Scanned ${ROOM} label ${Date.now()}`;
      await entry.comment.fill(comment);
      await screenshot(walking, 'room-label-log-entry-offline-phone');
      await entry.saveAndClose();
      expect(await outboxSize(walking)).toBe(1);

      // 6. Back online: the entry syncs; the room and the leaderboard count it.
      await walker.context.setOffline(false);
      await expect.poll(() => outboxSize(walking), { interval: 500 }).toBe(0);
      expect((await roomPage(coordinator.context, room)).count).toBe(roomBefore + 1);
      expect(await leaderboardCount(coordinator.context, room.schoolId)).toBe(boardBefore + 1);

      await visit(page, roomPath(room), page.getByRole('heading', { name: ROOM, level: 1 }));
      await roomCount(page, roomBefore + 1).waitFor();
      await page.getByText(comment).waitFor();
      await screenshot(page, 'room-page-after-sync-phone');

      await visit(page, '/dashboard', page.getByRole('button', { name: 'Actions' }));
      await showCards(page);
      const leaderboard = page.getByRole('region', { name: 'School Leaderboard' });
      await leaderboard.getByText(new RegExp(`· ${entries(boardBefore + 1)}$`)).waitFor();
      await screenshot(page, 'dashboard-leaderboard-after-sync-phone');
    } finally {
      await Promise.all([coordinator.context.close(), walker.context.close(), printer.close()]);
    }
  });

  it('at 1280 px: the Customize dialog, the dashboard with a favourite card, insights and a room page', async () => {
    const { context, page } = await signedInContext(browser(), DESKTOP, DESKTOP_COORDINATOR);
    try {
      const room = await leadingSchoolRoom(context);
      const tag = (await api<TInsightChoices>(context, 'GET', '/api/insights/choices')).tags[0] ?? '';
      const favoriteName = `Tag ${tag} (desktop)`;
      await call(
        context,
        'POST',
        '/api/me/favorite-insights',
        {
          insightName: favoriteName,
          viewMode: 'tag',
          selectedCategoryId: null,
          selectedItemId: null,
          selectedLocation: null,
          locationSchoolId: null,
          selectedUserId: null,
          selectedTag: tag,
          observationType: 'all',
        },
        200,
      );

      await visit(page, '/dashboard', page.getByRole('button', { name: 'Actions' }));
      await showCards(page);
      await page.getByRole('region', { name: favoriteName }).waitFor();
      await screenshot(page, 'dashboard-favorite-card-desktop');

      const dialog = await openCustomize(page);
      expect(await customizeOrder(dialog)).toContain(FAVORITES);
      await screenshot(page, 'dashboard-customize-desktop');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await waitUntilClosed(dialog);

      await visit(page, '/insights', page.getByRole('heading', { name: 'Insights', level: 1 }));
      await page.getByRole('button', { name: `Show ${favoriteName}` }).click();
      await expect(page.getByRole('combobox', { name: 'Tag', exact: true }).inputValue()).resolves.toBe(tag);
      await screenshot(page, 'insights-favorite-desktop');

      const { count } = await roomPage(context, room);
      await visit(page, roomPath(room), page.getByRole('heading', { name: ROOM, level: 1 }));
      await roomCount(page, count).waitFor();
      await page.getByRole('heading', { name: 'Entries per month' }).waitFor();
      await screenshot(page, 'room-page-desktop');
    } finally {
      await context.close();
    }
  });
});
