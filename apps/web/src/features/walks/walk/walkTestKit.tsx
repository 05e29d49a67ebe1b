import type { TMeResponse, TWalk } from '@schooldog/domain';
import { vi } from 'vitest';
import { useLiveChanges } from '../../../api/useLiveChanges';
import { OBSERVATION_SETTINGS } from '../../../test/entryFactories';
import { FakeEventSource } from '../../../test/eventSource';
import { buildMe } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetchMock';
import { renderRoutes } from '../../../test/render';
import { buildWalk as buildAnyWalk } from '../../../test/walkFactories';
import { CurrentUserProvider } from '../../auth/currentUser';
import { CompleteView } from './CompleteView';
import { ReviewScreen } from './ReviewScreen';
import { WalkScreen } from './WalkScreen';

export const WALK_ID = 'walk0000000000000001';

/** The walk of these tests: in progress at School 1, led by user1, with no entries yet. */
export function buildWalk(overrides: Partial<TWalk> = {}): TWalk {
  return buildAnyWalk({ id: WALK_ID, entryCount: 0, tags: [], ...overrides });
}

type Handlers = Parameters<typeof mockFetch>[0];

/** Mocks the walk's reads (the walk comes from `getWalk`, so a test can change it) plus `extra`. */
export function mockWalkApi(getWalk: () => TWalk, extra: Handlers = {}) {
  return mockFetch({
    [`GET /api/walks/${WALK_ID}`]: () => json(200, getWalk()),
    [`GET /api/walks/${WALK_ID}/entries`]: () => json(200, { entries: [] }),
    'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
    ...extra,
  });
}

/** What the signed-in guard mounts for live changes. */
function LiveWalks() {
  useLiveChanges();
  return null;
}

/** The three walk screens and /walks, signed in as `me`, with a fake event stream. */
export function renderWalk(at: string, me: TMeResponse = buildMe()) {
  vi.stubGlobal('EventSource', FakeEventSource);
  const signedIn = (element: React.ReactElement) => (
    <CurrentUserProvider me={me}>
      <LiveWalks />
      {element}
    </CurrentUserProvider>
  );
  return renderRoutes({
    at,
    routes: [
      { path: '/walks/walk/:walkId', element: signedIn(<WalkScreen />) },
      { path: '/walks/walk/:walkId/review', element: signedIn(<ReviewScreen />) },
      { path: '/walks/walk/:walkId/complete', element: signedIn(<CompleteView />) },
      { path: '/walks', element: <h1>Walks list</h1> },
      { path: '/assessments/edit/:assessmentId', element: <h1>Answering</h1> },
    ],
  });
}
