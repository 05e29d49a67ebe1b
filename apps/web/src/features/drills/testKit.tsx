import type { TDrill, TMeResponse } from '@schooldog/domain';
import { answerPushes } from '../../offline/testkit';
import { buildMe, grant } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { renderRoutes } from '../../test/render';
import { CurrentUserProvider } from '../auth/currentUser';
import { DrillsTestRoutes } from './testRoutes';

type Handlers = Parameters<typeof mockFetch>[0];

export function buildDrill(overrides: Partial<TDrill> = {}): TDrill {
  return {
    id: 'drill1',
    schoolId: 'school1',
    schoolName: 'School 1',
    recordedByUserId: 'user2',
    recordedBy: { id: 'user2', name: 'Pat Lee' },
    type: 'fire',
    otherType: null,
    eventType: 'planned',
    otherEventType: null,
    drillDate: '2026-03-09',
    drillTime: '9:30',
    drillTimeOfDay: 'am',
    responseTime: '3:05',
    numberOfParticipants: 420,
    additionalInfo: null,
    resultsAdditionalInfo: 'East stairwell slow',
    timeCreated: '2026-03-09T15:00:00.000Z',
    timeUpdated: '2026-03-09T15:00:00.000Z',
    ...overrides,
  };
}

export const drillsPage =
  (drills: TDrill[], total = drills.length, page = 1) =>
  () =>
    json(200, { drills, total, page, pageSize: 50 });

/** The drills pages at `at`, for one who records drills at two schools (or `me`). */
export function renderDrills(
  at: string,
  handlers: Handlers = {},
  me: TMeResponse = buildMe({
    permissions: grant('record drills'),
    schools: [
      { id: 'school1', name: 'School 1' },
      { id: 'school2', name: 'School 2' },
    ],
  }),
) {
  const push = answerPushes();
  const fetch = mockFetch({
    'GET /api/drills': drillsPage([buildDrill()]),
    'GET /api/drills/drill1': () => json(200, buildDrill()),
    'POST /api/sync/push': push.handler,
    ...handlers,
  });
  const view = renderRoutes({
    at,
    routes: [
      {
        path: '/drills/*',
        element: (
          <CurrentUserProvider me={me}>
            <DrillsTestRoutes />
          </CurrentUserProvider>
        ),
      },
      { path: '*', element: <h1>Where they start</h1> },
    ],
  });
  return { ...view, ...fetch, pushed: push.pushed, me };
}
