import type { Db } from '../db/client.js';
import { auditLog } from './audit-tables.js';

type Executor = Pick<Db, 'insert'>;

/** The fields whose values differ between two versions of a record (compared as JSON). */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): (keyof T & string)[] {
  return (Object.keys(after) as (keyof T & string)[]).filter(
    (field) => after[field] !== undefined && JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}

/** Writes one audit row per changed field (from, to, user, time), in the caller's transaction. */
export async function recordAudit<T extends Record<string, unknown>>(
  executor: Executor,
  change: { entity: string; entityId: string; userId: string | null; before: T; after: Partial<T> },
): Promise<number> {
  const fields = changedFields(change.before, change.after);
  if (fields.length === 0) return 0;
  await executor.insert(auditLog).values(
    fields.map((field) => ({
      entity: change.entity,
      entityId: change.entityId,
      field,
      from: change.before[field] ?? null,
      to: change.after[field] ?? null,
      userId: change.userId,
    })),
  );
  return fields.length;
}
