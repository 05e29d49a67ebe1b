import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  type EntryFilters,
  type FilterRules,
  filtersFromSearch,
  normalizeFilters,
  searchFromFilters,
  singleEntryType,
} from './filters';

const mayFilterEveryone: FilterRules = { mayFilterOthers: () => true };
const mayFilterAtSchool1: FilterRules = {
  mayFilterOthers: (schoolIds) => schoolIds.length > 0 && schoolIds.every((id) => id === 'school1'),
};

const read = (query: string, rules: FilterRules = mayFilterEveryone) =>
  filtersFromSearch(new URLSearchParams(query), rules);

const full: EntryFilters = {
  dateRange: ['2024-08-01', '2025-06-30'],
  schoolIds: ['school1'],
  walkTypes: ['school', 'partner'],
  entryTypes: ['concern'],
  userIds: ['user1', 'user2'],
  category: 'cat1',
  item: 'item1',
  tag: 'Fence',
  location: 'Gym',
  sortAsc: true,
};

describe('entries explorer filters in the query string', () => {
  it('round-trips every filter, with lists comma-joined', () => {
    const search = searchFromFilters(full);
    expect(search.get('dateRange')).toBe('2024-08-01,2025-06-30');
    expect(search.get('walkTypes')).toBe('school,partner');
    expect(search.get('userIds')).toBe('user1,user2');
    expect(search.get('sortAsc')).toBe('true');
    expect(read(search.toString())).toEqual(full);
  });

  it('leaves out empty filters and the default sort, and reads an empty query as no filters', () => {
    expect(searchFromFilters(EMPTY_FILTERS).toString()).toBe('');
    expect(read('')).toEqual(EMPTY_FILTERS);
  });

  it('accepts comma lists for schoolIds, userIds and entryTypes, dropping unknown types and blanks', () => {
    const filters = read(
      'schoolIds=school1,,school2&userIds=user1&entryTypes=praise,bogus,concern&walkTypes=district,x',
    );
    expect(filters.schoolIds).toEqual(['school1', 'school2']);
    expect(filters.userIds).toEqual(['user1']);
    expect(filters.entryTypes).toEqual(['praise', 'concern']);
    expect(filters.walkTypes).toEqual(['district']);
  });

  it('keeps the location filter only when exactly one school is selected', () => {
    expect(read('schoolIds=school1&location=Gym').location).toBe('Gym');
    expect(read('schoolIds=school1,school2&location=Gym').location).toBeNull();
    expect(read('location=Gym').location).toBeNull();
  });

  it('clears the location when a second school is chosen', () => {
    const next = normalizeFilters({ ...full, schoolIds: ['school1', 'school2'] }, mayFilterEveryone);
    expect(next.location).toBeNull();
    expect(searchFromFilters(next).has('location')).toBe(false);
  });

  it('keeps people only with view entries at every selected school', () => {
    expect(read('schoolIds=school1&userIds=user2', mayFilterAtSchool1).userIds).toEqual(['user2']);
    expect(read('schoolIds=school1,school2&userIds=user2', mayFilterAtSchool1).userIds).toEqual([]);
    expect(read('userIds=user2', mayFilterAtSchool1).userIds).toEqual([]);
  });
});

describe('the active-filter badge', () => {
  it('counts nothing without filters, and the sort order is not a filter', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, sortAsc: true })).toBe(0);
  });

  it('counts each filter in use once, however many values it has', () => {
    expect(activeFilterCount({ ...EMPTY_FILTERS, schoolIds: ['a', 'b', 'c'] })).toBe(1);
    expect(activeFilterCount({ ...EMPTY_FILTERS, dateRange: ['2025-01-01', '2025-01-31'], tag: 'x' })).toBe(
      2,
    );
    expect(activeFilterCount(full)).toBe(9);
  });
});

describe('the entry count label', () => {
  it('is named after the one entry type filtered by, otherwise Entries', () => {
    expect(singleEntryType({ ...EMPTY_FILTERS, entryTypes: ['praise'] })).toBe('praise');
    expect(singleEntryType({ ...EMPTY_FILTERS, entryTypes: ['praise', 'other'] })).toBeNull();
    expect(singleEntryType(EMPTY_FILTERS)).toBeNull();
  });
});
