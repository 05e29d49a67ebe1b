import type { TFunction } from 'i18next';
import type { FilterChip } from '../../../ui/filters/ActiveFilterChips';
import { type PlaceAndTimeNames, placeAndTimeChips } from '../../../ui/filters/filterChips';
import { PRIORITY_LABEL_KEYS, STATUS_LABEL_KEYS } from '../labels';
import type { WorkOrderFilters } from './filters';
import '../../../i18n/workOrders.texts';

interface ChipNames extends PlaceAndTimeNames {
  t: TFunction;
  boards: readonly { id: string; name: string }[];
  /** Assignees by id, as far as they are known yet. */
  people: ReadonlyMap<string, string>;
}

/** /tasks' set filters as chips, in the Filters menu's order. */
export function workOrderFilterChips(
  filters: WorkOrderFilters,
  names: ChipNames,
): FilterChip<Partial<WorkOrderFilters>>[] {
  const { t } = names;
  const { chips, add, eachOf } = placeAndTimeChips(filters, names);
  eachOf('boardIds', (id) => names.boards.find((board) => board.id === id)?.name ?? id);
  eachOf('statuses', (status) => t(STATUS_LABEL_KEYS[status]));
  eachOf('priorities', (priority) => t(PRIORITY_LABEL_KEYS[priority]));
  eachOf('assigneeIds', (id) => names.people.get(id) ?? t('people.unknownUser'));
  if (filters.mine) add('mine', t('workOrders.filters.mine'), { mine: false });
  if (filters.pinned) add('pinned', t('workOrders.filters.pinned'), { pinned: false });
  if (filters.overdue) add('overdue', t('workOrders.filters.overdue'), { overdue: false });
  return chips;
}
