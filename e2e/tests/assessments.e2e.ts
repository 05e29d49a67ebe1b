import type { TAssessment, TAssessmentDetail, TMeResponse, TWalk } from '@schooldog/domain';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAccessibility } from '../support/a11y.js';
import { api, call, sameOrigin, signInAndWait, waitUntilClosed } from '../support/app.js';
import { DESKTOP, newContext, PHONE, screenshot, useBrowser } from '../support/browser.js';
import { outboxSize } from '../support/outbox.js';
import { AssessmentScreen } from '../support/pages/assessment-screen.js';
import { WalkScreen } from '../support/pages/walk-screen.js';
import { arrive, dialogNamed, visit } from '../support/screens.js';

// Demo people (apps/server/src/seed/demo.ts) and the demo CPTED template (seed/demo-rubric-cpted.ts).
const SCHOOL = 'Lakeview Elementary School';
const LEADER = 'principal@demo.schooldog.test'; // Maria Alvarez
// Not walks.e2e.ts's reviewer, so neither test finds the other's walk awaiting its reviewer.
const REVIEWER = { email: 'schooldog_master_admin@demo.schooldog.test', name: 'Morgan Reyes' };
const CPTED = 'CPTED Campus Review';
const COMPLETE_ASSESSMENTS = 'Please complete or remove the required assessment(s).';
/** The section skipped: three questions of 2 points. */
const SKIPPED_SECTION = 'Territorial Reinforcement';

/*
 * Every CPTED question of sections 1, 2 and 4 is worth 3 points (a 3, b 2, c 1, d 0): 36; the
 * skipped section's three questions 2 each: 42 in all. Entries answer two questions: a praise
 * tagged 'visitors' (a, 3) and a concern of quantity 2 tagged 'door' (two concerns: c, 1).
 */
const MAX_ALL = 42;
const MAX_UNSKIPPED = 36;
/** Answered by hand through the API (the journey needs no screen for them): question id → answer letter. */
const BY_API: Record<string, string> = {
  'cpted-ns-sightlines': 'a',
  'cpted-ns-supervision': 'b',
  'cpted-ac-perimeter': 'a',
  'cpted-ac-lockdown': 'b',
  'cpted-mt-vandalism': 'a',
  'cpted-mt-repairs': 'b',
  'cpted-mt-hazards': 'a',
};
// 3 + 1 from entries, Lighting a 3 (online), Camera coverage b 2 (offline), 18 by the API, Fire b 2.
const FINAL_TOTAL = 29;
const FINAL_PERCENT = 81; // 29 / 36: yellow (70 ≤ 81 < 85)

/** The offline notice comes when the connection goes (spec 000 §4); OK closes it. */
async function closeOfflineNotice(page: Page) {
  const notice = await dialogNamed(page, /^You are offline/);
  await notice.getByRole('button', { name: 'OK' }).click();
  await waitUntilClosed(notice);
}

/**
 * Back to the walk from its assessment, on the finish tab: a walk with entries opens with the
 * continue prompt (its Finish Walk leads there); without it, the tab is chosen.
 */
async function backToFinishTab(page: Page, walkId: string) {
  await page.getByRole('link', { name: 'Back to walk' }).first().click();
  const carryOn = page.getByRole('dialog', { name: 'Continue this SchoolDog Walk?' });
  const finishTab = page.getByRole('tab', { name: 'Complete SchoolDog Walk' });
  await arrive(page, new RegExp(`/walks/walk/${walkId}$`), { ready: carryOn.or(finishTab) });
  if (await carryOn.isVisible()) {
    await carryOn.getByRole('button', { name: 'Finish Walk' }).click();
    await waitUntilClosed(carryOn);
  } else {
    await finishTab.click();
  }
  await page.getByRole('button', { name: 'Review and Complete' }).waitFor();
  await checkAccessibility(page, 'tab Complete SchoolDog Walk');
}

/** The finish tab's Review and Complete → Send for review to the reviewer → 'Sent for review' → OK. */
async function sendForReview(walk: WalkScreen) {
  const page = walk.page;
  await page.getByRole('button', { name: 'Review and Complete' }).click();
  const dialog = await dialogNamed(page, 'Review and Complete');
  await dialog.getByRole('combobox', { name: /^Reviewer/ }).click();
  // Each option: the person's name, then their role.
  await page.getByRole('option', { name: new RegExp(`^${REVIEWER.name}`) }).click();
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  const sent = await dialogNamed(page, 'Sent for review');
  await sent.getByRole('button', { name: 'OK' }).click();
  await arrive(page, /\/review$/, { ready: page.getByText(`Awaiting review by ${REVIEWER.name}`) });
}

