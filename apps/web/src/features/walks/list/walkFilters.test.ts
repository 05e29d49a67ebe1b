import { describe, expect, it } from 'vitest';
import {
  activeWalkFilterCount,
  searchFromWalkFilters,
  type WalkTabRules,
  walkFiltersFromSearch,
} from './walkFilters';

const everything: WalkTabRules = { hasMyWalks: true, hasTeamWalks: true, hasTeamInProgress: true };
const read = (query: string, rules = everything) => walkFiltersFromSearch(new URLSearchParams(query), rules);

describe('the walks list filters', () => {
  it('round-trip through the query string with comma lists', () => {
    const query =
      'currentTab=1&subTab=0&dateRange=2025-01-01%2C2025-06-30&schoolIds=school1%2Cschool2&walkTypes=school%2Cpartner&userIds=user2&awaitingMyAction=true&showArchived=true';
    const filters = read(query);
    expect(filters).toEqual({
      currentTab: 1,
      subTab: 0,
      dateRange: ['2025-01-01', '2025-06-30'],
      schoolIds: ['school1', 'school2'],
      walkTypes: ['school', 'partner'],
      userIds: ['user2'],
      awaitingMyAction: true,
      showArchived: true,
    });
    expect(searchFromWalkFilters(filters).toString()).toBe(query);
    expect(activeWalkFilterCount(filters)).toBe(6);
  });

  it('swaps a reversed date range and drops unknown walk types', () => {
    const filters = read('dateRange=2025-06-30,2025-01-01&walkTypes=school,bogus');
    expect(filters.dateRange).toEqual(['2025-01-01', '2025-06-30']);
    expect(filters.walkTypes).toEqual(['school']);
  });

  it('keeps users only on the Team Walks tab', () => {
    expect(read('currentTab=0&userIds=user2').userIds).toEqual([]);
    expect(
      searchFromWalkFilters({ ...read('currentTab=1&userIds=user2'), currentTab: 0 }).has('userIds'),
    ).toBe(false);
  });

  it('falls back to the tabs the user has', () => {
    const viewOnly = { hasMyWalks: false, hasTeamWalks: true, hasTeamInProgress: false };
    expect(read('currentTab=0&subTab=0', viewOnly)).toMatchObject({ currentTab: 1, subTab: 1 });
    const logOnly = { hasMyWalks: true, hasTeamWalks: false, hasTeamInProgress: false };
    expect(read('currentTab=1&subTab=0', logOnly)).toMatchObject({ currentTab: 0, subTab: 0 });
  });
});
