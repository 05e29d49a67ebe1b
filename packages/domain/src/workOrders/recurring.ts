import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { ID_LENGTH, ZId } from '../ids.js';
import { DATE_MESSAGE, isCalendarDate, ZCalendarDate } from '../input/dates.js';
import { pageCursor } from '../query-params.js';
import type { ResolvedPermissions } from '../permissions/names.js';
import { addDays, RECURRENCE_UNITS } from './recurrence.js';
import { RECURRING_WORK_ORDER_MESSAGES as R } from './recurringMessages.js';
import { canManageTasksSettings } from './rules.js';
import { ZWorkOrderFields } from './schemas.js';

/*
 * Recurring work orders' API (spec 001 §2 "/recurringWorkOrders", §3, §5 "Recurring"; issue 26).
 * Routes, for those who manage tasks settings: GET /api/recurring-work-orders (pages),
 * POST /api/recurring-work-orders, PUT and DELETE /api/recurring-work-orders/:recurringWorkOrderId,
 * PUT /api/recurring-work-orders/:recurringWorkOrderId/paused.
 */

/**
 * The recurring work orders page and its writes (spec 001 §2 "/recurringWorkOrders"): 'manage
 * tasks settings', denied with every tasks permission while enableWorkOrders is off.
 */
export const canManageRecurringWorkOrders = (permissions: ResolvedPermissions): boolean =>
  canManageTasksSettings(permissions);

export const RECURRING_TITLE_MAX = 200;
/** A bound on the interval (a thousand years is no schedule). */
export const RECURRENCE_INTERVAL_MAX = 1000;

/**
 * What each generated work order is made of (workOrderData): the dialog's fields but the school,
 * the dates and the pictures, which belong to one work order, not to a schedule.
 */
export const ZRecurringWorkOrderData = ZWorkOrderFields.pick({
  description: true,
  boardId: true,
  assignedUserIds: true,
  priority: true,
  location: true,
  notes: true,
  customFields: true,
});
export type TRecurringWorkOrderData = z.output<typeof ZRecurringWorkOrderData>;

/** POST and PUT: the work order's fields, the title, the schools and the schedule. */
export const ZRecurringWorkOrderRequest = z.object({
  title: z
    .string({ message: R.recurringTitleRequired })
    .trim()
    .min(1, R.recurringTitleRequired)
    .max(RECURRING_TITLE_MAX, R.recurringTitleMax),
  schoolIds: z
    .array(z.string().min(1).max(ID_LENGTH), { message: R.recurringSchoolsRequired })
    .min(1, R.recurringSchoolsRequired)
    .max(LIMITS.pageSizeMax),
  workOrderData: ZRecurringWorkOrderData,
  recurrenceStartDate: z
    .string({ message: R.recurringStartDateRequired })
    .min(1, R.recurringStartDateRequired)
    .refine(isCalendarDate, DATE_MESSAGE),
  recurrenceEndDate: ZCalendarDate.nullable().default(null),
  recurrenceInterval: z
    .number({ message: R.recurringIntervalRequired })
    .int(R.recurringIntervalInvalid)
    .min(1, R.recurringIntervalInvalid)
    .max(RECURRENCE_INTERVAL_MAX, R.recurringIntervalInvalid),
  recurrenceUnit: z.enum(RECURRENCE_UNITS, { message: R.recurringUnitRequired }),
});
export type TRecurringWorkOrderRequest = z.input<typeof ZRecurringWorkOrderRequest>;

/**
 * The schedule's date rules (spec 001 §5 "Recurring"): the start date is tomorrow at the earliest;
 * the end date, when given, is neither before the start date nor before tomorrow. `today` is the
 * district's day; an edit that keeps its start date keeps it even once it has passed.
 */
export function recurrenceDateErrors(
  dates: { recurrenceStartDate: string; recurrenceEndDate: string | null },
  today: string,
  isStartChanged = true,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const tomorrow = addDays(today, 1);
  const start = dates.recurrenceStartDate;
  if (!start) errors.recurrenceStartDate = R.recurringStartDateRequired;
  else if (isStartChanged && start < tomorrow) errors.recurrenceStartDate = R.recurringStartDateTooEarly;
  const end = dates.recurrenceEndDate;
  if (end && (end < tomorrow || (start && end < start)))
    errors.recurrenceEndDate = R.recurringEndDateTooEarly;
  return errors;
}

/** A recurring work order as the page lists it, with its next occurrence (null: no more). */
export const ZRecurringWorkOrder = z.object({
  id: z.string(),
  title: z.string(),
  schoolIds: z.array(z.string()),
  workOrderData: ZRecurringWorkOrderData,
  recurrenceStartDate: z.string(),
  recurrenceEndDate: z.string().nullable(),
  recurrenceInterval: z.number().int(),
  recurrenceUnit: z.enum(RECURRENCE_UNITS),
  isPaused: z.boolean(),
  nextOccurrenceDate: z.string().nullable(),
  /** The last day work orders were made for. */
  lastGeneratedDate: z.string().nullable(),
  createdByUserId: z.string(),
  timeCreated: z.string(),
  timeUpdated: z.string(),
});
export type TRecurringWorkOrder = z.infer<typeof ZRecurringWorkOrder>;

export const ZRecurringWorkOrdersQuery = z.object({
  cursor: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(50),
});
export const ZRecurringWorkOrdersPage = z.object({
  recurringWorkOrders: z.array(ZRecurringWorkOrder),
  ...pageCursor,
});
export type TRecurringWorkOrdersPage = z.infer<typeof ZRecurringWorkOrdersPage>;

export const ZRecurringWorkOrderParams = z.object({ recurringWorkOrderId: ZId });
export const ZRecurringWorkOrderPause = z.object({ isPaused: z.boolean() });
