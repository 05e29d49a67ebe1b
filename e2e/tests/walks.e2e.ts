import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkAccessibility } from '../support/a11y.js';
import { signInAndWait } from '../support/app.js';
import { newContext, PHONE, screenshot, useBrowser } from '../support/browser.js';
import { StartWalkDialog } from '../support/pages/start-walk-dialog.js';
import { WalkScreen } from '../support/pages/walk-screen.js';
import { WalksList } from '../support/pages/walks-list.js';
import { arrive, dialogNamed } from '../support/screens.js';
import { LEADER, REVIEWER, SCHOOL, sendForReview, walkOf } from '../support/walk-journey.js';

const COLLABORATOR = { email: 'assistant_principal@demo.schooldog.test', name: 'Kevin Osei' };

/** A category tile → the Log Entry dialog (category preset) → item, opinion, comment → Save. */
async function logEntry(
  walk: WalkScreen,
  entry: { category: string; item: string; opinion: 'Concern' | 'Praise'; comment: string },
) {
  const dialog = await walk.logEntryIn(entry.category);
  await dialog.expectCategory(entry.category);
  await dialog.chooseItem(entry.item);
  await dialog.opinion(entry.opinion);
  await dialog.comment.fill(entry.comment);
  await dialog.save();
  await dialog.dialog.waitFor({ state: 'detached' });
  await walk.page.getByText('You just logged an entry!').waitFor();
}

