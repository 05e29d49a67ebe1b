import { PRODUCT_VERSION } from '@schooldog/domain';
import type { Query } from '@tanstack/react-query';
import type {
  PersistedClient,
  PersistQueryClientOptions,
  Persister,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { isOfflineEssential } from './essentialQueries';

/*
 * The persisted query cache (ARCHITECTURE §7 "Reads"): the TanStack Query cache is saved to
 * IndexedDB, in a database of its own, so every view the spec marks "offline ok" renders from it
 * after a reload without network. Saves are throttled, except when a read the offline screens
 * cannot do without has just loaded (isOfflineEssential): that one is saved at once, so going
 * offline right after sign-in still finds it. A cache older than a week, or written by another
 * version of the app, is dropped on restore.
 */

/** A persisted cache older than this is not restored; the query client keeps data at least this long. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** At most one save per this interval; the newest state wins. */
export const QUERY_CACHE_THROTTLE_MS = 1_000;

const DATABASE = 'schooldog-query-cache';
const STORE = 'queries';
const CLIENT_KEY = 'client';

/**
 * Never persisted: the signed-in user (kept by offline/cachedUser, and auth must come from the
 * server) and the app settings (maintenance mode must be read fresh).
 */
const UNPERSISTED_ROOTS = new Set(['me', 'app-settings']);

let store: UseStore | null = null;
/** Opened on first use: importing this module must not touch IndexedDB. */
function cacheStore(): UseStore {
  store ??= createStore(DATABASE, STORE);
  return store;
}

interface PendingSave {
  timer: ReturnType<typeof setTimeout>;
  client: PersistedClient;
}
const pendingSaves = new Set<{ current: PendingSave | null }>();

/** Whether a query's data goes to the device: only data the server gave, of queries worth keeping. */
function isPersistable(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const [root] = query.queryKey;
  if (typeof root === 'string' && UNPERSISTED_ROOTS.has(root)) return false;
  // A failed refetch keeps the last answer: that answer is still what the screen shows offline.
  return (
    query.state.data !== undefined && (query.state.status === 'success' || query.state.status === 'error')
  );
}

/** The saved form of a query: its last successful answer, without errors (they are not cloneable data). */
function withoutFailures(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) => ({
    ...query,
    state: {
      ...query.state,
      status: 'success' as const,
      error: null,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchStatus: 'idle' as const,
    },
  }));
  return { ...client, clientState: { mutations: [], queries } };
}

function isPersistedClient(value: unknown): value is PersistedClient {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<PersistedClient>;
  return (
    typeof candidate.timestamp === 'number' &&
    typeof candidate.buster === 'string' &&
    typeof candidate.clientState === 'object' &&
    candidate.clientState !== null &&
    Array.isArray(candidate.clientState.queries)
  );
}

async function write(client: PersistedClient): Promise<void> {
  try {
    await set(CLIENT_KEY, withoutFailures(client), cacheStore());
  } catch (error) {
    // Quota or a closed database: the app keeps working, only the next offline start knows less.
    console.warn('query cache not saved', error);
  }
}

/** The essential reads of a cache, by query, with the time of their answer. */
function essentialAnswers(client: PersistedClient): Map<string, number> {
  return new Map(
    client.clientState.queries
      .filter((query) => isOfflineEssential(query.queryKey))
      .map((query) => [query.queryHash, query.state.dataUpdatedAt]),
  );
}

/**
 * An IndexedDB persister (idb-keyval) that saves at most once per `throttleMs`, and at once when
 * an essential read has a newer answer than the last save holds.
 */
export function createQueryPersister({ throttleMs = QUERY_CACHE_THROTTLE_MS } = {}): Persister {
  const pending: { current: PendingSave | null } = { current: null };
  pendingSaves.add(pending);
  let savedEssentials = new Map<string, number>();
  const flush = () => {
    const save = pending.current;
    if (!save) return;
    clearTimeout(save.timer);
    pending.current = null;
    savedEssentials = essentialAnswers(save.client);
    void write(save.client);
  };
  const hasNewEssential = (client: PersistedClient) =>
    [...essentialAnswers(client)].some(([hash, at]) => at > (savedEssentials.get(hash) ?? 0));
  if (typeof window !== 'undefined') {
    // A reload or a closed tab inside the throttle window still keeps the last change.
    window.addEventListener('pagehide', flush);
  }
  return {
    persistClient: (client) => {
      if (pending.current) pending.current.client = client;
      else pending.current = { client, timer: setTimeout(flush, throttleMs) };
      if (hasNewEssential(client)) flush();
    },
    restoreClient: async () => {
      try {
        const saved: unknown = await get(CLIENT_KEY, cacheStore());
        return isPersistedClient(saved) ? saved : undefined;
      } catch (error) {
        console.warn('query cache not restored', error);
        return undefined;
      }
    },
    removeClient: async () => {
      try {
        await del(CLIENT_KEY, cacheStore());
      } catch (error) {
        console.warn('query cache not removed', error);
      }
    },
  };
}

/** The options App.tsx gives PersistQueryClientProvider. */
export function queryPersistOptions(persister: Persister): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister,
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    buster: PRODUCT_VERSION,
    dehydrateOptions: {
      shouldDehydrateQuery: isPersistable,
      // Offline writes go through the outbox, never through paused TanStack mutations.
      shouldDehydrateMutation: () => false,
    },
  };
}

/** Sign-out: the device forgets every persisted answer, including a save still waiting. */
export async function clearPersistedQueries(): Promise<void> {
  for (const pending of pendingSaves) {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }
  try {
    await del(CLIENT_KEY, cacheStore());
  } catch (error) {
    console.warn('query cache not cleared', error);
  }
}
