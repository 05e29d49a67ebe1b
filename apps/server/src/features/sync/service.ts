import {
  refusalRefs,
  type TSyncMutation,
  type TSyncPushRequest,
  type TSyncPushResponse,
  type TSyncRefusal,
  type TSyncResult,
} from '@schooldog/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import type { Tx } from '../../db/client.js';
import { isDataRejection } from '../../db/errors.js';
import type { Actor } from '../../http/access.js';
import { DomainError } from '../../http/errors.js';
import { applyMutation } from './apply.js';
import { syncClients, syncRefusals } from './tables.js';

/*
 * POST /api/sync/push (ARCHITECTURE §7, the Replicache push): one write that locks the device's
 * row, skips each seq already handled, applies each mutation (after a refusal, each in a savepoint
 * of its own, so a refused one rolls back alone and is recorded) and advances the device's last
 * seq, so a replay of any part of a push is a no-op and order holds. The write's batches (counts,
 * scores, audit trail, links) run once for the whole push rather than once per mutation. Should
 * that one write fail (a deadlock with another write), the push is applied again one mutation per
 * write.
 */

const CLIENT_TAKEN = 'sync_client_taken';

const SyncUnavailable = () =>
  new DomainError(
    503,
    'sync_unavailable',
    'Your changes could not be saved right now. They will be sent again.',
  );

const ClientTaken = () =>
  new DomainError(
    409,
    CLIENT_TAKEN,
    'This device is registered to another user, so these changes were not saved. Sign out and sign in again.',
  );

type Outcome = { result: TSyncResult; lastSeq: number };

/** Makes the device's row on first use and answers its last seq; refuses another user's device. */
async function claimClient(tx: Tx, clientId: string, actor: Actor): Promise<number> {
  await tx.insert(syncClients).values({ clientId, userId: actor.user.id }).onConflictDoNothing();
  return lockClient(tx, clientId, actor);
}

/** Locks the device's row (claimed at the start of the push) and answers its last seq. */
async function lockClient(tx: Tx, clientId: string, actor: Actor): Promise<number> {
  const [client] = await tx
    .select()
    .from(syncClients)
    .where(eq(syncClients.clientId, clientId))
    .for('update');
  if (!client || client.userId !== actor.user.id) throw ClientTaken();
  return client.lastSeq;
}

/** Moves the device's last seq on to a mutation just applied or refused. */
async function advanceClient(tx: Tx, clientId: string, seq: number): Promise<void> {
  await tx.update(syncClients).set({ lastSeq: seq }).where(eq(syncClients.clientId, clientId));
}

/** A seq already handled: refused again with the stored reason, or applied (without a record). */
async function replayOf(tx: Tx, clientId: string, seq: number): Promise<TSyncResult> {
  const [refusal] = await tx
    .select()
    .from(syncRefusals)
    .where(and(eq(syncRefusals.clientId, clientId), eq(syncRefusals.seq, seq)));
  if (!refusal) return { seq, status: 'applied', record: null };
  const error: TSyncRefusal = { status: refusal.status, code: refusal.code, message: refusal.message };
  if (refusal.fields) error.fields = refusal.fields;
  return { seq, status: 'refused', error: { ...error, ...refusalRefs(error.message, error.fields) } };
}

/** Field messages of a ZodError, keyed by path within the args, as the REST routes key them. */
function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || 'args'] ??= issue.message;
  return fields;
}

/**
 * A refusal is the user's to see (forbidden, invalid, not found, conflict); anything else stops the
 * push. The database refusing the data itself (a value it cannot hold, a broken constraint) is the
 * change's fault, not the server's: a retry would fail the same way and block the device's queue.
 */
function refusalOf(error: unknown): TSyncRefusal | null {
  if (error instanceof z.ZodError)
    return { status: 400, code: 'invalid', message: 'Some fields are not valid.', fields: fieldsOf(error) };
  if (isDataRejection(error))
    return { status: 400, code: 'invalid', message: 'This change holds data that cannot be saved.' };
  if (!(error instanceof DomainError)) return null;
  const { status, code, message, fields } = error;
  if (status < 400 || status >= 500 || status === 401 || status === 429 || code === CLIENT_TAKEN) return null;
  return fields ? { status, code, message, fields } : { status, code, message };
}

/** Records a refusal and advances the device past it, in a write of its own. */
async function refuse(
  deps: AppDeps,
  actor: Actor,
  clientId: string,
  seq: number,
  refusal: TSyncRefusal,
): Promise<Outcome> {
  return inTransaction(deps, 'offline', async ({ db: tx }) => {
    const lastSeq = await lockClient(tx, clientId, actor);
    // A concurrent push of the same device handled it meanwhile.
    if (seq <= lastSeq) return { result: await replayOf(tx, clientId, seq), lastSeq };
    await tx.insert(syncRefusals).values({ clientId, seq, ...refusal, fields: refusal.fields ?? null });
    await advanceClient(tx, clientId, seq);
    const error = { ...refusal, ...refusalRefs(refusal.message, refusal.fields) };
    return { result: { seq, status: 'refused', error }, lastSeq: seq };
  });
}

