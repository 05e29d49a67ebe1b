import type { InfiniteData } from '@tanstack/react-query';
import type { OverlayContext, PersonSummary } from './pendingChanges';

/*
 * Overlays (ARCHITECTURE §7): the server's data with the user's queued changes on top, so every
 * screen shows what was done offline, after a reload too. Each feature writes its own (e.g.
 * features/entries/overlay.ts) as pure functions of the data the query cache holds and the
 * outbox; the cache itself only ever holds the server's answers. Each answers its input unchanged
 * (the same reference) when no queued change touches it. These are the pieces they share.
 */

/** A list query's pages (useInfiniteQuery). */
export type Pages<TPage> = InfiniteData<TPage, unknown>;

/** Same instant, in the server's form (toISOString), so records sort and compare alike. */
export function isoOf(time: string): string {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? time : date.toISOString();
}

/** The keys actually sent: a patch never blanks a field it does not name. */
export function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The signed-in user as a record made on this device names them (reporter, leader). */
export function personOf(ctx: OverlayContext): PersonSummary {
  const { id, firstName, lastName } = ctx.user;
  return { id, firstName, lastName };
}

/** Appends to the list under `id`. */
export function pushTo<T>(map: Map<string, T[]>, id: string, value: T): void {
  const list = map.get(id);
  if (list) list.push(value);
  else map.set(id, [value]);
}
