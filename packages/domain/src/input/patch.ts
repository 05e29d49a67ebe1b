import { z } from 'zod';

type Undefaulted<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
type PatchShape<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<Undefaulted<S[K]>> };

/**
 * The body of a PATCH of a record described by `schema`: any of its fields, only those sent, nothing
 * else. The record's defaults are removed first: with them, a patch would reset every field it did
 * not name (a switch of one app setting once switched maintenance mode off).
 */
export function patchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>): z.ZodObject<PatchShape<S>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    shape[key] = z.optional(field instanceof z.ZodDefault ? field.removeDefault() : field);
  }
  return z.object(shape).strict() as z.ZodObject<PatchShape<S>>;
}
