import type { AppDeps } from './deps.js';
import type { WriteDeps } from './write.js';

/*
 * Domain events: what a write did, said by the feature that did it ('entry.created', 'walk.completed').
 * Other features react in their own folder by subscribing (their manifest's `subscribers`); the
 * writing feature never calls them. Each feature declares the events it emits by merging into
 * DomainEventMap from its own `events.ts`:
 *
 *   declare module '../../core/domain-events.js' {
 *     interface DomainEventMap { 'entry.created': { entry: ObservationRow; actor: Actor | null } }
 *   }
 */

// Filled in by the features (declaration merging), so core names none of them.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap;

/**
 * When a subscriber runs:
 * - 'write': inside the write's transaction, as the event is emitted, before the emitting service
 *   goes on: derived data that must never disagree with the write (counts, scores), and durable
 *   follow-ups (notifications, jobs), which then exist exactly when the write commits. A failure
 *   rolls the whole write back.
 * - 'commit': once the transaction has committed, never after a rollback: what may be lost in a
 *   crash (live updates). A failure is logged and changes nothing.
 */
export type SubscriberPhase = 'write' | 'commit';

type HandlerOf<N extends DomainEventName, P extends SubscriberPhase> = (
  deps: P extends 'write' ? WriteDeps : AppDeps,
  event: DomainEventMap[N],
) => Promise<void> | void;

export type Subscriber<N extends DomainEventName = DomainEventName> = {
  [K in N]: {
    [P in SubscriberPhase]: { event: K; phase: P; handle: HandlerOf<K, P> };
  }[SubscriberPhase];
}[N];

/** A subscriber, typed by its event and phase: `on('entry.created', 'write', applyCounts)`. */
export function on<N extends DomainEventName, P extends SubscriberPhase>(
  event: N,
  phase: P,
  handle: HandlerOf<N, P>,
): Subscriber<N> {
  return { event, phase, handle } as Subscriber<N>;
}

type AnyHandler = (deps: WriteDeps | AppDeps, event: unknown) => Promise<void> | void;

/** Every feature's subscribers, by event and phase, in the order the features are listed. */
export interface DomainEventHub {
  handlers(event: DomainEventName, phase: SubscriberPhase): readonly AnyHandler[];
}

export function createDomainEventHub(subscribers: readonly Subscriber[]): DomainEventHub {
  const byKey = new Map<string, AnyHandler[]>();
  for (const subscriber of subscribers) {
    const key = `${subscriber.event}/${subscriber.phase}`;
    const list = byKey.get(key) ?? [];
    list.push(subscriber.handle as AnyHandler);
    byKey.set(key, list);
  }
  return { handlers: (event, phase) => byKey.get(`${event}/${phase}`) ?? [] };
}
