import { EventEmitter } from 'node:events';

/**
 * The live changes, by record type: each feature merges its own (the public part, ChangeOf<type>,
 * plus what decides who may hear of it) from its events.ts, and says who may hear it in its manifest.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LiveChangeMap {}

/** What changed, published after the commit; clients refetch what they show (the public part: ZChangeEvent). */
export type ChangeEvent = LiveChangeMap[keyof LiveChangeMap];

/**
 * Sign-in sessions that ended (signed out, revoked by a password change or reset, the account
 * archived): every instance drops them from its cache and closes their event streams at once.
 */
export interface SessionsEndedEvent {
  type: 'sessions';
  userId: string;
  sessionIds: string[];
}

/** A user's record changed (role, permissions, archived): every instance reads it afresh. */
export interface UserChangedEvent {
  type: 'user';
  id: string;
}

/** Everything the bus carries: changes for the browsers, and notices between server instances. */
export type BusEvent = ChangeEvent | SessionsEndedEvent | UserChangedEvent;

export interface EventBus {
  publish(event: BusEvent): void;
  subscribe(listener: (event: BusEvent) => void): () => void;
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

const CHANNEL = 'schooldog_events';

/**
 * Events across server instances: published with pg_notify and delivered to every instance that
 * LISTENs on the same database (each instance then forwards to its own streams).
 */
export async function createPostgresEventBus(
  connectionString: string,
  log: { warn: (message: string) => void },
): Promise<EventBus & { close(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const listener = new pg.Client({ connectionString });
  const publisher = new pg.Pool({ connectionString, max: 2 });
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    emitter.emit('change', JSON.parse(message.payload) as BusEvent);
  });
  listener.on('error', (error) => log.warn(`event listener connection failed: ${error.message}`));
  await listener.query(`LISTEN ${CHANNEL}`);
  return {
    publish(event) {
      publisher
        .query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)])
        .catch((error: Error) => log.warn(`event not published: ${error.message}`));
    },
    subscribe(listenerFn) {
      emitter.on('change', listenerFn);
      return () => emitter.off('change', listenerFn);
    },
    async close() {
      await listener.end();
      await publisher.end();
    },
  };
}
