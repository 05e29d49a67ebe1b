import { newId, type TSyncMutation, type TSyncPushResponse } from '@schooldog/domain';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type DatabaseKind, type TestApp } from '../../test/harness.js';
import type { Person } from '../../test/kit.js';
import { castOf } from '../../test/role-cast.js';
import { observationDeltas, observations } from '../entries/public.js';
import { insightCounts, tagUsage, topWalkers } from '../insights/public.js';
import { walks } from '../walks/public.js';

/** Test support: pushing mutations as a person, and what the sync must leave unchanged. */

export type { Person };

/** POST /api/sync/push as a person; the raw response (status and body). */
export function pusher(t: TestApp) {
  const send = (who: Person, clientId: string, mutations: TSyncMutation[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { cookie: who.cookie },
      payload: { clientId, mutations },
    });
  /** Pushes and expects 200. */
  const push = async (who: Person, clientId: string, mutations: TSyncMutation[]) => {
    const response = await send(who, clientId, mutations);
    if (response.statusCode !== 200) throw new Error(`push: ${response.statusCode} ${response.body}`);
    return response.json<TSyncPushResponse>();
  };
  return { send, push };
}

/**
 * A test app with a district, a leader and a collaborator (both educators at school A; school B
 * is not theirs) and a pusher; for a beforeAll (the caller closes `t`).
 */
export async function syncCast(kind: DatabaseKind) {
  const t = await createTestApp(kind);
  const { schoolA, schoolB, people } = await castOf(t, {
    leader: ['educator', 'A'],
    collaborator: ['educator', 'A'],
  });
  return { t, schoolA, schoolB, ...people, ...pusher(t) };
}
export type SyncCast = Awaited<ReturnType<typeof syncCast>>;

/** Args of an entry.create for a camera concern at a school. */
export const entryArgs = (schoolId: string, extra: Record<string, unknown> = {}) => ({
  id: newId(),
  schoolId,
  observationCategoryId: 'cameras',
  observationItemId: 'cameras-1',
  observationType: 'concern',
  quantity: 1,
  ...extra,
});

export const mutation = (seq: number, name: TSyncMutation['name'], args: unknown): TSyncMutation => ({
  seq,
  name,
  args,
});

/** Row counts and the insight tables, to prove a replay changes nothing. */
export async function storedState(t: TestApp) {
  const db = t.database.db;
  const [entries] = await db.select({ n: count() }).from(observations);
  const [deltas] = await db.select({ n: count() }).from(observationDeltas);
  const [walkCount] = await db.select({ n: count() }).from(walks);
  const cells = await db.select().from(insightCounts);
  const walkers = await db.select().from(topWalkers);
  const tags = await db.select().from(tagUsage);
  const key = (row: object) => JSON.stringify(row);
  return {
    entries: entries?.n,
    deltas: deltas?.n,
    walks: walkCount?.n,
    insights: [...cells, ...walkers, ...tags].map(key).sort(),
  };
}

/** The audit deltas of one entry, by type. */
export async function deltaTypesOf(t: TestApp, entryId: string) {
  const rows = await t.database.db
    .select({ type: observationDeltas.type })
    .from(observationDeltas)
    .where(eq(observationDeltas.observationId, entryId));
  return rows.map((row) => row.type);
}
