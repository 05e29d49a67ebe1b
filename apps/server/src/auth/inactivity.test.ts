import { SIGNED_OUT_INACTIVE } from '@schooldog/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { securityEvents } from '../db/schema.js';
import { users } from '../db/schema.js';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../test/harness.js';
import { ACTIVITY_WRITE_MS } from './inactivity.js';
import { sessions } from './tables.js';

/*
 * Inactivity sign-out lived only in the browser (a missing localStorage key meant never) while
 * server sessions lasted 30 days. The server now ends a session unused for AUTO_SIGN_OUT_HOURS
 * (always for product staff), and the user's marker signs them out on every device.
 */

const HOUR_MS = 3_600_000;

describeEachDatabase(
  'Inactivity sign-out lives only in the browser: the server ends idle sessions',
  (kind) => {
    let t: TestApp;
    let schoolId: string;
    let startedAt: number;

    beforeAll(async () => {
      t = await createTestApp(kind);
      const [school] = await withDistrict(t);
      schoolId = school?.id ?? '';
    });
    afterAll(() => t.close());
    // Only Date is faked: the app's clock, better-auth and the caches all read it, timers run as usual.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      startedAt = Date.now();
    });
    afterEach(() => vi.useRealTimers());

    const later = (ms: number) => vi.setSystemTime(startedAt + ms);
    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    const sessionRows = (userId: string) =>
      t.database.db.select().from(sessions).where(eq(sessions.userId, userId));

    it('a session unused for longer than AUTO_SIGN_OUT_HOURS is refused with signed_out_inactive and its row is gone', async () => {
      const person = await t.userWithRole('educator', [schoolId]);
      expect((await me(person.cookie)).statusCode).toBe(200);
      later(24 * HOUR_MS + 60_000);
      const refused = await me(person.cookie);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toMatchObject({
        code: SIGNED_OUT_INACTIVE,
        message: 'You were automatically signed out due to inactivity',
        messageKey: 'autoSignedOut',
      });
      expect(await sessionRows(person.id)).toEqual([]);
      expect((await me(person.cookie)).statusCode).toBe(401);
      const logged = await t.database.db
        .select()
        .from(securityEvents)
        .where(and(eq(securityEvents.userId, person.id), eq(securityEvents.kind, 'auto_sign_out')));
      expect(logged).toHaveLength(1);
    });

    it("better-auth's own session endpoints refuse an idle session too", async () => {
      const person = await t.userWithRole('educator', [schoolId]);
      const getSession = () =>
        t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: person.cookie } });
      expect((await getSession()).json()).toMatchObject({ user: { id: person.id } });
      later(24 * HOUR_MS + 60_000);
      const refused = await getSession();
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.code).toBe(SIGNED_OUT_INACTIVE);
      expect(await sessionRows(person.id)).toEqual([]);
    });

    it('activity keeps a session alive, and is written at most once a minute', async () => {
      const person = await t.userWithRole('educator', [schoolId]);
      later(23 * HOUR_MS);
      expect((await me(person.cookie)).statusCode).toBe(200);
      const [first] = await sessionRows(person.id);
      expect(first?.lastActiveAt?.getTime()).toBe(startedAt + 23 * HOUR_MS);
      later(23 * HOUR_MS + ACTIVITY_WRITE_MS / 2);
      expect((await me(person.cookie)).statusCode).toBe(200);
      const [unchanged] = await sessionRows(person.id);
      expect(unchanged?.lastActiveAt?.getTime()).toBe(startedAt + 23 * HOUR_MS);
      // 23 hours after the last activity, 46 after sign-in: still signed in.
      later(46 * HOUR_MS);
      expect((await me(person.cookie)).statusCode).toBe(200);
    });

    it('the marker on the user signs them out on every device, and a new sign-in works', async () => {
      const person = await t.userWithRole('educator', [schoolId]);
      const idleDevice = person.cookie;
      const busyDevice = await t.signIn(person.email);
      later(24 * HOUR_MS);
      expect((await me(busyDevice)).statusCode).toBe(200);
      later(25 * HOUR_MS);
      expect((await me(idleDevice)).json().error.code).toBe(SIGNED_OUT_INACTIVE);
      const [user] = await t.database.db.select().from(users).where(eq(users.id, person.id));
      expect(user?.autoSignOutData?.timestamp).toBe(new Date(startedAt + 25 * HOUR_MS).toISOString());
      expect(await sessionRows(person.id)).toEqual([]);
      expect((await me(busyDevice)).statusCode).toBe(401);
      later(25 * HOUR_MS + 1);
      expect((await me(await t.signIn(person.email))).statusCode).toBe(200);
    });

    it('a session signed in before the marker ends, even one the time-out did not sweep', async () => {
      const person = await t.userWithRole('educator', [schoolId]);
      expect((await me(person.cookie)).statusCode).toBe(200);
      later(60 * 60_000);
      await t.database.db
        .update(users)
        .set({ autoSignOutData: { key: 'marker', timestamp: new Date().toISOString() } })
        .where(eq(users.id, person.id));
      t.deps.events.publish({ type: 'user', id: person.id });
      expect((await me(person.cookie)).json().error.code).toBe(SIGNED_OUT_INACTIVE);
      expect(await sessionRows(person.id)).toEqual([]);
    });
  },
);

describe('Inactivity sign-out on the server: always for product staff', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', { AUTO_SIGN_OUT: 'false', AUTO_SIGN_OUT_HOURS: '2' });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('signs out idle product staff even when AUTO_SIGN_OUT is off, and nobody else', async () => {
    const [school] = await withDistrict(t);
    const educator = await t.userWithRole('educator', [school?.id ?? '']);
    const staff = await t.userWithRole('schooldog_master_admin', [], { isSchoolDogStaff: true });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * HOUR_MS);
    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect((await me(educator.cookie)).statusCode).toBe(200);
    const refused = await me(staff.cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe(SIGNED_OUT_INACTIVE);
  });
});
