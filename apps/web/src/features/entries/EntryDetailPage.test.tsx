import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEntry, OBSERVATION_SETTINGS } from '../../test/entryFactories';
import { buildMe } from '../../test/factories';
import { json, mockFetch } from '../../test/fetchMock';
import { createTestQueryClient, renderRoutes } from '../../test/render';
import { CurrentUserProvider } from '../auth/currentUser';
import { EntryDetailPage } from './EntryDetailPage';
import { useLiveChanges } from '../../api/useLiveChanges';
import { FakeEventSource } from '../../test/eventSource';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.instances = [];
});

function LivePage() {
  useLiveChanges();
  return <EntryDetailPage />;
}

function renderDetail(entryId: string) {
  vi.stubGlobal('EventSource', FakeEventSource);
  const me = buildMe();
  return renderRoutes({
    at: `/entries/${entryId}`,
    queryClient: createTestQueryClient(),
    routes: [
      {
        path: '/entries/:entryId',
        element: (
          <CurrentUserProvider me={me}>
            <LivePage />
          </CurrentUserProvider>
        ),
      },
      { path: '/entries', element: <h1>All entries page</h1> },
    ],
  });
}

const notFound = () => json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
const change = (id: string, action: string) => JSON.stringify({ type: 'entry', id, action });

describe('the single entry page', () => {
  it('sketches the card under its heading while loading, and keeps it until the settings that name it come', async () => {
    const entry = buildEntry();
    let sendEntry = (_response: Response) => undefined as void;
    let sendSettings = (_response: Response) => undefined as void;
    mockFetch({
      [`GET /api/entries/${entry.id}`]: () => new Promise<Response>((resolve) => (sendEntry = resolve)),
      'GET /api/observation-settings': () => new Promise<Response>((resolve) => (sendSettings = resolve)),
    });
    renderDetail(entry.id);
    expect(screen.getByRole('heading', { level: 1, name: 'Entry' })).toBeTruthy();
    const status = screen.getByRole('status', { busy: true });
    expect(await within(status).findByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    // The entry alone would be drawn with 'Unknown' labels, then grow: it waits for the settings.
    await act(async () => sendEntry(json(200, entry)));
    expect(screen.getByRole('status', { busy: true })).toBeTruthy();
    expect(screen.queryByText(/Unknown/)).toBeNull();

    await act(async () => sendSettings(json(200, OBSERVATION_SETTINGS)));
    expect(await screen.findByRole('heading', { name: 'Facilities › Broken window' })).toBeTruthy();
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
  });

  it('shows the entry with a link back to all entries', async () => {
    const entry = buildEntry({ imagePaths: [`observations/x/p1`] });
    mockFetch({
      [`GET /api/entries/${entry.id}`]: () => json(200, entry),
      'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
    });
    renderDetail(entry.id);
    expect(await screen.findByRole('heading', { name: 'Facilities › Broken window' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All entries' }).getAttribute('href')).toBe('/entries');
    expect((await screen.findByRole('img', { name: 'Picture 1' })).getAttribute('src')).toBe(
      '/api/files/observations/x/p1',
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('returns to /entries when the entry is missing', async () => {
    mockFetch({
      'GET /api/entries/missing': notFound,
      'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
    });
    const { router } = renderDetail('missing');
    expect(await screen.findByRole('heading', { name: 'All entries page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/entries');
  });

  it('is live: refetches on a change to this entry and leaves when it is deleted elsewhere', async () => {
    let entry = buildEntry({ comment: 'Before' });
    const { calls } = mockFetch({
      [`GET /api/entries/${entry.id}`]: () => json(200, entry),
      'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
    });
    const { router } = renderDetail(entry.id);
    expect(await screen.findByText('Before')).toBeTruthy();
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual(['/api/events']);
    const source = FakeEventSource.instances[0] as FakeEventSource;

    entry = { ...entry, comment: 'After' };
    act(() => source.emit('change', change(entry.id, 'updated')));
    expect(await screen.findByText('After')).toBeTruthy();

    act(() => source.emit('change', change('someOtherEntry', 'deleted')));
    act(() => source.emit('change', '{not json'));
    expect(screen.getByText('After')).toBeTruthy();

    const reads = calls.filter((call) => call.path === `/api/entries/${entry.id}`).length;
    act(() => source.emit('change', change(entry.id, 'deleted')));
    expect(await screen.findByRole('heading', { name: 'All entries page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/entries');
    expect(calls.filter((call) => call.path === `/api/entries/${entry.id}`)).toHaveLength(reads);
  });

  it('deletes after a confirmation and goes back to all entries', async () => {
    const entry = buildEntry();
    mockFetch({
      [`GET /api/entries/${entry.id}`]: () => json(200, entry),
      [`DELETE /api/entries/${entry.id}`]: () => new Response(null, { status: 204 }),
      'GET /api/observation-settings': () => json(200, OBSERVATION_SETTINGS),
    });
    const { router } = renderDetail(entry.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('Entry deleted successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/entries'));
  });
});
