import { newId, type TSyncMutation, type TSyncPushResponse, type TWalk } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import type { ANONYMOUS } from '../../test/kit.js';
import { type As, type Person, requestsAs, statusesOf } from '../../test/kit.js';
import { type RoleCast, roleCast, rolesAllowed } from '../../test/role-cast.js';
import { entryArgs } from './test-helpers.js';

describeEachDatabase('sync push: who may push what (spec 000 §6)', (kind) => {
  let t: TestApp;
  let as: As;
  let cast: RoleCast;
  let educator: Person;
  let schoolA: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    const setting = await roleCast(t);
    ({ cast, schoolA } = setting);
    educator = setting.people.educator;
  });
  afterAll(() => t.close());

  /**
   * Pushes one mutation from a device of the person's own; answers 200 when applied, the
   * refusal's status when refused, and the HTTP status when the push itself is refused.
   */
  const pushed = async (who: Person | typeof ANONYMOUS, mutation: Omit<TSyncMutation, 'seq'>) => {
    const response = await as(who).post('/api/sync/push', {
      clientId: newId(),
      mutations: [{ seq: 1, ...mutation }],
    });
    if (response.statusCode !== 200) return response.statusCode;
    const [result] = response.json<TSyncPushResponse>().results;
    return result?.status === 'applied' ? 200 : (result?.error.status ?? 0);
  };
  const educatorsEntry = async () => (await t.logEntry(educator, { schoolId: schoolA })).id;
  const educatorsWalk = async () => {
    const started = await as(educator).post('/api/walks', { schoolId: schoolA });
    expect(started.statusCode, started.body).toBe(201);
    return started.json<TWalk>().id;
  };
  const loggers = ['staff', 'masterAdmin', 'coordinator', 'principalHere', 'educator'] as const;

  const byTheReporter = ['staff', 'masterAdmin', 'coordinator', 'principalHere', 'educator'] as const;
  /** Those who cannot see the entry: the server answers 404, or 'deleted' to a delete, and leaves it be. */
  const unseen = { principalElsewhere: 404, workOrderSubmitter: 404 };

  // Each row: a mutation made afresh for each person (its subject by the educator at school A).
  it.each<[string, () => Promise<Omit<TSyncMutation, 'seq'>>, Record<string, number>]>([
    // Log entries at school A (product staff hold every permission).
    [
      'logging an entry at school A',
      async () => ({ name: 'entry.create', args: entryArgs(schoolA) }),
      rolesAllowed(200, ...loggers),
    ],
    [
      'starting a walk at school A',
      async () => ({ name: 'walk.create', args: { id: newId(), schoolId: schoolA } }),
      rolesAllowed(200, ...loggers),
    ],
    // The reporter, and those who manage entries at the school.
    [
      'editing the educator’s entry',
      async () => ({ name: 'entry.update', args: { id: await educatorsEntry(), changes: { quantity: 2 } } }),
      { ...rolesAllowed(200, ...byTheReporter), ...unseen },
    ],
    // An in-progress walk is its participants' alone.
    [
      'editing the educator’s walk',
      async () => ({
        name: 'walk.update',
        args: { id: await educatorsWalk(), changes: { context: { weatherComment: 'Sunny' } } },
      }),
      rolesAllowed(200, 'educator'),
    ],
  ])('%s', async (_name, mutation, expected) => {
    expect(await statusesOf(cast, async (who) => pushed(who, await mutation()))).toEqual(expected);
  });

  it('deleting the educator’s entry: 200 when deleted, 404 when answered as deleted but left alone', async () => {
    const statuses = await statusesOf(cast, async (who) => {
      const id = await educatorsEntry();
      const status = await pushed(who, { name: 'entry.delete', args: { id } });
      if (status !== 200) return status;
      // One the person cannot see counts as deleted for their device, and stays.
      return (await as(educator).get(`/api/entries/${id}`)).statusCode === 404 ? 200 : 404;
    });
    expect(statuses).toEqual({ ...rolesAllowed(200, ...byTheReporter), ...unseen });
  });
});
