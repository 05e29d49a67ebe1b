import { WALK_TYPES, type WalkType } from '@schooldog/domain';
import {
  countSetFilters,
  type DateRange,
  readChoices,
  readDateRange,
  readList,
  writeDateRange,
  writeList,
} from '../../../ui/filters/searchParams';

/** My Walks (0) or Team Walks (1); In Progress (0) or Completed (1) (spec 000 §2 "Walks list"). */
export type WalksTab = 0 | 1;

/** The walks list's filters as the page holds them. */
export interface WalkFilters {
  currentTab: WalksTab;
  subTab: WalksTab;
  /** Null for all time. */
  dateRange: DateRange | null;
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
  return normalizeWalkFilters(
    {
      currentTab: tabOf(search.get('currentTab')),
      subTab: tabOf(search.get('subTab')),
      dateRange: readDateRange(search),
      schoolIds: readList(search, 'schoolIds'),
      walkTypes: readChoices(search, 'walkTypes', WALK_TYPES),
      userIds: readList(search, 'userIds'),
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
  writeDateRange(search, filters.dateRange);
  writeList(search, 'schoolIds', filters.schoolIds);
  writeList(search, 'walkTypes', filters.walkTypes);
  if (filters.currentTab === 1) writeList(search, 'userIds', filters.userIds);
  if (filters.awaitingMyAction) search.set('awaitingMyAction', 'true');
  if (filters.showArchived) search.set('showArchived', 'true');
  return search;
}

/** How many filters are set, for the badge on the Filters button; tabs are not filters. */
export function activeWalkFilterCount(filters: WalkFilters): number {
  const { dateRange, schoolIds, walkTypes, userIds, awaitingMyAction, showArchived } = filters;
  return countSetFilters([dateRange, schoolIds, walkTypes, userIds, awaitingMyAction, showArchived]);
}
