import type { TAssessmentDetail } from '@schooldog/domain';
import { describe, expect, it } from 'vitest';
import { cacheOf, contextOf, E1, E2, entryCreate, queued, W1 } from '../../../offline/overlayTestKit';
import { buildEntry } from '../../../test/entryFactories';
import { walkKeys } from '../../walks/keys';
import { buildAssessment } from '../assessmentFactories';
import { walkAssessmentsRefusal } from './walkAssessments';
import { overlayAssessmentDetail } from './overlay';

const A1 = 'asmt0000000000000001';
const detailOf = (overrides: Parameters<typeof buildAssessment>[0] = {}): TAssessmentDetail => ({
  assessment: buildAssessment({ id: A1, ...overrides }),
  entries: [],
});
const questionOf = (detail: TAssessmentDetail | null | undefined, id: string) =>
  detail?.assessment.sections.flatMap((section) => section.questions).find((question) => question.id === id);

describe('overlayAssessmentDetail', () => {
  it('leaves the server’s assessment as it is without queued changes', () => {
    const detail = detailOf();
    expect(overlayAssessmentDetail(detail, A1, contextOf([]))).toBe(detail);
  });

  it('lays a queued manual answer over the assessment and scores it at once', () => {
    const ctx = contextOf([queued('assessment.answer', { id: A1, questionId: 'q2', answerId: 'c' })]);
    const overlaid = overlayAssessmentDetail(detailOf(), A1, ctx);
    expect(questionOf(overlaid, 'q2')).toMatchObject({ manuallyAnswered: true, answerId: 'c', score: 2 });
    // Part answered: no threshold colour yet.
    expect(overlaid?.assessment).toMatchObject({ totalScore: 2, maxScore: 6, score: 33, band: 'primary' });
  });

  it('gives a question back to auto-linking when its answer is cleared, the later change winning', () => {
    const ctx = contextOf([
      queued('assessment.answer', { id: A1, questionId: 'q2', answerId: 'c' }),
      queued('assessment.answer', { id: A1, questionId: 'q2', answerId: null }),
    ]);
    const overlaid = overlayAssessmentDetail(detailOf(), A1, ctx);
    expect(questionOf(overlaid, 'q2')).toMatchObject({ manuallyAnswered: false, score: null });
    expect(overlaid?.assessment.totalScore).toBe(0);
  });

  it('skips a section: it leaves the max score', () => {
    const ctx = contextOf([
      queued('assessment.answer', { id: A1, questionId: 'q3', answerId: 'c' }),
      queued('assessment.update', { id: A1, changes: { sections: { s1: { skip: true } } } }),
    ]);
    const overlaid = overlayAssessmentDetail(detailOf(), A1, ctx);
    expect(overlaid?.assessment).toMatchObject({ totalScore: 2, maxScore: 2, score: 100, band: 'green' });
    expect(overlaid?.assessment.sections[0]?.skip).toBe(true);
  });

  it('ignores the changes of other assessments', () => {
    const detail = detailOf();
    const ctx = contextOf([
      queued('assessment.answer', { id: 'asmt0000000000000002', questionId: 'q2', answerId: 'c' }),
    ]);
    expect(overlayAssessmentDetail(detail, A1, ctx)).toBe(detail);
  });

  it('links an entry logged offline in its walk by tag and auto-answers the question', () => {
    const praise = buildEntry({
      id: E2,
      walkId: W1,
      isFloating: false,
      observationType: 'praise',
      tags: ['Lighting'],
    });
    const ctx = contextOf(
      [
        queued(
          'entry.create',
          entryCreate(E1, { walkId: W1, observationType: 'praise', manualTags: ['lighting'] }),
        ),
      ],
      {
        cached: cacheOf([walkKeys.entries(W1), [praise]]),
      },
    );
    const overlaid = overlayAssessmentDetail(detailOf({ walkId: W1 }), A1, ctx);
    const question = questionOf(overlaid, 'q1');
    expect(question?.linkedObservations.sort()).toEqual([E1, E2].sort());
    expect(question).toMatchObject({ answerId: 'c', autoLinkedScore: 2 });
    expect(overlaid?.entries.map((entry) => entry.id).sort()).toEqual([E1, E2].sort());
  });
});

describe('walkAssessmentsRefusal', () => {
  const complete = buildAssessment({
    sections: buildAssessment().sections.map((section) => ({
      ...section,
      questions: section.questions.map((question) => ({ ...question, score: 1, answerId: 'b' })),
    })),
  });

  it.each([
    { name: 'allows a walk without assessments', ids: [], list: undefined, expected: null },
    {
      name: 'asks to reconnect when the walk’s assessments are not loaded',
      ids: [A1],
      list: undefined,
      expected: 'reconnectForAssessments',
    },
    {
      name: 'refuses while an assessment not skipped is incomplete',
      ids: [A1],
      list: [buildAssessment()],
      expected: 'completeAssessments',
    },
    {
      name: 'allows a skipped incomplete assessment',
      ids: [A1],
      list: [buildAssessment({ skip: true })],
      expected: null,
    },
    { name: 'allows complete assessments', ids: [A1], list: [complete], expected: null },
  ])('$name', ({ ids, list, expected }) => {
    expect(walkAssessmentsRefusal({ assessmentIds: ids }, list)).toBe(expected);
  });
});
