import type { SyncMutationName } from '@schooldog/domain';
import type { Actor } from '../http/access.js';
import type { ChangeEvent, LiveChangeMap } from '../platform/events.js';
import type { AppDeps, FeaturePlugin } from './deps.js';
import { createDomainEventHub, type DomainEventHub, type Subscriber } from './domain-events.js';
import type { FeatureJob, ScheduledJob } from './jobs.js';
import type { ServerMutation } from './mutation.js';
import type { NotificationKind } from '../platform/notify/kinds.js';

/*
 * A feature's manifest: everything the app needs from it, in its folder's index.ts, listed once in
 * features/index.ts. The app's routes, the sync registry, the live change audiences, the domain
 * event subscribers, the jobs and the notification kinds are all derived from that list, so a new
 * feature adds its folder and one line there.
 */

type MutationMap = { [N in SyncMutationName]: ServerMutation<N> };

/** Who may hear of a live change of each record type (the SSE stream asks before sending it). */
export type LiveAudiences = {
  [T in keyof LiveChangeMap]?: (actor: Actor, event: LiveChangeMap[T]) => boolean;
};

export interface ServerFeature {
  /** The feature's folder name, the same on the server, the web and in packages/domain. */
  name: string;
  /** Its routes (and anything else registered on the Fastify instance). */
  plugin?: FeaturePlugin;
  /** Its offline mutations, applied by POST /api/sync/push. */
  mutations?: Partial<MutationMap>;
  /** The live change types it publishes, and who may hear each. */
  live?: LiveAudiences;
  /** Its reactions to domain events (its own or other features'). */
  subscribers?: readonly Subscriber[];
  /** Its background work: jobs sent by writes, and scheduled jobs. */
  jobs?: readonly (FeatureJob | ScheduledJob)[];
  /** What it tells people (email, push), with the text of each kind. */
  notifications?: readonly NotificationKind[];
  /**
   * Its demo data for a new install (`npm start`), made through its own services once the demo
   * district and its people exist; features seed in the order they are listed.
   */
  seed?: (deps: AppDeps) => Promise<void>;
}

export const defineFeature = <const F extends ServerFeature>(feature: F): F => feature;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

/** What one part (mutations, live) of the listed features adds up to. */
type PartsOf<F extends readonly ServerFeature[], K extends 'mutations' | 'live'> = UnionToIntersection<
  F[number] extends infer Feature ? (Feature extends { [P in K]: infer Part } ? Part : never) : never
>;

/**
 * Fails to compile (on the features list) when a mutation of the domain's sync protocol has no
 * server definition, or a live change type has no audience.
 */
export type CompleteFeatures<F extends readonly ServerFeature[]> =
  PartsOf<F, 'mutations'> extends MutationMap
    ? PartsOf<F, 'live'> extends Required<LiveAudiences>
      ? F
      : 'a live change type has no audience (live) in any feature'
    : 'a sync mutation has no server definition (mutations) in any feature';

export const isScheduled = (job: FeatureJob | ScheduledJob): job is ScheduledJob => 'schedule' in job;

/** The features' parts, gathered for the app (built once in app.ts). */
export interface FeatureRegistry extends DomainEventHub {
  readonly features: readonly ServerFeature[];
  mutation<N extends SyncMutationName>(name: N): ServerMutation<N>;
  mayHear(actor: Actor, event: ChangeEvent): boolean;
  readonly jobs: readonly FeatureJob[];
  readonly scheduledJobs: readonly ScheduledJob[];
  notification(kind: string): NotificationKind | undefined;
}

export function createFeatureRegistry(features: readonly ServerFeature[]): FeatureRegistry {
  const mutations = new Map<string, unknown>();
  const audiences = new Map<string, (actor: Actor, event: ChangeEvent) => boolean>();
  const notifications = new Map<string, NotificationKind>();
  const jobs: (FeatureJob | ScheduledJob)[] = [];
  for (const feature of features) {
    for (const [name, run] of Object.entries(feature.mutations ?? {})) mutations.set(name, run);
    for (const [type, mayHear] of Object.entries(feature.live ?? {}))
      audiences.set(type, mayHear as (actor: Actor, event: ChangeEvent) => boolean);
    for (const kind of feature.notifications ?? []) {
      if (notifications.has(kind.kind)) throw new Error(`notification kind ${kind.kind} is declared twice`);
      notifications.set(kind.kind, kind);
    }
    jobs.push(...(feature.jobs ?? []));
  }
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`job ${job.name} is declared twice`);
    names.add(job.name);
  }
  const hub = createDomainEventHub(features.flatMap((feature) => feature.subscribers ?? []));
  return {
    features,
    handlers: hub.handlers,
    mutation<N extends SyncMutationName>(name: N) {
      const run = mutations.get(name);
      if (!run) throw new Error(`no server definition of the mutation ${name}`);
      return run as ServerMutation<N>;
    },
    mayHear: (actor, event) => audiences.get(event.type)?.(actor, event) ?? false,
    jobs,
    scheduledJobs: jobs.filter(isScheduled),
    notification: (kind) => notifications.get(kind),
  };
}
