import {
  DEFAULT_TIME_ZONE,
  entryQueryScope,
  schoolsWhere,
  tagFilterPattern,
  type TEntriesQuery,
  type TEntry,
  type WalkStatus,
} from '@schooldog/domain';
import { getTableColumns } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { Database, Executor } from '../../db/client.js';
import { decodeCursor, encodeCursor } from '../../db/cursor.js';
import { isOneOf, Params } from '../../db/params.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, Invalid } from '../../http/errors.js';
import { withEntryAssessments } from '../assessments/public.js';
import { type EntryWithNames, presentEntryWithNames } from './presenter.js';
import { type ObservationRow, observations } from './tables.js';

/**
 * The entries explorer's SQL, written as text: the one filter behind its pages, its count, the CSV
 * and the benchmark. The explorer is the hottest read of the product, and building the
 * statement through the query builder per request cost more than mapping its rows (`npm run bench`).
 * Entries are `o`, their reporters `u`, their walks `w`.
 */

/** The explorer's filters as a WHERE condition with its parameters ($1..$n). */
export interface EntriesFilter {
  where: string;
  values: readonly unknown[];
}

/**
 * The rows a user may see (spec 000 §6): anyone's at schools where they view entries, their own
 * where they log entries; selected schools and other people must be within those rights.
 */
function visibility(actor: Actor, query: TEntriesQuery, params: Params): string | undefined {
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
  if (viewSchools === 'all') return undefined;
  const own = [`o.reported_by_user_id = ${params.add(actor.user.id)}`];
  if (logSchools !== 'all') own.push(isOneOf(params, 'o.school_id', logSchools));
  return `(${isOneOf(params, 'o.school_id', viewSchools)} or (${own.join(' and ')}))`;
}

/** The district's time zone (organization settings) in SQL, read once per statement. */
const districtTimeZoneSql = (fallback: string) =>
  `coalesce((select data->>'timeZone' from settings where key = 'organization'), ${fallback})`;

/** The explorer's filters for this user (without the cursor); refuses what they may not ask. */
export function entriesFilter(actor: Actor, query: TEntriesQuery): EntriesFilter {
  if (query.location && query.schoolIds.length !== 1) {
    throw Invalid({ location: 'Choose exactly one school to filter by location.' });
  }
  const params = new Params();
  const conditions = ['not o.is_deleted'];
  const seen = visibility(actor, query, params);
  if (seen) conditions.push(seen);
  if (query.schoolIds.length > 0) conditions.push(isOneOf(params, 'o.school_id', query.schoolIds));
  const [start, end] = query.dateRange;
  if (start && end) {
    // Start 00:00:00 to end 23:59:59 in the district's time zone (spec 000 §7).
    const tz = districtTimeZoneSql(params.add(DEFAULT_TIME_ZONE));
    conditions.push(
      `o.timestamp >= (${params.add(start)}::date::timestamp at time zone ${tz})`,
      `o.timestamp < ((${params.add(end)}::date + 1)::timestamp at time zone ${tz})`,
    );
  }
  if (query.walkTypes.length > 0) conditions.push(isOneOf(params, 'o.walk_type', query.walkTypes));
  if (query.entryTypes.length > 0) conditions.push(isOneOf(params, 'o.observation_type', query.entryTypes));
  if (query.userIds.length > 0) conditions.push(isOneOf(params, 'o.reported_by_user_id', query.userIds));
  if (query.category) conditions.push(`o.observation_category_id = ${params.add(query.category)}`);
  if (query.item) conditions.push(`o.observation_item_id = ${params.add(query.item)}`);
  if (query.tag) {
    // The domain's rule, as the web's suggestions read it: a tag or one of its words starts so.
    const pattern = params.add(tagFilterPattern(query.tag));
    conditions.push(`exists (select 1 from unnest(o.searchable_tags) as t where t ~ ${pattern})`);
  }
  if (query.location)
    conditions.push(`o.searchable_location = ${params.add(query.location.trim().toLowerCase())}`);
  return { where: conditions.join(' and '), values: params.values };
}

const casing = new CasingCache('snake_case');
const ENTRY_FIELDS = Object.entries(getTableColumns(observations));
// The driver answers rows as arrays in the order of the select: the entry's columns, then the
// reporter's names, then its walk's status, leader and collaborators. Mapping by position skips a
// per-row object of snake_case keys.
const ENTRY_KEYS = ENTRY_FIELDS.map(([key]) => key as keyof ObservationRow);
const ENTRY_COLUMNS = ENTRY_FIELDS.map(([, column]) => `o."${casing.getColumnCasing(column)}"`).join(', ');

/** The order of the explorer's pages (and its index), newest first unless sortAsc. */
export const entriesOrder = (sortAsc: boolean) =>
  sortAsc ? 'o.timestamp asc, o.id asc' : 'o.timestamp desc, o.id desc';

