import { EventEmitter } from 'node:events';

/** What changed, published after the commit; clients refetch what they show. */
export interface ChangeEvent {
  type: 'entry';
  id: string;
  action: 'created' | 'updated' | 'deleted';
  /** Who may hear of it is decided from these (the entry's school and reporter). */
  schoolId: string;
  reportedByUserId: string;
}

export interface EventBus {
  publish(event: ChangeEvent): void;
  subscribe(listener: (event: ChangeEvent) => void): () => void;
}

/** In-process events: one server process (PGlite, or a single PostgreSQL instance). */
export function createEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => emitter.emit('change', event),
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
  };
}
