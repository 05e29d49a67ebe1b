import {
  canAssignWorkOrders,
  canProposeWorkOrder,
  isEligibleAssignee,
  OPEN_WORK_ORDER_STATUSES,
  type TPersonSummary,
  type TWorkOrder,
  type TWorkOrderDetail,
  type TWorkOrdersQuery,
  WORK_ORDER_MESSAGES as M,
  workOrderSchoolsSeen,
} from '@schooldog/domain';
import { and, count, desc, eq, getTableColumns, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { withinDistrictDays } from '../../core/district-days.js';
import { decodeCursor, encodeCursor } from '../../db/cursor.js';
import type { Actor } from '../../http/access.js';
import { Forbidden } from '../../http/errors.js';
import { candidates } from '../users/public.js';
import { boardOf, districtToday, loadVisibleWorkOrder, type ReadDeps, workOrderActorOf } from './access.js';
import { LISTED_PAGE, listedColumns, presentListed, presentWorkOrderDetail } from './present.js';
import { workOrderAssignees, workOrderFollowers, workOrderPins, workOrders } from './tables.js';

/*
 * Reading work orders: the list and board (filters, newest first, a cursor and the total), one work
 * order's page, the Alerts button's count and the dialog's choice of assignees.
 */

const has = (
  table: typeof workOrderAssignees | typeof workOrderFollowers | typeof workOrderPins,
  userIds: readonly string[],
) =>
  sql`exists (select 1 from ${table} where ${table.workOrderId} = ${workOrders.id} and ${inArray(table.userId, [...userIds])})`;

/**
 * What the viewer sees (canSeeWorkOrder): the work orders of the schools where they manage or
 * staff work orders, and those they made, are assigned or follow.
 */
export function visibleTo(actor: Actor, seen: 'all' | string[]): SQL | undefined {
  if (seen === 'all') return undefined;
  const me = actor.user.id;
  const own = or(
    eq(workOrders.createdByUserId, me),
    has(workOrderAssignees, [me]),
    has(workOrderFollowers, [me]),
  ) as SQL;
  return seen.length === 0 ? own : (or(inArray(workOrders.schoolId, seen), own) as SQL);
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Each word in the number (WO-1042 or 1042), the description or the location. */
function searchCondition(search: string): SQL[] {
  return search
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const number = /^(?:wo-?)?(\d{1,9})$/i.exec(word)?.[1];
      const text = or(
        sql`${workOrders.description} ilike ${likePattern(word)}`,
        sql`${workOrders.location} ilike ${likePattern(word)}`,
      ) as SQL;
      return number ? (or(eq(workOrders.publicId, Number(number)), text) as SQL) : text;
    });
}

