import { z } from 'zod';
import { ZMessageRef } from '../errors/refusals.js';
import { ZId as id } from '../ids.js';
import { type MutationsOf } from './feature.js';
import { SYNC_FEATURES } from './registry.js';

/*
 * The offline push protocol (ARCHITECTURE §7, after Replicache's push): a device queues domain
 * mutations with its own ids and a rising sequence number, and pushes them in order to
 * POST /api/sync/push. The server applies each through the same services as the REST routes and
 * records the device's last applied `seq` in the same transaction, so a replay is a no-op.
 * Each feature declares its mutations (e.g. entries/mutations.ts); sync/registry.ts lists them.
 */

type SyncFeatures = (typeof SYNC_FEATURES)[number];

/** The mutations a device may queue, by name, with their arguments. */
export const SYNC_MUTATION_ARGS = Object.fromEntries(
  SYNC_FEATURES.flatMap((feature) => Object.entries(feature.mutations)),
) as MutationsOf<SyncFeatures>;

export type SyncMutationName = keyof typeof SYNC_MUTATION_ARGS;
export const SYNC_MUTATION_NAMES = Object.keys(SYNC_MUTATION_ARGS) as SyncMutationName[];
export type SyncMutationArgs<N extends SyncMutationName> = z.input<(typeof SYNC_MUTATION_ARGS)[N]>;

/** The kinds of record a push answers with (one per feature), also what a delete names. */
export type SyncEntity = SyncFeatures['entity'];
const SYNC_ENTITIES = SYNC_FEATURES.map((feature) => feature.entity) as [SyncEntity, ...SyncEntity[]];

/** At most this many mutations in one push; a device sends the rest in the next one. */
export const SYNC_PUSH_MAX = 50;

/** The highest seq a device may use (the server stores it as a 32-bit integer). */
export const SYNC_SEQ_MAX = 2_147_483_647;

/** One queued mutation as pushed. `args` is checked against its name's schema on the server. */
export const ZSyncMutation = z.object({
  seq: z.number().int().positive().max(SYNC_SEQ_MAX),
  name: z.enum(SYNC_MUTATION_NAMES as [SyncMutationName, ...SyncMutationName[]]),
  args: z.unknown(),
});
export type TSyncMutation = z.infer<typeof ZSyncMutation>;

/**
 * POST /api/sync/push: a device (clientId, made once per device and user) and its mutations in
 * rising seq order (gaps allowed). A seq at or below the device's last applied one is a replay.
 */
export const ZSyncPushRequest = z.object({
  clientId: id,
  mutations: z
    .array(ZSyncMutation)
    .min(1)
    .max(SYNC_PUSH_MAX)
    // Out of order, an unsent mutation would pass for a replay and be lost.
    .refine((list) => list.every((mutation, i) => i === 0 || mutation.seq > (list[i - 1]?.seq ?? 0)), {
      message: 'Mutations must be pushed in rising seq order.',
    }),
});
export type TSyncPushRequest = z.infer<typeof ZSyncPushRequest>;

/** Why the server refused a mutation: the API's error shape (spec messages, field errors). */
export const ZSyncRefusal = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** The keys of the messages, as in the API's error shape, for the web to translate. */
  messageKey: z.string().optional(),
  params: ZMessageRef.shape.params,
  fieldKeys: z.record(z.string(), ZMessageRef).optional(),
});
export type TSyncRefusal = z.infer<typeof ZSyncRefusal>;

type SyncRecordSchema = SyncFeatures['record'] | typeof ZDeletedRecord;
const ZDeletedRecord = z.object({
  kind: z.literal('deleted'),
  entity: z.enum(SYNC_ENTITIES),
  id: z.string(),
});

/** The canonical record a mutation left, so the device can replace its optimistic copy. */
export const ZSyncRecord = z.discriminatedUnion('kind', [
  ...SYNC_FEATURES.map((feature) => feature.record),
  ZDeletedRecord,
] as unknown as [SyncRecordSchema, ...SyncRecordSchema[]]);
export type TSyncRecord = z.infer<typeof ZSyncRecord>;

/**
 * The outcome of one mutation. `applied` is also the answer to a replay of one applied before
 * (then without a record); a refused mutation is answered as refused every time it is replayed.
 */
export const ZSyncResult = z.discriminatedUnion('status', [
  z.object({ seq: z.number().int(), status: z.literal('applied'), record: ZSyncRecord.nullable() }),
  z.object({ seq: z.number().int(), status: z.literal('refused'), error: ZSyncRefusal }),
]);
export type TSyncResult = z.infer<typeof ZSyncResult>;

/** The answer: one result per mutation pushed, in order, and the device's last applied seq. */
export const ZSyncPushResponse = z.object({
  lastAppliedSeq: z.number().int().nonnegative(),
  results: z.array(ZSyncResult),
});
export type TSyncPushResponse = z.infer<typeof ZSyncPushResponse>;
