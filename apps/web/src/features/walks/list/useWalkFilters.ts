import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../auth/currentUser';
import { walkTabRules } from './access';
import {
  normalizeWalkFilters,
  type WalkFilters,
  walkFiltersFromSearch,
  searchFromWalkFilters,
} from './walkFilters';

/**
 * The walks list's filters, mirrored into the query string and read back from it, so a link or a
 * reload shows the same walks.
 */
export function useWalkFilters() {
  const me = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const rules = useMemo(() => walkTabRules(me), [me]);
  const filters = useMemo(() => walkFiltersFromSearch(searchParams, rules), [searchParams, rules]);
  const setFilters = useCallback(
    (change: Partial<WalkFilters>) =>
      setSearchParams(searchFromWalkFilters(normalizeWalkFilters({ ...filters, ...change }, rules)), {
        replace: true,
      }),
    [filters, rules, setSearchParams],
  );
  return { filters, setFilters, rules };
}
