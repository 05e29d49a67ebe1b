import type {
  ChangeOf,
  ChangeType,
  SyncEntity,
  SyncMutationArgs,
  SyncMutationName,
  TMeResponse,
  TSyncRecord,
  TSyncRefusal,
} from '@schooldog/domain';
import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '../i18n';
import type { OutboxMutation } from './outbox';

/*
 * What a feature declares about its offline writes and live updates (ARCHITECTURE §6, §7), in its
 * own folder (e.g. features/entries/sync.ts); features/registry.ts lists the features. The outbox,
 * the sync loop, the sync panel and the live stream read only these declarations, so a feature
 * that writes offline touches nothing here. How a feature's queued changes show on its screens
 * is its overlays' (offline/overlay.ts), called by its own query hooks.
 */

/** What naming a change may read. */
export interface DescribeContext {
  /** The signed-in user (their schools, by name). */
  me: TMeResponse;
  /** The query cache: records as the server last answered; `describeReads` are loaded. */
  queryClient: QueryClient;
  /** The user's unsynced changes: a change may name a record an earlier one made. */
  mutations: readonly OutboxMutation[];
}

/**
 * A way to keep a refused change that Retry cannot save: the server refused it for a reason only it
 * could foresee (say, a person chosen offline can no longer receive it), and the change without
 * that part is still worth saving. Offered in the sync panel beside Retry and Discard.
 */
export interface MutationRepair<N extends SyncMutationName> {
  /** The button's label (e.g. 'Save without the alert'). */
  labelKey: TranslationKey;
  /** Whether it answers this refusal. */
  appliesTo: (refusal: TSyncRefusal) => boolean;
  /** The change as it is queued again. */
  args: (args: SyncMutationArgs<N>) => SyncMutationArgs<N>;
}

/** One offline-capable mutation, as the device treats it. */
export interface OfflineMutation<N extends SyncMutationName> {
  /** The change in words for the sync panel (e.g. 'Log entry: Hallway – Doors propped'). */
  describe: (t: TFunction, args: SyncMutationArgs<N>, context: DescribeContext) => string;
  /** The stored pictures it names: it is pushed only once each has left the device. */
  picturesOf?: (args: SyncMutationArgs<N>) => readonly string[] | undefined;
  /** Discarded in the sync panel: the device's copy of what it made leaves the cache. */
  discard?: (queryClient: QueryClient, args: SyncMutationArgs<N>) => void;
  /** Ways to keep it once refused, other than Retry and Discard. */
  repairs?: readonly MutationRepair<N>[];
  /** The cached queries read again once it was applied, refused or discarded. */
  invalidates: readonly QueryKey[];
}

type OfflineMutations<N extends SyncMutationName> = { [K in N]: OfflineMutation<K> };

/** The server's canonical record after a push, written over the device's copy. */
export interface RecordSync<E extends SyncEntity> {
  write: (queryClient: QueryClient, record: Extract<TSyncRecord, { kind: E }>) => void;
  /** Deleted (or discarded before the server had it): gone from the screens. */
  forget: (queryClient: QueryClient, id: string) => void;
}

/** What a change of one record type (`event: change` of GET /api/events) refreshes. */
export interface LiveUpdate<T extends ChangeType> {
  apply: (queryClient: QueryClient, change: ChangeOf<T>) => Promise<void>;
  /** Back after a drop: what changed meanwhile is unknown, so all of it is read again. */
  refreshAll: QueryKey;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's options, as useQueries takes them
type QueryOptions = UseQueryOptions<any, Error, any, any>;

/** One feature's declarations: its mutations, its record kinds and its live change types. */
export interface FeatureSync<
  N extends SyncMutationName = never,
  E extends SyncEntity = never,
  T extends ChangeType = never,
> {
  mutations: OfflineMutations<N>;
  records: { [K in E]: RecordSync<K> };
  live: { [K in T]: LiveUpdate<K> };
  /** Queries its `describe`s read (the sync panel loads them). */
  describeReads?: readonly QueryOptions[];
}

/** Every feature's declarations together; typed complete, so a name without one does not compile. */
export interface SyncRegistry {
  mutations: OfflineMutations<SyncMutationName>;
  records: { [K in SyncEntity]: RecordSync<K> };
  live: { [K in ChangeType]: LiveUpdate<K> };
  describeReads: readonly QueryOptions[];
}

interface AnyFeature {
  mutations: object;
  records: object;
  live: object;
  describeReads?: readonly QueryOptions[];
}

type Joined<U> = (U extends unknown ? (joined: U) => void : never) extends (joined: infer I) => void
  ? I
  : never;

interface JoinedFeatures<F extends readonly AnyFeature[]> {
  mutations: Joined<F[number]['mutations']>;
  records: Joined<F[number]['records']>;
  live: Joined<F[number]['live']>;
  describeReads: readonly QueryOptions[];
}

/** The features' declarations in one registry (assign it to a SyncRegistry to check it is complete). */
export function joinFeatures<const F extends readonly AnyFeature[]>(features: F): JoinedFeatures<F> {
  const joined = {
    mutations: Object.assign({}, ...features.map((feature) => feature.mutations)) as object,
    records: Object.assign({}, ...features.map((feature) => feature.records)) as object,
    live: Object.assign({}, ...features.map((feature) => feature.live)) as object,
    describeReads: features.flatMap((feature) => feature.describeReads ?? []),
  };
  return joined as unknown as JoinedFeatures<F>;
}
