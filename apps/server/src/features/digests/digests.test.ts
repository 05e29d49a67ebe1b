import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultCommunicationPreferences } from '@schooldog/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { sendDueSchedules } from '../../core/jobs.js';
import { digestSends, notifications, users } from '../../db/schema.js';
import type { SentMail } from '../../platform/mail.js';
import { type Builders, builders } from '../../test/builders.js';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import type { Person } from '../../test/kit.js';
import { sendDigests, sendDigestsDaily } from './send.js';

/*
 * The monthly digests (issue 25 point 5): the new-cycle email on the 1st and the nudge on the 15th,
 * at 08:00 in the district's time zone (Los Angeles here, so UTC's date is a day ahead in the
 * evening), only by preference, never to archived people or product staff, once per person and
 * cycle across reruns and instances.
 */

const NAMES = [
  'educator',
  'logger',
  'lateLogger',
  'spanish',
  'optedOut',
  'archived',
  'staff',
  'cannotLog',
] as const;
type Name = (typeof NAMES)[number];

describeEachDatabase('monthly digests', (kind) => {
  let t: TestApp;
  let build: Builders;
  let now = new Date('2026-03-10T18:00:00Z');
  let schoolId: string;
  const p = {} as Record<Name, Person>;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => now });
    build = builders(t);
    [schoolId] = (await withDistrict(t)).map((school) => school.id) as [string];
    await t.deps.settings.update('organization', { timeZone: 'America/Los_Angeles' }, null);
    for (const name of NAMES)
      p[name] = await build.user(name === 'cannotLog' ? 'district_nonsafety_coordinator' : 'educator', {
        schools: [schoolId],
        isSchoolDogStaff: name === 'staff',
      });
    const set = (name: Name, values: Partial<typeof users.$inferInsert>) =>
      t.database.db.update(users).set(values).where(eq(users.id, p[name].id));
    await set('spanish', { language: 'es' });
    await set('archived', { isArchived: true });
    await set('optedOut', {
      communicationPreferences: {
        ...defaultCommunicationPreferences(),
        newCycleBeginning: false,
        nudge: false,
      },
    });
    // March's one entry so far.
    await build.entry(p.logger, { schoolId });
  });
  afterAll(() => t.close());

  const nameOf = (id: string) => NAMES.find((name) => p[name].id === id) ?? id;
  /** Who has been told of this kind in this cycle, by name. */
  const told = async (kind: 'digests.newCycle' | 'digests.nudge', cycle: string) =>
    (
      await t.database.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(and(eq(notifications.kind, kind), sql`${notifications.data}->>'cycle' = ${cycle}`))
    )
      .map((row) => nameOf(row.userId))
      .sort();
  const mailTo = async (name: Name, subject: string): Promise<SentMail[]> => {
    await t.drainJobs();
    return t.deps.mailer.recent.filter((mail) => mail.to === p[name].email && mail.subject === subject);
  };

  it('the new-cycle email goes out at 08:00 on the 1st in the district’s time zone, not when UTC’s date turns', async () => {
    const send = () => sendDueSchedules(t.deps, [sendDigestsDaily]);
    // Logged at 11 pm on March 31 in Los Angeles, April 1 in UTC: March's.
    now = new Date('2026-04-01T06:00:00Z');
    await build.entry(p.lateLogger, { schoolId });
    expect(await send()).toEqual(['digests.send']);
    await t.drainJobs();
    now = new Date('2026-04-01T14:59:00Z');
    expect(await send()).toEqual([]);
    expect(await told('digests.newCycle', '2026-04')).toEqual([]);

    now = new Date('2026-04-01T15:00:00Z');
    expect(await send()).toEqual(['digests.send']);
    await t.drainJobs();
    // Preference off, archived and product staff get nothing; those who may not log entries do.
    expect(await told('digests.newCycle', '2026-04')).toEqual([
      'cannotLog',
      'educator',
      'lateLogger',
      'logger',
      'spanish',
    ]);

    const [mail, ...more] = await mailTo('educator', 'A new SchoolDog cycle begins: April 2026');
    expect(more).toEqual([]);
    expect(mail?.text).toContain('A new cycle has begun in SchoolDog: April 2026.');
    expect(mail?.text).toContain('In March 2026, Demo County Schools logged 2 entries.');
    expect(mail?.text).toContain('/dashboard');
    expect(mail?.headers?.['List-Unsubscribe']).toContain('/api/notifications/unsubscribe?token=');
    const [spanish] = await mailTo('spanish', 'Comienza un nuevo ciclo de SchoolDog: abril de 2026');
    expect(spanish?.text).toContain('En marzo de 2026, Demo County Schools registró 2 entradas.');
  });

  it('the nudge goes out on the 15th to those who may log entries and logged none this cycle; once; its link turns it off', async () => {
    now = new Date('2026-04-02T17:00:00Z');
    await build.entry(p.logger, { schoolId });
    expect(await sendDigests(t.deps, new Date('2026-04-14T15:00:00Z'))).toEqual({ newCycle: [], nudge: [] });

    now = new Date('2026-04-15T15:00:00Z');
    const first = await sendDigests(t.deps, now);
    expect(first.newCycle).toEqual([]);
    // The late logger's entry was March's; the logger logged in April; cannotLog may not log entries.
    expect(first.nudge.map(nameOf).sort()).toEqual(['educator', 'lateLogger', 'spanish']);
    // A rerun (a retry, the schedule sent again) tells nobody again.
    expect(await sendDigests(t.deps, now)).toEqual({ newCycle: [], nudge: [] });
    expect(await told('digests.nudge', '2026-04')).toEqual(['educator', 'lateLogger', 'spanish']);

    const [mail, ...more] = await mailTo('educator', 'You have not logged an entry this cycle');
    expect(more).toEqual([]);
    expect(mail?.text).toContain(
      'You have not logged any entries in SchoolDog this cycle (April 2026). It ends on April 30.',
    );
    const [spanish] = await mailTo('spanish', 'No ha registrado ninguna entrada en este ciclo');
    expect(spanish?.text).toContain('Termina el 30 de abril.');

    // The one-click unsubscribe turns the nudge off, and only the nudge.
    const link = new URL(/^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '');
    const posted = await t.app.inject({
      method: 'POST',
      url: link.pathname + link.search,
      headers: { origin: undefined, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const [educator] = await t.database.db.select().from(users).where(eq(users.id, p.educator.id));
    expect(educator?.communicationPreferences).toMatchObject({ nudge: false, newCycleBeginning: true });
  });

  it(
    'two instances at once tell each person once, whether the schedule or the run is doubled',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'schooldog-digests-'));
      const second = await buildApp({
        config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
        database: t.database,
        secret: 'test-secret-test-secret-test-secret-0123',
        webDist: join(dataDir, 'no-web'),
        clock: () => now,
        runJobs: false,
      });
      try {
        await second.app.ready();
        now = new Date('2026-05-01T15:00:00Z');
        const sent = await Promise.all([
          sendDueSchedules(t.deps, [sendDigestsDaily]),
          sendDueSchedules(second.deps, [sendDigestsDaily]),
        ]);
        expect(sent.flat()).toEqual(['digests.send']);
        await Promise.all([t.drainJobs(), second.deps.jobs.drain()]);
        const expected = ['cannotLog', 'educator', 'lateLogger', 'logger', 'spanish'];
        expect(await told('digests.newCycle', '2026-05')).toEqual(expected);
        // The same run on both instances at once (a retry while the first still runs): nobody twice.
        now = new Date('2026-05-15T15:00:00Z');
        const runs = await Promise.all([sendDigests(t.deps, now), sendDigests(second.deps, now)]);
        const nudged = runs.flatMap((run) => run.nudge).map(nameOf);
        // The educator turned the nudge off; everyone else logged nothing in May.
        expect(nudged.sort()).toEqual(['lateLogger', 'logger', 'spanish']);
        expect(await told('digests.nudge', '2026-05')).toEqual(['lateLogger', 'logger', 'spanish']);
        expect(
          await t.database.db.select().from(digestSends).where(eq(digestSends.cycle, '2026-05')),
        ).toHaveLength(8);
      } finally {
        await second.app.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('a server down all through the 1st sends the cycle’s email at its first run of the next two days, not later', async () => {
    now = new Date('2026-06-02T15:00:00Z');
    expect((await sendDigests(t.deps, now)).newCycle.map(nameOf).sort()).toEqual([
      'cannotLog',
      'educator',
      'lateLogger',
      'logger',
      'spanish',
    ]);
    expect(await sendDigests(t.deps, new Date('2026-06-03T15:00:00Z'))).toEqual({ newCycle: [], nudge: [] });
    // July's first run on the 4th: too late for news of the cycle's beginning.
    expect(await sendDigests(t.deps, new Date('2026-07-04T15:00:00Z'))).toEqual({ newCycle: [], nudge: [] });
    expect(await told('digests.newCycle', '2026-07')).toEqual([]);
  });
});
