import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES, type TWalk } from '@schooldog/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openPglite } from '../../db/client.js';
import { seedDistrict, seedUser } from '../../seed/demo.js';
import {
  createTestApp,
  describeEachDatabase,
  TEST_PASSWORD,
  type TestApp,
  withDistrict,
  sameOriginByDefault,
} from '../../test/harness.js';
import { AUTO_COMPLETE_COMMENT, completeDueWalks } from './auto-complete.js';
import { type Person, walkClient } from './test-helpers.js';

const HOUR = 3600_000;
const T = new Date('2025-03-03T15:00:00Z');

describeEachDatabase(
  'a walk in review completes automatically after 72 hours; Abandoned after 7 days',
  (kind) => {
    let t: TestApp;
    let api: ReturnType<typeof walkClient>;
    let now = T;
    let schoolA: string;
    let leader: Person;
    let reviewer: Person;

    beforeAll(async () => {
      t = await createTestApp(kind, {}, { clock: () => now });
      api = walkClient(t);
      [schoolA] = (await withDistrict(t)).map((school) => school.id) as [string];
      leader = await t.userWithRole('educator', [schoolA]);
      reviewer = await t.userWithRole('principal', [schoolA]);
    });
    afterAll(() => t.close());

    const get = async (walk: TWalk) => (await api.call(leader, 'GET', `/api/walks/${walk.id}`)).json<TWalk>();

    it('a walk in review completes automatically 72 hours after submission, not a minute before', async () => {
      now = T;
      const walk = await api.startWalk(leader, schoolA);
      const submitted = await api.submit(leader, walk, reviewer);
      expect(submitted.autoCompleteAt).toBe(new Date(T.getTime() + 72 * HOUR).toISOString());
      expect(await completeDueWalks(t.deps, new Date(T.getTime() + 72 * HOUR - 60_000))).toEqual([]);
      expect((await get(walk)).status).toBe('review');
      expect(await completeDueWalks(t.deps, new Date(T.getTime() + 72 * HOUR))).toEqual([walk.id]);
      const done = await get(walk);
      expect(done).toMatchObject({
        status: 'complete',
        autoCompleteAt: null,
        timeCompleted: submitted.autoCompleteAt,
      });
      expect(done.submissionHistory.at(-1)).toMatchObject({
        fromStatus: 'review',
        toStatus: 'complete',
        byUserId: null,
        comments: AUTO_COMPLETE_COMMENT,
      });
      // Swept once: a second sweep finds nothing.
      expect(await completeDueWalks(t.deps, new Date(T.getTime() + 100 * HOUR))).toEqual([]);
    });

    it('revisions requested stop the automatic completion', async () => {
      now = T;
      const walk = await api.startWalk(leader, schoolA);
      await api.submit(leader, walk, reviewer);
      await api.call(reviewer, 'POST', `/api/walks/${walk.id}/review`, {
        isApproved: false,
        comments: 'More, please.',
      });
      expect(await completeDueWalks(t.deps, new Date(T.getTime() + 100 * HOUR))).not.toContain(walk.id);
      expect((await get(walk)).status).toBe('inprogress');
    });

    it('an in-progress walk not updated for 7 days is Abandoned; logging an entry resets it', async () => {
      now = T;
      const walk = await api.startWalk(leader, schoolA);
      now = new Date(T.getTime() + 6 * 24 * HOUR);
      expect((await get(walk)).isAbandoned).toBe(false);
      now = new Date(T.getTime() + 7 * 24 * HOUR);
      expect((await get(walk)).isAbandoned).toBe(true);
      await api.loggedEntry(leader, walk);
      const after = await get(walk);
      expect(after.isAbandoned).toBe(false);
      expect(after.timeUpdated).toBe(now.toISOString());
    });

    it('the acknowledgement message is the spec word', () => {
      expect(MESSAGES.required).toBe('Required');
    });
  },
);

describe('automatic completion survives a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'schooldog-walks-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function start(clock: () => Date) {
    const database = await openPglite(dataDir);
    await database.migrate();
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      SIGN_IN_RATE_LIMIT: '1000',
      JOB_POLLING_SECONDS: '0.5',
    });
    const built = await buildApp({
      config,
      database,
      secret: 'test-secret-test-secret-test-secret-0123',
      webDist: join(dataDir, 'no-web'),
      clock,
      // As a server instance runs: jobs polled (quickly here), schedules sent at start-up.
      runJobs: true,
    });
    await built.app.ready();
    sameOriginByDefault(built.app, config.publicUrl);
    const signIn = async (email: string) => {
      const response = await built.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: TEST_PASSWORD },
      });
      return String([response.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
    };
    return {
      ...built,
      database,
      signIn,
      close: async () => (await built.app.close(), await database.close()),
    };
  }

  it('a walk submitted before the server stopped completes at start-up once 72 hours have passed', async () => {
    const first = await start(() => T);
    const [school] = await seedDistrict(first.database.db, first.deps.settings);
    const schoolId = school?.id ?? '';
    await seedUser(first.database.db, 'educator', {
      schoolIds: [schoolId],
      password: TEST_PASSWORD,
      email: 'lead@r.test',
    });
    const principal = await seedUser(first.database.db, 'principal', {
      schoolIds: [schoolId],
      password: TEST_PASSWORD,
      email: 'principal@r.test',
    });
    const cookie = await first.signIn('lead@r.test');
    const inject = (app: typeof first.app, method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const walk = (await inject(first.app, 'POST', '/api/walks', { schoolId })).json<TWalk>();
    const submitted = await inject(first.app, 'POST', `/api/walks/${walk.id}/submit`, {
      reviewerUserId: principal.id,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    await first.close();

    // Started as `npm start` starts it: sending the schedules due and running jobs.
    const second = await start(() => new Date(T.getTime() + 73 * HOUR));
    try {
      await vi.waitFor(
        async () => {
          const after = (await inject(second.app, 'GET', `/api/walks/${walk.id}`)).json<TWalk>();
          expect(after).toMatchObject({ status: 'complete', autoCompleteAt: null });
        },
        { timeout: 60_000, interval: 250 },
      );
    } finally {
      await second.close();
    }
    // Two servers started on PGlite, and a wait of up to 60 s for the job: above the default.
  }, 180_000);
});
