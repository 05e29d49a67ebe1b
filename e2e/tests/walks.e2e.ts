import { readFileSync } from 'node:fs';
import type { TWalk } from '@schooldog/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, openActionMenuItem, signInAndWait } from '../support/app.js';
import { newContext, screenshot, useBrowser, WIDTHS } from '../support/browser.js';

// Demo people (apps/server/src/seed/demo.ts): all school-level roles are at Lakeview.
const SCHOOL = 'Lakeview Elementary School';
const LEADER = 'principal@demo.schooldog.test'; // Maria Alvarez
const COLLABORATOR = { email: 'assistant_principal@demo.schooldog.test', name: 'Kevin Osei' };
const REVIEWER = { email: 'district_safety_coordinator@demo.schooldog.test', name: 'Dana Whitfield' };
const WALK_PATH = /\/walks\/walk\/([A-Za-z0-9]{20})$/;

/** Start Walk: from the dashboard's walks card, or from the floating action menu (hover, or a tap). */
async function openStartWalk(page: Page, from: 'dashboard card' | 'action menu') {
  if (from === 'dashboard card') {
    await page.goto('/dashboard');
    await page
      .getByRole('region', { name: 'My Current Walks' })
      .getByRole('button', { name: 'Start Walk' })
      .click();
  } else {
    await openActionMenuItem(page, 'Start Walk');
  }
  return page.getByRole('dialog', { name: 'Start a SchoolDog Walk' });
}

