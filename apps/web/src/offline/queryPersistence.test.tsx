import { PRODUCT_VERSION } from '@schooldog/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { render, screen } from '@testing-library/react';
import { createStore, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/queryClient';
import { OBSERVATION_SETTINGS } from '../test/entryFactories';
import { buildMe } from '../test/factories';
import '../test/render';
import { buildWalk } from '../test/walkFactories';
import { initI18n } from '../i18n';
import {
  clearPersistedQueries,
  createQueryPersister,
  QUERY_CACHE_MAX_AGE_MS,
  queryPersistOptions,
} from './queryPersistence';

const WALKS_KEY = ['walks', 'current', ''];

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearPersistedQueries();
});

/** The page is left (or reloaded): the throttled save is written now. */
async function leavePage(persister = createQueryPersister()) {
  window.dispatchEvent(new Event('pagehide'));
  // The write is asynchronous: wait until a fresh persister reads something back.
  await vi.waitFor(async () => expect(await persister.restoreClient()).toBeDefined(), { timeout: 30_000 });
}

async function saveAndReload(client: QueryClient, buster = PRODUCT_VERSION): Promise<QueryClient> {
  const persister = createQueryPersister({ throttleMs: 60_000 });
  await persistQueryClientSave({ ...queryPersistOptions(persister), queryClient: client, buster });
  await leavePage();
  const restored = createQueryClient();
  await persistQueryClientRestore({ ...queryPersistOptions(createQueryPersister()), queryClient: restored });
  return restored;
}

describe('the persisted query cache', () => {
  it('restores the answers in a new query client, as after a reload', async () => {
    const walks = [buildWalk()];
    const client = createQueryClient();
    client.setQueryData(WALKS_KEY, walks);
    const restored = await saveAndReload(client);
    expect(restored.getQueryData(WALKS_KEY)).toEqual(walks);
    expect(restored.getQueryState(WALKS_KEY)?.status).toBe('success');
  });

  it('keeps neither the signed-in user, nor the app settings, nor queries without data', async () => {
    const client = createQueryClient();
    client.setQueryData(['me'], buildMe());
    client.setQueryData(['app-settings', 'public'], { maintenanceMode: false });
    client.setQueryData(WALKS_KEY, []);
    void client.prefetchQuery({ queryKey: ['pending'], queryFn: () => new Promise<never>(() => undefined) });
    const restored = await saveAndReload(client);
    expect(restored.getQueryData(WALKS_KEY)).toEqual([]);
    expect(restored.getQueryData(['me'])).toBeUndefined();
    expect(restored.getQueryData(['app-settings', 'public'])).toBeUndefined();
    expect(restored.getQueryState(['pending'])).toBeUndefined();
  });

  it('keeps the last answer of a query whose refetch failed, as a success', async () => {
    const client = createQueryClient();
    client.setQueryData(['observation-settings'], OBSERVATION_SETTINGS);
    await client
      .fetchQuery({
        queryKey: ['observation-settings'],
        queryFn: () => Promise.reject(new Error('503')),
        staleTime: 0,
        retry: false,
      })
      .catch(() => undefined);
    expect(client.getQueryState(['observation-settings'])?.status).toBe('error');
    const restored = await saveAndReload(client);
    expect(restored.getQueryData(['observation-settings'])).toEqual(OBSERVATION_SETTINGS);
    expect(restored.getQueryState(['observation-settings'])).toMatchObject({
      status: 'success',
      error: null,
    });
  });

  it('drops a cache written by another version of the app (buster)', async () => {
    const client = createQueryClient();
    client.setQueryData(WALKS_KEY, [buildWalk()]);
    const restored = await saveAndReload(client, '0.0.1-old');
    expect(restored.getQueryData(WALKS_KEY)).toBeUndefined();
    // Dropped from the device too, not only ignored.
    expect(await createQueryPersister().restoreClient()).toBeUndefined();
  });

  it('drops a cache older than 7 days', async () => {
    const persister = createQueryPersister({ throttleMs: 60_000 });
    const old: PersistedClient = {
      timestamp: Date.now() - QUERY_CACHE_MAX_AGE_MS - 60_000,
      buster: PRODUCT_VERSION,
      clientState: { mutations: [], queries: [] },
    };
    await persister.persistClient(old);
    await leavePage();
    const restored = createQueryClient();
    await persistQueryClientRestore({
      ...queryPersistOptions(createQueryPersister()),
      queryClient: restored,
    });
    expect(await createQueryPersister().restoreClient()).toBeUndefined();
  });

  it('saves at most once per interval, the newest state', async () => {
    const persister = createQueryPersister({ throttleMs: 50 });
    const state = (timestamp: number): PersistedClient => ({
      timestamp,
      buster: PRODUCT_VERSION,
      clientState: { mutations: [], queries: [] },
    });
    // Fake timers: a busy machine may take longer than the interval between two lines.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await persister.persistClient(state(1));
      await persister.persistClient(state(2));
      expect(await persister.restoreClient()).toBeUndefined();
      await vi.advanceTimersByTimeAsync(50);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(async () => expect((await persister.restoreClient())?.timestamp).toBe(2), {
      timeout: 30_000,
    });
  });

  it('forgets everything on sign-out, including a save still waiting', async () => {
    const client = createQueryClient();
    client.setQueryData(WALKS_KEY, [buildWalk()]);
    await saveAndReload(client);
    // A read that waits for the interval (an essential one is saved at once).
    client.setQueryData(['entries', 'count', ''], { count: 1 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const persister = createQueryPersister({ throttleMs: 20 });
      await persistQueryClientSave({ ...queryPersistOptions(persister), queryClient: client });
      await clearPersistedQueries();
      // Past the throttle: the waiting save has had its chance to run.
      await vi.advanceTimersByTimeAsync(60);
    } finally {
      vi.useRealTimers();
    }
    expect(await createQueryPersister().restoreClient()).toBeUndefined();
  });

  it('Signed in and offline within about two seconds: what the offline screens need is saved as soon as it has loaded', async () => {
    const client = createQueryClient();
    // A throttle longer than any test: only an immediate save can be read back.
    const persister = createQueryPersister({ throttleMs: 60_000 });
    const stop = persistQueryClientSubscribe({ ...queryPersistOptions(persister), queryClient: client });
    const savedKeys = async () =>
      ((await createQueryPersister().restoreClient())?.clientState.queries ?? []).map(
        (query) => query.queryKey,
      );
    try {
      client.setQueryData(['entries', 'count', ''], { count: 1 });
      client.setQueryData(['observation-settings'], OBSERVATION_SETTINGS);
      await vi.waitFor(async () => expect(await savedKeys()).toContainEqual(['observation-settings']), {
        timeout: 30_000,
      });
      client.setQueryData(['walks', 'detail', 'walk1', 'entries'], []);
      await vi.waitFor(
        async () => expect(await savedKeys()).toContainEqual(['walks', 'detail', 'walk1', 'entries']),
        { timeout: 30_000 },
      );
    } finally {
      stop();
    }
  });

  it('reads a damaged record as no cache', async () => {
    await set('client', { timestamp: 'yesterday' }, createStore('schooldog-query-cache', 'queries'));
    expect(await createQueryPersister().restoreClient()).toBeUndefined();
  });

  it('keeps unused data in the query client at least as long as the cache may be restored', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBeGreaterThanOrEqual(
      QUERY_CACHE_MAX_AGE_MS,
    );
  });
});