/** Entries with their reporters and walks: what the pages and the CSV read from. */
const ENTRIES_FROM =
  'observations o left join users u on u.id = o.reported_by_user_id left join walks w on w.id = o.walk_id';

/**
 * The entries of a filter after a cursor (keyset on timestamp and id), in the explorer's order,
 * with the reporter's names.
 */
export function entriesPageSql(
  filter: EntriesFilter,
  options: { cursor: string | undefined; sortAsc: boolean; limit: number },
): { text: string; values: unknown[] } {
  const params = new Params(filter.values);
  let where = filter.where;
  if (options.cursor) {
    const [timestamp, id] = decodeCursor(options.cursor);
    const after = `(${params.add(timestamp)}::timestamptz, ${params.add(id)})`;
    where += ` and (o.timestamp, o.id) ${options.sortAsc ? '>' : '<'} ${after}`;
  }
  return {
    text:
      `select ${ENTRY_COLUMNS}, u.first_name, u.last_name, w.status, w.leader_user_id, w.collaborators` +
      ` from ${ENTRIES_FROM} where ${where}` +
      ` order by ${entriesOrder(options.sortAsc)} limit ${params.add(options.limit)}`,
    values: params.values,
  };
}

/**
 * Every entry of a filter in the explorer's order, as the CSV's columns: one statement, read
 * through a cursor (features/entries/csv.ts). Only what the CSV writes is selected (the walk's
 * columns are not, and PostgreSQL drops the join then); the picture count is counted here.
 */
export function entriesCsvSql(filter: EntriesFilter, sortAsc: boolean): { text: string; values: unknown[] } {
  return {
    text:
      // The time as milliseconds since 1970 (what the driver's Date would hold): cheaper to send
      // and to read than timestamptz text, and the CSV shows it to the minute.
      `select o.observation_number, floor(extract(epoch from o.timestamp) * 1000)::float8, o.school_id,` +
      ` o.observation_type,` +
      ` o.observation_category_id, o.observation_item_id, o.quantity, o.location, o.comment,` +
      // The tags as the CSV writes them (NULL as '', as Array.join): no array for the driver to parse.
      ` array_to_string(o.tags, ', ', ''),` +
      ` u.first_name, u.last_name, o.walk_type, cardinality(o.image_paths)` +
      ` from ${ENTRIES_FROM} where ${filter.where} order by ${entriesOrder(sortAsc)}`,
    values: [...filter.values],
  };
}

function rowOf(values: unknown[]): EntryWithNames {
  const entry: Record<string, unknown> = {};
  for (let index = 0; index < ENTRY_KEYS.length; index++) entry[ENTRY_KEYS[index] as string] = values[index];
  const [firstName, lastName, status, leaderUserId, collaborators] = values.slice(ENTRY_KEYS.length);
  return {
    entry: entry as ObservationRow,
    firstName: firstName as string | null,
    lastName: lastName as string | null,
    walk:
      status === null
        ? null
        : {
            status: status as WalkStatus,
            leaderUserId: leaderUserId as string,
            collaborators: collaborators as string[],
          },
  };
}

/** Runs a page statement and maps its rows. */
export async function entriesPageRows(
  raw: Database['raw'],
  statement: { text: string; values: unknown[] },
): Promise<EntryWithNames[]> {
  return (await raw(statement.text, statement.values)).map(rowOf);
}

/** One page of the explorer, with the next page's cursor when there are more. */
export async function listEntries(
  deps: { raw: Database['raw']; db: Executor },
  actor: Actor,
  query: TEntriesQuery,
): Promise<{ entries: TEntry[]; nextCursor: string | null }> {
  const statement = entriesPageSql(entriesFilter(actor, query), {
    cursor: query.cursor,
    sortAsc: query.sortAsc,
    limit: query.limit + 1,
  });
  const rows = await entriesPageRows(deps.raw, statement);
  // The assessments linking them: one more read for the page (only a walk's entries are linked).
  const page = await withEntryAssessments(deps.db, rows.slice(0, query.limit).map(presentEntryWithNames));
  const last = page.at(-1);
  return {
    entries: page,
    nextCursor: rows.length > query.limit && last ? encodeCursor(new Date(last.timestamp), last.id) : null,
  };
}

/** The count of the same filtered set (the explorer's total). */
export async function countEntries(
  deps: { raw: Database['raw'] },
  actor: Actor,
  query: TEntriesQuery,
): Promise<number> {
  const filter = entriesFilter(actor, query);
  const [row] = await deps.raw(`select count(*)::int from observations o where ${filter.where}`, [
    ...filter.values,
  ]);
  return Number(row?.[0] ?? 0);
}
