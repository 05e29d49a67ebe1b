import type { TAssessmentDetail } from '@schooldog/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerQuestion,
  assessmentPdfUrl,
  createAssessment,
  deleteAssessment,
  fetchAssessment,
  fetchAssessments,
  fetchWalkAssessments,
  reopenAssessment,
  submitAssessment,
  updateAssessment,
} from './api';
import { assessmentKeys } from './keys';
import { buildAssessment } from './list/assessmentTestFactories';
import { assessmentsSync } from './sync';

const assessment = buildAssessment({
  walkId: 'walk0000000000000001',
  status: 'created',
  sections: [],
  totalScore: 0,
  maxScore: 0,
  score: null,
  band: 'primary',
});
const detail: TAssessmentDetail = { assessment, entries: [] };

/** Answers every call with `body` and records what was asked. */
function fakeFetch(body: unknown, status = 200) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return new Response(status === 204 ? null : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('assessments api: one function per endpoint', () => {
  it('reads and writes at the paths of the API, with the bodies given', async () => {
    const calls = fakeFetch(detail);
    await fetchAssessment(assessment.id);
    await createAssessment({ rubricId: assessment.rubricId, schoolId: 'school1' });
    await answerQuestion(assessment.id, { questionId: 'q1', answerId: 'a' });
    await updateAssessment(assessment.id, { notes: 'Seen' });
    await submitAssessment(assessment.id);
    await reopenAssessment(assessment.id);
    expect(calls).toEqual([
      { url: `/api/assessments/${assessment.id}`, method: 'GET', body: undefined },
      {
        url: '/api/assessments',
        method: 'POST',
        body: { rubricId: assessment.rubricId, schoolId: 'school1' },
      },
      {
        url: `/api/assessments/${assessment.id}/answers`,
        method: 'POST',
        body: { questionId: 'q1', answerId: 'a' },
      },
      { url: `/api/assessments/${assessment.id}`, method: 'PATCH', body: { notes: 'Seen' } },
      { url: `/api/assessments/${assessment.id}/submit`, method: 'POST', body: undefined },
      { url: `/api/assessments/${assessment.id}/edit`, method: 'POST', body: undefined },
    ]);
    expect(assessmentPdfUrl(assessment.id)).toBe(`/api/assessments/${assessment.id}/pdf`);
  });

  it('lists, the walk’s assessments and delete', async () => {
    let calls = fakeFetch({ assessments: [], nextCursor: null });
    expect(await fetchAssessments('statuses=submitted')).toEqual({ assessments: [], nextCursor: null });
    expect(calls[0]?.url).toBe('/api/assessments?statuses=submitted');
    calls = fakeFetch({ assessments: [assessment] });
    expect(await fetchWalkAssessments('walk0000000000000001')).toEqual([assessment]);
    expect(calls[0]?.url).toBe('/api/walks/walk0000000000000001/assessments');
    calls = fakeFetch(null, 204);
    await deleteAssessment(assessment.id);
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: `/api/assessments/${assessment.id}` });
  });
});

describe('assessments sync: the server’s record after a push', () => {
  it('is written over the cached assessment, keeping its linked entries, and into its walk’s list', () => {
    const queryClient = new QueryClient();
    const entries = [{ id: 'entry' }] as unknown as TAssessmentDetail['entries'];
    queryClient.setQueryData(assessmentKeys.detail(assessment.id), { assessment, entries });
    queryClient.setQueryData(assessmentKeys.walk('walk0000000000000001'), [assessment]);
    const answered = { ...assessment, totalScore: 3 };
    assessmentsSync.records.assessment.write(queryClient, { kind: 'assessment', assessment: answered });
    expect(queryClient.getQueryData(assessmentKeys.detail(assessment.id))).toEqual({
      assessment: answered,
      entries,
    });
    expect(queryClient.getQueryData(assessmentKeys.walk('walk0000000000000001'))).toEqual([answered]);
    assessmentsSync.records.assessment.forget(queryClient, assessment.id);
    expect(queryClient.getQueryData(assessmentKeys.detail(assessment.id))).toBeNull();
  });
});
