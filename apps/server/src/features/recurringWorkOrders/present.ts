import type { TRecurringWorkOrder } from '@schooldog/domain';
import type { RecurringWorkOrderRow } from './tables.js';

/** A stored recurring work order as the API answers it. */
export const presentRecurringWorkOrder = (row: RecurringWorkOrderRow): TRecurringWorkOrder => ({
  id: row.id,
  title: row.title,
  schoolIds: row.schoolIds,
  workOrderData: row.workOrderData,
  recurrenceStartDate: row.recurrenceStartDate,
  recurrenceEndDate: row.recurrenceEndDate,
  recurrenceInterval: row.recurrenceInterval,
  recurrenceUnit: row.recurrenceUnit,
  isPaused: row.isPaused,
  nextOccurrenceDate: row.nextOccurrenceDate,
  lastGeneratedDate: row.lastGeneratedDate,
  createdByUserId: row.createdByUserId,
  timeCreated: row.timeCreated.toISOString(),
  timeUpdated: row.timeUpdated.toISOString(),
});
