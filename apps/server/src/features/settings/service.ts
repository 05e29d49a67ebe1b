import { SETTINGS_SCHEMAS, type SettingsKey, type SettingsValue } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import { recordAudit } from '../audit/service.js';
import { settings } from './tables.js';

export interface SettingsService {
  get<K extends SettingsKey>(key: K): Promise<SettingsValue<K>>;
  update<K extends SettingsKey>(
    key: K,
    patch: Partial<SettingsValue<K>>,
    userId: string | null,
  ): Promise<SettingsValue<K>>;
}

// Settings are read on every request (permissions depend on the app settings) and change rarely:
// a short cache saves a query; this process's own writes clear it, other instances see them within it.
const CACHE_MS = 5_000;

/** Reads and writes the typed settings records; a missing record reads as its defaults. */
export function createSettingsService(db: Db): SettingsService {
  const cache = new TtlCache<SettingsKey, unknown>(CACHE_MS);
  const read = async <K extends SettingsKey>(executor: Db, key: K): Promise<SettingsValue<K>> => {
    const [row] = await executor.select().from(settings).where(eq(settings.key, key));
    return SETTINGS_SCHEMAS[key].parse(row?.data ?? {}) as SettingsValue<K>;
  };
  return {
    async get(key) {
      const hit = cache.get(key);
      if (hit) return hit as SettingsValue<typeof key>;
      const value = await read(db, key);
      cache.set(key, value);
      return value;
    },
    async update(key, patch, userId) {
      const saved = await db.transaction(async (tx) => {
        const before = await read(tx, key);
        const next = SETTINGS_SCHEMAS[key].parse({ ...before, ...patch }) as SettingsValue<typeof key>;
        await tx
          .insert(settings)
          .values({ key, data: next })
          .onConflictDoUpdate({ target: settings.key, set: { data: next, timeUpdated: new Date() } });
        await recordAudit(tx, { entity: 'settings', entityId: key, userId, before, after: next });
        return next;
      });
      cache.delete(key);
      return saved;
    },
  };
}
