import type { TWalk } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { caughtUp, liveStreams } from '../../test/live-stream.js';

type Person = { id: string; email: string; cookie: string };

describeEachDatabase('live walk changes (/api/events)', (kind) => {
  let t: TestApp;
  let live: Awaited<ReturnType<typeof liveStreams>>;
  let schoolA: string;
  let schoolB: string;
  let leader: Person;
  let collaborator: Person;
  let reviewer: Person;
  let principalElsewhere: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [schoolA, schoolB] = (await withDistrict(t)).map((school) => school.id) as [string, string];
    // Educators log entries but see only their own: the walk alone lets them hear of each other's.
    leader = await t.userWithRole('educator', [schoolA]);
    collaborator = await t.userWithRole('educator', [schoolA]);
    reviewer = await t.userWithRole('principal', [schoolA]);
    principalElsewhere = await t.userWithRole('principal', [schoolB]);
    live = await liveStreams(t.app);
  });
  afterAll(async () => {
    await live.closeAll();
    await t.close();
  });

  const open = (who: Person) => live.open(who);
  const post = async <T>(who: Person, url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<T>();
  };

  it('walk changes reach its participants and, once sent for review, the reviewer; walk entries reach the participants', async () => {
    const leaderHears = await open(leader);
    const collaboratorHears = await open(collaborator);
    const reviewerHears = await open(reviewer);
    const elsewhere = await open(principalElsewhere);

    const walk = await post<TWalk>(leader, '/api/walks', {
      schoolId: schoolA,
      collaboratorUserIds: [collaborator.id],
    });
    expect(
      await collaboratorHears.next((change) => change.id === walk.id && change.action === 'created'),
    ).toEqual({ type: 'walk', id: walk.id, action: 'created' });

    // An entry the collaborator logs in the walk reaches the leader, who sees only their own otherwise.
    const entry = await t.logEntry(collaborator, { walkId: walk.id, schoolId: schoolA });
    expect(await leaderHears.next((change) => change.id === entry.id)).toEqual({
      type: 'entry',
      id: entry.id,
      action: 'created',
    });

    // In progress, the walk is the participants' alone: the principal does not hear of it yet.
    await caughtUp(t.deps.events, reviewerHears, reviewer);
    expect(reviewerHears.changes.some((change) => change.id === walk.id)).toBe(false);

    await post<TWalk>(leader, `/api/walks/${walk.id}/submit`, { reviewerUserId: reviewer.id });
    expect(
      await reviewerHears.next((change) => change.id === walk.id && change.action === 'updated'),
    ).toEqual({
      type: 'walk',
      id: walk.id,
      action: 'updated',
    });
    await collaboratorHears.next((change) => change.id === walk.id && change.action === 'updated');

    await caughtUp(t.deps.events, elsewhere, principalElsewhere);
    expect(elsewhere.changes).toEqual([]);
  });
});
