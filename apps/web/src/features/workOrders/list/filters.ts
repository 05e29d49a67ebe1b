import {
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '@schooldog/domain';
import {
  countSetFilters,
  type DateRange,
  readChoices,
  readDateRange,
  readList,
  writeDateRange,
  writeList,
} from '../../../ui/filters/searchParams';

/** The list view or the board view (columns by status) of the same work orders. */
export type WorkOrdersView = 'list' | 'board';

/** /tasks' filters as the page holds them; the API reads the same names (ZWorkOrdersQuery). */
export interface WorkOrderFilters {
  view: WorkOrdersView;
  /** Created within these days; null for all time. */
  dateRange: DateRange | null;
  schoolIds: string[];
  boardIds: string[];
  statuses: WorkOrderStatus[];
  priorities: WorkOrderPriority[];
  assigneeIds: string[];
  /** Assigned to me. */
  mine: boolean;
  /** Pinned by me. */
  pinned: boolean;
  overdue: boolean;
}

/** Every filter cleared (Clear all); the view stays. */
export function clearedWorkOrderFilters(): Omit<WorkOrderFilters, 'view'> {
  return {
    dateRange: null,
    schoolIds: [],
    boardIds: [],
    statuses: [],
    priorities: [],
    assigneeIds: [],
    mine: false,
    pinned: false,
    overdue: false,
  };
}

/** Reads the filters back from the query string; unknown statuses and priorities are dropped. */
export function workOrderFiltersFromSearch(search: URLSearchParams): WorkOrderFilters {
  return {
    view: search.get('view') === 'board' ? 'board' : 'list',
    dateRange: readDateRange(search),
    schoolIds: readList(search, 'schoolIds'),
    boardIds: readList(search, 'boardIds'),
    statuses: readChoices(search, 'statuses', WORK_ORDER_STATUSES),
    priorities: readChoices(search, 'priorities', WORK_ORDER_PRIORITIES),
    assigneeIds: readList(search, 'assigneeIds'),
    mine: search.get('mine') === 'true',
    pinned: search.get('pinned') === 'true',
    overdue: search.get('overdue') === 'true',
  };
}

/** The filters as the API's query: lists comma-joined, empty ones left out; the view is not a filter. */
export function apiSearchOf(filters: WorkOrderFilters): URLSearchParams {
  const search = new URLSearchParams();
  writeDateRange(search, filters.dateRange);
  writeList(search, 'schoolIds', filters.schoolIds);
  writeList(search, 'boardIds', filters.boardIds);
  writeList(search, 'statuses', filters.statuses);
  writeList(search, 'priorities', filters.priorities);
  writeList(search, 'assigneeIds', filters.assigneeIds);
  if (filters.mine) search.set('mine', 'true');
  if (filters.pinned) search.set('pinned', 'true');
  if (filters.overdue) search.set('overdue', 'true');
  return search;
}

/** The page's query string: the API's query, and the board view when chosen. */
export function searchFromWorkOrderFilters(filters: WorkOrderFilters): URLSearchParams {
  const search = apiSearchOf(filters);
  if (filters.view === 'board') search.set('view', 'board');
  return search;
}

/** How many filters are set, for the Filters button's badge; the view is not a filter. */
export function activeWorkOrderFilterCount(filters: WorkOrderFilters): number {
  const { dateRange, schoolIds, boardIds, statuses, priorities, assigneeIds, mine, pinned, overdue } =
    filters;
  return countSetFilters([
    dateRange,
    schoolIds,
    boardIds,
    statuses,
    priorities,
    assigneeIds,
    mine,
    pinned,
    overdue,
  ]);
}
