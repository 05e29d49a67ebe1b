/*
 * The runtime half of `lazySchemas` (lazySchemas.ts): a domain schema that is built the first time
 * anything touches it. The web app imports the whole domain package with its first screen, and
 * zod building its 300-odd schemas was the largest single part of that package's start (docs/
 * performance.md); a screen uses a handful.
 *
 * The stand-in forwards every operation to the built schema, so zod, the form resolver and the
 * app's code see a zod schema: its methods, `instanceof`, `in` and its keys.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy(Object.create(null) as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // The stand-in itself has no properties: a proxy may only report one of its own as configurable.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
