import {
  firstOccurrence,
  newId,
  nextOccurrence,
  recurrenceDateErrors,
  RECURRING_WORK_ORDER_MESSAGES as R,
  type TRecurringWorkOrder,
  type TRecurringWorkOrderRequest,
  type TRecurringWorkOrdersPage,
  workOrderFieldErrors,
  ZRecurringWorkOrderRequest,
} from '@schooldog/domain';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit.js';
import type { AppDeps } from '../../core/deps.js';
import { districtTimeZone } from '../../core/settings.js';
import type { WriteDeps } from '../../core/write.js';
import { decodeCursor, encodeCursor } from '../../db/cursor.js';
import { Invalid, NotFound } from '../../http/errors.js';
import { districtDay } from '../../platform/documents/index.js';
import { schools } from '../schools/public.js';
import { presentRecurringWorkOrder } from './present.js';
import { type RecurringWorkOrderRow, recurringWorkOrders } from './tables.js';

/*
 * Recurring work orders (spec 001 §2 "Recurring work orders page", §3, §4, §5 "Recurring"): listed,
 * made, edited, paused and resumed, deleted by those who manage tasks settings (the routes' access);
 * each write is audited. The daily run that makes their work orders is generate.ts.
 */

type Request = ReturnType<typeof ZRecurringWorkOrderRequest.parse>;
type ReadDeps = Pick<AppDeps, 'db' | 'settings' | 'clock'>;

const ENTITY = 'recurring_work_orders';

export async function districtToday(deps: Pick<ReadDeps, 'settings' | 'clock'>): Promise<string> {
  return districtDay(deps.clock(), await districtTimeZone(deps.settings));
}

/** One page, newest first, each with its next occurrence. */
export async function listRecurringWorkOrders(
  deps: ReadDeps,
  query: { cursor?: string; limit: number },
): Promise<TRecurringWorkOrdersPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await deps.db
    .select()
    .from(recurringWorkOrders)
    .where(
      after
        ? sql`(${recurringWorkOrders.timeCreated}, ${recurringWorkOrders.id}) < (${after[0]}::timestamptz, ${after[1]})`
        : undefined,
    )
    .orderBy(desc(recurringWorkOrders.timeCreated), desc(recurringWorkOrders.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    recurringWorkOrders: page.map(presentRecurringWorkOrder),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.timeCreated, last.id) : null,
  };
}

/**
 * The request's rules beyond its shape: the schools exist, the dates (§5 "Recurring"), and the
 * work order fields under the tasks settings as each generated work order will be checked (the
 * dates of a work order are not part of a schedule, so its due date is not asked for here).
 */
async function assertRules(write: WriteDeps, request: Request, isStartChanged: boolean) {
  const today = await districtToday(write);
  const errors = recurrenceDateErrors(request, today, isStartChanged);
  const schoolIds = [...new Set(request.schoolIds)];
  const found = await write.db.select({ id: schools.id }).from(schools).where(inArray(schools.id, schoolIds));
  if (found.length !== schoolIds.length) errors.schoolIds = 'This school does not exist.';
  const settings = await write.settings.get('tasks');
  if (
    request.workOrderData.boardId &&
    !settings.boards.some((board) => board.id === request.workOrderData.boardId)
  )
    errors['workOrderData.boardId'] = 'This board does not exist.';
  const fieldErrors = workOrderFieldErrors(
    { ...request.workOrderData, dueDate: null, scheduledStartDate: null },
    settings,
    today,
  );
  delete fieldErrors.dueDate;
  for (const [field, message] of Object.entries(fieldErrors)) errors[`workOrderData.${field}`] = message;
  if (Object.keys(errors).length > 0) throw Invalid(errors);
}

/** The next day its work orders are due: the first occurrence not yet made and after `today`. */
function nextDue(request: Request, lastGeneratedDate: string | null, today: string): string | null {
  const after = [today, lastGeneratedDate ?? ''].sort().at(-1) ?? today;
  return after < request.recurrenceStartDate ? firstOccurrence(request) : nextOccurrence(request, after);
}

const columnsOf = (request: Request) => ({
  title: request.title,
  schoolIds: [...new Set(request.schoolIds)],
  workOrderData: request.workOrderData,
  recurrenceStartDate: request.recurrenceStartDate,
  recurrenceEndDate: request.recurrenceEndDate,
  recurrenceInterval: request.recurrenceInterval,
  recurrenceUnit: request.recurrenceUnit,
});

