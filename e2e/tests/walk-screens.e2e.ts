import type { TMeResponse } from '@schooldog/domain';
import { describe, it } from 'vitest';
import { api, call, signInAndWait } from '../support/app.js';
import { DESKTOP, newContext, screenshot, useBrowser } from '../support/browser.js';
import { StartWalkDialog } from '../support/pages/start-walk-dialog.js';
import { WalkScreen } from '../support/pages/walk-screen.js';
import { WalksList } from '../support/pages/walks-list.js';
import { arrive, dialogNamed, visit } from '../support/screens.js';
import { LEADER, REVIEWER, SCHOOL, sendForReview, walkOf } from '../support/walk-journey.js';

// walks.e2e.ts runs the walk's journey in full on a phone; here its screens at desktop width.
describe('walk screens', () => {
  const browser = useBrowser();

  it(
    'on a desktop: the screens of that journey, with the walk moved along through the API',
    { timeout: 240_000 },
    async () => {
      const label = 'desktop';
      const finalNote = `Desktop walk note ${Date.now()}`;
      const leader = await newContext(browser(), { viewport: DESKTOP });
      const leaderPage = await leader.newPage();
      await signInAndWait(leaderPage, LEADER);
      // On a desktop a walk starts from the action menu.
      const start = await StartWalkDialog.open(leaderPage, 'action menu');
      await start.requiredSchoolLabel.waitFor();
      await screenshot(leaderPage, `walk-start-dialog-${label}`);
      await start.start();
      const leaderWalk = await WalkScreen.arrive(leaderPage);
      const walkId = leaderWalk.walkId;
      await leaderPage.getByRole('heading', { name: `${SCHOOL} SchoolDog Walk`, level: 1 }).waitFor();
      await screenshot(leaderPage, `walk-intro-${label}`);

      // Two entries logged by another device; the entries sit beside the walk.
      const { schoolId } = await walkOf(leader, walkId);
      for (const [item, opinion] of [
        ['access-1', 'concern'],
        ['access-2', 'praise'],
      ] as const) {
        await call(
          leader,
          'POST',
          '/api/entries',
          {
            walkId,
            schoolId,
            observationCategoryId: 'access',
            observationItemId: item,
            observationType: opinion,
            quantity: 1,
            comment: `Desktop ${opinion} ${walkId}`,
          },
          201,
        );
      }
      await leaderWalk.startLogging();
      await leaderWalk.entriesPanel.getByRole('heading', { name: '2 entries' }).waitFor();
      await screenshot(leaderPage, `walk-log-entries-${label}`);
      await leaderWalk.tab('Complete SchoolDog Walk').click();
      await leaderPage.getByRole('heading', { name: 'Additional context' }).waitFor();
      await screenshot(leaderPage, `walk-finish-${label}`);
      await call(leader, 'PATCH', `/api/walks/${walkId}`, { context: { additionalNotes: finalNote } }, 200);
      await sendForReview(leaderWalk, label, 1);

      // The reviewer's list and review screen, with the context beside it; revisions asked on the screen.
      const reviewer = await newContext(browser(), { viewport: DESKTOP });
      const reviewerPage = await reviewer.newPage();
      await signInAndWait(reviewerPage, REVIEWER.email);
      // Awaiting her review, the walk is under her own walks.
      await WalksList.visit(reviewerPage);
      await reviewerPage.getByText('Awaiting your review').first().waitFor();
      await screenshot(reviewerPage, `walks-list-awaiting-review-${label}`);
      await visit(
        reviewerPage,
        `/walks/walk/${walkId}/review`,
        reviewerPage.getByText('Everything look good?'),
      );
      await reviewerPage.getByRole('complementary', { name: 'Context' }).getByText(finalNote).waitFor();
      await screenshot(reviewerPage, `walk-review-${label}`);
      await reviewerPage.getByRole('radio', { name: 'No' }).check();
      await reviewerPage.getByRole('button', { name: 'Submit' }).click();
      await reviewerPage
        .getByText('You must provide Review Comments if you are requesting revisions.', { exact: true })
        .waitFor();
      await screenshot(reviewerPage, `walk-review-comments-required-${label}`);
      await reviewerPage.getByRole('textbox', { name: /^Review Comments/ }).fill('Add the weather');
      await reviewerPage.getByRole('button', { name: 'Submit' }).click();
      await arrive(reviewerPage, /\/walks$/);
      await arrive(leaderPage, new RegExp(`/walks/walk/${walkId}$`), {
        ready: leaderPage.getByRole('dialog', { name: 'Revisions Requested' }),
      });
      await screenshot(leaderPage, `walk-revisions-requested-${label}`);

      // Resubmitted and approved through the API: the complete view and the completed dialog.
      const reviewerUserId = (await api<TMeResponse>(reviewer, 'GET', '/api/me')).user.id;
      await call(leader, 'POST', `/api/walks/${walkId}/submit`, { reviewerUserId }, 200);
      await call(reviewer, 'POST', `/api/walks/${walkId}/review`, { isApproved: true }, 200);
      await visit(leaderPage, `/walks/walk/${walkId}/complete`, leaderPage.getByText(/^Completed /));
      await screenshot(leaderPage, `walk-complete-${label}`);
      const leaderList = await WalksList.visit(leaderPage, 'currentTab=0&subTab=1');
      await leaderList.openButtons(SCHOOL).first().click();
      const completedDialog = await dialogNamed(leaderPage, 'This SchoolDog Walk has been completed');
      await completedDialog.getByRole('link', { name: 'Download Entries (CSV)' }).waitFor();
      await screenshot(leaderPage, `walks-list-completed-${label}`);

      await Promise.all([leader.close(), reviewer.close()]);
    },
  );
});
