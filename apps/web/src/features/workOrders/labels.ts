import { PRIORITY_COLORS, priorityOf, type WorkOrderPriority, type WorkOrderStatus } from '@schooldog/domain';
import type { TranslationKey } from '../../i18n';
import '../../i18n/workOrders.texts';

/** Each status's words in the user's language (the domain's WORK_ORDER_STATUS_LABELS in English). */
export const STATUS_LABEL_KEYS: Record<WorkOrderStatus, TranslationKey> = {
  new: 'workOrders.status.new',
  scheduled: 'workOrders.status.scheduled',
  in_progress: 'workOrders.status.in_progress',
  on_hold: 'workOrders.status.on_hold',
  complete: 'workOrders.status.complete',
  declined: 'workOrders.status.declined',
};

export const PRIORITY_LABEL_KEYS: Record<WorkOrderPriority | 'unknown', TranslationKey> = {
  low: 'workOrders.priority.low',
  medium: 'workOrders.priority.medium',
  high: 'workOrders.priority.high',
  critical: 'workOrders.priority.critical',
  unknown: 'workOrders.priority.unknown',
};

/** A stored priority as shown: its label key and colour, or null when none was set. */
export function priorityDisplayOf(value: string | null) {
  const priority = priorityOf(value);
  return priority === null
    ? null
    : { labelKey: PRIORITY_LABEL_KEYS[priority], color: PRIORITY_COLORS[priority] };
}

/** The school's name among the user's schools. */
export const schoolNameOf = (
  schools: readonly { id: string; name: string }[],
  id: string,
): string | undefined => schools.find((school) => school.id === id)?.name;

/** A person's name as the cards show it. */
export const personName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`.trim();

/** A calendar day (YYYY-MM-DD) in the user's language, without moving it across time zones. */
export function formatDay(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Date(year, month - 1, date).toLocaleDateString(language, { dateStyle: 'medium' });
}
