import { SAFETY_ALERT_TABS, type SafetyAlertTab } from '@schooldog/domain';
import {
  countSetFilters,
  type DateRange,
  readDateRange,
  readList,
  writeDateRange,
  writeList,
} from '../../../ui/filters/searchParams';

/** The safety alerts list's tab and filters (issue 25 point 3: schools and a date range). */
export interface SafetyAlertFilters {
  tab: SafetyAlertTab;
  /** Null for all time. */
  dateRange: DateRange | null;
  schoolIds: string[];
}

/** Every filter cleared (Clear all); the tab stays. */
export const clearedSafetyAlertFilters = (): Omit<SafetyAlertFilters, 'tab'> => ({
  dateRange: null,
  schoolIds: [],
});

const isTab = (value: string | null): value is SafetyAlertTab =>
  SAFETY_ALERT_TABS.some((tab) => tab === value);

/** Reads the tab and filters back from the query string; an unknown tab is the received one. */
export function safetyAlertFiltersFromSearch(search: URLSearchParams): SafetyAlertFilters {
  const tab = search.get('tab');
  return {
    tab: isTab(tab) ? tab : 'received',
    dateRange: readDateRange(search),
    schoolIds: readList(search, 'schoolIds'),
  };
}

/** The tab and filters as query-string values, also the API's query (GET /api/safety-alerts). */
export function searchFromSafetyAlertFilters(filters: SafetyAlertFilters): URLSearchParams {
  const search = new URLSearchParams({ tab: filters.tab });
  writeDateRange(search, filters.dateRange);
  writeList(search, 'schoolIds', filters.schoolIds);
  return search;
}

/** How many filters are set, for the badge on the Filters button (the tab is none). */
export const activeSafetyAlertFilterCount = (filters: SafetyAlertFilters): number =>
  countSetFilters([filters.dateRange, filters.schoolIds]);
