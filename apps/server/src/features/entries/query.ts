import {
  DEFAULT_TIME_ZONE,
  entryQueryScope,
  schoolsWhere,
  type TEntriesQuery,
  type TEntry,
} from '@schooldog/domain';
import { and, asc, count, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, Invalid } from '../../http/errors.js';
import { users } from '../users/tables.js';
import { presentEntry } from './presenter.js';
import { type ObservationRow, observations } from './tables.js';

const NONE = sql`false`;

const inList = (ids: 'all' | string[]): SQL | undefined =>
  ids === 'all' ? undefined : ids.length > 0 ? inArray(observations.schoolId, ids) : NONE;

/**
 * The rows a user may see (spec 000 §6): anyone's at schools where they view entries, their own
 * where they log entries; selected schools and other people must be within those rights.
 */
function visibility(actor: Actor, query: TEntriesQuery): SQL | undefined {
  const viewSchools = schoolsWhere(actor.permissions, 'view entries');
  const logSchools = schoolsWhere(actor.permissions, 'log entries');
  const holds = (schools: 'all' | string[], schoolId: string) =>
    schools === 'all' || schools.includes(schoolId);
  for (const schoolId of query.schoolIds) {
    if (!holds(viewSchools, schoolId) && !holds(logSchools, schoolId)) {
      throw Forbidden('You do not have access to entries at one of the selected schools.');
    }
  }
  const others = query.userIds.filter((userId) => userId !== actor.user.id);
  if (others.length > 0 && !entryQueryScope(actor.permissions, query.schoolIds).mayFilterOthers) {
    throw Forbidden('You may only filter by other people at schools where you can view entries.');
  }
  const own = and(eq(observations.reportedByUserId, actor.user.id), inList(logSchools));
  const anyone = inList(viewSchools);
  return anyone === undefined ? undefined : or(anyone, own);
}

/** The WHERE clause of the entries explorer for these filters (without the cursor). */
export function entriesWhere(actor: Actor, query: TEntriesQuery): SQL | undefined {
  if (query.location && query.schoolIds.length !== 1) {
    throw Invalid({ location: 'Choose exactly one school to filter by location.' });
  }
  const [start, end] = query.dateRange;
  const tz = DEFAULT_TIME_ZONE;
  return and(
    eq(observations.isDeleted, false),
    visibility(actor, query),
    query.schoolIds.length > 0 ? inArray(observations.schoolId, query.schoolIds) : undefined,
    start && end
      ? and(
          // Start 00:00:00 to end 23:59:59 in the district's time zone (spec 000 §7).
          sql`${observations.timestamp} >= (${start}::date::timestamp at time zone ${tz})`,
          sql`${observations.timestamp} < ((${end}::date + 1)::timestamp at time zone ${tz})`,
        )
      : undefined,
    query.walkTypes.length > 0 ? inArray(observations.walkType, query.walkTypes) : undefined,
    query.entryTypes.length > 0 ? inArray(observations.observationType, query.entryTypes) : undefined,
    query.userIds.length > 0 ? inArray(observations.reportedByUserId, query.userIds) : undefined,
    query.category ? eq(observations.observationCategoryId, query.category) : undefined,
    query.item ? eq(observations.observationItemId, query.item) : undefined,
    query.tag ? sql`${observations.searchableTags} @> array[${query.tag.toLowerCase()}]::text[]` : undefined,
    query.location ? eq(observations.searchableLocation, query.location.trim().toLowerCase()) : undefined,
  );
}

export function encodeCursor(timestamp: Date, id: string): string {
  return Buffer.from(JSON.stringify([timestamp.toISOString(), id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      !Number.isNaN(Date.parse(value[0]))
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // Falls through to the error below.
  }
  throw Invalid({ cursor: 'This page link is not valid; start again from the first page.' });
}

/** Keyset pagination on (timestamp, id), the explorer's sort. */
export function afterCursor(cursor: string | undefined, sortAsc: boolean): SQL | undefined {
  if (!cursor) return undefined;
  const [timestamp, id] = decodeCursor(cursor);
  return sortAsc
    ? sql`(${observations.timestamp}, ${observations.id}) > (${timestamp}::timestamptz, ${id})`
    : sql`(${observations.timestamp}, ${observations.id}) < (${timestamp}::timestamptz, ${id})`;
}

export const entriesOrder = (sortAsc: boolean) =>
  sortAsc
    ? [asc(observations.timestamp), asc(observations.id)]
    : [desc(observations.timestamp), desc(observations.id)];

// The driver answers rows as arrays in the order of the select: the entry's columns, then the
// reporter's names. Mapping by position skips a per-row object of snake_case keys.
const ENTRY_KEYS = Object.keys(getTableColumns(observations)) as (keyof ObservationRow)[];

function rowOf(values: unknown[]): {
  entry: ObservationRow;
  firstName: string | null;
  lastName: string | null;
} {
  const entry: Record<string, unknown> = {};
  for (let index = 0; index < ENTRY_KEYS.length; index++) entry[ENTRY_KEYS[index] as string] = values[index];
  return {
    entry: entry as ObservationRow,
    firstName: values[ENTRY_KEYS.length] as string | null,
    lastName: values[ENTRY_KEYS.length + 1] as string | null,
  };
}

/**
 * The entries matching `where` after a cursor, in the explorer's order, with the reporter's names:
 * the one query behind the explorer's pages, the CSV batches and the benchmark.
 */
export function entriesPageQuery(
  db: Db,
  where: SQL | undefined,
  options: { cursor: string | undefined; sortAsc: boolean; limit: number },
) {
  return db
    .select({ entry: observations, firstName: users.firstName, lastName: users.lastName })
    .from(observations)
    .leftJoin(users, eq(users.id, observations.reportedByUserId))
    .where(and(where, afterCursor(options.cursor, options.sortAsc)))
    .orderBy(...entriesOrder(options.sortAsc))
    .limit(options.limit);
}

/**
 * One page of the explorer, newest first unless sortAsc, with the next page's cursor when full.
 * The hot path: drizzle builds the SQL, the driver runs it, and rows are mapped here, which keeps
 * the API within a small margin of the bare query (see `npm run bench`).
 */
export async function listEntries(
  deps: { db: Db; raw: (text: string, params: unknown[]) => Promise<unknown[][]> },
  actor: Actor,
  query: TEntriesQuery,
): Promise<{ entries: TEntry[]; nextCursor: string | null }> {
  const { sql: text, params } = entriesPageQuery(deps.db, entriesWhere(actor, query), {
    cursor: query.cursor,
    sortAsc: query.sortAsc,
    limit: query.limit + 1,
  }).toSQL();
  const rows = await deps.raw(text, params);
  const page = rows.slice(0, query.limit).map((values) => {
    const { entry, firstName, lastName } = rowOf(values);
    return presentEntry(
      entry,
      firstName === null || lastName === null ? null : { id: entry.reportedByUserId, firstName, lastName },
    );
  });
  const last = page.at(-1);
  return {
    entries: page,
    nextCursor: rows.length > query.limit && last ? encodeCursor(new Date(last.timestamp), last.id) : null,
  };
}

/** The count of the same filtered set (the explorer's total). */
export async function countEntries(db: Db, actor: Actor, query: TEntriesQuery): Promise<number> {
  const [row] = await db.select({ value: count() }).from(observations).where(entriesWhere(actor, query));
  return row?.value ?? 0;
}
