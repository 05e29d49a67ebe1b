import type { Database } from '../db/client.js';
import { insightsRecountDifferences } from '../features/insights/public.js';
import type { Sent, SyncMutation } from './burst.js';

/** What the database holds of the burst's writes, read straight from it. */
export interface StoredState {
  /** Entry id → digest of its whole row. */
  entries: Map<string, string>;
  /** Entry id → its create deltas (the audit trail's one per create). */
  createDeltas: Map<string, number>;
  /** `entryId|location` → update deltas that set that location (each edit names a new one). */
  updateDeltas: Map<string, number>;
  /** Device → the last seq the server recorded as handled. */
  lastSeq: Map<string, number>;
  refusals: number;
  insightDifferences: string[];
}

const increment = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

export async function readState(database: Database): Promise<StoredState> {
  const state: StoredState = {
    entries: new Map(),
    createDeltas: new Map(),
    updateDeltas: new Map(),
    lastSeq: new Map(),
    refusals: 0,
    insightDifferences: await insightsRecountDifferences(database.db),
  };
  for (const [id, digest] of await database.raw('select id, md5(o::text) from observations o', []))
    state.entries.set(String(id), String(digest));
  const deltas = await database.raw(
    `select observation_id, type, delta_fields -> 'location' ->> 'to' from observation_deltas`,
    [],
  );
  for (const [id, type, location] of deltas) {
    if (type === 'create') increment(state.createDeltas, String(id));
    if (type === 'update') increment(state.updateDeltas, `${String(id)}|${String(location)}`);
  }
  for (const [clientId, seq] of await database.raw('select client_id, last_seq from sync_clients', []))
    state.lastSeq.set(String(clientId), Number(seq));
  const [refusals] = await database.raw('select count(*)::int from sync_refusals', []);
  state.refusals = Number(refusals?.[0] ?? 0);
  return state;
}

function isApplied(state: StoredState, mutation: SyncMutation): boolean {
  if (mutation.name === 'entry.create') return state.entries.has(mutation.args.id);
  return (state.updateDeltas.get(`${mutation.args.id}|${mutation.args.changes.location}`) ?? 0) > 0;
}

export function entryIdsOf(sent: Sent[]): string[] {
  return sent.flatMap(({ request }) =>
    request.kind === 'create'
      ? [request.body.id]
      : request.body.mutations.flatMap((m) => (m.name === 'entry.create' ? [m.args.id] : [])),
  );
}

/** What every state must satisfy: each write applied at most once, no push by halves, counts exact. */
function invariantViolations(sent: Sent[], state: StoredState): string[] {
  const found: string[] = [];
  for (const { request } of sent) {
    if (request.kind !== 'push') continue;
    const lastSeq = state.lastSeq.get(request.body.clientId) ?? 0;
    for (const mutation of request.body.mutations) {
      // Applied exactly when the device's recorded seq covers it: the two commit together.
      if (isApplied(state, mutation) !== mutation.seq <= lastSeq)
        found.push(
          `${mutation.name} seq ${mutation.seq}: applied ${isApplied(state, mutation)}, last seq ${lastSeq}`,
        );
    }
  }
  for (const id of state.entries.keys())
    if (state.createDeltas.get(id) !== 1)
      found.push(`entry ${id}: ${state.createDeltas.get(id) ?? 0} create deltas`);
  for (const [key, count] of state.updateDeltas)
    if (count > 1) found.push(`edit ${key} applied ${count} times`);
  if (state.refusals > 0) found.push(`${state.refusals} mutations refused`);
  return [...found, ...state.insightDifferences];
}

/** After the crash and restart: every acknowledged write is there, and the invariants hold. */
export function violationsAfterCrash(sent: Sent[], state: StoredState): string[] {
  const found = invariantViolations(sent, state);
  for (const item of sent) {
    if (!item.isAcknowledged) continue;
    const { request } = item;
    if (request.kind === 'create') {
      if (!state.entries.has(request.body.id)) found.push(`acknowledged entry ${request.body.id} is missing`);
      continue;
    }
    if (item.push?.results.some((result) => result.status !== 'applied'))
      found.push(`acknowledged push of ${request.body.clientId} was not applied in full`);
    for (const mutation of request.body.mutations)
      if (!isApplied(state, mutation))
        found.push(`acknowledged ${mutation.name} seq ${mutation.seq} is missing`);
  }
  return found;
}

/** After replaying the burst: what was stored is untouched, and now every write is there once. */
export function violationsAfterReplay(sent: Sent[], before: StoredState, after: StoredState): string[] {
  const found = invariantViolations(sent, after);
  // An entry may change only by an edit that had not been applied before (the push died before it).
  const pending = new Set(
    sent.flatMap(({ request }) =>
      request.kind === 'push'
        ? request.body.mutations
            .filter((m) => m.seq > (before.lastSeq.get(request.body.clientId) ?? 0))
            .map((m) => m.args.id)
        : [],
    ),
  );
  for (const [id, digest] of before.entries)
    if (!pending.has(id) && after.entries.get(id) !== digest) found.push(`entry ${id} changed on replay`);
  for (const id of entryIdsOf(sent))
    if (!after.entries.has(id)) found.push(`entry ${id} missing after replay`);
  for (const { request } of sent) {
    if (request.kind !== 'push') continue;
    const last = request.body.mutations.at(-1)?.seq ?? 0;
    if ((after.lastSeq.get(request.body.clientId) ?? 0) < last)
      found.push(`device ${request.body.clientId} stopped before seq ${last}`);
  }
  return found;
}
