import {
  scoreAssessment,
  type TAssessment,
  type TAssessmentDetail,
  type TEntry,
  type TMeResponse,
  withManualAnswer,
} from '@schooldog/domain';
import { vi } from 'vitest';
import { OBSERVATION_SETTINGS } from '../../../test/entryFactories';
import { FakeEventSource } from '../../../test/eventSource';
import { buildMe, grant } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetchMock';
import { renderRoutes } from '../../../test/render';
import { answerPushes, type PushedMutation } from '../../../offline/testkit';
import { useLiveChanges } from '../../../api/useLiveChanges';
import { CurrentUserProvider } from '../../auth/currentUser';
import { buildAssessment } from '../assessmentFactories';
import { applyAssessmentUpdate } from './overlay';
import { AssessmentEditPage } from './AssessmentEditPage';

/*
 * The answering view's tests: a small fake server holding one assessment, which applies the pushed
 * answers and updates with the domain's own functions, as the real one does.
 */

export const ASSESSMENT_ID = 'asmt0000000000000001';

type Handlers = Parameters<typeof mockFetch>[0];

export function fakeAssessmentServer(
  initial: Partial<TAssessment> = {},
  entries: TEntry[] = [],
  extra: Handlers = {},
) {
  const scored = (assessment: TAssessment): TAssessment => ({
    ...assessment,
    ...scoreAssessment(assessment, assessment.walkId ? entries : []),
  });
  let assessment = scored(buildAssessment({ id: ASSESSMENT_ID, ...initial }));
  const detail = (): TAssessmentDetail => ({ assessment, entries });
  const apply = (mutation: PushedMutation) => {
    const args = mutation.args as { questionId?: string; answerId?: string | null; changes?: object };
    if (mutation.name === 'assessment.answer' && args.questionId !== undefined) {
      assessment = scored({
        ...assessment,
        sections: withManualAnswer(assessment.sections, args.questionId, args.answerId ?? null),
      });
    } else if (mutation.name === 'assessment.update' && args.changes) {
      assessment = scored(applyAssessmentUpdate(assessment, args.changes));
    }
    return {
      seq: mutation.seq,
      status: 'applied' as const,
      record: { kind: 'assessment' as const, assessment },
    };
  };
  const push = answerPushes(apply);
  const fetch = mockFetch({
    [`GET /api/assessments/${ASSESSMENT_ID}`]: () => json(200, detail()),
    'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
    'POST /api/sync/push': push.handler,
    ...extra,
  });
  /** An entry logged elsewhere in the walk: the server links and scores it. */
  const logEntry = (entry: TEntry) => {
    entries.push(entry);
    assessment = scored(assessment);
  };
  return { ...fetch, pushed: push.pushed, current: () => assessment, logEntry };
}

/** What the signed-in guard mounts for live changes. */
function LiveChanges() {
  useLiveChanges();
  return null;
}

/** The answering view at /assessments/edit/:id, signed in as `me` (a principal who submits assessments). */
export function renderAnswering(me: TMeResponse = buildMe({ permissions: grant('submit assessments') })) {
  vi.stubGlobal('EventSource', FakeEventSource);
  return renderRoutes({
    at: `/assessments/edit/${ASSESSMENT_ID}`,
    routes: [
      {
        path: '/assessments/edit/:assessmentId',
        element: (
          <CurrentUserProvider me={me}>
            <LiveChanges />
            <AssessmentEditPage />
          </CurrentUserProvider>
        ),
      },
      { path: '/assessments/submitted/:assessmentId', element: <h1>Submitted view</h1> },
      { path: '/walks/walk/:walkId', element: <h1>Walk screen</h1> },
      { path: '/assessments', element: <h1>Assessments</h1> },
    ],
  });
}