async function load(write: WriteDeps, id: string): Promise<RecurringWorkOrderRow> {
  const [row] = await write.db
    .select()
    .from(recurringWorkOrders)
    .where(eq(recurringWorkOrders.id, id))
    .for('update');
  if (!row) throw NotFound(R.recurringWorkOrderNotFound);
  return row;
}

const audited = (row: RecurringWorkOrderRow) => ({ ...row, timeCreated: undefined, timeUpdated: undefined });

export async function createRecurringWorkOrder(
  write: WriteDeps,
  userId: string,
  input: TRecurringWorkOrderRequest,
): Promise<TRecurringWorkOrder> {
  const request = ZRecurringWorkOrderRequest.parse(input);
  await assertRules(write, request, true);
  const [row] = await write.db
    .insert(recurringWorkOrders)
    .values({
      id: newId(),
      ...columnsOf(request),
      createdByUserId: userId,
      nextOccurrenceDate: firstOccurrence(request),
      timeCreated: write.clock(),
      timeUpdated: write.clock(),
    })
    .returning();
  if (!row) throw new Error('recurring work order not stored');
  await recordAudit(write.db, { entity: ENTITY, entityId: row.id, userId, before: {}, after: audited(row) });
  return presentRecurringWorkOrder(row);
}

/** Saves the edit; a changed schedule moves the next occurrence to the first one after today. */
export async function updateRecurringWorkOrder(
  write: WriteDeps,
  userId: string,
  id: string,
  input: TRecurringWorkOrderRequest,
): Promise<TRecurringWorkOrder> {
  const request = ZRecurringWorkOrderRequest.parse(input);
  const before = await load(write, id);
  await assertRules(write, request, request.recurrenceStartDate !== before.recurrenceStartDate);
  const isScheduleChanged =
    request.recurrenceStartDate !== before.recurrenceStartDate ||
    request.recurrenceEndDate !== before.recurrenceEndDate ||
    request.recurrenceInterval !== before.recurrenceInterval ||
    request.recurrenceUnit !== before.recurrenceUnit;
  const next = isScheduleChanged
    ? nextDue(request, before.lastGeneratedDate, await districtToday(write))
    : before.nextOccurrenceDate;
  return saveChange(write, userId, before, {
    ...columnsOf(request),
    nextOccurrenceDate: next,
    timeUpdated: write.clock(),
  });
}

/**
 * Pauses or resumes (spec 001 §4: active or paused). A resumed schedule goes on from its first
 * occurrence after today, so the days it was paused are not made up at once.
 */
export async function setRecurringWorkOrderPaused(
  write: WriteDeps,
  userId: string,
  id: string,
  isPaused: boolean,
): Promise<TRecurringWorkOrder> {
  const before = await load(write, id);
  if (before.isPaused === isPaused) return presentRecurringWorkOrder(before);
  const today = await districtToday(write);
  const next =
    !isPaused && before.nextOccurrenceDate !== null && before.nextOccurrenceDate <= today
      ? nextDue(before, before.lastGeneratedDate, today)
      : before.nextOccurrenceDate;
  return saveChange(write, userId, before, {
    isPaused,
    nextOccurrenceDate: next,
    timeUpdated: write.clock(),
  });
}

/** Writes a change to a loaded schedule with its audit record, and answers it as it now is. */
async function saveChange(
  write: WriteDeps,
  userId: string,
  before: typeof recurringWorkOrders.$inferSelect,
  change: Partial<typeof recurringWorkOrders.$inferInsert>,
): Promise<TRecurringWorkOrder> {
  const [row] = await write.db
    .update(recurringWorkOrders)
    .set(change)
    .where(eq(recurringWorkOrders.id, before.id))
    .returning();
  if (!row) throw NotFound(R.recurringWorkOrderNotFound);
  await recordAudit(write.db, {
    entity: ENTITY,
    entityId: before.id,
    userId,
    before: audited(before),
    after: audited(row),
  });
  return presentRecurringWorkOrder(row);
}

/** Deletes it; the work orders it made stay. */
export async function deleteRecurringWorkOrder(write: WriteDeps, userId: string, id: string): Promise<void> {
  const before = await load(write, id);
  await write.db.delete(recurringWorkOrders).where(eq(recurringWorkOrders.id, id));
  await recordAudit(write.db, {
    entity: ENTITY,
    entityId: id,
    userId,
    before: { isDeleted: false, title: before.title },
    after: { isDeleted: true, title: before.title },
  });
}
