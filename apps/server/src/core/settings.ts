import { SETTINGS_SCHEMAS, type SettingsKey, type SettingsValue } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { TtlCache } from '../platform/ttl-cache.js';
import { recordAudit } from './audit.js';
import { settings } from './settings-tables.js';

export interface SettingsService {
  get<K extends SettingsKey>(key: K): Promise<SettingsValue<K>>;
  update<K extends SettingsKey>(
    key: K,
    patch: Partial<SettingsValue<K>>,
    userId: string | null,
  ): Promise<SettingsValue<K>>;
  /**
   * The same records inside a write's transaction: a cache miss reads through it (PGlite has one
   * connection, which the transaction holds), and a change leaves the cache once it has committed.
   */
  within(tx: Tx, afterCommit: (run: () => void) => void): SettingsService;
}

// Settings are read on every request (permissions depend on the app settings) and change rarely:
// a short cache saves a query; this process's own writes clear it, other instances see them within it.
const CACHE_MS = 5_000;

type Executor = Pick<Db, 'select' | 'insert'>;

/** One settings record as it stands in this executor's view (a transaction's included), uncached. */
export async function readSettings<K extends SettingsKey>(
  executor: Pick<Db, 'select'>,
  key: K,
): Promise<SettingsValue<K>> {
  const [row] = await executor.select().from(settings).where(eq(settings.key, key));
  return SETTINGS_SCHEMAS[key].parse(row?.data ?? {}) as SettingsValue<K>;
}

/** The district's time zone (organization settings; set at first-run setup). */
export async function districtTimeZone(settingsService: SettingsService): Promise<string> {
  return (await settingsService.get('organization')).timeZone;
}

/** Reads and writes the typed settings records; a missing record reads as its defaults. */
export function createSettingsService(db: Db): SettingsService {
  const cache = new TtlCache<SettingsKey, unknown>(CACHE_MS);
  const read = readSettings;
  const on = (executor: Executor, afterWrite: (run: () => void) => void): SettingsService => {
    // A transaction that changed a record reads its own version, which no one else may see yet.
    const changed = new Set<SettingsKey>();
    return {
      async get(key) {
        if (changed.has(key)) return read(executor, key);
        const hit = cache.get(key);
        if (hit) return hit as SettingsValue<typeof key>;
        const value = await read(executor, key);
        cache.set(key, value);
        return value;
      },
      // In a write, its transaction holds the record and its audit together; the service outside
      // one (seeds, tests) writes on a database nobody else is changing.
      async update(key, patch, userId) {
        const before = await read(executor, key);
        const next = SETTINGS_SCHEMAS[key].parse({ ...before, ...patch }) as SettingsValue<typeof key>;
        await executor
          .insert(settings)
          .values({ key, data: next })
          .onConflictDoUpdate({ target: settings.key, set: { data: next, timeUpdated: new Date() } });
        await recordAudit(executor, { entity: 'settings', entityId: key, userId, before, after: next });
        if (executor !== db) changed.add(key);
        afterWrite(() => cache.delete(key));
        return next;
      },
      within: (tx, afterCommit) => on(tx, afterCommit),
    };
  };
  return on(db, (run) => run());
}
