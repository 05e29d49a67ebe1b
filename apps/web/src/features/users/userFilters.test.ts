import { describe, expect, it } from 'vitest';
import {
  apiSearchFromUserFilters,
  changeUserFilters,
  CLEARED_USER_FILTERS,
  searchFromUserFilters,
  userFiltersFromSearch,
} from './userFilters';

const read = (search: string) => userFiltersFromSearch(new URLSearchParams(search));

describe('the users list filters in the query string', () => {
  it('reads search, role, school, archived state and page', () => {
    expect(read('q=lee&role=principal&schoolId=s1&archived=archived&page=4')).toEqual({
      q: 'lee',
      role: 'principal',
      schoolId: 's1',
      archived: 'archived',
      page: 3,
    });
  });

  it('falls back to no filter for unknown values', () => {
    expect(read('role=wizard&archived=maybe&page=-2')).toEqual(CLEARED_USER_FILTERS);
    expect(read('page=1.5').page).toBe(0);
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const filters = { ...CLEARED_USER_FILTERS, q: ' ava ', archived: 'all' as const, page: 2 };
    const search = searchFromUserFilters(filters);
    expect(search.toString()).toBe('q=ava&archived=all&page=3');
    expect(userFiltersFromSearch(search)).toEqual({ ...filters, q: 'ava' });
    expect(searchFromUserFilters(CLEARED_USER_FILTERS).toString()).toBe('');
  });

  it('asks the API for pages of 50 by offset, active users unless told', () => {
    expect(apiSearchFromUserFilters({ ...CLEARED_USER_FILTERS, page: 2 })).toBe(
      'archived=active&offset=100&limit=50',
    );
  });

  it('goes back to the first page when a filter changes, not when paging', () => {
    const onPage3 = { ...CLEARED_USER_FILTERS, page: 2 };
    expect(changeUserFilters(onPage3, { role: 'educator' }).page).toBe(0);
    expect(changeUserFilters(onPage3, { page: 5 }).page).toBe(5);
  });
});
