import { newId, type TAssessment } from '@schooldog/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { mutation, pusher } from '../sync/test-helpers.js';
import { assessmentCast, assessmentClient, type Person, seedRubric } from './test-helpers.js';

const question = (a: TAssessment, id: string) =>
  a.sections.flatMap((section) => section.questions).find((q) => q.id === id)!;

describeEachDatabase('assessments offline: answers through the outbox apply exactly once', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof assessmentClient>;
  let push: ReturnType<typeof pusher>['push'];
  let schoolA: string;
  let submitterHere: Person;
  let unrelated: Person;
  let rubricId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = assessmentClient(t);
    ({ push } = pusher(t));
    ({ schoolA, submitterHere, unrelated } = await assessmentCast(t));
    rubricId = await seedRubric(t, submitterHere.id);
  });
  afterAll(() => t.close());

  it('answer and update apply through the services and answer the assessment; a replay changes nothing', async () => {
    const { assessment } = await api.begin(submitterHere, { rubricId, schoolId: schoolA });
    const clientId = newId();
    const mutations = [
      mutation(1, 'assessment.answer', { id: assessment.id, questionId: 'q1', answerId: 'a' }),
      mutation(2, 'assessment.update', {
        id: assessment.id,
        changes: { notes: 'Offline note', sections: { s1: { notes: 'Dim corridor' } } },
      }),
      // Cleared again: a replay of seq 1 must not bring the answer back.
      mutation(3, 'assessment.answer', { id: assessment.id, questionId: 'q1', answerId: null }),
      mutation(4, 'assessment.answer', { id: assessment.id, questionId: 'q3', answerId: 'a' }),
    ];
    const first = await push(submitterHere, clientId, mutations);
    expect(first.lastAppliedSeq).toBe(4);
    expect(first.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const last = first.results[3];
    expect(last?.status === 'applied' && last.record?.kind).toBe('assessment');
    const stored = (await api.get(submitterHere, assessment.id)).assessment;
    expect(stored.notes).toBe('Offline note');
    expect(stored.sections[0]?.notes).toBe('Dim corridor');
    expect(question(stored, 'q1')).toMatchObject({ score: null, manuallyAnswered: false });
    expect(question(stored, 'q3')).toMatchObject({ score: 2, answerId: 'a' });

    // The same push again, and seq 1 alone arriving late: applied once, nothing moves.
    const again = await push(submitterHere, clientId, mutations);
    expect(again.results).toEqual(mutations.map((m) => ({ seq: m.seq, status: 'applied', record: null })));
    await push(submitterHere, clientId, [mutations[0]!]);
    expect((await api.get(submitterHere, assessment.id)).assessment).toEqual(stored);
  });

  it('an answer the rules refuse is refused with their message; later ones still apply', async () => {
    const { assessment } = await api.begin(submitterHere, { rubricId, schoolId: schoolA });
    const clientId = newId();
    const refusedByOther = await push(unrelated, newId(), [
      mutation(1, 'assessment.answer', { id: assessment.id, questionId: 'q1', answerId: 'a' }),
    ]);
    expect(refusedByOther.results[0]).toMatchObject({
      status: 'refused',
      error: { message: 'You do not have access to this assessment.' },
    });
    const result = await push(submitterHere, clientId, [
      mutation(1, 'assessment.answer', { id: assessment.id, questionId: 'nope', answerId: 'a' }),
      mutation(2, 'assessment.answer', { id: assessment.id, questionId: 'q2', answerId: 'b' }),
    ]);
    expect(result.results.map((r) => r.status)).toEqual(['refused', 'applied']);
    expect(question((await api.get(submitterHere, assessment.id)).assessment, 'q2').score).toBe(2);
  });
});