function Settings() {
  const settings = useQuery({
    queryKey: ['observation-settings'],
    queryFn: () => new Promise<typeof OBSERVATION_SETTINGS>(() => undefined),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return <p>{settings.data ? `${settings.data.categories.length} categories` : 'nothing yet'}</p>;
}

describe('AppProviders with a persister', () => {
  it('restores the cache before the screens read it', async () => {
    const client = createQueryClient();
    client.setQueryData(['observation-settings'], OBSERVATION_SETTINGS);
    await saveAndReload(client);
    render(
      <AppProviders i18n={initI18n({ language: 'en' })} persister={createQueryPersister()}>
        <Settings />
      </AppProviders>,
    );
    expect(await screen.findByText('3 categories')).toBeTruthy();
  });

  it('shows what the device kept at once, then asks the server again (a reload is not fresh data)', async () => {
    const client = createQueryClient();
    client.setQueryData(['walks', 'current', ''], ['kept']);
    await saveAndReload(client);
    const server: { answer: ((walks: string[]) => void) | null } = { answer: null };
    function CurrentWalks() {
      const walks = useQuery({
        queryKey: ['walks', 'current', ''],
        queryFn: () =>
          new Promise<string[]>((resolve) => {
            server.answer = resolve;
          }),
        staleTime: 60_000,
      });
      return <p>{walks.data?.join(', ') ?? 'nothing yet'}</p>;
    }
    render(
      <AppProviders i18n={initI18n({ language: 'en' })} persister={createQueryPersister()}>
        <CurrentWalks />
      </AppProviders>,
    );
    expect(await screen.findByText('kept')).toBeTruthy();
    await vi.waitFor(() => expect(server.answer).not.toBeNull(), { timeout: 30_000 });
    server.answer?.(['from the server']);
    expect(await screen.findByText('from the server')).toBeTruthy();
  });
});
