import { WALK_TYPES, type WalkType } from '@schooldog/domain';
import { dateRangeOf } from '../../entries/filters';

/** My Walks (0) or Team Walks (1); In Progress (0) or Completed (1) (spec 000 §2 "Walks list"). */
export type WalksTab = 0 | 1;

/** The walks list's filters as the page holds them. */
export interface WalkFilters {
  currentTab: WalksTab;
  subTab: WalksTab;
  /** Start and end dates (YYYY-MM-DD), start first; null for all time. */
  dateRange: [string, string] | null;
  schoolIds: string[];
  walkTypes: WalkType[];
  /** Team Walks only. */
  userIds: string[];
  awaitingMyAction: boolean;
  showArchived: boolean;
}

/** Every filter cleared (Clear all), the tabs aside. */
export function clearedWalkFilters(): Omit<WalkFilters, 'currentTab' | 'subTab'> {
  return {
    dateRange: null,
    schoolIds: [],
    walkTypes: [],
    userIds: [],
    awaitingMyAction: false,
    showArchived: false,
  };
}

/** Which tabs this user has: My Walks needs log entries, Team Walks view entries; Team In Progress needs manage rights. */
export interface WalkTabRules {
  hasMyWalks: boolean;
  hasTeamWalks: boolean;
  hasTeamInProgress: boolean;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function list(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((part) => part.trim()))].filter(Boolean);
}

const tabOf = (value: string | null): WalksTab => (value === '1' ? 1 : 0);

/** The tab and sub-tab this user may see, falling back to one they have. */
export function normalizeWalkFilters(filters: WalkFilters, rules: WalkTabRules): WalkFilters {
  let currentTab = filters.currentTab;
  if (currentTab === 0 && !rules.hasMyWalks && rules.hasTeamWalks) currentTab = 1;
  if (currentTab === 1 && !rules.hasTeamWalks) currentTab = 0;
  const subTab = currentTab === 1 && !rules.hasTeamInProgress ? 1 : filters.subTab;
  return { ...filters, currentTab, subTab, userIds: currentTab === 1 ? filters.userIds : [] };
}

/** Reads the filters back from the query string: comma lists, a reversed date range swapped. */
export function walkFiltersFromSearch(search: URLSearchParams, rules: WalkTabRules): WalkFilters {
  const [start, end] = list(search.get('dateRange'));
  return normalizeWalkFilters(
    {
      currentTab: tabOf(search.get('currentTab')),
      subTab: tabOf(search.get('subTab')),
      dateRange: start && end && ISO_DATE.test(start) ? dateRangeOf(start, end) : null,
      schoolIds: list(search.get('schoolIds')),
      walkTypes: list(search.get('walkTypes')).filter((value): value is WalkType =>
        (WALK_TYPES as readonly string[]).includes(value),
      ),
      userIds: list(search.get('userIds')),
      awaitingMyAction: search.get('awaitingMyAction') === 'true',
      showArchived: search.get('showArchived') === 'true',
    },
    rules,
  );
}

/** The filters as query-string values, also the API's query: lists comma-joined, empty ones left out. */
export function searchFromWalkFilters(filters: WalkFilters): URLSearchParams {
  const search = new URLSearchParams();
  search.set('currentTab', String(filters.currentTab));
  search.set('subTab', String(filters.subTab));
  const setList = (name: string, values: readonly string[]) => {
    if (values.length > 0) search.set(name, values.join(','));
  };
  if (filters.dateRange) setList('dateRange', filters.dateRange);
  setList('schoolIds', filters.schoolIds);
  setList('walkTypes', filters.walkTypes);
  if (filters.currentTab === 1) setList('userIds', filters.userIds);
  if (filters.awaitingMyAction) search.set('awaitingMyAction', 'true');
  if (filters.showArchived) search.set('showArchived', 'true');
  return search;
}

/** How many filters are set, for the badge on the Filters button; tabs are not filters. */
export function activeWalkFilterCount(filters: WalkFilters): number {
  const lists = [filters.schoolIds, filters.walkTypes, filters.userIds];
  return (
    lists.filter((values) => values.length > 0).length +
    [filters.dateRange !== null, filters.awaitingMyAction, filters.showArchived].filter(Boolean).length
  );
}
