import { MFA_MESSAGES } from '@schooldog/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { BusEvent } from '../../platform/events.js';
import { builders, type Builders } from '../../test/builders.js';
import {
  createTestApp,
  describeEachDatabase,
  TEST_PASSWORD,
  type TestApp,
  withDistrict,
} from '../../test/harness.js';
import { type As, requestsAs } from '../../test/kit.js';
import { enrolTotp, revertTokenOf } from './test-helpers.js';

/*
 * Each MFA change is one write (core/write.ts): all of it or none, its mail and its user notice
 * after commit.
 */
describeEachDatabase('MFA writes', (kind) => {
  let t: TestApp;
  let as: As;
  let build: Builders;
  let schoolId: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
    as = requestsAs(t);
    build = builders(t);
    const [school] = await withDistrict(t);
    schoolId = school?.id ?? '';
  });
  afterAll(() => t.close());

  /** Makes every `action` on `table` fail until the answered function is called. */
  const failEvery = async (action: 'insert' | 'delete', table: 'two_factors' | 'mfa_phones') => {
    const run = (text: string) => t.database.db.execute(sql.raw(text));
    await run(`create or replace function test_failing_write() returns trigger language plpgsql
      as $$ begin raise exception 'the database failed part-way'; end $$`);
    await run(
      `create trigger test_failing_write before ${action} on ${table} for each statement execute function test_failing_write()`,
    );
    return () => run(`drop trigger test_failing_write on ${table}`);
  };

  const asksForCode = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ twoFactorRedirect?: boolean }>().twoFactorRedirect === true;
  };

  it('turning MFA off that fails part-way leaves it on, authenticator and all', async () => {
    const person = await build.user('educator', { schools: [schoolId] });
    await enrolTotp(as, person);
    const restore = await failEvery('delete', 'mfa_phones');
    try {
      expect((await as(person).post('/api/mfa/disable', { password: TEST_PASSWORD })).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await as(person).get('/api/mfa')).json()).toMatchObject({ enabled: true, totp: true });
    expect((await t.mails()).findLast((mail) => mail.to === person.email)?.subject).toBe(
      'Multi-Factor Authentication was turned on',
    );
    expect(await asksForCode(person.email)).toBe(true);
  });

  it('a revert link that fails part-way is not spent: it turns MFA back on once the database can', async () => {
    const person = await build.user('educator', { schools: [schoolId] });
    await enrolTotp(as, person);
    expect((await as(person).post('/api/mfa/disable', { password: TEST_PASSWORD })).statusCode).toBe(200);
    const token = await revertTokenOf(t, person.email);
    const restore = await failEvery('insert', 'two_factors');
    try {
      expect((await as({ ...person, cookie: '' }).post('/api/mfa/revert', { token })).statusCode).toBe(500);
    } finally {
      await restore();
    }
    // Nothing of the failed revert stays: the session it would have ended still works.
    expect((await as(person).get('/api/mfa')).json()).toMatchObject({ enabled: false, totp: false });
    const again = await as({ ...person, cookie: '' }).post('/api/mfa/revert', { token });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ change: 'disabled' });
    expect(await asksForCode(person.email)).toBe(true);
  });

  it('an administrator’s reset is done and answered when its mail cannot be sent', async () => {
    const person = await build.user('educator', { schools: [schoolId] });
    await enrolTotp(as, person);
    const admin = await build.user('schooldog_master_admin');
    const send = vi.spyOn(t.deps.mailer, 'send').mockRejectedValueOnce(new Error('mail server down'));
    try {
      const reset = await as(admin).delete(`/api/users/${person.id}/mfa`);
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json()).toMatchObject({ enabled: false, totp: false, state: 'none' });
      // Its mail is a job of its own: tried after the answer, and retried later.
      await t.drainJobs();
      expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: person.email }));
    } finally {
      send.mockRestore();
    }
    expect(await asksForCode(person.email)).toBe(false);
    // The operator learns the mail did not leave.
    expect(logLines.some((line) => line.includes('mail server down'))).toBe(true);
  });

  it('turning MFA off and an administrator’s reset tell every instance the user changed', async () => {
    const heard: BusEvent[] = [];
    const stop = t.deps.events.subscribe((event) => void heard.push(event));
    try {
      const person = await build.user('educator', { schools: [schoolId] });
      await enrolTotp(as, person);
      heard.length = 0;
      expect((await as(person).post('/api/mfa/disable', { password: TEST_PASSWORD })).statusCode).toBe(200);
      expect(heard).toContainEqual({ type: 'user', id: person.id });

      const other = await build.user('educator', { schools: [schoolId] });
      await enrolTotp(as, other);
      const admin = await build.user('schooldog_master_admin');
      heard.length = 0;
      expect((await as(admin).delete(`/api/users/${other.id}/mfa`)).statusCode).toBe(200);
      expect(heard).toContainEqual({ type: 'user', id: other.id });
    } finally {
      stop();
    }
  });

  it('counts every wrong enrolment code though it is refused: after 5, the right one is refused too', async () => {
    const person = await build.user('educator', { schools: [schoolId] });
    const sent = await as(person).post('/api/mfa/sms', { phone: '4045550177', password: TEST_PASSWORD });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = /\d{6}/.exec(t.deps.sms.recent.at(-1)?.body ?? '')?.[0] ?? '';
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const refused = await as(person).post('/api/mfa/sms/verify', { code: wrong });
      expect(refused.json().error.message).toBe(MFA_MESSAGES.mfaInvalidEnrolmentCode);
    }
    const late = await as(person).post('/api/mfa/sms/verify', { code });
    expect(late.statusCode).toBe(400);
    expect((await as(person).get('/api/mfa')).json()).toMatchObject({ enabled: false });
  });
});
