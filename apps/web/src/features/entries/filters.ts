import { OBSERVATION_TYPES, type ObservationType, WALK_TYPES, type WalkType } from '@schooldog/domain';

/** The entries explorer's filters (spec 000 §2 "Entries explorer"), as the page holds them. */
export interface EntryFilters {
  /** Start and end dates (YYYY-MM-DD), start first; null for all time. */
  dateRange: [string, string] | null;
  schoolIds: string[];
  walkTypes: WalkType[];
  entryTypes: ObservationType[];
  userIds: string[];
  category: string | null;
  item: string | null;
  tag: string | null;
  location: string | null;
  sortAsc: boolean;
}

export const EMPTY_FILTERS: EntryFilters = {
  dateRange: null,
  schoolIds: [],
  walkTypes: [],
  entryTypes: [],
  userIds: [],
  category: null,
  item: null,
  tag: null,
  location: null,
  sortAsc: false,
};

/** What the user may filter by, decided outside so the functions here stay pure. */
export interface FilterRules {
  /** Whether other people's entries may be filtered by, for these schools (view entries at every one). */
  mayFilterOthers: (schoolIds: readonly string[]) => boolean;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function list(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((part) => part.trim()))].filter(Boolean);
}

function oneOf<T extends string>(allowed: readonly T[], values: string[]): T[] {
  return values.filter((value): value is T => (allowed as readonly string[]).includes(value));
}

function text(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Two valid dates, start first: "a date range with start after end is swapped" (spec 000 §5). */
export function dateRangeOf(start: string, end: string): [string, string] | null {
  if (!ISO_DATE.test(start) || !ISO_DATE.test(end)) return null;
  return start <= end ? [start, end] : [end, start];
}

/**
 * The explorer's rules on a set of filters: the location filter needs exactly one school, and
 * people can be filtered by only with view entries at every selected school (spec 000 §2, §6).
 */
export function normalizeFilters(filters: EntryFilters, rules: FilterRules): EntryFilters {
  return {
    ...filters,
    location: filters.schoolIds.length === 1 ? filters.location : null,
    userIds: filters.userIds.length > 0 && rules.mayFilterOthers(filters.schoolIds) ? filters.userIds : [],
  };
}

/** Reads the filters back from the query string; unknown values are dropped, comma lists accepted. */
export function filtersFromSearch(search: URLSearchParams, rules: FilterRules): EntryFilters {
  const [start, end] = list(search.get('dateRange'));
  return normalizeFilters(
    {
      dateRange: start && end ? dateRangeOf(start, end) : null,
      schoolIds: list(search.get('schoolIds')),
      walkTypes: oneOf(WALK_TYPES, list(search.get('walkTypes'))),
      entryTypes: oneOf(OBSERVATION_TYPES, list(search.get('entryTypes'))),
      userIds: list(search.get('userIds')),
      category: text(search.get('category')),
      item: text(search.get('item')),
      tag: text(search.get('tag')),
      location: text(search.get('location')),
      sortAsc: search.get('sortAsc') === 'true',
    },
    rules,
  );
}

/** The filters as query-string values: lists comma-joined, empty ones left out (also the API's filters). */
export function searchFromFilters(filters: EntryFilters): URLSearchParams {
  const search = new URLSearchParams();
  const setList = (name: string, values: readonly string[]) => {
    if (values.length > 0) search.set(name, values.join(','));
  };
  if (filters.dateRange) setList('dateRange', filters.dateRange);
  setList('schoolIds', filters.schoolIds);
  setList('walkTypes', filters.walkTypes);
  setList('entryTypes', filters.entryTypes);
  setList('userIds', filters.userIds);
  for (const name of ['category', 'item', 'tag', 'location'] as const) {
    const value = filters[name];
    if (value) search.set(name, value);
  }
  if (filters.sortAsc) search.set('sortAsc', 'true');
  return search;
}

/** How many filters are set, for the badge on the Filters button; the sort order is not a filter. */
export function activeFilterCount(filters: EntryFilters): number {
  const lists = [filters.schoolIds, filters.walkTypes, filters.entryTypes, filters.userIds];
  const values = [filters.dateRange, filters.category, filters.item, filters.tag, filters.location];
  return lists.filter((values) => values.length > 0).length + values.filter((value) => value !== null).length;
}

/** The one entry type filtered by, which names the count (Concerns, Praises, Other Entries); else null. */
export function singleEntryType(filters: EntryFilters): ObservationType | null {
  return filters.entryTypes.length === 1 ? (filters.entryTypes[0] ?? null) : null;
}
