import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { notificationDeliveries, notifications, safetyAlertRecipients } from '../../db/schema.js';
import { createPushSender, type PushSender } from '../../platform/push/sender.js';
import {
  type FakeDevice,
  type FakePushService,
  notificationsShown,
  startFakePushService,
} from '../../test/fake-push-service.js';
import { anotherInstance, createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type Person, requestsAs } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import { alertReads, sendAlert } from './test-helpers.js';

/*
 * A server restart during a send loses no alert and sends none twice (issue 25). The server dies
 * while an alert's push is in flight: the push service has accepted it, the answer never comes
 * back, nothing records it; a new instance starts on the same database, the queue finds the run
 * dead after its expiry and retries it. Every recipient is told once in the app and by one email,
 * and each device shows the alert once: the push sent again carries the same Topic, which replaces
 * the first one where the push service still keeps it (the device asleep), and the same tag, which
 * replaces the notification shown where it was received (the device awake). An awake device does
 * receive it twice: nobody can know whether a push whose answer was lost went out.
 */

const keys = webpush.generateVAPIDKeys();
const pushSender = () => createPushSender(keys, 'mailto:safety@district.test');

/** A push sender its instance dies through: once dead, it never hears back (a dead process does not). */
function mortal(sender: PushSender): { push: PushSender; die(): void } {
  let isDead = false;
  const never = new Promise<never>(() => {});
  return {
    push: {
      publicKey: sender.publicKey,
      send: (subscription, payload) =>
        sender.send(subscription, payload).then(
          (outcome) => (isDead ? never : outcome),
          (error: unknown) => {
            if (isDead) return never;
            throw error;
          },
        ),
    },
    die: () => {
      isDead = true;
    },
  };
}

