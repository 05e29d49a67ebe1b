import { useCallback, useMemo } from 'react';
import { useSearchFilters } from '../../../ui/filters/useSearchFilters';
import { useCurrentUser } from '../../auth/currentUser';
import { walkTabRules } from './access';
import {
  normalizeWalkFilters,
  type WalkFilters,
  walkFiltersFromSearch,
  searchFromWalkFilters,
} from './walkFilters';

/** The walks list's filters in the query string (a link or a reload shows the same walks). */
export function useWalkFilters() {
  const me = useCurrentUser();
  const rules = useMemo(() => walkTabRules(me), [me]);
  const read = useCallback((search: URLSearchParams) => walkFiltersFromSearch(search, rules), [rules]);
  const write = useCallback(
    (filters: WalkFilters) => searchFromWalkFilters(normalizeWalkFilters(filters, rules)),
    [rules],
  );
  return { ...useSearchFilters(read, write), rules };
}
