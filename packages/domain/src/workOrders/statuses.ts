/*
 * A work order's statuses and priorities (spec 001 §3, §4). The spec names New, Scheduled, Complete
 * and Declined and leaves the open statuses between to us: In Progress (someone works it) and On
 * Hold (waiting on parts, a vendor, a decision). docs/decisions.md says why.
 */

export const WORK_ORDER_STATUSES = [
  'new',
  'scheduled',
  'in_progress',
  'on_hold',
  'complete',
  'declined',
] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** Complete and Declined count as closed; every other status is open (spec 001 §4). */
export const CLOSED_WORK_ORDER_STATUSES = [
  'complete',
  'declined',
] as const satisfies readonly WorkOrderStatus[];
export const isClosedStatus = (status: WorkOrderStatus): boolean =>
  (CLOSED_WORK_ORDER_STATUSES as readonly WorkOrderStatus[]).includes(status);
export const OPEN_WORK_ORDER_STATUSES = WORK_ORDER_STATUSES.filter((status) => !isClosedStatus(status));

/** A new work order starts as New; with a scheduled start date, as Scheduled (spec 001 §4). */
export const initialStatusOf = (scheduledStartDate: string | null | undefined): WorkOrderStatus =>
  scheduledStartDate ? 'scheduled' : 'new';

/** English labels; the web shows `workOrders.status.<status>` in the user's language. */
export const WORK_ORDER_STATUS_LABELS: Record<WorkOrderStatus, string> = {
  new: 'New',
  scheduled: 'Scheduled',
  in_progress: 'In Progress',
  on_hold: 'On Hold',
  complete: 'Complete',
  declined: 'Declined',
};

export const WORK_ORDER_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];

/**
 * Each priority's colour (spec 001 §3: "each with its own colour"); an unknown value shows as
 * Unknown in grey. Chosen to keep 4.5:1 contrast for white text.
 */
export const PRIORITY_COLORS: Record<WorkOrderPriority | 'unknown', string> = {
  low: '#2E7D32',
  medium: '#1565C0',
  high: '#BF360C',
  critical: '#B71C1C',
  unknown: '#616161',
};

export const WORK_ORDER_PRIORITY_LABELS: Record<WorkOrderPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/** The priority a stored value shows as: one of the four, else Unknown (spec 001 §3). */
export const priorityOf = (value: string | null | undefined): WorkOrderPriority | 'unknown' | null =>
  value === null || value === undefined
    ? null
    : (WORK_ORDER_PRIORITIES as readonly string[]).includes(value)
      ? (value as WorkOrderPriority)
      : 'unknown';

/** The 35 fixed board colours (spec 001 §9), each dark enough for white text. */
export const BOARD_COLORS = [
  '#B71C1C',
  '#C62828',
  '#AD1457',
  '#880E4F',
  '#6A1B9A',
  '#4A148C',
  '#4527A0',
  '#311B92',
  '#283593',
  '#1A237E',
  '#1565C0',
  '#0D47A1',
  '#01579B',
  '#006064',
  '#00695C',
  '#004D40',
  '#1B7476',
  '#2E7D32',
  '#1B5E20',
  '#33691E',
  '#827717',
  '#8D6E00',
  '#9A5B00',
  '#BF360C',
  '#E65100',
  '#A0522D',
  '#4E342E',
  '#3E2723',
  '#424242',
  '#212121',
  '#37474F',
  '#263238',
  '#5D4037',
  '#6D4C41',
  '#455A64',
] as const;

/** The public number a work order shows, given once by the server (e.g. WO-1042); null offline. */
export const publicNumberOf = (publicId: number | null): string | null =>
  publicId === null ? null : `WO-${publicId}`;
