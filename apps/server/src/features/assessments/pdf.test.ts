import { newId, type TAssessmentSection } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp, withDistrict } from '../../test/harness.js';
import type { Person } from '../walks/test-helpers.js';
import { assessmentCast, assessmentClient, seedRubric } from './test-helpers.js';
import { assessments } from './tables.js';

const sections: TAssessmentSection[] = [
  {
    id: 's1',
    title: 'Natural surveillance',
    description: '',
    showNotes: true,
    skip: false,
    notes: 'Hallways are well lit.',
    questions: [
      {
        id: 'q1',
        title: 'Sight lines',
        body: '',
        description: '',
        context: null,
        tags: [],
        answers: [
          { answerId: 'a', value: 0, text: ['Blocked'], expectedPraises: null, expectedConcerns: null },
          { answerId: 'b', value: 2, text: ['Clear'], expectedPraises: null, expectedConcerns: null },
        ],
        score: 2,
        answerId: 'b',
        autoLinkedScore: null,
        manuallyAnswered: true,
        linkedObservations: [],
      },
    ],
  },
];

describeEachDatabase('assessment PDF (GET /api/assessments/:assessmentId/pdf)', (kind) => {
  let t: TestApp;
  let creator: Person;
  let viewerHere: Person;
  let principalElsewhere: Person;
  let educatorHere: Person;
  let submittedId: string;
  let createdId: string;

  const insert = async (status: 'created' | 'submitted', schoolId: string, createdByUserId: string) => {
    const id = newId();
    await t.database.db.insert(assessments).values({
      id,
      rubricId: newId(),
      schoolId,
      createdByUserId,
      status,
      name: 'CPTED / Campus Review',
      sections,
      totalScore: 2,
      maxScore: 2,
      score: 100,
      timeSubmitted: status === 'submitted' ? new Date('2026-03-05T02:30:00Z') : null,
      submittedByUserId: status === 'submitted' ? createdByUserId : null,
    });
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [schoolA, schoolB] = (await withDistrict(t)).map((school) => school.id) as [string, string];
    creator = await t.userWithRole('principal', [schoolA]);
    viewerHere = await t.userWithRole('assistant_principal', [schoolA]);
    educatorHere = await t.userWithRole('educator', [schoolA]);
    principalElsewhere = await t.userWithRole('principal', [schoolB]);
    submittedId = await insert('submitted', schoolA, creator.id);
    createdId = await insert('created', schoolA, creator.id);
  });
  afterAll(() => t.close());

  const pdf = (who: Person, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/assessments/${id}/pdf`, headers: { cookie: who.cookie } });

  it('a submitted assessment downloads as a PDF named after the school, the day (district time zone) and its name', async () => {
    const response = await pdf(viewerHere, submittedId);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // 02:30 UTC on 5 March is still 4 March in the demo district's US time zone.
    expect(String(response.headers['content-disposition'])).toMatch(
      / - 2026-03-04 CPTED - Campus Review\.pdf"/,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('an assessment not submitted is refused with a clear message, even to its creator', async () => {
    const response = await pdf(creator, createdId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Only a submitted assessment can be downloaded as a PDF.');
  });

  it('needs sight of the assessment: view assessments at its school, and only once submitted', async () => {
    expect((await pdf(principalElsewhere, submittedId)).statusCode).toBe(403);
    expect((await pdf(educatorHere, submittedId)).statusCode).toBe(403);
    expect((await pdf(viewerHere, createdId)).statusCode).toBe(403);
  });

  it('an unknown, deleted or malformed id is a clear 404 or 400, never a 500', async () => {
    expect((await pdf(creator, newId())).statusCode).toBe(404);
    await t.database.db.update(assessments).set({ isDeleted: true }).where(eq(assessments.id, createdId));
    expect((await pdf(creator, createdId)).statusCode).toBe(404);
    expect((await pdf(creator, 'not-an-id')).statusCode).toBe(400);
  });
});

describeEachDatabase('assessment PDF through the assessments API', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof assessmentClient>;
  let cast: Awaited<ReturnType<typeof assessmentCast>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = assessmentClient(t);
    cast = await assessmentCast(t);
  });
  afterAll(() => t.close());

  it('downloads once submitted, is refused again while reopened for editing', async () => {
    const rubricId = await seedRubric(t, cast.managerHere.id, { name: 'Campus Review' });
    const { assessment } = await api.begin(cast.submitterHere, { rubricId, schoolId: cast.schoolA });
    for (const [questionId, answerId] of [
      ['q1', 'a'],
      ['q2', 'a'],
      ['q3', 'a'],
    ] as const)
      await api.answer(cast.submitterHere, assessment.id, questionId, answerId);
    const url = `/api/assessments/${assessment.id}/pdf`;
    expect((await api.call(cast.submitterHere, 'GET', url)).statusCode).toBe(409);
    await api.ok(cast.submitterHere, 'POST', `/api/assessments/${assessment.id}/submit`);
    const response = await api.call(cast.viewerHere, 'GET', url);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toMatch(/ Campus Review\.pdf"/);
    expect((await api.call(cast.managerElsewhere, 'GET', url)).statusCode).toBe(403);
    await api.ok(cast.submitterHere, 'POST', `/api/assessments/${assessment.id}/edit`);
    expect((await api.call(cast.viewerHere, 'GET', url)).statusCode).toBe(403);
    expect((await api.call(cast.submitterHere, 'GET', url)).statusCode).toBe(409);
  });
});