/** A category tile → the Log Entry dialog (category preset) → item, opinion, comment → Save. */
async function logEntry(
  page: Page,
  entry: { category: string; item: string; opinion: 'Concern' | 'Praise'; comment: string },
) {
  await page.getByRole('button', { name: `Log an entry in ${entry.category}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Entry' });
  await expect(dialog.getByRole('combobox', { name: /^Category/ }).textContent()).resolves.toContain(
    entry.category,
  );
  await dialog.getByRole('combobox', { name: /^Item/ }).fill(entry.item);
  await page.getByRole('option', { name: entry.item, exact: true }).click();
  await dialog.getByRole('button', { name: entry.opinion }).click();
  await dialog.getByLabel(/^Comment/).fill(entry.comment);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('You just logged an entry!').waitFor();
}

/** Finish tab → Review and Complete → Send for review to the reviewer → 'Sent for review' → OK. */
async function sendForReview(page: Page, label: string, round: number) {
  await page.getByRole('tab', { name: 'Complete SchoolDog Walk' }).click();
  await page.getByRole('button', { name: 'Review and Complete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review and Complete' });
  await expect(dialog.getByRole('radio', { name: 'Send for review' }).isChecked()).resolves.toBe(true);
  // Without a reviewer: 'This field is required'.
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await dialog.getByText('This field is required').waitFor();
  await dialog.getByRole('combobox', { name: /^Reviewer/ }).click();
  const reviewers = await page.getByRole('option').allInnerTexts();
  expect(reviewers).toContain(REVIEWER.name);
  expect(reviewers, 'the leader never reviews their own walk').not.toContain('Maria Alvarez');
  await page.getByRole('option', { name: REVIEWER.name, exact: true }).click();
  if (round === 1) await screenshot(page, `walk-send-for-review-${label}`);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  const sent = page.getByRole('dialog', { name: 'Sent for review' });
  await sent.getByText(`This SchoolDog Walk was sent to ${REVIEWER.name} for review.`).waitFor();
  await sent.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(/\/review$/);
  await page.getByText(`Awaiting review by ${REVIEWER.name}`).first().waitFor();
  await page.getByText('Only the reviewer of this SchoolDog Walk can answer.').waitFor();
}

/** The reviewer's Team Walks, filtered to what awaits their action (Filters drawer). */
async function showWalksAwaitingMe(page: Page) {
  await page.getByRole('tab', { name: 'Team Walks' }).click();
  await page.waitForURL(/currentTab=1/);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const awaitingMyAction = drawer.getByRole('switch', { name: 'Awaiting my action' });
  // Not check(): the switch follows the query string, a moment after the click.
  await awaitingMyAction.click();
  await page.waitForURL(/awaitingMyAction=true/);
  await expect.poll(() => awaitingMyAction.isChecked()).toBe(true);
  await drawer.getByRole('button', { name: 'Show walks' }).click();
  await drawer.waitFor({ state: 'hidden' });
}

async function walkOf(context: BrowserContext, walkId: string): Promise<TWalk> {
  return api<TWalk>(context, 'GET', `/api/walks/${walkId}`);
}

describe('walks', () => {
  const browser = useBrowser();

  it.each(WIDTHS)(
    'on a %s: start a walk with a collaborator, log entries live in two browsers, send for review, get revisions, resubmit, approve, download the CSV and the report',
    { timeout: 120_000 },
    async (label, viewport) => {
      const stamp = `${label} ${Date.now()}`;
      const leaderComment = `Leader E2E walk entry ${stamp}`;
      const collaboratorComment = `Collaborator E2E walk entry ${stamp}`;
      const reviewComment = `Please add the weather and a note on the gym door (${stamp})`;
      const finalNote = `Gym door fixed by the custodian the same day (${stamp})`;

      // 1. The principal starts a walk at their school with the assistant principal.
      const leader = await newContext(browser(), { viewport });
      const leaderPage = await leader.newPage();
      await signInAndWait(leaderPage, LEADER);
      const start = await openStartWalk(leaderPage, label === 'phone' ? 'dashboard card' : 'action menu');
      const school = start.getByRole('combobox', { name: /^School/ });
      // Required (a principal with one school has it chosen for them).
      await start
        .locator('label')
        .filter({ hasText: /^School\s*\*$/ })
        .waitFor();
      await expect(school.textContent()).resolves.toContain(SCHOOL);
      await start.getByRole('combobox', { name: 'Collaborators (optional)' }).fill('Kevin');
      await expect(leaderPage.getByRole('option').allInnerTexts()).resolves.not.toContain('Maria Alvarez');
      await leaderPage.getByRole('option', { name: COLLABORATOR.name, exact: true }).click();
      await start.getByRole('button', { name: COLLABORATOR.name }).waitFor();
      await screenshot(leaderPage, `walk-start-dialog-${label}`);
      await start.getByRole('button', { name: 'Start Walk' }).click();
      await leaderPage.waitForURL(WALK_PATH);
      const walkId = WALK_PATH.exec(new URL(leaderPage.url()).pathname)?.[1] ?? '';
      await leaderPage.getByText('SchoolDog Walk started').waitFor();
      await leaderPage.getByRole('heading', { name: `${SCHOOL} SchoolDog Walk`, level: 1 }).waitFor();
      // A new walk opens on the intro tab, with its history.
      await expect(
        leaderPage.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected'),
      ).resolves.toBe('true');
      await screenshot(leaderPage, `walk-intro-${label}`);
      const created = await walkOf(leader, walkId);
      expect(created).toMatchObject({ status: 'inprogress', walkType: 'school' });
      expect(created.collaborators).toHaveLength(1);
      await leaderPage.getByRole('button', { name: 'Start Logging Entries' }).click();
      await leaderPage.getByRole('heading', { name: 'Log an entry' }).waitFor();

      // The collaborator finds the walk in My Walks, in their own browser.
      const collaborator = await newContext(browser(), { viewport });
      const collaboratorPage = await collaborator.newPage();
      await signInAndWait(collaboratorPage, COLLABORATOR.email);
      await collaboratorPage.goto('/walks');
      await collaboratorPage.getByRole('heading', { name: 'SchoolDog Walks' }).waitFor();
      const card = collaboratorPage.getByRole('listitem').filter({
        has: collaboratorPage.getByRole('button', { name: `Open the walk at ${SCHOOL}` }),
      });
      // Newest first: this walk is the first card.
      await card.first().getByText('Maria Alvarez').waitFor();
      await expect(card.first().textContent()).resolves.toContain(COLLABORATOR.name);
      await screenshot(collaboratorPage, `walks-list-${label}`);
      await card
        .first()
        .getByRole('button', { name: `Open the walk at ${SCHOOL}` })
        .click();
      await collaboratorPage.waitForURL(new RegExp(`/walks/walk/${walkId}$`));
      await collaboratorPage.getByRole('tab', { name: 'Log Entries' }).click();
      await collaboratorPage.getByRole('heading', { name: 'Log an entry' }).waitFor();
      await collaboratorPage
        .getByText('No entries have been logged in this SchoolDog Walk yet.')
        .first()
        .waitFor();

      // 2. Each logs an entry; the other sees it appear without a reload.
      await logEntry(leaderPage, {
        category: 'Hallways',
        item: 'Exit paths clear',
        opinion: 'Praise',
        comment: leaderComment,
      });
      await leaderPage.getByText(leaderComment).first().waitFor();
      await collaboratorPage.getByText(leaderComment).first().waitFor({ timeout: 10_000 });
      await logEntry(collaboratorPage, {
        category: 'Doors and Access Control',
        item: 'Exterior door propped open',
        opinion: 'Concern',
        comment: collaboratorComment,
      });
      await collaboratorPage.getByText(collaboratorComment).first().waitFor();
      await leaderPage.getByText(collaboratorComment).first().waitFor({ timeout: 10_000 });
      await screenshot(leaderPage, `walk-log-entries-${label}`);
      if (label === 'desktop') {
        await leaderPage
          .getByRole('complementary', { name: 'Entries' })
          .getByRole('heading', { name: '2 entries' })
          .waitFor();
      } else {
        // On a phone the entries open from the floating button (the action menu is not over it here).
        await leaderPage.getByRole('button', { name: 'Show entries (2 entries)' }).click();
        const drawer = leaderPage.locator('.MuiDrawer-paper').getByRole('region', { name: 'Entries' });
        await drawer.getByText(collaboratorComment).waitFor();
        await screenshot(leaderPage, `walk-entries-drawer-${label}`);
        await drawer.getByRole('button', { name: 'Close' }).click();
        await drawer.waitFor({ state: 'detached' });
      }
      // Only the leader can Review and Complete.
      await collaboratorPage.getByRole('tab', { name: 'Complete SchoolDog Walk' }).click();
      await collaboratorPage
        .getByText('Only the Leader for a SchoolDog Walk can Review and Complete.')
        .waitFor();
      await expect(
        collaboratorPage.getByRole('button', { name: 'Review and Complete' }).isDisabled(),
      ).resolves.toBe(true);

      // 3. The leader sends it for review to the district safety coordinator.
      await leaderPage.getByRole('tab', { name: 'Complete SchoolDog Walk' }).click();
      await leaderPage.getByRole('heading', { name: 'Additional context' }).waitFor();
      await screenshot(leaderPage, `walk-finish-${label}`);
      await sendForReview(leaderPage, label, 1);
      // The collaborator's screen follows the walk to /review by itself.
      await collaboratorPage.waitForURL(new RegExp(`/walks/walk/${walkId}/review$`), { timeout: 10_000 });

      // 4. The reviewer finds it in Team Walks, awaiting their action, and asks for revisions.
      const reviewer = await newContext(browser(), { viewport });
      const reviewerPage = await reviewer.newPage();
      await signInAndWait(reviewerPage, REVIEWER.email);
      await reviewerPage.goto('/walks');
      await showWalksAwaitingMe(reviewerPage);
      const awaiting = reviewerPage.getByRole('button', { name: `Open the walk at ${SCHOOL}` });
      await reviewerPage.getByText(`Awaiting review by ${REVIEWER.name}`).first().waitFor();
      await expect(awaiting.count()).resolves.toBe(1);
      await screenshot(reviewerPage, `walks-list-awaiting-review-${label}`);
      await awaiting.click();
      await reviewerPage.waitForURL(new RegExp(`/walks/walk/${walkId}/review$`));
      await reviewerPage.getByText('Everything look good?').waitFor();
      await reviewerPage.getByText(leaderComment).waitFor();
      await reviewerPage.getByText(collaboratorComment).waitFor();
      await screenshot(reviewerPage, `walk-review-${label}`);
      const submit = reviewerPage.getByRole('button', { name: 'Submit' });
      await expect(submit.isDisabled(), 'Submit waits for Yes or No').resolves.toBe(true);
      await reviewerPage.getByRole('radio', { name: 'No' }).check();
      await submit.click();
      await reviewerPage
        .getByText('You must provide Review Comments if you are requesting revisions.', { exact: true })
        .waitFor();
      await expect((await walkOf(reviewer, walkId)).status).toBe('review');
      await screenshot(reviewerPage, `walk-review-comments-required-${label}`);
      await reviewerPage.getByRole('textbox', { name: /^Review Comments/ }).fill(reviewComment);
      await submit.click();
      await reviewerPage.getByText('Revisions Requested').first().waitFor();
      await reviewerPage.waitForURL(/\/walks$/);

      // The walk is back with the leader: their screen follows it and says why.
      await leaderPage.waitForURL(new RegExp(`/walks/walk/${walkId}$`), { timeout: 10_000 });
      // First why it is back (with who asked), then the prompt to carry on or finish.
      const revisions = leaderPage.getByRole('dialog', { name: 'Revisions Requested' });
      await revisions.getByText(reviewComment).waitFor();
      expect(await revisions.getByText(/ asked for changes:$/).textContent()).toBe(
        `${REVIEWER.name} asked for changes:`,
      );
      await screenshot(leaderPage, `walk-revisions-requested-${label}`);
      await revisions.getByRole('button', { name: 'OK' }).click();
      await revisions.waitFor({ state: 'detached' });
      const carryOn = leaderPage.getByRole('dialog', { name: 'Continue this SchoolDog Walk?' });
      await carryOn.getByRole('button', { name: 'Finish Walk' }).click();
      await carryOn.waitFor({ state: 'detached' });
      await leaderPage.locator('header').getByText('Revisions Requested').waitFor();
      const history = (await walkOf(leader, walkId)).submissionHistory.at(-1);
      expect(history).toMatchObject({ revisionsRequested: true, comments: reviewComment });

      // 5. The leader adds the context asked for and resubmits; the reviewer, waiting on their list, approves.
      await reviewerPage.goto('/walks');
      await showWalksAwaitingMe(reviewerPage);
      await reviewerPage
        .getByText(
          'There are no SchoolDog Walks that meet your criteria. Try refining your search or starting a new SchoolDog Walk.',
        )
        .waitFor();
      await leaderPage.getByRole('tab', { name: 'Complete SchoolDog Walk' }).click();
      await leaderPage.getByRole('combobox', { name: /^Weather precipitation/ }).click();
      await leaderPage.getByRole('option', { name: 'Rain' }).click();
      await leaderPage.getByText('All changes saved').waitFor();
      await leaderPage.getByRole('textbox', { name: 'Final notes' }).fill(finalNote);
      await leaderPage.getByRole('textbox', { name: 'Final notes' }).blur();
      await expect
        .poll(async () => (await walkOf(leader, walkId)).context.additionalNotes, { timeout: 10_000 })
        .toBe(finalNote);
      // Saving one field keeps the others.
      expect((await walkOf(leader, walkId)).context.weatherPrecipitation).toBe('rain');
      await sendForReview(leaderPage, label, 2);
      // The reviewer's list shows it again without a reload.
      await reviewerPage
        .getByRole('button', { name: `Open the walk at ${SCHOOL}` })
        .click({ timeout: 10_000 });
      await reviewerPage.waitForURL(new RegExp(`/walks/walk/${walkId}/review$`));
      if (label === 'phone') {
        await reviewerPage.getByRole('button', { name: 'View Context' }).click();
        const contextDialog = reviewerPage.getByRole('dialog', { name: 'View Context' });
        await contextDialog.getByText(finalNote).waitFor();
        await screenshot(reviewerPage, `walk-review-context-${label}`);
        await contextDialog.getByRole('button', { name: 'Close' }).click();
        await contextDialog.waitFor({ state: 'detached' });
      } else {
        await reviewerPage.getByRole('complementary', { name: 'Context' }).getByText(finalNote).waitFor();
      }
      await reviewerPage.getByRole('radio', { name: 'Yes' }).check();
      await reviewerPage.getByRole('button', { name: 'Submit' }).click();
      await reviewerPage.waitForURL(new RegExp(`/walks/walk/${walkId}/complete$`));
      await reviewerPage.getByText('SchoolDog Walk Completed').waitFor();

      // 6. The complete view, read-only, follows for the leader; its CSV downloads.
      await leaderPage.waitForURL(new RegExp(`/walks/walk/${walkId}/complete$`), { timeout: 10_000 });
      await leaderPage.getByText(/^Completed /).waitFor();
      await leaderPage.getByText(leaderComment).waitFor();
      await leaderPage.getByText(collaboratorComment).waitFor();
      await leaderPage.getByText(finalNote).waitFor();
      for (const page of [leaderPage, reviewerPage, collaboratorPage]) {
        await page.getByText(leaderComment).waitFor();
        await expect(
          page.getByRole('button', { name: /^(Edit|Save|Review and Complete)$/ }).count(),
        ).resolves.toBe(0);
        await expect(page.getByRole('button', { name: /^Log an entry in/ }).count()).resolves.toBe(0);
        await expect(page.getByRole('textbox').count()).resolves.toBe(0);
        await expect(page.getByRole('combobox').count()).resolves.toBe(0);
        await expect(page.getByRole('tab').count()).resolves.toBe(0);
      }
      await collaboratorPage.waitForURL(new RegExp(`/walks/walk/${walkId}/complete$`));
      await screenshot(leaderPage, `walk-complete-${label}`);
      const [download] = await Promise.all([
        leaderPage.waitForEvent('download'),
        leaderPage.getByRole('link', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^${SCHOOL} - \\d{4}-\\d{2}-\\d{2} SchoolDog Walk - Entries\\.csv$`),
      );
      const csv = readFileSync((await download.path()) ?? '', 'utf8');
      expect(csv.split('\n')[0]).toContain('Entry #,Date,Time,School,Opinion,Category,Item');
      expect(csv).toContain(leaderComment);
      expect(csv).toContain(collaboratorComment);
      expect(csv.trim().split('\n')).toHaveLength(3);
      // And its reports (the principal may download entry reports at the school).
      const [report] = await Promise.all([
        leaderPage.waitForEvent('download'),
        leaderPage.getByRole('button', { name: 'Full Summative Report' }).click(),
      ]);
      expect(report.suggestedFilename()).toMatch(
        new RegExp(`^${SCHOOL} - \\d{4}-\\d{2}-\\d{2} SchoolDog Walk - Full Summative Report\\.pdf$`),
      );
      expect(
        readFileSync((await report.path()) ?? '')
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      const completed = await walkOf(leader, walkId);
      expect(completed).toMatchObject({ status: 'complete', entryCount: 2 });
      expect(completed.submissionHistory.map((step) => step.revisionsRequested ?? false)).toEqual([
        false,
        true,
        false,
        false,
      ]);

      // In the list it sits under Completed, and opens in its dialog.
      await leaderPage.goto('/walks?currentTab=0&subTab=1');
      await leaderPage
        .getByRole('button', { name: `Open the walk at ${SCHOOL}` })
        .first()
        .click();
      const completedDialog = leaderPage.getByRole('dialog', {
        name: 'This SchoolDog Walk has been completed',
      });
      await completedDialog.getByRole('link', { name: 'Download Entries (CSV)' }).waitFor();
      await screenshot(leaderPage, `walks-list-completed-${label}`);
      await completedDialog.getByRole('link', { name: 'View Details' }).click();
      await leaderPage.waitForURL(new RegExp(`/walks/walk/${walkId}/complete$`));

      await Promise.all([leader.close(), collaborator.close(), reviewer.close()]);
    },
  );
});
