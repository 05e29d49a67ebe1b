import { newId, type TAssessment, type TAssessmentDetail, type TWalk } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { allowed, type As, requestsAs, type Response, statusesOf } from '../../test/kit.js';
import { assessmentCast, assessmentClient, type Person, seedRubric } from './test-helpers.js';

const CAST = [
  'leader',
  'collaborator',
  'reviewer',
  'managerHere',
  'submitterHere',
  'viewerHere',
  'managerElsewhere',
  'unrelated',
] as const;
type CastName = (typeof CAST)[number];
const only = (ok: number, ...who: CastName[]) => allowed(CAST, ok, who);
/** Principals at school A manage assessments there. */
const MANAGERS_HERE: CastName[] = ['leader', 'reviewer', 'managerHere'];

describeEachDatabase('assessments: who may do what (spec 000 §6), every route', (kind) => {
  let t: TestApp;
  let as: As;
  let api: ReturnType<typeof assessmentClient>;
  let schoolA: string;
  let cast: Record<CastName, Person>;
  let rubricId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    as = requestsAs(t);
    api = assessmentClient(t);
    const people = await assessmentCast(t);
    schoolA = people.schoolA;
    cast = people.everyone;
    rubricId = await seedRubric(t, cast.managerHere.id);
  });
  afterAll(() => t.close());

  /** Begun by the assistant principal outside a walk; complete (every question answered) when asked. */
  const standalone =
    (options: { complete?: boolean; submitted?: boolean } = {}) =>
    async () => {
      const { assessment } = await api.begin(cast.submitterHere, { rubricId, schoolId: schoolA });
      if (options.complete || options.submitted)
        for (const questionId of ['q1', 'q2', 'q3'])
          await api.answer(cast.submitterHere, assessment.id, questionId, 'a');
      if (options.submitted)
        await api.ok(cast.submitterHere, 'POST', `/api/assessments/${assessment.id}/submit`);
      return { assessment, walk: null as TWalk | null };
    };
  /** In a walk in progress led by the principal `leader` with the educator `collaborator`. */
  const inWalk = async () => {
    const walk = await api.startWalk(cast.leader, schoolA, [cast.collaborator.id]);
    const { assessment } = await api.begin(cast.leader, { rubricId, schoolId: schoolA, walkId: walk.id });
    return { assessment, walk: walk as TWalk | null };
  };

  type Setup = () => Promise<{ assessment: TAssessment; walk: TWalk | null }>;
  it.each<
    [
      string,
      Setup,
      (made: { assessment: TAssessment; walk: TWalk | null }, who: Person) => Promise<Response>,
      Record<CastName, number>,
    ]
  >([
    [
      'viewing a created assessment',
      standalone(),
      ({ assessment }, who) => as(who).get(`/api/assessments/${assessment.id}`),
      only(200, 'submitterHere', ...MANAGERS_HERE),
    ],
    [
      'viewing a submitted assessment',
      standalone({ submitted: true }),
      ({ assessment }, who) => as(who).get(`/api/assessments/${assessment.id}`),
      only(200, 'submitterHere', 'viewerHere', ...MANAGERS_HERE),
    ],
    [
      'answering',
      standalone(),
      ({ assessment }, who) =>
        as(who).post(`/api/assessments/${assessment.id}/answers`, { questionId: 'q1', answerId: 'a' }),
      only(200, 'submitterHere', ...MANAGERS_HERE),
    ],
    [
      'editing notes',
      standalone(),
      ({ assessment }, who) => as(who).patch(`/api/assessments/${assessment.id}`, { notes: 'Seen' }),
      only(200, 'submitterHere', ...MANAGERS_HERE),
    ],
    [
      'submitting',
      standalone({ complete: true }),
      ({ assessment }, who) => as(who).post(`/api/assessments/${assessment.id}/submit`),
      only(200, 'submitterHere', ...MANAGERS_HERE),
    ],
    [
      'editing a submitted one again',
      standalone({ submitted: true }),
      ({ assessment }, who) => as(who).post(`/api/assessments/${assessment.id}/edit`),
      only(200, 'submitterHere', ...MANAGERS_HERE),
    ],
    [
      'deleting',
      standalone(),
      ({ assessment }, who) => as(who).delete(`/api/assessments/${assessment.id}`),
      only(204, 'submitterHere', ...MANAGERS_HERE),
    ],
    [
      'beginning one at school A',
      standalone(),
      (_made, who) => as(who).post('/api/assessments', { rubricId, schoolId: schoolA }),
      only(201, 'submitterHere', ...MANAGERS_HERE),
    ],
    [
      "viewing a walk's assessment",
      inWalk,
      ({ assessment }, who) => as(who).get(`/api/assessments/${assessment.id}`),
      only(200, 'leader', 'collaborator', 'reviewer', 'managerHere'),
    ],
    [
      "answering a walk's assessment",
      inWalk,
      ({ assessment }, who) =>
        as(who).post(`/api/assessments/${assessment.id}/answers`, { questionId: 'q3', answerId: 'a' }),
      only(200, 'leader', 'collaborator'),
    ],
    [
      "skipping a walk's assessment",
      inWalk,
      ({ assessment }, who) => as(who).patch(`/api/assessments/${assessment.id}`, { skip: true }),
      only(200, ...MANAGERS_HERE),
    ],
    [
      "removing a walk's assessment",
      inWalk,
      ({ assessment }, who) => as(who).delete(`/api/assessments/${assessment.id}`),
      only(204, ...MANAGERS_HERE),
    ],
    [
      'submitting a walk’s assessment by itself (never: the walk submits it)',
      inWalk,
      ({ assessment }, who) => as(who).post(`/api/assessments/${assessment.id}/submit`),
      only(200),
    ],
    [
      'adding an assessment to a walk',
      inWalk,
      ({ walk }, who) => as(who).post('/api/assessments', { rubricId, schoolId: schoolA, walkId: walk!.id }),
      // The walk's manage rights (the assistant principal manages entries at the school) and submit assessments.
      only(201, 'submitterHere', ...MANAGERS_HERE),
    ],
    [
      "listing a walk's assessments",
      inWalk,
      ({ walk }, who) => as(who).get(`/api/walks/${walk!.id}/assessments`),
      only(200, 'leader', 'collaborator'),
    ],
  ])('%s', async (_name, setup, request, expected) => {
    const result = await statusesOf(cast, async (who) => request(await setup(), who));
    expect(result).toEqual(expected);
  });

  it('the list shows each person what they may view, in SQL as canViewAssessment', async () => {
    const created = (await standalone()()).assessment;
    const submitted = (await standalone({ submitted: true })()).assessment;
    const { assessment: ofWalk } = await inWalk();
    const seen = await statusesOf(cast, async (who) => {
      const response = await as(who).get('/api/assessments?limit=100');
      const ids = response.json<{ assessments: { id: string }[] }>().assessments.map((a) => a.id);
      return [created, submitted, ofWalk].reduce((bits, a, i) => bits + (ids.includes(a.id) ? 1 << i : 0), 0);
    });
    // Bits: 1 the created one, 2 the submitted one, 4 the walk's.
    expect(seen).toEqual({
      leader: 7,
      collaborator: 4,
      reviewer: 7,
      managerHere: 7,
      submitterHere: 3,
      viewerHere: 2,
      managerElsewhere: 0,
      unrelated: 0,
    });
    // Each of them can open what the list shows.
    for (const [name, who] of Object.entries(cast)) {
      const response = await as(who).get('/api/assessments?limit=100');
      for (const { id } of response.json<{ assessments: { id: string }[] }>().assessments) {
        const opened = await as(who).get(`/api/assessments/${id}`);
        expect(opened.statusCode, `${name} opens ${id}`).toBe(200);
        expect(opened.json<TAssessmentDetail>().assessment.id).toBe(id);
      }
    }
  });

  it('an unknown assessment is not found; the list filters and pages', async () => {
    expect((await as(cast.managerHere).get(`/api/assessments/${newId()}`)).statusCode).toBe(404);
    const first = await as(cast.managerHere).get('/api/assessments?limit=2&statuses=created');
    const page = first.json<{ assessments: TAssessment[]; nextCursor: string | null }>();
    expect(page.assessments).toHaveLength(2);
    expect(page.assessments.every((a) => a.status === 'created')).toBe(true);
    const second = await as(cast.managerHere).get(
      `/api/assessments?limit=2&statuses=created&cursor=${page.nextCursor}`,
    );
    const next = second.json<{ assessments: TAssessment[] }>().assessments;
    expect(next.map((a) => a.id)).not.toContain(page.assessments[0]!.id);
    const bad = await as(cast.managerHere).get('/api/assessments?cursor=nope');
    expect(bad.statusCode).toBe(400);
  });
});