async function listConditions(deps: ReadDeps, actor: Actor, query: TWorkOrdersQuery): Promise<SQL[]> {
  const settings = await deps.settings.get('tasks');
  const me = actor.user.id;
  const conditions: (SQL | undefined)[] = [
    visibleTo(actor, workOrderSchoolsSeen(workOrderActorOf(actor), settings)),
  ];
  if (query.boardIds.length > 0) conditions.push(inArray(workOrders.boardId, query.boardIds));
  if (query.schoolIds.length > 0) conditions.push(inArray(workOrders.schoolId, query.schoolIds));
  if (query.statuses.length > 0) conditions.push(inArray(workOrders.status, query.statuses));
  if (query.priorities.length > 0) conditions.push(inArray(workOrders.priority, query.priorities));
  if (query.assigneeIds.length > 0) conditions.push(has(workOrderAssignees, query.assigneeIds));
  if (query.mine) conditions.push(has(workOrderAssignees, [me]));
  if (query.pinned) conditions.push(has(workOrderPins, [me]));
  if (query.overdue)
    conditions.push(
      inArray(workOrders.status, OPEN_WORK_ORDER_STATUSES),
      lt(workOrders.dueDate, await districtToday(deps)),
    );
  conditions.push(...withinDistrictDays(workOrders.timeCreated, query.dateRange));
  if (query.search) conditions.push(...searchCondition(query.search));
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * The list's two statements: one page (and one more row, to know whether another follows), newest
 * first, and the total the filters match. Exported for the bench, which times them bare.
 */
export async function listStatements(deps: ReadDeps, actor: Actor, query: TWorkOrdersQuery) {
  const conditions = await listConditions(deps, actor, query);
  const paged = [...conditions];
  if (query.cursor) {
    const [time, id] = decodeCursor(query.cursor);
    paged.push(sql`(${workOrders.timeCreated}, ${workOrders.id}) < (${time}::timestamptz, ${id})`);
  }
  const page = deps.db
    .select()
    .from(workOrders)
    .where(and(...paged))
    .orderBy(desc(workOrders.timeCreated), desc(workOrders.id))
    .limit(query.limit + 1)
    .as(LISTED_PAGE);
  const row = Object.fromEntries(
    Object.keys(getTableColumns(workOrders)).map((key) => [key, page[key as keyof typeof page]]),
  ) as unknown as typeof workOrders._.columns;
  return {
    page: deps.db
      .select(listedColumns(row, actor.user.id))
      .from(page)
      .orderBy(desc(row.timeCreated), desc(row.id)),
    total: deps.db
      .select({ count: count() })
      .from(workOrders)
      .where(and(...conditions)),
  };
}

/** One page of work orders the viewer sees, newest first, with the total the filters match. */
export async function listWorkOrders(
  deps: ReadDeps,
  actor: Actor,
  query: TWorkOrdersQuery,
): Promise<{ workOrders: TWorkOrder[]; total: number; nextCursor: string | null }> {
  const statements = await listStatements(deps, actor, query);
  const [rows, [total]] = await Promise.all([statements.page, statements.total]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1)?.row;
  return {
    workOrders: presentListed(page),
    total: Number(total?.count ?? 0),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.timeCreated, last.id) : null,
  };
}

/** One work order's page, for whoever sees it. */
export async function getWorkOrder(deps: ReadDeps, actor: Actor, id: string): Promise<TWorkOrderDetail> {
  const { loaded } = await loadVisibleWorkOrder(deps, actor, id);
  return presentWorkOrderDetail(deps.db, loaded.row, actor.user.id);
}

/** The open work orders assigned to the viewer: their share of the Alerts button's count. */
export async function assignedOpenCount(deps: ReadDeps, actor: Actor): Promise<{ count: number }> {
  const [row] = await deps.db
    .select({ count: count() })
    .from(workOrderAssignees)
    .innerJoin(workOrders, eq(workOrders.id, workOrderAssignees.workOrderId))
    .where(
      and(eq(workOrderAssignees.userId, actor.user.id), inArray(workOrders.status, OPEN_WORK_ORDER_STATUSES)),
    );
  return { count: Number(row?.count ?? 0) };
}

/**
 * Who may be assigned a work order at a school (and board), for someone who proposes work orders
 * there and may assign: active people eligible by isEligibleAssignee, by name.
 */
export async function eligibleAssignees(
  deps: ReadDeps,
  actor: Actor,
  query: { schoolId: string; boardId?: string | undefined },
): Promise<{ people: TPersonSummary[] }> {
  if (!canProposeWorkOrder(actor.permissions, query.schoolId)) throw Forbidden(M.workOrderMayNotPropose);
  const settings = await deps.settings.get('tasks');
  if (!canAssignWorkOrders(workOrderActorOf(actor), settings)) throw Forbidden(M.workOrderMayNotAssign);
  const board = boardOf(settings, query.boardId ?? null);
  const people = (await candidates(deps, undefined, 'be proposed tasks'))
    .filter((person) => isEligibleAssignee({ ...person, isArchived: false }, query.schoolId, board))
    .map(({ user }) => ({ id: user.id, firstName: user.firstName, lastName: user.lastName }))
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  return { people };
}