describeEachDatabase('safety alerts: a server restart during a send', (kind) => {
  let push: FakePushService;
  let first: TestApp;
  let restarted: TestApp | undefined;
  let die: () => void;
  let schoolA: string;
  let p: Record<'sender' | 'principal' | 'sro', Person>;

  beforeEach(async () => {
    push = await startFakePushService();
    const dying = mortal(pushSender());
    die = dying.die;
    first = await createTestApp(kind, {}, { push: dying.push });
    ({ schoolA, people: p } = await castOf(first, {
      sender: ['educator', 'A'],
      principal: ['principal', 'A'],
      sro: ['sro', 'A'],
    }));
  });
  afterEach(async () => {
    await restarted?.close();
    restarted = undefined;
    await first.close();
    await push.close();
  });

  const subscribe = async (app: TestApp, person: Person): Promise<FakeDevice> => {
    const device = push.subscribe(keys.publicKey);
    const response = await requestsAs(app)(person).put('/api/notifications/devices', {
      endpoint: device.endpoint,
      keys: device.keys,
    });
    expect(response.statusCode, response.body).toBe(204);
    return device;
  };
  /** `seconds` pass for the job queue: its runs started and its retries due move that far back. */
  const queueTimePasses = (app: TestApp, seconds: number) =>
    app.database.raw(
      `update pgboss.job set started_on = started_on - $1::int * interval '1 second',
         start_after = start_after - $1::int * interval '1 second'
       where state in ('created', 'retry', 'active')`,
      [seconds],
    );
  const jobStates = async (app: TestApp) =>
    (
      await app.database.raw(
        `select name, state from pgboss.job where name like 'notifications.%' order by name, state`,
        [],
      )
    ).map((row) => row.join(' '));
  /** How the alert told a person: their recipient rows, their notifications, the pushes recorded for it. */
  const toldIn = async (app: TestApp, alertId: string, person: Person) => {
    const rows = await app.database.db
      .select({ notificationId: safetyAlertRecipients.notificationId })
      .from(safetyAlertRecipients)
      .where(
        and(eq(safetyAlertRecipients.safetyAlertId, alertId), eq(safetyAlertRecipients.userId, person.id)),
      );
    const said = await app.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, person.id),
          eq(notifications.kind, 'safetyAlerts.sent'),
          sql`${notifications.data}->>'safetyAlertId' = ${alertId}`,
        ),
      );
    const pushes = await app.database.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.channel, 'push'),
          eq(notificationDeliveries.notificationId, said[0]?.id ?? ''),
        ),
      );
    return { recipientRows: rows.length, notifications: said.length, pushesRecorded: pushes.length };
  };
  /** The mail that left (DATA_DIR/mail, shared by the instances), by recipient. */
  const mailedTo = (app: TestApp) =>
    readdirSync(join(app.dataDir, 'mail'))
      .map((file) => readFileSync(join(app.dataDir, 'mail', file), 'utf8'))
      .filter((mail) => mail.includes('Subject: Safety alert at'))
      .map((mail) => /^To: (.+)$/m.exec(mail)?.[1])
      .sort();

  it.each([
    ['asleep: the push service kept it, and the push sent again replaces it (same Topic)', true],
    ['awake: it received both, and shows one (same tag)', false],
  ])(
    'the server dies with a push accepted and unanswered; the restart tells everyone once, the phone %s',
    async (_name, isAsleep) => {
      const phone = await subscribe(first, p.principal);
      const tablet = await subscribe(first, p.sro);
      phone.asleep = isAsleep;
      const held = push.holdAnswer(phone);
      const id = await sendAlert(requestsAs(first), p.sender, schoolA, [p.principal, p.sro]);

      // The first instance runs the deliveries; the push service accepts the push to the phone, and
      // the instance dies waiting for the answer (this drain never ends), the tablet's push (sent in
      // the same job) answered and recorded.
      void first.drainJobs();
      await held;
      await expect.poll(async () => (await toldIn(first, id, p.sro)).pushesRecorded).toBe(1);
      die();
      expect(phone.received).toHaveLength(isAsleep ? 0 : 1);
      expect(await toldIn(first, id, p.principal)).toEqual({
        recipientRows: 1,
        notifications: 1,
        pushesRecorded: 0,
      });
      expect(await jobStates(first)).toContain('notifications.push active');

      // A new instance on the same database. Past the deliveries' expiry the queue's maintenance
      // takes the run for dead and retries it, after the retry's delay.
      restarted = await anotherInstance(first, { push: pushSender() });
      const [[expiry] = []] = await restarted.database.raw(
        `select max(expire_seconds) from pgboss.queue where name like 'notifications.%'`,
        [],
      );
      await queueTimePasses(restarted, Number(expiry) + 1);
      await restarted.deps.jobs.expire();
      await queueTimePasses(restarted, 10 * 60);
      expect(await restarted.drainJobs()).toBeGreaterThan(0);
      push.wake(phone);

      expect(await jobStates(restarted)).toEqual([
        'notifications.email completed',
        'notifications.email completed',
        // The pushes to both recipients' devices: one job, run again.
        'notifications.push completed',
      ]);
      // Each recipient once in the app (unread) and by one email; the alert is sent.
      const as = requestsAs(restarted);
      const { alertOf, unread } = alertReads(() => as);
      for (const person of [p.principal, p.sro]) {
        expect(await toldIn(restarted, id, person)).toEqual({
          recipientRows: 1,
          notifications: 1,
          pushesRecorded: 1,
        });
        expect(await unread(person)).toBe(1);
      }
      expect(mailedTo(restarted)).toEqual([p.principal.email, p.sro.email].sort());
      // What reached each: one device each, the push sent twice counted once.
      const alert = await alertOf(p.sender, id);
      expect(alert.status).toBe('sent');
      expect(alert.recipients.map((recipient) => recipient.delivered)).toEqual([
        { inApp: true, pushDevices: 1, email: true },
        { inApp: true, pushDevices: 1, email: true },
      ]);

      // Each device shows the alert once.
      const theAlert = expect.objectContaining({ path: `/safetyAlerts/${id}`, tag: expect.any(String) });
      expect(notificationsShown(phone)).toEqual([theAlert]);
      expect(notificationsShown(tablet)).toEqual([theAlert]);
      expect(tablet.received).toHaveLength(1);
      // Asleep, the phone receives it once; awake, twice (the same message: one notification).
      expect(phone.received).toHaveLength(isAsleep ? 1 : 2);
      expect(new Set(phone.received.map((payload) => JSON.stringify(payload))).size).toBe(1);
      expect(push.rejections).toEqual([]);
    },
  );
});
