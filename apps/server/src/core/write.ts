import type { Tx } from '../db/client.js';
import type { BusEvent, EventBus } from '../platform/events.js';
import type { MailMessage, Mailer } from '../platform/mail.js';
import type { FileStorage } from '../platform/storage.js';
import type { AppDeps } from './deps.js';

/*
 * The one write path: a REST route and a sync push run every write through inTransaction. PGlite
 * has one connection and its transaction is exclusive, so nothing may query outside it until
 * commit; and nothing may be announced, mailed or deleted from storage before commit, since the
 * write may still roll back.
 */

/** Where a write came from: a request made online, or a change a device queued offline and synced. */
export type WriteSource = 'online' | 'offline';

/**
 * What a service that writes receives: the app's deps bound to the transaction (`db` is it), with
 * events, mail and file deletion held until commit, and no `raw` (it would query outside).
 */
export type WriteDeps = Omit<AppDeps, 'db' | 'raw'> & {
  db: Tx;
  source: WriteSource;
  /** Runs after commit (before the held events, mail and deletions); never after a rollback. */
  afterCommit(run: () => void): void;
};

/** The deps bound to a transaction, and what to do once it has committed. */
function holdUntilCommit(deps: AppDeps, tx: Tx, source: WriteSource) {
  const callbacks: (() => void)[] = [];
  const events: BusEvent[] = [];
  const mails: MailMessage[] = [];
  const deletions: string[] = [];
  const afterCommit = (run: () => void) => void callbacks.push(run);
  const heldEvents: EventBus = {
    publish: (event) => void events.push(event),
    subscribe: (listener) => deps.events.subscribe(listener),
  };
  const heldMailer: Mailer = {
    send: async (message) => void mails.push(message),
    get recent() {
      return deps.mailer.recent;
    },
  };
  const heldStorage: FileStorage = {
    put: (key, body) => deps.storage.put(key, body),
    get: (key) => deps.storage.get(key),
    exists: (key) => deps.storage.exists(key),
    delete: async (key) => void deletions.push(key),
    check: () => deps.storage.check(),
  };
  const { db: _db, raw: _raw, ...rest } = deps;
  const write: WriteDeps = {
    ...rest,
    db: tx,
    source,
    afterCommit,
    settings: deps.settings.within(tx, afterCommit),
    events: heldEvents,
    mailer: heldMailer,
    storage: heldStorage,
  };
  async function flush() {
    for (const run of callbacks) run();
    for (const event of events) deps.events.publish(event);
    // Mail and file deletion are best effort: a failure is logged and never undoes the write.
    const results = await Promise.allSettled([
      ...mails.map((message) => deps.mailer.send(message)),
      ...deletions.map((path) => deps.storage.delete(path)),
    ]);
    for (const result of results) {
      if (result.status === 'rejected') deps.log.warn(`after commit: ${String(result.reason)}`);
    }
  }
  return { write, flush };
}

/**
 * Runs a write in one transaction: the services and the presenter work inside it, and its events,
 * mail and file deletions happen once it has committed (not at all if it rolls back).
 */
export async function inTransaction<T>(
  deps: AppDeps,
  source: WriteSource,
  run: (write: WriteDeps) => Promise<T>,
): Promise<T> {
  const { result, flush } = await deps.db.transaction(async (tx) => {
    const held = holdUntilCommit(deps, tx, source);
    return { result: await run(held.write), flush: held.flush };
  });
  await flush();
  return result;
}
