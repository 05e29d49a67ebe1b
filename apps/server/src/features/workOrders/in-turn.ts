/**
 * Awaits queries one after another, like Promise.all but never two at once: a write's transaction is
 * one connection, which takes one query at a time. Drizzle's queries start when awaited.
 */
export async function inTurn<T extends readonly unknown[] | []>(
  queries: T,
): Promise<{ -readonly [P in keyof T]: Awaited<T[P]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [P in keyof T]: Awaited<T[P]> };
}
