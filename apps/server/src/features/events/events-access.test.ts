import type { TWalk } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { ANONYMOUS, allowed, type As, type Person, requestsAs, statusesOf } from '../../test/kit.js';
import { ROLE_CAST, type RoleCast, roleCast, type RoleCastName, signedIn } from '../../test/role-cast.js';
import { caughtUp, liveStreams, type Stream } from '../../test/live-stream.js';

type Listener = Exclude<RoleCastName, 'anonymous'>;
const LISTENERS = ROLE_CAST.filter((name): name is Listener => name !== 'anonymous');
/** 1 for those who hear of the change, 0 for the rest. */
const heardBy = (...who: Listener[]) => allowed(LISTENERS, 1, who, 0);

describeEachDatabase('live changes: who hears what (spec 000 §6)', (kind) => {
  let t: TestApp;
  let as: As;
  let live: Awaited<ReturnType<typeof liveStreams>>;
  let cast: RoleCast;
  let people: Record<Listener, Person>;
  let schoolA: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    ({ cast, people, schoolA } = await roleCast(t));
    live = await liveStreams(t.app);
  });
  afterAll(async () => {
    await live.closeAll();
    await t.close();
  });

  it('opening the stream', async () => {
    const statuses = await statusesOf(cast, async (who) => {
      const stream = await live.open({ cookie: who === ANONYMOUS ? '' : who.cookie });
      stream.close();
      return stream.status;
    });
    expect(statuses).toEqual(signedIn(200));
  });

  /** Opens a stream for everyone, makes the change, and answers who heard of `id`. */
  const whoHears = async (change: () => Promise<string>) => {
    const streams = new Map<Listener, Stream>();
    for (const name of LISTENERS) streams.set(name, await live.open(people[name]));
    const id = await change();
    const heard = {} as Record<Listener, number>;
    for (const name of LISTENERS) {
      const stream = streams.get(name) as Stream;
      await caughtUp(t.deps.events, stream, people[name]);
      heard[name] = stream.changes.some((change) => change.id === id) ? 1 : 0;
      stream.close();
    }
    return heard;
  };

  it.each<[string, () => Promise<string>, Record<Listener, number>]>([
    // Those who view entries at the school (product staff hold every permission), and the reporter.
    [
      'an entry an educator logs at school A',
      async () => (await t.logEntry(people.educator, { schoolId: schoolA })).id,
      heardBy('staff', 'masterAdmin', 'coordinator', 'nonSafety', 'principalHere', 'educator'),
    ],
    // An in-progress walk is its participants' alone.
    [
      'a walk an educator starts at school A',
      async () => (await as(people.educator).post('/api/walks', { schoolId: schoolA })).json<TWalk>().id,
      heardBy('educator'),
    ],
    // Sent for review: the reviewer, managers and those who view entries at the school too.
    [
      'a walk sent for review',
      async () => {
        const walk = (await as(people.educator).post('/api/walks', { schoolId: schoolA })).json<TWalk>();
        await t.logEntry(people.educator, { schoolId: schoolA, walkId: walk.id });
        const sent = await as(people.educator).post(`/api/walks/${walk.id}/submit`, {
          reviewerUserId: people.principalHere.id,
        });
        expect(sent.statusCode, sent.body).toBe(200);
        return walk.id;
      },
      heardBy('staff', 'masterAdmin', 'coordinator', 'nonSafety', 'principalHere', 'educator'),
    ],
  ])('%s', async (_name, change, expected) => {
    expect(await whoHears(change)).toEqual(expected);
  });
});