describe('walks', () => {
  const browser = useBrowser();

  // The journey in full on a phone, where walks are done; walk-screens.e2e.ts checks its screens on a desktop.
  it(
    'on a phone: start a walk with a collaborator, log entries live in two browsers, send for review, get revisions, resubmit, approve, download the CSV and the report',
    // axe-core checks each screen too: a few seconds more per screen.
    { timeout: 360_000 },
    async () => {
      const [label, viewport] = ['phone', PHONE] as const;
      const stamp = `${label} ${Date.now()}`;
      const leaderComment = `Leader E2E walk entry ${stamp}`;
      const collaboratorComment = `Collaborator E2E walk entry ${stamp}`;
      const reviewComment = `Please add the weather and a note on the gym door (${stamp})`;
      const finalNote = `Gym door fixed by the custodian the same day (${stamp})`;

      // 1. The principal starts a walk at their school with the assistant principal.
      const leader = await newContext(browser(), { viewport });
      const leaderPage = await leader.newPage();
      await signInAndWait(leaderPage, LEADER);
      const start = await StartWalkDialog.open(leaderPage, 'dashboard card');
      // Required (a principal with one school has it chosen for them).
      await start.requiredSchoolLabel.waitFor();
      await expect(start.school.textContent()).resolves.toContain(SCHOOL);
      await start.collaborators.fill('Kevin');
      await expect(leaderPage.getByRole('option').allInnerTexts()).resolves.not.toContain('Maria Alvarez');
      await leaderPage.getByRole('option', { name: COLLABORATOR.name, exact: true }).click();
      await start.dialog.getByRole('button', { name: COLLABORATOR.name }).waitFor();
      await screenshot(leaderPage, `walk-start-dialog-${label}`);
      // The toast shows for a few seconds while the walk screen is checked with axe-core: wait
      // for it from the click, not after the check.
      const startedToast = leaderPage.getByText('SchoolDog Walk started').waitFor();
      await start.start();
      const leaderWalk = await WalkScreen.arrive(leaderPage);
      const walkId = leaderWalk.walkId;
      await startedToast;
      await leaderPage.getByRole('heading', { name: `${SCHOOL} SchoolDog Walk`, level: 1 }).waitFor();
      // A new walk opens on the intro tab, with its history.
      await expect(leaderWalk.tab('Overview').getAttribute('aria-selected')).resolves.toBe('true');
      await screenshot(leaderPage, `walk-intro-${label}`);
      const created = await walkOf(leader, walkId);
      expect(created).toMatchObject({ status: 'inprogress', walkType: 'school' });
      expect(created.collaborators).toHaveLength(1);
      await leaderWalk.startLogging();

      // The collaborator finds the walk in My Walks, in their own browser.
      const collaborator = await newContext(browser(), { viewport });
      const collaboratorPage = await collaborator.newPage();
      await signInAndWait(collaboratorPage, COLLABORATOR.email);
      const collaboratorList = await WalksList.visit(collaboratorPage);
      const card = collaboratorList.cards(SCHOOL);
      // Newest first: this walk is the first card.
      await card.first().getByText('Maria Alvarez').waitFor();
      await expect(card.first().textContent()).resolves.toContain(COLLABORATOR.name);
      await screenshot(collaboratorPage, `walks-list-${label}`);
      await card
        .first()
        .getByRole('button', { name: `Open the walk at ${SCHOOL}` })
        .click();
      const collaboratorWalk = await WalkScreen.arrive(
        collaboratorPage,
        new RegExp(`/walks/walk/${walkId}$`),
      );
      await collaboratorWalk.tab('Log Entries').click();
      await collaboratorPage.getByRole('heading', { name: 'Log an entry' }).waitFor();
      await checkAccessibility(collaboratorPage, 'tab Log Entries');
      await collaboratorPage
        .getByText('No entries have been logged in this SchoolDog Walk yet.')
        .first()
        .waitFor();

      // 2. Each logs an entry; the other sees it appear without a reload.
      await logEntry(leaderWalk, {
        category: 'Hallways',
        item: 'Exit paths clear',
        opinion: 'Praise',
        comment: leaderComment,
      });
      await leaderPage.getByText(leaderComment).first().waitFor();
      await collaboratorPage.getByText(leaderComment).first().waitFor();
      await logEntry(collaboratorWalk, {
        category: 'Doors and Access Control',
        item: 'Exterior door propped open',
        opinion: 'Concern',
        comment: collaboratorComment,
      });
      await collaboratorPage.getByText(collaboratorComment).first().waitFor();
      await leaderPage.getByText(collaboratorComment).first().waitFor();
      await screenshot(leaderPage, `walk-log-entries-${label}`);
      // On a phone the entries open from the floating button (the action menu is not over it here).
      const drawer = await leaderWalk.openEntriesDrawer(2);
      await drawer.region.getByText(collaboratorComment).waitFor();
      await screenshot(leaderPage, `walk-entries-drawer-${label}`);
      await drawer.close();
      // Only the leader can Review and Complete.
      await collaboratorWalk.tab('Complete SchoolDog Walk').click();
      await collaboratorPage
        .getByText('Only the Leader for a SchoolDog Walk can Review and Complete.')
        .waitFor();
      await checkAccessibility(collaboratorPage, 'tab Complete SchoolDog Walk');
      await expect(
        collaboratorPage.getByRole('button', { name: 'Review and Complete' }).isDisabled(),
      ).resolves.toBe(true);

      // 3. The leader sends it for review to the district safety coordinator.
      await leaderWalk.tab('Complete SchoolDog Walk').click();
      await leaderPage.getByRole('heading', { name: 'Additional context' }).waitFor();
      await screenshot(leaderPage, `walk-finish-${label}`);
      await sendForReview(leaderWalk, label, 1);
      // The collaborator's screen follows the walk to /review by itself.
      await arrive(collaboratorPage, new RegExp(`/walks/walk/${walkId}/review$`));

      // 4. The reviewer finds it under My Walks, awaiting her review, and asks for revisions.
      const reviewer = await newContext(browser(), { viewport });
      const reviewerPage = await reviewer.newPage();
      await signInAndWait(reviewerPage, REVIEWER.email);
      const reviewerList = await WalksList.visit(reviewerPage);
      const awaiting = reviewerList.openButtons(SCHOOL);
      await reviewerPage.getByText('Awaiting your review').first().waitFor();
      await expect(awaiting.count()).resolves.toBe(1);
      await screenshot(reviewerPage, `walks-list-awaiting-review-${label}`);
      await awaiting.click();
      await arrive(reviewerPage, new RegExp(`/walks/walk/${walkId}/review$`), {
        ready: reviewerPage.getByText('Everything look good?'),
      });
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
      await arrive(reviewerPage, /\/walks$/);

      // The walk is back with the leader: their screen follows it and says why.
      await arrive(leaderPage, new RegExp(`/walks/walk/${walkId}$`), {
        ready: leaderPage.getByRole('dialog', { name: 'Revisions Requested' }),
      });
      // First why it is back (with who asked), then the prompt to carry on or finish.
      const revisions = await dialogNamed(leaderPage, 'Revisions Requested');
      await revisions.getByText(reviewComment).waitFor();
      expect(await revisions.getByText(/ asked for changes:$/).textContent()).toBe(
        `${REVIEWER.name} asked for changes:`,
      );
      await screenshot(leaderPage, `walk-revisions-requested-${label}`);
      await revisions.getByRole('button', { name: 'OK' }).click();
      await revisions.waitFor({ state: 'detached' });
      const carryOn = await dialogNamed(leaderPage, 'Continue this SchoolDog Walk?');
      await carryOn.getByRole('button', { name: 'Finish Walk' }).click();
      await carryOn.waitFor({ state: 'detached' });
      await leaderWalk.shows('Revisions Requested').waitFor();
      await checkAccessibility(leaderPage, 'walk with revisions requested');
      const history = (await walkOf(leader, walkId)).submissionHistory.at(-1);
      expect(history).toMatchObject({ revisionsRequested: true, comments: reviewComment });

      // 5. The leader adds the context asked for and resubmits; the reviewer, waiting on their list, approves.
      await (await WalksList.visit(reviewerPage)).showTeamWalksAwaitingMe();
      await reviewerPage
        .getByText(
          'There are no SchoolDog Walks that meet your criteria. Try refining your search or starting a new SchoolDog Walk.',
        )
        .waitFor();
      await leaderWalk.tab('Complete SchoolDog Walk').click();
      await leaderPage.getByRole('combobox', { name: /^Weather precipitation/ }).click();
      await leaderPage.getByRole('option', { name: 'Rain' }).click();
      await leaderPage.getByText('All changes saved').waitFor();
      await leaderPage.getByRole('textbox', { name: 'Final notes' }).fill(finalNote);
      await leaderPage.getByRole('textbox', { name: 'Final notes' }).blur();
      await expect.poll(async () => (await walkOf(leader, walkId)).context.additionalNotes).toBe(finalNote);
      // Saving one field keeps the others.
      expect((await walkOf(leader, walkId)).context.weatherPrecipitation).toBe('rain');
      await sendForReview(leaderWalk, label, 2);
      // The reviewer's list shows it again without a reload.
      await reviewerPage.getByRole('button', { name: `Open the walk at ${SCHOOL}` }).click();
      await arrive(reviewerPage, new RegExp(`/walks/walk/${walkId}/review$`));
      await reviewerPage.getByRole('button', { name: 'View Context' }).click();
      const contextDialog = await dialogNamed(reviewerPage, 'View Context');
      await contextDialog.getByText(finalNote).waitFor();
      await screenshot(reviewerPage, `walk-review-context-${label}`);
      await contextDialog.getByRole('button', { name: 'Close' }).click();
      await contextDialog.waitFor({ state: 'detached' });
      await reviewerPage.getByRole('radio', { name: 'Yes' }).check();
      await reviewerPage.getByRole('button', { name: 'Submit' }).click();
      await arrive(reviewerPage, new RegExp(`/walks/walk/${walkId}/complete$`), {
        ready: reviewerPage.getByText('SchoolDog Walk Completed'),
      });

      // 6. The complete view, read-only, follows for the leader; its CSV downloads.
      await arrive(leaderPage, new RegExp(`/walks/walk/${walkId}/complete$`), {
        ready: leaderPage.getByText(/^Completed /),
      });
      await leaderPage.getByText(leaderComment).waitFor();
      await leaderPage.getByText(collaboratorComment).waitFor();
      await leaderPage.getByText(finalNote).waitFor();
      for (const page of [leaderPage, reviewerPage, collaboratorPage]) {
        await page.getByText(leaderComment).waitFor();
        await new WalkScreen(page).expectReadOnly();
      }
      await arrive(collaboratorPage, new RegExp(`/walks/walk/${walkId}/complete$`));
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
      const leaderList = await WalksList.visit(leaderPage, 'currentTab=0&subTab=1');
      await leaderList.openButtons(SCHOOL).first().click();
      const completedDialog = await dialogNamed(leaderPage, 'This SchoolDog Walk has been completed');
      await completedDialog.getByRole('link', { name: 'Download Entries (CSV)' }).waitFor();
      await screenshot(leaderPage, `walks-list-completed-${label}`);
      await completedDialog.getByRole('link', { name: 'View Details' }).click();
      await arrive(leaderPage, new RegExp(`/walks/walk/${walkId}/complete$`));

      await Promise.all([leader.close(), collaborator.close(), reviewer.close()]);
    },
  );
});
