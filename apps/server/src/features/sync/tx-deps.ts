import { SETTINGS_SCHEMAS, type SettingsKey, type SettingsValue } from '@schooldog/domain';
import type { Tx } from '../walks/change.js';
import type { BusEvent, EventBus } from '../../platform/events.js';
import type { MailMessage, Mailer } from '../../platform/mail.js';
import type { FileStorage } from '../../platform/storage.js';
import type { SettingsService } from '../settings/service.js';
import type { WalkDeps } from '../walks/deps.js';

/*
 * The services run a sync mutation inside the push's transaction. PGlite has one connection and
 * its transaction is exclusive, so nothing may query outside it until commit; and nothing may be
 * announced, mailed or deleted from storage before commit, since the mutation may still roll back.
 */

export type SyncDeps = WalkDeps & {
  log?: { warn: (message: string) => void; error: (object: object, message: string) => void };
};

export type SettingsSnapshot = { [K in SettingsKey]: SettingsValue<K> };

/** Every settings record, read before the transaction (through the settings cache). */
export async function readSettings(settings: SettingsService): Promise<SettingsSnapshot> {
  const keys = Object.keys(SETTINGS_SCHEMAS) as SettingsKey[];
  const values = await Promise.all(keys.map(async (key) => [key, await settings.get(key)] as const));
  return Object.fromEntries(values) as SettingsSnapshot;
}

/** Settings answered from the snapshot; a mutation never changes them. */
function snapshotSettings(snapshot: SettingsSnapshot): SettingsService {
  return {
    get: async (key) => snapshot[key],
    update: () => Promise.reject(new Error('Settings cannot change during a sync push.')),
  };
}

/** What a mutation's transaction leaves to do once it has committed. */
export interface Deferred {
  deps: SyncDeps;
  /** After commit: announces the events, sends the mail and deletes the files, in that order. */
  flush(): Promise<void>;
}

/** The services' deps bound to the transaction, with events, mail and file deletion held back. */
export function transactionDeps(deps: SyncDeps, tx: Tx, settings: SettingsSnapshot): Deferred {
  const events: BusEvent[] = [];
  const mails: MailMessage[] = [];
  const deletions: string[] = [];
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
  return {
    deps: {
      ...deps,
      db: tx,
      // The walk presenter reads straight on the driver: a clear error here beats a PGlite deadlock.
      raw: () => Promise.reject(new Error('deps.raw is not available inside a sync transaction')),
      settings: snapshotSettings(settings),
      events: heldEvents,
      mailer: heldMailer,
      storage: heldStorage,
    },
    async flush() {
      for (const event of events) deps.events.publish(event);
      // Mail and file deletion are best effort, as in the REST routes: a failure is only logged.
      const results = await Promise.allSettled([
        ...mails.map((message) => deps.mailer.send(message)),
        ...deletions.map((path) => deps.storage.delete(path)),
      ]);
      for (const result of results) {
        if (result.status === 'rejected') deps.log?.warn(`after sync commit: ${String(result.reason)}`);
      }
    },
  };
}
