import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserProvider } from '../features/auth/currentUser';
import { CurrentWalksCard } from '../features/dashboard/CurrentWalksCard';
import { EntriesList } from '../features/entries/EntriesList';
import { EntryDetailPage } from '../features/entries/EntryDetailPage';
import { buildWalk, mockWalkApi, renderWalk, WALK_ID } from '../features/walks/walk/walkTestKit';
import { buildEntry, OBSERVATION_SETTINGS } from '../test/entryFactories';
import { FakeEventSource } from '../test/eventSource';
import { buildMe } from '../test/factories';
import { json, mockFetch } from '../test/fetchMock';
import { renderRoutes, renderSignedIn } from '../test/render';
import { setScreenWidth } from '../test/screen';
import { setManualOffline } from './connectivity';
import { enqueue as enqueueMutation, getOutboxView, removeMutations } from './outbox';
import { entryCreate, idOf } from './overlayTestKit';
import { resetOfflineStores } from './testkit';

const notFound = () => json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
const ENTRY_ID = idOf('queued');
/** The walk screen may open with its continue prompt over it (a modal): the panel is read beneath it. */
const hidden = true;

/** Queues a change and waits until the overlays have read it (as after a reload, where the outbox is read whole). */
const enqueue: typeof enqueueMutation = async (userId, name, args) => {
  const seq = await enqueueMutation(userId, name, args);
  await vi.waitFor(
    () => expect(getOutboxView().mutations.some((mutation) => mutation.seq === seq)).toBe(true),
    { timeout: 30_000 },
  );
  return seq;
};

beforeEach(async () => {
  localStorage.clear();
  await resetOfflineStores();
});
afterEach(() => {
  setManualOffline(false);
  vi.unstubAllGlobals();
  FakeEventSource.instances = [];
});

describe('screens with queued changes', () => {
  it('the walk screen lists an entry queued in the outbox beside those of the server', async () => {
    setScreenWidth(1400);
    localStorage.setItem(`schooldog.walk.${WALK_ID}.tab`, '0');
    const onServer = buildEntry({ walkId: WALK_ID, isFloating: false, observationItemId: 'door' });
    mockWalkApi(() => buildWalk({ entryCount: 1 }), {
      [`GET /api/walks/${WALK_ID}/entries`]: () => json(200, { entries: [onServer] }),
    });
    renderWalk(`/walks/walk/${WALK_ID}`);
    const panel = await screen.findByRole('complementary', { name: 'Entries', hidden });
    expect(await within(panel).findByRole('heading', { name: '1 entry', hidden })).toBeTruthy();

    const seq = await enqueue('user1', 'entry.create', entryCreate(ENTRY_ID, { walkId: WALK_ID }));
    expect(await within(panel).findByRole('heading', { name: '2 entries', hidden })).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: /Facilities › Broken window/, hidden })).toBeTruthy();
    expect(within(panel).getByText('Logged offline')).toBeTruthy();

    // Discarded from the sync panel: it leaves the screen.
    await removeMutations([seq]);
    expect(await within(panel).findByRole('heading', { name: '1 entry', hidden })).toBeTruthy();
    expect(within(panel).queryByText('Logged offline')).toBeNull();
  });

  it('the walk screen opens a walk started offline, with the entries logged in it', async () => {
    setScreenWidth(1400);
    const walkId = idOf('offlinewalk');
    await enqueue('user1', 'walk.create', { id: walkId, schoolId: 'school1' });
    await enqueue('user1', 'entry.create', entryCreate(ENTRY_ID, { walkId }));
    vi.stubGlobal('EventSource', FakeEventSource);
    mockFetch({
      [`GET /api/walks/${walkId}`]: notFound,
      [`GET /api/walks/${walkId}/entries`]: notFound,
      'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
    });
    const { router } = renderWalk(`/walks/walk/${walkId}`);
    const panel = await screen.findByRole('complementary', { name: 'Entries', hidden });
    expect(
      await within(panel).findByRole('heading', { name: /Facilities › Broken window/, hidden }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/walks/walk/${walkId}`);
  });

  it('the entry page shows an entry that exists only on the device', async () => {
    await enqueue('user1', 'entry.create', entryCreate(ENTRY_ID));
    vi.stubGlobal('EventSource', FakeEventSource);
    mockFetch({
      [`GET /api/entries/${ENTRY_ID}`]: notFound,
      'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
    });
    renderRoutes({
      at: `/entries/${ENTRY_ID}`,
      routes: [
        {
          path: '/entries/:entryId',
          element: (
            <CurrentUserProvider me={buildMe()}>
              <EntryDetailPage />
            </CurrentUserProvider>
          ),
        },
        { path: '/entries', element: <h1>All entries page</h1> },
      ],
    });
    expect(await screen.findByRole('heading', { name: /Facilities › Broken window/ })).toBeTruthy();
    expect(screen.getByText('Logged offline')).toBeTruthy();
  });

  it('the explorer, offline and never loaded, lists the entries logged offline instead of waiting', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    setManualOffline(true);
    await enqueue('user1', 'entry.create', entryCreate(ENTRY_ID));
    await enqueue('user1', 'entry.create', entryCreate(idOf('other'), { schoolId: 'school2' }));
    const { calls } = mockFetch({});
    const me = buildMe();
    renderSignedIn(
      <EntriesList
        search="schoolIds=school1"
        settings={OBSERVATION_SETTINGS}
        schools={me.schools}
        canEdit={() => false}
        onEdit={() => undefined}
      />,
      { me, at: '/entries' },
    );
    // Only the one at the chosen school.
    expect(await screen.findAllByRole('link', { name: /^Open entry/ })).toHaveLength(1);
    expect(screen.getByText('Logged offline')).toBeTruthy();
    // Not loading: no skeleton of the cards.
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("the dashboard's current walks show a walk started offline", async () => {
    const walkId = idOf('offlinewalk');
    await enqueue('user1', 'walk.create', { id: walkId, schoolId: 'school1' });
    mockFetch({ 'GET /api/walks/current': () => json(200, { walks: [] }) });
    renderSignedIn(<CurrentWalksCard />, { me: buildMe(), at: '/dashboard' });
    const list = await screen.findByRole('list', { name: 'My Current Walks' });
    const link = within(list).getByRole('link');
    expect(link.getAttribute('href')).toBe(`/walks/walk/${walkId}`);
    expect(link.textContent).toContain('School 1');
    expect(link.textContent).toContain('0 entries');
  });
});

describe('without queued changes', () => {
  it("the screens read the server's data untouched", async () => {
    const walk = buildWalk({ entryCount: 4 });
    mockFetch({ 'GET /api/walks/current': () => json(200, { walks: [walk] }) });
    renderSignedIn(<CurrentWalksCard />, { me: buildMe(), at: '/dashboard' });
    const list = await screen.findByRole('list', { name: 'My Current Walks' });
    expect(within(list).getByRole('link').textContent).toContain('4 entries');
  });
});