/**
 * One mutation: applied (or a replay) in one transaction, on the write path REST routes take
 * (core/write.ts); a refusal rolls it back and is recorded.
 */
async function pushOne(
  deps: AppDeps,
  actor: Actor,
  clientId: string,
  mutation: TSyncMutation,
): Promise<Outcome> {
  try {
    return await inTransaction(deps, 'offline', async (write) => {
      const lastSeq = await lockClient(write.db, clientId, actor);
      if (mutation.seq <= lastSeq)
        return { result: await replayOf(write.db, clientId, mutation.seq), lastSeq };
      const record = await applyMutation(write, actor, mutation);
      await advanceClient(write.db, clientId, mutation.seq);
      return { result: { seq: mutation.seq, status: 'applied', record }, lastSeq: mutation.seq };
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuse(deps, actor, clientId, mutation.seq, refusal);
  }
}

/** A mutation refused in a push applied without savepoints: the push is applied again with them. */
class RefusedWithoutSavepoints extends Error {}

/** The push in one write (see above), with or without a savepoint per mutation; answers each result. */
async function pushAtOnce(
  deps: AppDeps,
  actor: Actor,
  request: TSyncPushRequest,
  savepoints: boolean,
): Promise<TSyncPushResponse> {
  const { clientId } = request;
  return inTransaction(deps, 'offline', async (write) => {
    const stored = await claimClient(write.db, clientId, actor);
    let lastSeq = stored;
    const results: TSyncResult[] = [];
    let previous: TSyncMutation['name'] | null = null;
    for (const mutation of request.mutations) {
      const { seq } = mutation;
      if (seq <= lastSeq) {
        results.push(await replayOf(write.db, clientId, seq));
        continue;
      }
      // A run of one mutation (a walker's queued entries) settles once, at the end; another kind
      // first settles what came before, so it reads what it would have read pushed alone.
      if (previous !== null && previous !== mutation.name) await write.settle();
      previous = mutation.name;
      try {
        const apply = () => applyMutation(write, actor, mutation);
        const record = savepoints ? await write.savepoint(apply) : await apply();
        results.push({ seq, status: 'applied', record });
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        if (!savepoints) throw new RefusedWithoutSavepoints();
        await write.db
          .insert(syncRefusals)
          .values({ clientId, seq, ...refusal, fields: refusal.fields ?? null });
        const refused = { ...refusal, ...refusalRefs(refusal.message, refusal.fields) };
        results.push({ seq, status: 'refused', error: refused });
      }
      lastSeq = seq;
    }
    if (lastSeq !== stored) await advanceClient(write.db, clientId, lastSeq);
    return { lastAppliedSeq: lastSeq, results };
  });
}

/**
 * The push in one write: without savepoints first, since a device queues what its screens allowed
 * and refusals are rare; a refusal rolls that try back, and the push is applied again with a
 * savepoint per mutation, so the refused one is rolled back alone.
 */
async function pushInOneWrite(
  deps: AppDeps,
  actor: Actor,
  request: TSyncPushRequest,
): Promise<TSyncPushResponse> {
  try {
    return await pushAtOnce(deps, actor, request, false);
  } catch (error) {
    if (!(error instanceof RefusedWithoutSavepoints)) throw error;
    return pushAtOnce(deps, actor, request, true);
  }
}

/** The push one mutation per write: each applied, or refused and recorded, on its own. */
async function pushOneByOne(
  deps: AppDeps,
  actor: Actor,
  request: TSyncPushRequest,
): Promise<TSyncPushResponse> {
  let lastAppliedSeq = await inTransaction(deps, 'offline', (write) =>
    claimClient(write.db, request.clientId, actor),
  );
  const results: TSyncResult[] = [];
  for (const mutation of request.mutations) {
    const outcome = await pushOne(deps, actor, request.clientId, mutation);
    results.push(outcome.result);
    lastAppliedSeq = Math.max(lastAppliedSeq, outcome.lastSeq);
  }
  return { lastAppliedSeq, results };
}

/** 401, 429 and another user's device keep their own answer. */
const isOwnAnswer = (error: unknown) => error instanceof DomainError && error.status < 500;

/**
 * Applies a device's mutations in order and answers each one's result. An unexpected failure
 * (database unavailable) stops the push with 503: what was applied stays, and the retry replays it.
 */
export async function pushMutations(
  deps: AppDeps,
  actor: Actor,
  request: TSyncPushRequest,
): Promise<TSyncPushResponse> {
  try {
    try {
      return await pushInOneWrite(deps, actor, request);
    } catch (error) {
      if (isOwnAnswer(error)) throw error;
      deps.log.warn(`sync push applied one mutation at a time: ${String(error)}`);
      return await pushOneByOne(deps, actor, request);
    }
  } catch (error) {
    // Anything but the push's own answers is "try again later".
    if (isOwnAnswer(error)) throw error;
    deps.log.error({ err: error }, 'sync push failed');
    throw SyncUnavailable();
  }
}
