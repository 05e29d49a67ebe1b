import { newId, type TWalk } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { type CastName, type Method, only, type Person, walkCast, walkClient } from './test-helpers.js';

describeEachDatabase('walks: who may do what (spec 000 §6)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof walkClient>;
  let cast: Awaited<ReturnType<typeof walkCast>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = walkClient(t);
    cast = await walkCast(t);
  });
  afterAll(() => t.close());

  const fresh = () => api.startWalk(cast.leader, cast.schoolA, [cast.collaborator.id]);
  const inReview = async () => api.submit(cast.leader, await fresh(), cast.reviewer);
  const complete = async () => {
    const walk = await fresh();
    await api.call(cast.leader, 'POST', `/api/walks/${walk.id}/complete`, { acknowledgeNoEntries: true });
    return walk;
  };
  /** One call on the walk, answering its status code. */
  const status = (method: Method, path: string, payload?: () => object) => async (walk: TWalk, who: Person) =>
    (await api.call(who, method, `/api/walks/${walk.id}${path}`, payload?.())).statusCode;

  // Each row: one call made by each of the six people on a walk of its own made by `setup`.
  it.each<
    [string, () => Promise<TWalk>, (walk: TWalk, who: Person) => Promise<number>, Record<string, number>]
  >([
    ['viewing an in-progress walk', fresh, status('GET', ''), only(200, 'leader', 'collaborator')],
    [
      'viewing a walk in review',
      inReview,
      status('GET', ''),
      only(200, 'leader', 'collaborator', 'reviewer', 'managerHere'),
    ],
    [
      'editing the context',
      fresh,
      status('PATCH', '', () => ({ context: { weatherComment: 'Sunny' } })),
      only(200, 'leader', 'collaborator'),
    ],
    [
      'logging an entry',
      fresh,
      async (walk, who) => (await api.logEntry(who, walk)).statusCode,
      only(201, 'leader', 'collaborator'),
    ],
    [
      'archiving',
      inReview,
      status('POST', '/archive', () => ({ archived: true })),
      only(200, 'leader', 'reviewer', 'managerHere'),
    ],
    ['deleting permanently', inReview, status('DELETE', ''), only(204, 'leader', 'reviewer', 'managerHere')],
    [
      'submitting for review',
      fresh,
      status('POST', '/submit', () => ({ reviewerUserId: cast.reviewer.id })),
      only(200, 'leader'),
    ],
    ['reviewing', inReview, status('POST', '/review', () => ({ isApproved: true })), only(200, 'reviewer')],
    [
      'completing',
      fresh,
      status('POST', '/complete', () => ({ acknowledgeNoEntries: true })),
      only(200, 'leader'),
    ],
    // The reviewer here is a principal at the school, so a manager too.
    [
      'placing a complete walk back in progress',
      complete,
      status('POST', '/in-progress'),
      only(200, 'leader', 'reviewer', 'managerHere'),
    ],
  ])('%s', async (_name, setup, request, expected) => {
    const result: Record<string, number> = {};
    for (const [name, who] of Object.entries(cast.everyone) as [CastName, Person][])
      result[name] = await request(await setup(), who);
    expect(result).toEqual(expected);
  });

  it('an unknown walk is not found', async () => {
    expect((await api.call(cast.leader, 'GET', `/api/walks/${newId()}`)).statusCode).toBe(404);
  });
});

/*
 * Defect (issue 11): a collaborator who also holds manage entries could archive, delete and
 * complete the leader's walk. Collaborators cannot archive, delete, submit for review or manage
 * access (spec 000 §6), whatever else they hold; completing is the leader's call as sending for
 * review is. The same principal, not on the walk, keeps manage rights once it is sent for review.
 */
describeEachDatabase('walks: a collaborator with manage rights (spec 000 §6)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof walkClient>;
  let cast: Awaited<ReturnType<typeof walkCast>>;
  let collaboratorManager: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = walkClient(t);
    cast = await walkCast(t);
    collaboratorManager = await t.userWithRole('principal', [cast.schoolA]);
  });
  afterAll(() => t.close());

  const fresh = () => api.startWalk(cast.leader, cast.schoolA, [collaboratorManager.id]);
  const inReview = async () => api.submit(cast.leader, await fresh(), cast.reviewer);
  const complete = async () => {
    const walk = await fresh();
    await api.call(cast.leader, 'POST', `/api/walks/${walk.id}/complete`, { acknowledgeNoEntries: true });
    return walk;
  };
  const asCollaborator = (method: Method, path: string, payload?: () => object) => async (walk: TWalk) =>
    (await api.call(collaboratorManager, method, `/api/walks/${walk.id}${path}`, payload?.())).statusCode;

  it.each<[string, () => Promise<TWalk>, (walk: TWalk) => Promise<number>]>([
    ['archiving a walk in progress', fresh, asCollaborator('POST', '/archive', () => ({ archived: true }))],
    ['archiving a walk in review', inReview, asCollaborator('POST', '/archive', () => ({ archived: true }))],
    ['deleting a walk in progress', fresh, asCollaborator('DELETE', '')],
    ['deleting a walk in review', inReview, asCollaborator('DELETE', '')],
    [
      'completing a walk in progress',
      fresh,
      asCollaborator('POST', '/complete', () => ({ acknowledgeNoEntries: true })),
    ],
    [
      'completing a walk in review',
      inReview,
      asCollaborator('POST', '/complete', () => ({ acknowledgeNoEntries: true })),
    ],
    ['placing a complete walk back in progress', complete, asCollaborator('POST', '/in-progress')],
    [
      'submitting for review',
      fresh,
      asCollaborator('POST', '/submit', () => ({ reviewerUserId: cast.reviewer.id })),
    ],
    ['managing access', fresh, asCollaborator('PATCH', '', () => ({ collaboratorUserIds: [] }))],
  ])('%s: refused', async (_name, setup, request) => {
    const walk = await setup();
    expect(await request(walk)).toBe(403);
    // The walk is untouched: still there, not archived.
    const after = await api.call(cast.leader, 'GET', `/api/walks/${walk.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json<TWalk>().timeArchived).toBeNull();
  });

  it('still edits the context and logs entries, as every collaborator', async () => {
    const walk = await fresh();
    expect(await asCollaborator('PATCH', '', () => ({ context: { weatherComment: 'Sunny' } }))(walk)).toBe(
      200,
    );
    expect((await api.logEntry(collaboratorManager, walk)).statusCode).toBe(201);
  });
});
