import { defaultCommunicationPreferences } from '@schooldog/domain';
import { createPushSender } from '../../platform/push/sender.js';
import webpush from 'web-push';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakePushService, type FakeDevice, type FakePushService } from '../../test/fake-push-service.js';
import { caughtUp, liveStreams } from '../../test/live-stream.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { completeDueWalks } from '../walks/public.js';
import { type Person, walkCast, walkClient } from '../walks/test-helpers.js';

/*
 * Notifications as a walk sends them: email in the recipient's language with the district's name,
 * preferences and the one-click unsubscribe, web push to each device through a push service that
 * checks the signature and decrypts; each delivery a job, sent once.
 */

const keys = webpush.generateVAPIDKeys();

describeEachDatabase('notifications', (kind) => {
  let t: TestApp;
  let push: FakePushService;
  let cast: Awaited<ReturnType<typeof walkCast>>;
  let api: ReturnType<typeof walkClient>;
  beforeAll(async () => {
    push = await startFakePushService();
    t = await createTestApp(kind, {}, { push: createPushSender(keys, 'mailto:safety@district.test') });
    api = walkClient(t);
    cast = await walkCast(t);
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const mailsTo = async (person: Person, since: number) => {
    await t.drainJobs();
    return t.deps.mailer.recent.slice(since).filter((mail) => mail.to === person.email);
  };
  const subscribe = async (person: Person): Promise<FakeDevice> => {
    const device = push.subscribe(keys.publicKey);
    const response = await api.call(person, 'PUT', '/api/notifications/devices', {
      endpoint: device.endpoint,
      keys: device.keys,
    });
    expect(response.statusCode, response.body).toBe(204);
    return device;
  };

  it('a walk sent for review: the reviewer gets an email (HTML and text, the district named) and a push, once each', async () => {
    const device = await subscribe(cast.reviewer);
    const walk = await api.startWalk(cast.leader, cast.schoolA);
    await api.loggedEntry(cast.leader, walk);
    const before = t.deps.mailer.recent.length;
    await api.submit(cast.leader, walk, cast.reviewer);
    const [mail, ...more] = await mailsTo(cast.reviewer, before);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^A SchoolDog Walk at .+ awaits your review$/);
    expect(mail?.text).toContain(`/walks/walk/${walk.id}/review`);
    expect(mail?.text).toContain('Demo County Schools');
    expect(mail?.html).toContain(`/walks/walk/${walk.id}/review`);
    // A review asked of you is not optional: no unsubscribe.
    expect(mail?.headers).toBeUndefined();
    expect(device.received).toEqual([
      expect.objectContaining({ title: 'A walk awaits your review', path: `/walks/walk/${walk.id}/review` }),
    ]);
    expect(device.urgencies).toEqual(['normal']);
    expect(push.rejections).toEqual([]);

    // The same deliveries run again (a second instance, a retry after a crash) send nothing more.
    const [notification] = await t.database.raw(
      `select id from notifications where user_id = $1 order by time_created desc limit 1`,
      [cast.reviewer.id],
    );
    await t.deps.jobs.send('notifications.email', { notificationId: notification?.[0] });
    expect(await mailsTo(cast.reviewer, before)).toHaveLength(1);
    expect(device.received).toHaveLength(1);
  });

  it('an optional kind honours the preference and carries a one-click unsubscribe that works without signing in', async () => {
    const before = t.deps.mailer.recent.length;
    await api.startWalk(cast.leader, cast.schoolA, [cast.collaborator.id]);
    const [mail] = await mailsTo(cast.collaborator, before);
    expect(mail?.subject).toMatch(/^You were added to a SchoolDog Walk at /);
    const unsubscribe = /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(unsubscribe).toContain('/api/notifications/unsubscribe?token=');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain(unsubscribe);
    const path = new URL(unsubscribe).pathname + new URL(unsubscribe).search;

    // Opening the link (a mail scanner) changes nothing; the page asks.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop these emails');
    const me = async () =>
      (await api.call(cast.collaborator, 'GET', '/api/me')).json<{
        user: { communicationPreferences: Record<string, boolean> };
      }>();
    expect((await me()).user.communicationPreferences.walkUpdates).toBe(true);
    // A forged token does nothing.
    const forged = await t.app.inject({ method: 'POST', url: `${path}x`, headers: { origin: undefined } });
    expect(forged.statusCode).toBe(404);
    // The mail provider's one-click POST: no session, no Origin.
    const posted = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { origin: undefined, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect((await me()).user.communicationPreferences.walkUpdates).toBe(false);

    // Turned off: the next walk they are added to sends them nothing; a required kind still goes.
    const next = t.deps.mailer.recent.length;
    const walk = await api.startWalk(cast.leader, cast.schoolA, [cast.collaborator.id]);
    expect(await mailsTo(cast.collaborator, next)).toEqual([]);
    await api.loggedEntry(cast.leader, walk);
    await api.submit(cast.leader, walk, cast.reviewer);
    const review = await api.call(cast.reviewer, 'POST', `/api/walks/${walk.id}/review`, {
      isApproved: false,
      comments: 'Add the gym door.',
    });
    expect(review.statusCode, review.body).toBe(200);
    const [revisions] = await mailsTo(cast.leader, next);
    expect(revisions?.text).toContain('Add the gym door.');
  });

  it('a walk completed: its other participants hear of it, by the reviewer or automatically after 72 hours', async () => {
    const turnOn = await api.call(cast.collaborator, 'PATCH', '/api/me', {
      communicationPreferences: { ...defaultCommunicationPreferences(), walkUpdates: true },
    });
    expect(turnOn.statusCode, turnOn.body).toBe(200);
    const walk = await api.startWalk(cast.leader, cast.schoolA, [cast.collaborator.id]);
    await api.loggedEntry(cast.leader, walk);
    await api.submit(cast.leader, walk, cast.reviewer);
    const before = t.deps.mailer.recent.length;
    const approved = await api.call(cast.reviewer, 'POST', `/api/walks/${walk.id}/review`, {
      isApproved: true,
      comments: null,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await t.drainJobs();
    const completed = t.deps.mailer.recent.slice(before).filter((mail) => /is complete$/.test(mail.subject));
    expect(completed.map((mail) => mail.to).sort()).toEqual(
      [cast.collaborator.email, cast.leader.email].sort(),
    );
    expect(completed[0]?.text).toMatch(/completed the SchoolDog Walk at .+ that you took part in/);

    const later = await api.startWalk(cast.leader, cast.schoolA, [cast.collaborator.id]);
    await api.loggedEntry(cast.leader, later);
    await api.submit(cast.leader, later, cast.reviewer);
    const next = t.deps.mailer.recent.length;
    expect(await completeDueWalks(t.deps, new Date(Date.now() + 73 * 3_600_000))).toContain(later.id);
    await t.drainJobs();
    // Walks other tests left submitted complete too; this one's mails name it.
    const automatic = t.deps.mailer.recent
      .slice(next)
      .filter((mail) => /is complete$/.test(mail.subject) && mail.text.includes(later.id));
    expect(automatic.map((mail) => mail.to).sort()).toEqual(
      [cast.collaborator.email, cast.leader.email].sort(),
    );
    expect(automatic[0]?.text).toContain('completed automatically 72 hours after submission');
  });

  it('in the recipient’s language', async () => {
    const saved = await api.call(cast.managerHere, 'PATCH', '/api/me', { language: 'es' });
    expect(saved.statusCode, saved.body).toBe(200);
    const walk = await api.startWalk(cast.leader, cast.schoolA);
    await api.loggedEntry(cast.leader, walk);
    const before = t.deps.mailer.recent.length;
    await api.submit(cast.leader, walk, cast.managerHere);
    const [mail] = await mailsTo(cast.managerHere, before);
    expect(mail?.subject).toMatch(/^Un recorrido SchoolDog en .+ espera su revisión$/);
    expect(mail?.html).toContain('lang="es"');
  });

  it('a failing push service holds up neither the email nor other devices; a gone device is removed', async () => {
    const devices = [await subscribe(cast.managerHere), await subscribe(cast.managerHere)];
    const walk = await api.startWalk(cast.leader, cast.schoolA);
    await api.loggedEntry(cast.leader, walk);
    const before = t.deps.mailer.recent.length;
    push.failNext(1, 503);
    await api.submit(cast.leader, walk, cast.managerHere);
    expect(await mailsTo(cast.managerHere, before)).toHaveLength(1);
    // Both pushes are one job: the one answered is kept, and the retry sends the other only.
    expect(devices.map((device) => device.received.length).sort()).toEqual([0, 1]);
    const failing = devices.find((device) => device.received.length === 0) as FakeDevice;
    // The push is retried (after its delay); run it now.
    await t.database.raw(
      `update pgboss.job set start_after = now() where name = 'notifications.push' and state = 'retry'`,
      [],
    );
    await t.drainJobs();
    expect(devices.map((device) => device.received.length)).toEqual([1, 1]);

    failing.gone = true;
    const again = await api.startWalk(cast.leader, cast.schoolA);
    await api.loggedEntry(cast.leader, again);
    await api.submit(cast.leader, again, cast.managerHere);
    await t.drainJobs();
    const left = await t.database.raw(`select count(*)::int from push_subscriptions where endpoint = $1`, [
      failing.endpoint,
    ]);
    expect(left).toEqual([[0]]);
  });

  it('the app shows a notification to its recipient only; signing out removes the device', async () => {
    const live = await liveStreams(t.app);
    const reviewerStream = await live.open(cast.reviewer);
    const otherStream = await live.open(cast.collaborator);
    const device = await subscribe(cast.reviewer);
    const walk = await api.startWalk(cast.leader, cast.schoolA);
    await api.loggedEntry(cast.leader, walk);
    await api.submit(cast.leader, walk, cast.reviewer);
    const heard = await reviewerStream.next((change) => change.type === 'notification');
    await caughtUp(t.deps.events, otherStream, cast.collaborator);
    expect(otherStream.changes.some((change) => change.type === 'notification')).toBe(false);
    const shown = await api.call(cast.reviewer, 'GET', `/api/notifications/${heard.id}`);
    expect(shown.json()).toMatchObject({
      title: 'A walk awaits your review',
      path: `/walks/walk/${walk.id}/review`,
    });
    expect((await api.call(cast.collaborator, 'GET', `/api/notifications/${heard.id}`)).statusCode).toBe(404);
    await live.closeAll();

    const signedOut = await api.call(cast.reviewer, 'POST', '/api/auth/sign-out', {});
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    await expect
      .poll(async () =>
        t.database.raw(`select count(*)::int from push_subscriptions where endpoint = $1`, [device.endpoint]),
      )
      .toEqual([[0]]);
  });
});
