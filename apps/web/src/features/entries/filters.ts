import { OBSERVATION_TYPES, type ObservationType, WALK_TYPES, type WalkType } from '@schooldog/domain';
import {
  countSetFilters,
  type DateRange,
  readChoices,
  readDateRange,
  readList,
  writeDateRange,
  writeList,
} from '../../ui/filters/searchParams';

/** The entries explorer's filters (spec 000 §2 "Entries explorer"), as the page holds them. */
export interface EntryFilters {
  /** Null for all time. */
  dateRange: DateRange | null;
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

function text(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
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
  return normalizeFilters(
    {
      dateRange: readDateRange(search),
      schoolIds: readList(search, 'schoolIds'),
      walkTypes: readChoices(search, 'walkTypes', WALK_TYPES),
      entryTypes: readChoices(search, 'entryTypes', OBSERVATION_TYPES),
      userIds: readList(search, 'userIds'),
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
  writeDateRange(search, filters.dateRange);
  writeList(search, 'schoolIds', filters.schoolIds);
  writeList(search, 'walkTypes', filters.walkTypes);
  writeList(search, 'entryTypes', filters.entryTypes);
  writeList(search, 'userIds', filters.userIds);
  for (const name of ['category', 'item', 'tag', 'location'] as const) {
    const value = filters[name];
    if (value) search.set(name, value);
  }
  if (filters.sortAsc) search.set('sortAsc', 'true');
  return search;
}

/** How many filters are set, for the badge on the Filters button; the sort order is not a filter. */
export function activeFilterCount(filters: EntryFilters): number {
  const { dateRange, schoolIds, walkTypes, entryTypes, userIds, category, item, tag, location } = filters;
  return countSetFilters([
    dateRange,
    schoolIds,
    walkTypes,
    entryTypes,
    userIds,
    category,
    item,
    tag,
    location,
  ]);
}

/** The one entry type filtered by, which names the count (Concerns, Praises, Other Entries); else null. */
export function singleEntryType(filters: EntryFilters): ObservationType | null {
  return filters.entryTypes.length === 1 ? (filters.entryTypes[0] ?? null) : null;
}
