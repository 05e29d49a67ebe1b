import type { Tx } from '../db/client.js';
import { transactionSql } from '../db/sql-text.js';
import type { BusEvent, EventBus } from '../platform/events.js';
import type { JobToSend } from '../platform/jobs/queue.js';
import type { FileStorage } from '../platform/storage.js';
import type { AppDeps } from './deps.js';
import type { DomainEventMap, DomainEventName } from './domain-events.js';
import type { FeatureJob } from './jobs.js';

/*
 * The one write path: a REST route and a sync push run every write through inTransaction. PGlite
 * has one connection and its transaction is exclusive, so nothing may query outside it until
 * commit; and nothing may be announced, mailed or deleted from storage before commit, since the
 * write may still roll back.
 */

/**
 * Where a write came from: a request made online, a change a device queued offline and synced, or
 * the server's own background work (a job, a schedule).
 */
export type WriteSource = 'online' | 'offline' | 'job';

/**
 * What a service that writes receives: the app's deps bound to the transaction (`db` is it), with
 * events and file deletion held until commit; no `raw` (it would query outside) and no mailer: a
 * write tells people through notifications, whose deliveries are jobs sent in it.
 */
export type WriteDeps = Omit<AppDeps, 'db' | 'raw' | 'mailer'> & {
  db: Tx;
  source: WriteSource;
  /** Runs after commit (before the held events and deletions); never after a rollback. */
  afterCommit(run: () => void): void;
  /**
   * Says what the write did: the subscribers of phase 'write' run now, in this transaction (their
   * failure rolls the write back); those of phase 'commit' once it has committed.
   */
  emit<N extends DomainEventName>(name: N, event: DomainEventMap[N]): Promise<void>;
  /**
   * Sends a job in this transaction: written with the write's other jobs (one statement) when the
   * write settles, it exists exactly when the write commits, and runs after.
   */
  enqueue<D extends object>(
    job: FeatureJob<D>,
    data: D,
    options?: { startAfter?: Date; singletonKey?: string },
  ): Promise<void>;
  /**
   * Hands an item to a batch: the batch runs once, when the write settles (before its commit), with
   * every item the write gave it. What many changes of one write add up to (counts, scores) is
   * written once that way, however many entries the write touched.
   */
  later<I>(batch: WriteBatch<I>, item: I): void;
  /**
   * Runs the batches now (they run before commit anyway): for a part of the write that reads what
   * they derive from the changes made so far.
   */
  settle(): Promise<void>;
  /**
   * Runs part of the write that may fail alone (a savepoint): if it throws, its changes are rolled
   * back and what it held is dropped (events, commit subscribers, batch items, file deletions),
   * and the error is thrown on; the write goes on.
   */
  savepoint<T>(run: () => Promise<T>): Promise<T>;
};

/**
 * Work a write gathers as it goes and does once, when it settles: `write.later(batch, item)`. The
 * batches that derive data run first, in the order the write first used them, until none has items
 * left (one may hand items to another); then those that present (fill in what the write answers
 * from what was derived: an entry's assessment links).
 */
export interface WriteBatch<I> {
  readonly name: string;
  readonly presents: boolean;
  run(write: WriteDeps, items: I[]): Promise<void>;
}

export function defineBatch<I>(
  name: string,
  run: (write: WriteDeps, items: I[]) => Promise<void>,
  options: { presents?: boolean } = {},
): WriteBatch<I> {
  return { name, presents: options.presents ?? false, run };
}

/** The jobs a write sends, written together when it settles. */
const sendJobs = defineBatch<JobToSend>('jobs', (write, jobs) =>
  write.jobs.sendAll(jobs, transactionSql(write.db)),
);

/** The deps bound to a transaction, and what to do once it has committed. */
function holdUntilCommit(deps: AppDeps, tx: Tx, source: WriteSource) {
  const callbacks: (() => void)[] = [];
  const committed: (() => Promise<void> | void)[] = [];
  const queues = new Set<string>();
  const events: BusEvent[] = [];
  const deletions: string[] = [];
  const pending: { batch: WriteBatch<unknown>; item: unknown }[] = [];
  let savepoints = 0;
  const afterCommit = (run: () => void) => void callbacks.push(run);
  const heldEvents: EventBus = {
    publish: (event) => void events.push(event),
    subscribe: (listener) => deps.events.subscribe(listener),
  };
  const heldStorage: FileStorage = {
    put: (key, body) => deps.storage.put(key, body),
    get: (key) => deps.storage.get(key),
    exists: (key) => deps.storage.exists(key),
    delete: async (key) => void deletions.push(key),
    check: () => deps.storage.check(),
  };
  const { db: _db, raw: _raw, mailer: _mailer, ...rest } = deps;
  const write: WriteDeps = {
    ...rest,
    db: tx,
    source,
    afterCommit,
    settings: deps.settings.within(tx, afterCommit),
    events: heldEvents,
    storage: heldStorage,
    async emit(name, event) {
      for (const handle of deps.features.handlers(name, 'write')) await handle(write, event);
      for (const handle of deps.features.handlers(name, 'commit')) committed.push(() => handle(deps, event));
    },
    async enqueue(job, data, options = {}) {
      write.later(sendJobs, { name: job.name, data: job.data.parse(data), ...options });
      queues.add(job.name);
    },
    later(batch, item) {
      pending.push({ batch: batch as WriteBatch<unknown>, item });
    },
    async settle() {
      // A savepoint's rollback drops the items handed in it; a batch run inside one could not be undone.
      if (savepoints > 0) throw new Error('a write settles outside its savepoints');
      for (;;) {
        const next = (pending.find((held) => !held.batch.presents) ?? pending[0])?.batch;
        if (!next) return;
        const items = pending.filter((held) => held.batch === next).map((held) => held.item);
        pending.splice(0, pending.length, ...pending.filter((held) => held.batch !== next));
        await next.run(write, items);
      }
    },
    async savepoint(run) {
      const marks = [callbacks, committed, events, deletions, pending].map((list) => list.length);
      savepoints += 1;
      try {
        return await tx.transaction(() => run());
      } catch (error) {
        [callbacks, committed, events, deletions, pending].forEach((list, index) => {
          list.length = marks[index] ?? list.length;
        });
        throw error;
      } finally {
        savepoints -= 1;
      }
    },
  };
  async function flush() {
    for (const run of callbacks) run();
    for (const event of events) deps.events.publish(event);
    deps.jobs.wake(queues);
    for (const run of committed) {
      try {
        await run();
      } catch (error) {
        deps.log.error({ err: error }, 'after commit: a subscriber failed');
      }
    }
    // File deletion is best effort: a failure is logged and never undoes the write.
    const results = await Promise.allSettled(deletions.map((path) => deps.storage.delete(path)));
    for (const result of results) {
      if (result.status === 'rejected') deps.log.warn(`after commit: ${String(result.reason)}`);
    }
  }
  return { write, flush };
}

/**
 * Runs a write in one transaction: the services and the presenter work inside it, its batches run
 * at its end (`later`), and its events, commit subscribers and file deletions happen once it has
 * committed (not at all if it rolls back); its jobs (mail among them) exist from its commit and run
 * after it.
 */
export async function inTransaction<T>(
  deps: AppDeps,
  source: WriteSource,
  run: (write: WriteDeps) => Promise<T>,
): Promise<T> {
  const { result, flush } = await deps.db.transaction(async (tx) => {
    const held = holdUntilCommit(deps, tx, source);
    const result = await run(held.write);
    await held.write.settle();
    return { result, flush: held.flush };
  });
  await flush();
  return result;
}
