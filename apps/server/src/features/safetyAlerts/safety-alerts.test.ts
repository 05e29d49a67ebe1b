import { MESSAGES, newId, SAFETY_ALERT_MESSAGES, type TEntry, type TWalk } from '@schooldog/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../platform/events.js';
import { createPushSender } from '../../platform/push/sender.js';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type As, type Person, requestsAs } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import type { Builders } from '../../test/builders.js';
import { notifications, safetyAlertRecipients, safetyAlerts } from '../../db/schema.js';
import { entryArgs, mutation, pusher } from '../sync/test-helpers.js';
import { completeDueWalks } from '../walks/public.js';
import { alertEntry, alertReads, sendAlert, ALERT_CAST, type AlertPeople } from './test-helpers.js';

/*
 * Safety alerts from entries (issue 25 points 1-3): sent online at once, held in a walk until it
 * completes and sent once, sent once from a synced entry however often the push is retried;
 * delivered in the app, by push and by email; the list's tabs, the detail and marking read.
 */

const keys = webpush.generateVAPIDKeys();

describeEachDatabase('safety alerts', (kind) => {
  let t: TestApp;
  let as: As;
  let build: Builders;
  let push: FakePushService;
  let schoolA: string;
  let p: AlertPeople;
  const events: BusEvent[] = [];

  beforeAll(async () => {
    push = await startFakePushService();
    t = await createTestApp(kind, {}, { push: createPushSender(keys, 'mailto:safety@district.test') });
    as = requestsAs(t);
    const made = await castOf(t, ALERT_CAST);
    ({ schoolA, build, people: p } = made);
    t.deps.events.subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const { alertOf, unread, listed } = alertReads(() => as);
  /** The notifications an alert made (one per recipient told). */
  const notificationsOf = async (alertId: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.kind, 'safetyAlerts.sent'),
            sql`${notifications.data}->>'safetyAlertId' = ${alertId}`,
          ),
        )
    )[0]?.n;
  /** Who an alert was sent to (its recipients' rows). */
  const told = async (alertId: string) =>
    (
      await t.database.db
        .select({ userId: safetyAlertRecipients.userId })
        .from(safetyAlertRecipients)
        .where(eq(safetyAlertRecipients.safetyAlertId, alertId))
    ).map((row) => row.userId);
  const subscribe = async (person: Person) => {
    const device = push.subscribe(keys.publicKey);
    const response = await as(person).put('/api/notifications/devices', {
      endpoint: device.endpoint,
      keys: device.keys,
    });
    expect(response.statusCode, response.body).toBe(204);
    return device;
  };

  describe('sent from a floating entry', () => {
    it('goes out on save: in the app (unread), a push to each device and an email, and the sender sees who it reached', async () => {
      const phone = await subscribe(p.principal);
      const laptop = await subscribe(p.principal);
      const unreadBefore = await unread(p.principal);
      const mailsBefore = t.deps.mailer.recent.length;
      const id = await sendAlert(as, p.sender, schoolA, [p.principal, p.sro]);

      expect(await unread(p.principal)).toBe(unreadBefore + 1);
      expect(await unread(p.sro)).toBe(1);
      expect(await unread(p.sender)).toBe(0);
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'safetyAlert',
          id,
          action: 'created',
          userIds: expect.arrayContaining([p.principal.id, p.sro.id, p.sender.id]),
        }),
      );

      await t.drainJobs();
      const mails = t.deps.mailer.recent.slice(mailsBefore);
      expect(mails.map((mail) => mail.to).sort()).toEqual([p.principal.email, p.sro.email].sort());
      expect(mails[0]?.subject).toMatch(/^Safety alert at /);
      expect(mails[0]?.text).toContain('The east door is unlocked.');
      expect(mails[0]?.text).toContain(`/safetyAlerts/${id}`);
      for (const device of [phone, laptop]) {
        expect(device.received).toEqual([
          expect.objectContaining({ path: `/safetyAlerts/${id}`, body: 'The east door is unlocked.' }),
        ]);
        // Urgent: a phone saving its battery gets it at once (RFC 8030 §5.3).
        expect(device.urgencies).toEqual(['high']);
      }
      expect(push.rejections).toEqual([]);

      const alert = await alertOf(p.sender, id);
      expect(alert).toMatchObject({
        status: 'sent',
        message: 'The east door is unlocked.',
        sender: { id: p.sender.id },
        schoolId: schoolA,
        entry: { observationType: 'concern', observationItemId: 'cameras-1', location: 'East door' },
      });
      const byPerson = Object.fromEntries(alert.recipients.map((r) => [r.id, r]));
      expect(byPerson[p.principal.id]).toMatchObject({
        timeRead: null,
        delivered: { inApp: true, pushDevices: 2, email: true },
      });
      expect(byPerson[p.sro.id]).toMatchObject({ delivered: { inApp: true, pushDevices: 0, email: true } });
    });

    it('with the alert off sends nothing', async () => {
      const response = await as(p.sender).post(
        '/api/entries',
        alertEntry(schoolA, [], { shouldSendSafetyAlert: false }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<TEntry>().createdSafetyAlertIds).toEqual([]);
    });
  });

  describe('validation (spec 000 §5, §6)', () => {
    const refused = async (who: Person, body: object) => {
      const response = await as(who).post('/api/entries', body);
      return {
        status: response.statusCode,
        error: response.json<{ error: { message: string; fields?: Record<string, string> } }>().error,
      };
    };

    it.each([
      ['no recipients', () => alertEntry(schoolA, []), { safetyAlertUserIds: MESSAGES.fieldRequired }],
      [
        'six recipients',
        () => alertEntry(schoolA, [p.principal, p.sro, p.sender, p.bystander, p.coordinator, p.clerical]),
        { safetyAlertUserIds: SAFETY_ALERT_MESSAGES.alertRecipientsMax },
      ],
      [
        'a message of 501 characters',
        () => alertEntry(schoolA, [p.principal], { safetyAlertMessage: 'x'.repeat(501) }),
        { safetyAlertMessage: SAFETY_ALERT_MESSAGES.alertMessageMax },
      ],
      [
        'a recipient who does not receive alerts at the school (a principal of another school)',
        () => alertEntry(schoolA, [p.principal, p.principalB]),
        { safetyAlertUserIds: SAFETY_ALERT_MESSAGES.alertRecipientMustReceive },
      ],
      [
        'the sender as their own recipient',
        () => alertEntry(schoolA, [p.principal, p.sender]),
        { safetyAlertUserIds: SAFETY_ALERT_MESSAGES.alertRecipientSelf },
      ],
      [
        'product staff as a recipient',
        () => alertEntry(schoolA, [p.staff]),
        { safetyAlertUserIds: SAFETY_ALERT_MESSAGES.alertRecipientMustReceive },
      ],
      [
        'a recipient without receive safety alerts',
        () => alertEntry(schoolA, [p.clerical]),
        { safetyAlertUserIds: SAFETY_ALERT_MESSAGES.alertRecipientMustReceive },
      ],
      [
        'an unknown recipient',
        () => alertEntry(schoolA, [{ id: newId(), email: '', cookie: '' }]),
        { safetyAlertUserIds: SAFETY_ALERT_MESSAGES.alertRecipientMustReceive },
      ],
    ])('refuses %s, and logs no entry', async (_name, body, fields) => {
      const entryId = newId();
      const { status, error } = await refused(p.sender, { ...body(), id: entryId });
      expect(status).toBe(400);
      expect(error.fields).toEqual(fields);
      expect((await as(p.sender).get(`/api/entries/${entryId}`)).statusCode).toBe(404);
    });

    it('refuses a sender without send safety alerts at the school', async () => {
      const logger = await build.user('clerical', { schools: [schoolA] });
      const { status, error } = await refused(logger, alertEntry(schoolA, [p.principal]));
      expect(status).toBe(403);
      expect(error.message).toBe(SAFETY_ALERT_MESSAGES.alertMayNotSend);
    });
  });

  describe('from an entry of a walk', () => {
    it('is held until the walk completes, and sent once across placing it back in progress and completing again', async () => {
      const leader = p.sender;
      const walk = (
        await as(leader).post('/api/walks', { schoolId: schoolA, collaboratorUserIds: [] })
      ).json<TWalk>();
      const response = await as(leader).post('/api/entries', {
        ...alertEntry(schoolA, [p.sro]),
        walkId: walk.id,
      });
      expect(response.statusCode, response.body).toBe(201);
      const [id = ''] = response.json<TEntry>().createdSafetyAlertIds;
      const sroUnread = await unread(p.sro);

      expect((await alertOf(leader, id)).status).toBe('held');
      expect((await as(p.sro).get(`/api/safety-alerts/${id}`)).statusCode).toBe(403);
      expect((await listed(p.sro, 'tab=received')).safetyAlerts.map((a) => a.id)).not.toContain(id);
      expect(await told(id)).toEqual([]);

      const complete = () =>
        as(leader).post(`/api/walks/${walk.id}/complete`, { acknowledgeNoEntries: true });
      expect((await complete()).statusCode).toBe(200);
      expect((await alertOf(p.sro, id)).status).toBe('sent');
      expect(await unread(p.sro)).toBe(sroUnread + 1);
      expect(await told(id)).toEqual([p.sro.id]);
      expect(await notificationsOf(id)).toBe(1);

      expect((await as(leader).post(`/api/walks/${walk.id}/in-progress`)).statusCode).toBe(200);
      expect((await complete()).statusCode).toBe(200);
      expect(await notificationsOf(id)).toBe(1);
      expect(await unread(p.sro)).toBe(sroUnread + 1);
    });

    it('is sent when the walk completes by itself, 72 hours after submission', async () => {
      const leader = p.sender;
      const walk = (
        await as(leader).post('/api/walks', { schoolId: schoolA, collaboratorUserIds: [] })
      ).json<TWalk>();
      const entry = (
        await as(leader).post('/api/entries', { ...alertEntry(schoolA, [p.sro]), walkId: walk.id })
      ).json<TEntry>();
      const submitted = await as(leader).post(`/api/walks/${walk.id}/submit`, {
        reviewerUserId: p.principal.id,
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const [id = ''] = entry.createdSafetyAlertIds;
      expect((await alertOf(leader, id)).status).toBe('held');
      expect(await completeDueWalks(t.deps, new Date(Date.now() + 73 * 3_600_000))).toContain(walk.id);
      expect((await alertOf(p.sro, id)).status).toBe('sent');
      expect(await told(id)).toEqual([p.sro.id]);
    });

    it('of an entry deleted before the walk completes is not sent', async () => {
      const leader = p.sender;
      const walk = (
        await as(leader).post('/api/walks', { schoolId: schoolA, collaboratorUserIds: [] })
      ).json<TWalk>();
      const entry = (
        await as(leader).post('/api/entries', { ...alertEntry(schoolA, [p.sro]), walkId: walk.id })
      ).json<TEntry>();
      expect((await as(leader).delete(`/api/entries/${entry.id}`)).statusCode).toBe(204);
      expect(
        (await as(leader).post(`/api/walks/${walk.id}/complete`, { acknowledgeNoEntries: true })).statusCode,
      ).toBe(200);
      expect((await alertOf(leader, entry.createdSafetyAlertIds[0] ?? '')).status).toBe('held');
    });
  });

  describe('from an entry logged offline', () => {
    it('is sent once on sync, however often the push is retried', async () => {
      const { push: pushAs } = pusher(t);
      const args = entryArgs(schoolA, {
        shouldSendSafetyAlert: true,
        safetyAlertUserIds: [p.principal.id],
        safetyAlertMessage: 'Offline',
      });
      const clientId = newId();
      const before = await unread(p.principal);
      const first = await pushAs(p.sender, clientId, [mutation(1, 'entry.create', args)]);
      // The answer was lost: the device pushes the same again, then from a new outbox (reinstalled).
      await pushAs(p.sender, clientId, [mutation(1, 'entry.create', args)]);
      await pushAs(p.sender, newId(), [mutation(1, 'entry.create', args)]);
      const [result] = first.results;
      const entry = (result as { record?: { entry?: TEntry } }).record?.entry;
      const [id = ''] = entry?.createdSafetyAlertIds ?? [];
      expect(id).not.toBe('');
      expect(await told(id)).toEqual([p.principal.id]);
      expect(await unread(p.principal)).toBe(before + 1);
      const alerts = await t.database.db.select().from(safetyAlerts).where(eq(safetyAlerts.entryId, args.id));
      expect(alerts.map((alert) => alert.id)).toEqual([id]);
      expect(await notificationsOf(id)).toBe(1);
    });
  });
});
