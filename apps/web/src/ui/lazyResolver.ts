import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (the schema, zod) loads apart from the form: the form paints without
 * it, `preload` fetches it once the screen is idle, and a submit before that waits for it.
 */
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): { resolver: Resolver<T>; preload: () => void } {
  let loaded: Promise<Resolver<T>> | undefined;
  const get = () => (loaded ??= load());
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => (loaded = undefined)),
  };
}