/** The leader signed in at a width, on a walk started through the API (walks.e2e.ts covers that screen). */
async function leaderOnNewWalk(browser: Browser, viewport: { width: number; height: number }) {
  const leader = await newContext(browser, { viewport });
  const page = await leader.newPage();
  await signInAndWait(page, LEADER);
  const me = await api<TMeResponse>(leader, 'GET', '/api/me');
  const schoolId = me.schools.find((school) => school.name === SCHOOL)?.id ?? '';
  const started = await call<TWalk>(leader, 'POST', '/api/walks', { schoolId }, 201);
  await visit(page, `/walks/walk/${started.id}`, page.getByRole('tab', { name: 'Overview' }));
  return { leader, page, schoolId, started, walk: new WalkScreen(page) };
}

const questionOf = (assessment: TAssessment, questionId: string) =>
  assessment.sections.flatMap((section) => section.questions).find((question) => question.id === questionId);

describe('assessments', () => {
  const browser = useBrowser();

  // The journey in full on a phone; the desktop test below checks its screens.
  it(
    'on a phone: add the CPTED assessment to a walk, entries answer two questions live, answer the rest (one offline), refused while unscored, skip a section, review and complete; the submitted view and the dashboard card',
    { timeout: 360_000 },
    async () => {
      const [label, viewport] = ['phone', PHONE] as const;
      const stamp = `${label} ${Date.now()}`;

      // 1. A walk, its finish tab, Add → CPTED.
      const { leader, page, schoolId, started, walk } = await leaderOnNewWalk(browser(), viewport);
      await walk.openTab('Complete SchoolDog Walk');
      const section = page.getByRole('region', { name: 'Assessments' });
      await section.getByText('No assessments in this walk.', { exact: false }).waitFor();
      await section.getByRole('button', { name: 'Add assessment' }).click();
      await page.getByRole('menuitem', { name: CPTED }).click();
      await page.getByText('Assessment added').first().waitFor();
      await section.getByText('Incomplete', { exact: true }).waitFor();
      await screenshot(page, `assessment-walk-added-${label}`);
      await section.getByRole('link', { name: `Open ${CPTED}` }).click();
      const screen = await AssessmentScreen.arrive(page);
      const assessmentId = screen.assessmentId;
      await screen.expectScore(0, MAX_ALL, 0);

      // 2. Entries logged in the walk (by the API, as another device would) answer two questions live.
      const entry = (fields: object) =>
        call(leader, 'POST', '/api/entries', { walkId: started.id, schoolId, ...fields }, 201);
      await entry({
        observationCategoryId: 'access',
        observationItemId: 'access-2', // Visitor check-in followed: tags 'visitors'
        observationType: 'praise',
        quantity: 1,
        comment: `Every visitor badged (${stamp})`,
      });
      await screen.expectScore(3, MAX_ALL, 7);
      await entry({
        observationCategoryId: 'access',
        observationItemId: 'access-1', // Exterior door propped open: tags 'door', 'propped door'
        observationType: 'concern',
        quantity: 2,
        comment: `Two doors propped open (${stamp})`,
      });
      await screen.expectScore(4, MAX_ALL, 10);
      const doors = screen.question('Exterior doors');
      await doors.getByText('Scored from entries').waitFor();
      await doors.getByText('1 linked entry').waitFor();
      await doors.getByText(`Two doors propped open (${stamp})`).waitFor();
      await expect(doors.getByRole('radio', { name: /^c\. / }).isChecked()).resolves.toBe(true);
      await doors.scrollIntoViewIfNeeded();
      await screenshot(page, `assessment-scored-from-entries-${label}`);

      // 3. Answered by hand: one online, one offline (queued, then synced exactly once).
      await screen.answer('Lighting', 'a');
      await screen.expectScore(7, MAX_ALL, 17);
      await expect.poll(() => outboxSize(page)).toBe(0);
      const pushes: string[] = [];
      page.on('requestfinished', (request) => {
        if (new URL(request.url()).pathname === '/api/sync/push') pushes.push(request.postData() ?? '');
      });
      await leader.setOffline(true);
      await closeOfflineNotice(page);
      await screen.answer('Camera coverage', 'b');
      // The device scores it at once.
      await screen.expectScore(9, MAX_ALL, 21);
      expect(await outboxSize(page)).toBe(1);
      await leader.setOffline(false);
      await expect.poll(() => outboxSize(page), { timeout: 120_000, interval: 500 }).toBe(0);
      const synced = (
        await call<TAssessmentDetail>(leader, 'GET', `/api/assessments/${assessmentId}`, undefined, 200)
      ).assessment;
      expect(questionOf(synced, 'cpted-ns-cameras')).toMatchObject({
        manuallyAnswered: true,
        answerId: 'cpted-ns-cameras-b',
        score: 2,
      });
      expect(pushes.filter((body) => body.includes('"questionId":"cpted-ns-cameras"'))).toHaveLength(1);

      // The rest, but for Fire safety equipment and the section to skip, through the API; the screen follows.
      for (const [questionId, letter] of Object.entries(BY_API)) {
        await call(
          leader,
          'POST',
          `/api/assessments/${assessmentId}/answers`,
          { questionId, answerId: `${questionId}-${letter}` },
          200,
        );
      }
      await screen.expectScore(27, MAX_ALL, 64);

      // 4. Review and Complete is refused while a question is unscored: it takes the leader to that
      // question, which has the focus, with the spec's message; the server refuses too.
      await backToFinishTab(page, started.id);
      await page.getByRole('button', { name: 'Review and Complete' }).click();
      await AssessmentScreen.arrive(page, /\/assessments\/edit\/[A-Za-z0-9]{20}#question-/);
      await page.getByRole('alert').filter({ hasText: COMPLETE_ASSESSMENTS }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toContain('This question needs an answer.');
      await screenshot(page, `assessment-walk-refused-${label}`);
      const reviewers = await call<{ users: { id: string; firstName: string }[] }>(
        leader,
        'GET',
        `/api/walks/${started.id}/reviewers`,
        undefined,
        200,
      );
      const reviewerId = reviewers.users.find((user) => user.firstName === 'Morgan')?.id ?? '';
      const refused = await leader.request.post(`/api/walks/${started.id}/submit`, {
        headers: sameOrigin(),
        data: { reviewerUserId: reviewerId },
      });
      expect(refused.status()).toBeGreaterThanOrEqual(400);
      expect(refused.status()).toBeLessThan(500);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        COMPLETE_ASSESSMENTS,
      );

      // 5. Skip a section, answer the last question, send for review.
      await screen.skipSection(SKIPPED_SECTION);
      await screen.expectScore(27, MAX_UNSKIPPED, 75);
      await screen.answer('Fire safety equipment', 'b');
      await screen.expectScore(FINAL_TOTAL, MAX_UNSKIPPED, FINAL_PERCENT);
      await screenshot(page, `assessment-answered-${label}`);
      await expect.poll(() => outboxSize(page)).toBe(0);
      await backToFinishTab(page, started.id);
      await section.getByText('Complete', { exact: true }).waitFor();
      await sendForReview(walk);

      // 6. The reviewer approves: the walk completes and its assessment is submitted.
      const reviewer = await newContext(browser(), { viewport });
      const reviewerPage = await reviewer.newPage();
      await signInAndWait(reviewerPage, REVIEWER.email);
      await visit(
        reviewerPage,
        `/walks/walk/${started.id}/review`,
        reviewerPage.getByText('Everything look good?'),
      );
      await reviewerPage.getByRole('radio', { name: 'Yes' }).check();
      await reviewerPage.getByRole('button', { name: 'Submit' }).click();
      await arrive(reviewerPage, new RegExp(`/walks/walk/${started.id}/complete$`), {
        ready: reviewerPage.getByText('SchoolDog Walk Completed'),
      });
      const submitted = (
        await call<TAssessmentDetail>(leader, 'GET', `/api/assessments/${assessmentId}`, undefined, 200)
      ).assessment;
      expect(submitted).toMatchObject({
        status: 'submitted',
        totalScore: FINAL_TOTAL,
        maxScore: MAX_UNSKIPPED,
        score: FINAL_PERCENT,
        band: 'yellow',
      });

      // 7. The submitted view hides the skipped section.
      await visit(page, `/assessments/submitted/${assessmentId}`, page.getByRole('heading', { name: CPTED }));
      await page.getByText('Natural Surveillance', { exact: false }).first().waitFor();
      await page.getByText(`${FINAL_TOTAL} / ${MAX_UNSKIPPED} (${FINAL_PERCENT}%)`).waitFor();
      await expect(page.getByText(SKIPPED_SECTION, { exact: false }).count()).resolves.toBe(0);
      await expect(page.getByText('Signage and wayfinding').count()).resolves.toBe(0);
      await screenshot(page, `assessment-submitted-${label}`);

      // 8. The dashboard's Recent Assessments card shows the score in its threshold colour (yellow).
      // On a phone the cards wait behind 'View dashboard', after the Action Panel.
      await visit(page, '/dashboard', page.getByRole('button', { name: 'View dashboard' }));
      await page.getByRole('button', { name: 'View dashboard' }).click();
      await page.getByRole('heading', { name: 'Recent Assessments' }).waitFor();
      const card = page.getByRole('region', { name: 'Recent Assessments' });
      const row = card.locator(`a[href="/assessments/submitted/${assessmentId}"]`);
      const chip = row.getByLabel(`Score: ${FINAL_PERCENT}%`);
      await chip.waitFor();
      await expect(chip.getAttribute('data-band')).resolves.toBe('yellow');
      await expect(chip.evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe(
        'rgb(253, 216, 53)',
      );
      await checkAccessibility(page, 'dashboard with recent assessments');
      await screenshot(page, `assessment-dashboard-card-${label}`);

      await Promise.all([leader.close(), reviewer.close()]);
    },
  );

  it(
    'on a desktop: the screens of that journey, with the assessment answered and the walk moved along through the API',
    { timeout: 240_000 },
    async () => {
      const label = 'desktop';
      const { leader, page, schoolId, started, walk } = await leaderOnNewWalk(browser(), DESKTOP);
      await walk.tab('Complete SchoolDog Walk').click();
      const section = page.getByRole('region', { name: 'Assessments' });
      await section.getByRole('button', { name: 'Add assessment' }).click();
      await page.getByRole('menuitem', { name: CPTED }).click();
      await section.getByText('Incomplete', { exact: true }).waitFor();
      await screenshot(page, `assessment-walk-added-${label}`);

      // An entry answers a question; the assessment screen shows it scored from entries.
      await call(
        leader,
        'POST',
        '/api/entries',
        {
          walkId: started.id,
          schoolId,
          observationCategoryId: 'access',
          observationItemId: 'access-1',
          observationType: 'concern',
          quantity: 2,
          comment: `Two doors propped open (${label})`,
        },
        201,
      );
      await section.getByRole('link', { name: `Open ${CPTED}` }).click();
      const screen = await AssessmentScreen.arrive(page);
      const assessmentId = screen.assessmentId;
      await screen.question('Exterior doors').getByText('Scored from entries').waitFor();
      await screenshot(page, `assessment-scored-from-entries-${label}`);

      // Refused while unscored.
      await backToFinishTab(page, started.id);
      await page.getByRole('button', { name: 'Review and Complete' }).click();
      await page.getByRole('alert').filter({ hasText: COMPLETE_ASSESSMENTS }).waitFor();
      await screenshot(page, `assessment-walk-refused-${label}`);

      // Every question left answered 'a' through the API: the screen shows the full score.
      const { assessment } = await call<TAssessmentDetail>(
        leader,
        'GET',
        `/api/assessments/${assessmentId}`,
        undefined,
        200,
      );
      const unanswered = assessment.sections
        .flatMap((part) => part.questions)
        .filter((question) => question.score === null);
      for (const question of unanswered) {
        await call(
          leader,
          'POST',
          `/api/assessments/${assessmentId}/answers`,
          { questionId: question.id, answerId: `${question.id}-a` },
          200,
        );
      }
      await visit(
        page,
        `/assessments/edit/${assessmentId}`,
        page.getByRole('switch', { name: 'Skip this section' }).first(),
      );
      await screenshot(page, `assessment-answered-${label}`);

      // Sent for review and approved through the API: the submitted view and the dashboard card.
      const reviewer = await newContext(browser(), { viewport: DESKTOP });
      await signInAndWait(await reviewer.newPage(), REVIEWER.email);
      const reviewerUserId = (await api<TMeResponse>(reviewer, 'GET', '/api/me')).user.id;
      await call(leader, 'POST', `/api/walks/${started.id}/submit`, { reviewerUserId }, 200);
      await call(reviewer, 'POST', `/api/walks/${started.id}/review`, { isApproved: true }, 200);
      await visit(page, `/assessments/submitted/${assessmentId}`, page.getByRole('heading', { name: CPTED }));
      await screenshot(page, `assessment-submitted-${label}`);
      await visit(page, '/dashboard', page.getByRole('heading', { name: 'Recent Assessments' }));
      await page
        .getByRole('region', { name: 'Recent Assessments' })
        .locator(`a[href="/assessments/submitted/${assessmentId}"]`)
        .waitFor();
      await screenshot(page, `assessment-dashboard-card-${label}`);

      await Promise.all([leader.close(), reviewer.close()]);
    },
  );
});
