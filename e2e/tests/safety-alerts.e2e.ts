import type { TEntry, TObservationSettings, TSafetyAlert, TWalk } from '@schooldog/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, call, signInThroughApi } from '../support/app.js';
import { DESKTOP, newContext, PHONE, screenshot, useBrowser } from '../support/browser.js';
import { mailsTo, readMail } from '../support/mail.js';
import { outboxSize } from '../support/outbox.js';
import { SyncPanel } from '../support/pages/sync-panel.js';
import {
  clickNotification,
  deliverPush,
  type FakeDevice,
  type FakePushService,
  type PushPayload,
  shownNotifications,
  startFakePushService,
  subscribeDevice,
} from '../support/push.js';
import {
  ADMIN,
  CUSTODIAN,
  fillEntryWithAlert,
  goOfflineReadyToAlert,
  lakeviewId,
  PRINCIPAL,
  setPermission,
  signedInContext,
  SRO,
  unreadOf,
  unreadOnButton,
} from '../support/safety-alerts.js';
import { arrive, dialogNamed, visit } from '../support/screens.js';
import { SCHOOL } from '../support/walk-journey.js';

const MESSAGE = 'The east exit by the gym was propped open with a chair. I closed it.';

describe('safety alerts (issue 25)', () => {
  const browser = useBrowser();
  let pushService: FakePushService;
  beforeAll(async () => {
    pushService = await startFakePushService();
  });
  afterAll(() => pushService.close());

  it('a custodian logs an entry offline with an alert to the principal and the SRO; online, both get it once (push, badge, email); the principal opens it and her other browser’s badge clears live', async () => {
    const admin = await newContext(browser());
    await signInThroughApi(admin, ADMIN);
    const schoolId = await lakeviewId(admin);
    // A custodian does not send alerts by default: the district lets Janet send them at Lakeview.
    await setPermission(admin, CUSTODIAN, 'send safety alerts', [schoolId]);
    const custodian = await signedInContext(browser(), PHONE, CUSTODIAN);
    const principal = await signedInContext(browser(), PHONE, PRINCIPAL.email);
    const principalDesktop = await signedInContext(browser(), DESKTOP, PRINCIPAL.email);
    const sro = await signedInContext(browser(), PHONE, SRO.email);
    try {
      // Each recipient has a phone subscribed for pushes; the principal reads in two browsers.
      const devices = new Map<string, FakeDevice>([
        [PRINCIPAL.email, await subscribeDevice(principal.context, pushService)],
        [SRO.email, await subscribeDevice(sro.context, pushService)],
      ]);
      const unreadBefore = await unreadOf(principal.context);
      const sroUnreadBefore = await unreadOf(sro.context);
      const mailsBefore = new Map(
        [PRINCIPAL.email, SRO.email].map((email) => [email, mailsTo(email).length]),
      );
      for (const { page } of [principal, principalDesktop, sro]) {
        await visit(page, '/safetyAlerts', page.getByRole('heading', { name: 'Safety Alerts' }));
      }
      await expect.poll(() => unreadOnButton(principalDesktop.page)).toBe(unreadBefore);

      // 1. Offline in a hallway: the entry with its alert waits on the phone.
      const { page } = custodian;
      await goOfflineReadyToAlert(page, custodian.context, schoolId);
      const dialog = await fillEntryWithAlert(page, [PRINCIPAL.name, SRO.name], MESSAGE);
      // The alert's fields are the dialog's last: scrolled to its end for the pictures.
      const toEnd = () =>
        dialog.dialog.locator('.MuiDialogContent-root').evaluate((content) => {
          content.scrollTop = content.scrollHeight;
        });
      await toEnd();
      await screenshot(page, 'safety-alert-fields-phone');
      await page.setViewportSize(DESKTOP);
      await toEnd();
      await screenshot(page, 'safety-alert-fields-desktop');
      await page.setViewportSize(PHONE);
      await dialog.saveAndClose();
      expect(await outboxSize(page)).toBe(1);
      expect(devices.get(PRINCIPAL.email)?.received).toEqual([]);

      // 2. Online: the entry syncs and the alert goes out once, to both.
      await custodian.context.setOffline(false);
      await expect.poll(() => outboxSize(page)).toBe(0);
      const pushes = new Map<string, PushPayload>();
      for (const [email, device] of devices) {
        await expect.poll(() => device.received.length).toBe(1);
        pushes.set(email, device.received[0] as PushPayload);
        expect(pushes.get(email)).toMatchObject({ title: `Safety alert at ${SCHOOL}`, body: MESSAGE });
      }
      const alertPath = pushes.get(PRINCIPAL.email)?.path ?? '';
      expect(alertPath).toMatch(/^\/safetyAlerts\/[A-Za-z0-9]{20}$/);
      for (const { page: open } of [principal, principalDesktop]) {
        await expect.poll(() => unreadOnButton(open)).toBe(unreadBefore + 1);
      }
      await expect.poll(() => unreadOnButton(sro.page)).toBe(sroUnreadBefore + 1);
      for (const email of [PRINCIPAL.email, SRO.email]) {
        await expect.poll(() => mailsTo(email).length).toBe((mailsBefore.get(email) ?? 0) + 1);
        expect(readMail(mailsTo(email).at(-1) ?? '')).toContain(MESSAGE);
      }
      // The principal's open app says so too.
      const toast = principalDesktop.page.getByRole('alert').filter({ hasText: `Safety alert at ${SCHOOL}` });
      await toast.waitFor();
      await screenshot(principalDesktop.page, 'safety-alert-arrived-desktop');
      await principal.page
        .getByRole('alert')
        .filter({ hasText: `Safety alert at ${SCHOOL}` })
        .waitFor();
      await screenshot(principal.page, 'safety-alert-arrived-phone');

      // The custodian's entry shows the alert it created.
      await page.getByRole('link', { name: 'Safety alert from this entry' }).first().waitFor();

      // 3. The push reaches the principal's phone; its click opens the alert, which marks it read.
      const push = pushes.get(PRINCIPAL.email) as PushPayload;
      await deliverPush(principal.context, principal.page, push);
      await expect
        .poll(() => shownNotifications(principal.page))
        .toEqual([
          expect.objectContaining({
            title: push.title,
            body: MESSAGE,
            data: { path: alertPath },
            tag: push.tag,
          }),
        ]);
      await clickNotification(principal.context, push.tag);
      await arrive(principal.page, (url) => url.pathname === alertPath, {
        ready: principal.page.getByText(MESSAGE),
      });
      await screenshot(principal.page, 'safety-alert-detail-phone');

      // Her other browser's badge clears without a reload.
      await expect.poll(() => unreadOnButton(principalDesktop.page)).toBe(unreadBefore);
      await visit(principalDesktop.page, alertPath, principalDesktop.page.getByText(MESSAGE));
      await screenshot(principalDesktop.page, 'safety-alert-detail-desktop');

      // The sender sees who it reached and who read it.
      const sent = await api<TSafetyAlert>(
        custodian.context,
        'GET',
        `/api/safety-alerts/${alertPath.split('/')[2]}`,
      );
      expect(
        sent.recipients.map((person) => [`${person.firstName} ${person.lastName}`, person.timeRead !== null]),
      ).toEqual(
        expect.arrayContaining([
          [PRINCIPAL.name, true],
          [SRO.name, false],
        ]),
      );

      // The sender's own screens: the Sent tab, and the alert with what reached each recipient.
      await page.mouse.move(1, 1); // off the action button, which Save sat over on a phone
      await page.getByRole('link', { name: 'Safety alert from this entry' }).first().click();
      await arrive(page, (url) => url.pathname === alertPath, {
        ready: page.getByText(/In app · 1 device · Email/).first(),
      });
      await screenshot(page, 'safety-alert-sender-detail-phone');
      await page.getByRole('link', { name: 'All safety alerts' }).click();
      await page.getByRole('tab', { name: 'Sent' }).click();
      await arrive(page, /tab=sent/, { ready: page.getByText(MESSAGE) });
      await screenshot(page, 'safety-alerts-sent-phone');
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'safety-alerts-sent-desktop');

      // Once, each: nothing more arrived while all this happened.
      for (const device of devices.values()) expect(device.received).toHaveLength(1);
      expect(pushService.rejections).toEqual([]);
    } finally {
      for (const context of [
        admin,
        custodian.context,
        principal.context,
        principalDesktop.context,
        sro.context,
      ])
        await context.close();
    }
  });

  it('a walk entry’s alert waits for the walk’s completion and goes once; Neighborhood Watch goes once', async () => {
    // Set up through the API before the principal's screen opens, so it opens on the walk as it is.
    const principal = await newContext(browser());
    const sro = await newContext(browser());
    try {
      await signInThroughApi(principal, PRINCIPAL.email);
      await signInThroughApi(sro, SRO.email);
      const device = await subscribeDevice(sro, pushService);
      const schoolId = await lakeviewId(principal);
      const { users } = await api<{ users: { id: string; firstName: string }[] }>(
        principal,
        'GET',
        `/api/safety-alerts/recipients?schoolId=${schoolId}`,
      );
      const settings = await api<TObservationSettings>(principal, 'GET', '/api/observation-settings');
      const item = settings.items.find((each) => each.label === 'Exterior door propped open');
      const mailsBefore = mailsTo(SRO.email).length;

      // The principal's walk, with an entry whose alert is for the SRO: held while the walk goes on.
      const walk = await call<TWalk>(principal, 'POST', '/api/walks', { schoolId }, 201);
      const message = 'Back gate unlocked during recess.';
      const entry = await call<TEntry>(
        principal,
        'POST',
        '/api/entries',
        {
          schoolId,
          walkId: walk.id,
          observationCategoryId: item?.categories[0],
          observationItemId: item?.id,
          observationType: 'concern',
          quantity: 1,
          location: 'Back gate',
          shouldSendSafetyAlert: true,
          safetyAlertUserIds: users.filter((user) => user.firstName === 'Tina').map((user) => user.id),
          safetyAlertMessage: message,
        },
        201,
      );
      const [alertId] = entry.createdSafetyAlertIds;
      const held = await api<TSafetyAlert>(principal, 'GET', `/api/safety-alerts/${alertId}`);
      expect(held.status).toBe('held');

      // Review and Complete, with Neighborhood Watch ticked.
      const page = await principal.newPage();
      // A walk with entries opens on the question whether to go on logging.
      const resume = page.getByRole('dialog', { name: 'Continue this SchoolDog Walk?' });
      await visit(page, `/walks/walk/${walk.id}`, resume);
      await resume.getByRole('button', { name: 'Finish Walk' }).click();
      await page.getByRole('button', { name: 'Review and Complete' }).click();
      const dialog = await dialogNamed(page, 'Review and Complete');
      await dialog.getByRole('radio', { name: 'Complete now' }).check();
      await dialog.getByRole('checkbox', { name: 'Send Neighborhood Watch' }).check();
      await screenshot(page, 'neighborhood-watch-desktop');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'neighborhood-watch-phone');
      expect(device.received).toEqual([]);
      await dialog.getByRole('button', { name: 'Complete now' }).click();
      await page.getByText('SchoolDog Walk Completed').waitFor();

      // The alert goes now, and the SRO (who views entries at Lakeview) gets the walk's summary:
      // each a push and an email.
      await expect.poll(() => device.received.length).toBe(2);
      const pushes = device.received as PushPayload[];
      expect(pushes.find((push) => push.tag.startsWith('safetyAlerts.'))).toMatchObject({
        body: message,
        path: `/safetyAlerts/${alertId}`,
      });
      expect(pushes.find((push) => push.tag.startsWith('walks.neighborhoodWatch'))).toMatchObject({
        title: `Neighborhood Watch: ${SCHOOL}`,
        body: expect.stringMatching(/is complete with 1 entry\.$/),
        path: `/walks/walk/${walk.id}`,
      });
      await expect.poll(() => mailsTo(SRO.email).length).toBe(mailsBefore + 2);
      const mails = mailsTo(SRO.email)
        .slice(mailsBefore)
        .map((file) => readMail(file));
      expect(mails.filter((mail) => mail.includes(message))).toHaveLength(1);
      expect(mails.filter((mail) => mail.includes('Neighborhood Watch'))).toHaveLength(1);

      // Back in progress and completed again: nothing is sent twice, and the box is not offered again.
      await call(principal, 'POST', `/api/walks/${walk.id}/in-progress`, {}, 200);
      await call(
        principal,
        'POST',
        `/api/walks/${walk.id}/complete`,
        { shouldSendNeighborhoodWatch: true },
        409,
      );
      await call(principal, 'POST', `/api/walks/${walk.id}/complete`, {}, 200);
      const sent = await api<TSafetyAlert>(principal, 'GET', `/api/safety-alerts/${alertId}`);
      expect(sent.status).toBe('sent');
      expect(device.received).toHaveLength(2);
      expect(mailsTo(SRO.email)).toHaveLength(mailsBefore + 2);
    } finally {
      await principal.close();
      await sro.close();
    }
  });

  it('an entry refused on sync for its alert (the recipient can no longer receive alerts) is kept: Save without the alert', async () => {
    const admin = await newContext(browser());
    await signInThroughApi(admin, ADMIN);
    const schoolId = await lakeviewId(admin);
    await setPermission(admin, CUSTODIAN, 'send safety alerts', [schoolId]);
    const custodian = await signedInContext(browser(), PHONE, CUSTODIAN);
    try {
      const { page } = custodian;
      await goOfflineReadyToAlert(page, custodian.context, schoolId);
      const location = 'Loading dock door';
      const dialog = await fillEntryWithAlert(page, [SRO.name], 'Dock door left open.');
      await dialog.location.fill(location);
      await dialog.saveAndClose();

      // Meanwhile the SRO may no longer receive alerts at Lakeview; the phone comes back online.
      await setPermission(admin, SRO.email, 'receive safety alerts', null);
      await custodian.context.setOffline(false);
      const sync = new SyncPanel(page);
      await sync.button.waitFor();
      await sync.open();
      await sync.panel
        .getByText('Each recipient must be able to receive safety alerts at this school.')
        .waitFor();
      await screenshot(page, 'safety-alert-refused-sync-panel-phone');
      await sync.panel.getByRole('button', { name: 'Save without the alert' }).click();
      await expect.poll(() => outboxSize(page)).toBe(0);

      const { entries } = await api<{ entries: TEntry[] }>(
        custodian.context,
        'GET',
        `/api/entries?schoolIds=${schoolId}&location=${encodeURIComponent(location)}`,
      );
      expect(entries.map((entry) => [entry.location, entry.createdSafetyAlertIds])).toEqual([[location, []]]);
    } finally {
      await setPermission(admin, SRO.email, 'receive safety alerts', [schoolId]);
      await admin.close();
      await custodian.context.close();
    }
  });
});
