import { newId, type TWalk } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { builders } from '../../test/builders.js';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import { allowed, type As, type Person, requestsAs, type Response, statusesOf } from '../../test/kit.js';

const CAST = ['leader', 'collaborator', 'reviewer', 'managerHere', 'managerElsewhere', 'unrelated'] as const;
type CastName = (typeof CAST)[number];
const only = (ok: number, ...who: CastName[]) => allowed(CAST, ok, who);

describeEachDatabase('walks: who may do what (spec 000 §6)', (kind) => {
  let t: TestApp;
  let as: As;
  let build: ReturnType<typeof builders>;
  let schoolA: string;
  let cast: Record<CastName, Person>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    build = builders(t);
    const [a, b] = (await withDistrict(t)).map((school) => school.id) as [string, string];
    schoolA = a;
    // At school A two educators (a leader and a collaborator), two principals (a reviewer and a
    // manager) and an unrelated educator; at school B a principal.
    cast = {
      leader: await build.user('educator', { schools: [a] }),
      collaborator: await build.user('educator', { schools: [a] }),
      reviewer: await build.user('principal', { schools: [a] }),
      managerHere: await build.user('principal', { schools: [a] }),
      managerElsewhere: await build.user('principal', { schools: [b] }),
      unrelated: await build.user('educator', { schools: [a] }),
    };
  });
  afterAll(() => t.close());

  const walkIn = (status: 'inprogress' | 'review' | 'complete') => () =>
    build.walk({
      leader: cast.leader,
      schoolId: schoolA,
      collaborators: [cast.collaborator],
      status,
      reviewer: cast.reviewer,
    });
  const fresh = walkIn('inprogress');
  const inReview = walkIn('review');
  const complete = walkIn('complete');

  // Each row: one call made by each of the six people on a walk of its own made by `setup`.
  it.each<
    [string, () => Promise<TWalk>, (walk: TWalk, who: Person) => Promise<Response>, Record<CastName, number>]
  >([
    [
      'viewing an in-progress walk',
      fresh,
      (walk, who) => as(who).get(`/api/walks/${walk.id}`),
      only(200, 'leader', 'collaborator'),
    ],
    [
      'viewing a walk in review',
      inReview,
      (walk, who) => as(who).get(`/api/walks/${walk.id}`),
      only(200, 'leader', 'collaborator', 'reviewer', 'managerHere'),
    ],
    [
      'editing the context',
      fresh,
      (walk, who) => as(who).patch(`/api/walks/${walk.id}`, { context: { weatherComment: 'Sunny' } }),
      only(200, 'leader', 'collaborator'),
    ],
    [
      'logging an entry',
      fresh,
      (walk, who) =>
        as(who).post('/api/entries', {
          observationCategoryId: 'access',
          observationItemId: 'access-1',
          observationType: 'concern',
          quantity: 1,
          schoolId: walk.schoolId,
          walkId: walk.id,
        }),
      only(201, 'leader', 'collaborator'),
    ],
    [
      'archiving',
      inReview,
      (walk, who) => as(who).post(`/api/walks/${walk.id}/archive`, { archived: true }),
      only(200, 'leader', 'reviewer', 'managerHere'),
    ],
    [
      'deleting permanently',
      inReview,
      (walk, who) => as(who).delete(`/api/walks/${walk.id}`),
      only(204, 'leader', 'reviewer', 'managerHere'),
    ],
    [
      'submitting for review',
      fresh,
      (walk, who) => as(who).post(`/api/walks/${walk.id}/submit`, { reviewerUserId: cast.reviewer.id }),
      only(200, 'leader'),
    ],
    [
      'reviewing',
      inReview,
      (walk, who) => as(who).post(`/api/walks/${walk.id}/review`, { isApproved: true }),
      only(200, 'reviewer'),
    ],
    [
      'completing',
      fresh,
      (walk, who) => as(who).post(`/api/walks/${walk.id}/complete`, { acknowledgeNoEntries: true }),
      only(200, 'leader'),
    ],
    // The reviewer here is a principal at the school, so a manager too.
    [
      'placing a complete walk back in progress',
      complete,
      (walk, who) => as(who).post(`/api/walks/${walk.id}/in-progress`),
      only(200, 'leader', 'reviewer', 'managerHere'),
    ],
  ])('%s', async (_name, setup, request, expected) => {
    const result = await statusesOf(cast, async (who) => request(await setup(), who));
    expect(result).toEqual(expected);
  });

  it('an unknown walk is not found', async () => {
    expect((await as(cast.leader).get(`/api/walks/${newId()}`)).statusCode).toBe(404);
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
  let as: As;
  let build: ReturnType<typeof builders>;
  let schoolA: string;
  let leader: Person;
  let reviewer: Person;
  let collaboratorManager: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    build = builders(t);
    [schoolA] = (await withDistrict(t)).map((school) => school.id) as [string];
    leader = await build.user('educator', { schools: [schoolA] });
    reviewer = await build.user('principal', { schools: [schoolA] });
    // A principal holds manage entries at the school, and is a collaborator on the leader's walk.
    collaboratorManager = await build.user('principal', { schools: [schoolA] });
  });
  afterAll(() => t.close());

  const walkIn = (status: 'inprogress' | 'review' | 'complete') => () =>
    build.walk({ leader, schoolId: schoolA, collaborators: [collaboratorManager], status, reviewer });
  const fresh = walkIn('inprogress');
  const inReview = walkIn('review');
  const complete = walkIn('complete');
  const byCollaborator = (call: (walk: TWalk) => Promise<Response>) => async (walk: TWalk) =>
    (await call(walk)).statusCode;
  const url = (walk: TWalk, path = '') => `/api/walks/${walk.id}${path}`;

  it.each<[string, () => Promise<TWalk>, (walk: TWalk) => Promise<number>]>([
    [
      'archiving a walk in progress',
      fresh,
      byCollaborator((w) => as(collaboratorManager).post(url(w, '/archive'), { archived: true })),
    ],
    [
      'archiving a walk in review',
      inReview,
      byCollaborator((w) => as(collaboratorManager).post(url(w, '/archive'), { archived: true })),
    ],
    ['deleting a walk in progress', fresh, byCollaborator((w) => as(collaboratorManager).delete(url(w)))],
    ['deleting a walk in review', inReview, byCollaborator((w) => as(collaboratorManager).delete(url(w)))],
    [
      'completing a walk in progress',
      fresh,
      byCollaborator((w) =>
        as(collaboratorManager).post(url(w, '/complete'), { acknowledgeNoEntries: true }),
      ),
    ],
    [
      'completing a walk in review',
      inReview,
      byCollaborator((w) =>
        as(collaboratorManager).post(url(w, '/complete'), { acknowledgeNoEntries: true }),
      ),
    ],
    [
      'placing a complete walk back in progress',
      complete,
      byCollaborator((w) => as(collaboratorManager).post(url(w, '/in-progress'))),
    ],
    [
      'submitting for review',
      fresh,
      byCollaborator((w) => as(collaboratorManager).post(url(w, '/submit'), { reviewerUserId: reviewer.id })),
    ],
    [
      'managing access',
      fresh,
      byCollaborator((w) => as(collaboratorManager).patch(url(w), { collaboratorUserIds: [] })),
    ],
  ])('%s: refused', async (_name, setup, request) => {
    const walk = await setup();
    expect(await request(walk)).toBe(403);
    // The walk is untouched: still there, not archived.
    const after = await as(leader).get(url(walk));
    expect(after.statusCode).toBe(200);
    expect(after.json<TWalk>().timeArchived).toBeNull();
  });

  it('still edits the context and logs entries, as every collaborator', async () => {
    const walk = await fresh();
    const edit = await as(collaboratorManager).patch(url(walk), { context: { weatherComment: 'Sunny' } });
    expect(edit.statusCode).toBe(200);
    const logged = await as(collaboratorManager).post('/api/entries', {
      observationCategoryId: 'access',
      observationItemId: 'access-1',
      observationType: 'concern',
      quantity: 1,
      schoolId: walk.schoolId,
      walkId: walk.id,
    });
    expect(logged.statusCode, logged.body).toBe(201);
  });
});
