import type { z } from 'zod';

/*
 * What a feature declares to write offline (ARCHITECTURE §7): the record kind the server answers
 * a push with, and its mutations by name with their arguments. sync/registry.ts lists the
 * features; the push protocol (sync/schemas.ts) is assembled from them.
 */

interface SyncFeature<
  Entity extends string = string,
  Mutations extends Record<string, z.ZodType> = Record<string, z.ZodType>,
  RecordSchema extends z.ZodObject = z.ZodObject,
> {
  /** The record kind, also the `entity` of a `deleted` answer. */
  entity: Entity;
  /** The canonical record after a mutation: `{ kind: entity, [entity]: record }`. */
  record: RecordSchema;
  /** Names are `<entity>.<verb>`; each schema checks (and defaults) the arguments. */
  mutations: Mutations;
}

/** Declares a feature's offline writes, checking their shape. */
export function defineSyncFeature<
  Entity extends string,
  Mutations extends Record<string, z.ZodType>,
  RecordSchema extends z.ZodObject<{ kind: z.ZodLiteral<Entity> }>,
>(feature: SyncFeature<Entity, Mutations, RecordSchema>): SyncFeature<Entity, Mutations, RecordSchema> {
  return feature;
}

type NamesOf<F> = F extends SyncFeature<string, infer M, z.ZodObject> ? keyof M & string : never;
type SchemaOf<F, N> =
  F extends SyncFeature<string, infer M, z.ZodObject> ? (N extends keyof M ? M[N] : never) : never;

/** Every listed feature's mutations in one map, by name. */
export type MutationsOf<F> = { [N in NamesOf<F>]: SchemaOf<F, N> };
