import type { TMeResponse, TNotificationMessage, TWalk } from '@schooldog/domain';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, signInAndWait, signInThroughApi } from '../support/app.js';
import {
  baseUrl,
  DESKTOP,
  newContext,
  PHONE,
  screenshot,
  useBrowser,
  waitForServiceWorker,
} from '../support/browser.js';
import { clickNotification, deliverPush, shownNotifications } from '../support/push.js';
import { arrive, visit } from '../support/screens.js';

// Demo people (apps/server/src/seed/demo.ts): the principal leads walks at Lakeview, the district
// safety coordinator reviews them.
const SCHOOL = 'Lakeview Elementary School';
const LEADER = 'principal@demo.schooldog.test';
const REVIEWER = { email: 'district_safety_coordinator@demo.schooldog.test', firstName: 'Dana' };
const OFFER = 'Get these on this device, even while SchoolDog is closed?';

/** The leader starts a walk and sends it to the reviewer for review: the reviewer's first notification kind. */
async function sendWalkForReview(leader: BrowserContext): Promise<TWalk> {
  const me = await call<TMeResponse>(leader, 'GET', '/api/me', undefined, 200);
  const schoolId = me.schools.find((school) => school.name === SCHOOL)?.id ?? '';
  const walk = await call<TWalk>(leader, 'POST', '/api/walks', { schoolId }, 201);
  const { users } = await call<{ users: { id: string; firstName: string }[] }>(
    leader,
    'GET',
    `/api/walks/${walk.id}/reviewers`,
    undefined,
    200,
  );
  const reviewerUserId = users.find((user) => user.firstName === REVIEWER.firstName)?.id ?? '';
  return call<TWalk>(leader, 'POST', `/api/walks/${walk.id}/submit`, { reviewerUserId }, 200);
}

describe('notifications (issue 22 points 3 and 4)', () => {
  const browser = useBrowser();

  it('a walk sent for review: the reviewer sees it arrive in the app, and a push shows a notification whose click opens the review screen', async () => {
    const reviewer = await newContext(browser(), { viewport: PHONE });
    const leader = await newContext(browser());
    try {
      const page = await reviewer.newPage();
      await signInAndWait(page, REVIEWER.email);
      await signInThroughApi(leader, LEADER);

      // The profile's switch for this device, with the live stream open (so nothing sent is missed).
      const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
      const section = page.getByRole('region', { name: 'Notifications on this device' });
      await visit(page, '/users/edit', section);
      await stream;
      await waitForServiceWorker(page);
      const deviceSwitch = section.getByRole('switch', { name: 'Show notifications on this device' });
      await section.getByText('Off', { exact: true }).waitFor();
      await expect(deviceSwitch.isEnabled()).resolves.toBe(true);
      for (const [label, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        await page.setViewportSize(viewport);
        await section.scrollIntoViewIfNeeded();
        await screenshot(page, `notifications-profile-device-${label}`);
      }
      await page.setViewportSize(PHONE);

      // 1. Sent for review: the reviewer's open app shows it, with Open and the offer of push.
      const arrived = page.waitForResponse((response) =>
        /^\/api\/notifications\/[^/]+$/.test(new URL(response.url()).pathname),
      );
      const walk = await sendWalkForReview(leader);
      const notification = (await (await arrived).json()) as TNotificationMessage;
      const reviewPath = `/walks/walk/${walk.id}/review`;
      expect(notification).toMatchObject({ kind: 'walks.reviewRequested', path: reviewPath });
      const toast = page.getByRole('alert').filter({ hasText: notification.title });
      await toast.getByText(notification.body).waitFor();
      await toast.getByRole('button', { name: 'Open' }).waitFor();
      await page
        .getByRole('alert')
        .filter({ hasText: OFFER })
        .getByRole('button', { name: 'Turn on' })
        .waitFor();

      // 2. A push (as the server sends it: apps/server features/notifications/deliveries.ts) reaches
      // the service worker through DevTools: Chromium here cannot reach a real push service.
      const tag = `${notification.kind}:${notification.id}`;
      await deliverPush(reviewer, page, {
        title: notification.title,
        body: notification.body,
        path: reviewPath,
        tag,
      });
      await expect
        .poll(() => shownNotifications(page))
        .toEqual([
          {
            title: notification.title,
            body: notification.body,
            tag,
            icon: `${baseUrl()}/icons/icon-192.png`,
            data: { path: reviewPath },
          },
        ]);

      // 3. Its click (no DevTools command clicks a notification: the worker gets the event it
      // would) opens the review screen in the open window.
      await clickNotification(reviewer, tag);
      await arrive(page, (url) => url.pathname === reviewPath, {
        ready: page.getByText('Everything look good?'),
      });
      await expect.poll(() => shownNotifications(page)).toEqual([]);
    } finally {
      await reviewer.close();
      await leader.close();
    }
  });
});
