import { isDistrictUser, nextOccurrence, resolvePermissions } from '@schooldog/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../core/deps.js';
import { defineScheduledJob } from '../../core/jobs.js';
import { districtTimeZone } from '../../core/settings.js';
import { inTransaction, type WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { DomainError } from '../../http/errors.js';
import { districtDay } from '../../platform/documents/index.js';
import { users } from '../users/public.js';
import { createWorkOrder } from '../workOrders/public.js';
import { recurringWorkOrders } from './tables.js';

/*
 * Making recurring work orders' work orders (docs/decisions.md "Recurring work orders"): once a
 * day in the district's time zone, each due recurring work order that is not paused makes one work
 * order per school through the work orders' own createWorkOrder (its rules, numbers, histories and
 * notifications), as the person who made the schedule. Exactly once: the write that makes them
 * claims the occurrence by moving the stored next occurrence on, under the row's lock.
 */

/** The maker of the schedule as the services' actor; null when they are gone or archived. */
async function makerOf(write: WriteDeps, userId: string): Promise<Actor | null> {
  const [user] = await write.db.select().from(users).where(eq(users.id, userId));
  if (!user || user.isArchived) return null;
  const app = await write.settings.get('app');
  return {
    user,
    sessionId: null,
    permissions: resolvePermissions(user, { enableWorkOrders: app.enableWorkOrders }),
    isDistrictUser: isDistrictUser(user),
  };
}

/**
 * One recurring work order's due occurrence, in one write: locked, checked due again (another run
 * may have made it meanwhile), moved on to its next occurrence after `day`, and its work orders
 * made. A school whose work order is refused (the maker lost the permission there, an assignee
 * cannot be assigned there any more) is skipped and logged; the others are made.
 */
async function generateOne(
  deps: AppDeps,
  write: WriteDeps,
  id: string,
  day: string,
): Promise<{ workOrderIds: string[] }> {
  const [row] = await write.db
    .select()
    .from(recurringWorkOrders)
    .where(
      and(
        eq(recurringWorkOrders.id, id),
        eq(recurringWorkOrders.isPaused, false),
        lte(recurringWorkOrders.nextOccurrenceDate, day),
      ),
    )
    .for('update');
  if (!row?.nextOccurrenceDate) return { workOrderIds: [] };
  // Missed days (the server was down) make one occurrence, as the schedules' runs collapse into one.
  await write.db
    .update(recurringWorkOrders)
    .set({ nextOccurrenceDate: nextOccurrence(row, day), lastGeneratedDate: row.nextOccurrenceDate })
    .where(eq(recurringWorkOrders.id, id));
  const maker = await makerOf(write, row.createdByUserId);
  if (!maker) {
    deps.log.warn(`recurring work order ${id}: its maker is gone; no work orders made`);
    return { workOrderIds: [] };
  }
  // Each occurrence's work is requested by the next one (its date as if the schedule went on), so
  // a late one shows as overdue and a district that requires a completion date gets one.
  const { hiddenFields } = await write.settings.get('tasks');
  const dueDate = hiddenFields.dueDate
    ? null
    : nextOccurrence({ ...row, recurrenceEndDate: null }, row.nextOccurrenceDate);
  const workOrderIds: string[] = [];
  for (const schoolId of row.schoolIds) {
    try {
      const made = await write.savepoint(() =>
        createWorkOrder(write, maker, { ...row.workOrderData, schoolId, dueDate }),
      );
      workOrderIds.push(made.workOrder.id);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      deps.log.warn(`recurring work order ${id} at school ${schoolId}: ${error.message}`);
    }
  }
  return { workOrderIds };
}

/** Makes the work orders of every recurring work order due on `day` (the district's). Answers their ids. */
export async function generateDueWorkOrders(deps: AppDeps, day: string): Promise<string[]> {
  const due = await deps.db
    .select({ id: recurringWorkOrders.id })
    .from(recurringWorkOrders)
    .where(and(eq(recurringWorkOrders.isPaused, false), lte(recurringWorkOrders.nextOccurrenceDate, day)))
    .orderBy(asc(recurringWorkOrders.id));
  const made: string[] = [];
  // A write each, so one schedule's failure does not hold up the others' work orders.
  for (const { id } of due) {
    const { workOrderIds } = await inTransaction(deps, 'job', (write) => generateOne(deps, write, id, day));
    made.push(...workOrderIds);
  }
  return made;
}

/**
 * Every day at 05:00 in the district's time zone, before the day's work; it acts for its due time's
 * day, so a retry later still makes that day's work orders, and never twice.
 */
export const generateRecurringWorkOrdersDaily = defineScheduledJob({
  name: 'recurringWorkOrders.generate',
  schedule: { dailyAt: '05:00' },
  data: z.object({ dueAt: z.string() }),
  expireInSeconds: 900,
  retry: { limit: 5, delaySeconds: 120, backoff: true },
  async run({ deps, data }) {
    const day = districtDay(new Date(data.dueAt), await districtTimeZone(deps.settings));
    await generateDueWorkOrders(deps, day);
  },
});
