import { entryQueryScope } from '@schooldog/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../auth/currentUser';
import { resolvedPermissionsOf } from '../auth/permissions';
import {
  type EntryFilters,
  type FilterRules,
  filtersFromSearch,
  normalizeFilters,
  searchFromFilters,
} from './filters';

/**
 * The explorer's filters, mirrored into the query string and read back from it, so a link or a
 * reload shows the same entries. Each change applies the explorer's rules before it is written.
 */
export function useEntryFilters() {
  const me = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const rules = useMemo(
    (): FilterRules => ({
      mayFilterOthers: (schoolIds) => entryQueryScope(resolvedPermissionsOf(me), schoolIds).mayFilterOthers,
    }),
    [me],
  );
  const filters = useMemo(() => filtersFromSearch(searchParams, rules), [searchParams, rules]);
  const setFilters = useCallback(
    (change: Partial<EntryFilters>) =>
      setSearchParams(searchFromFilters(normalizeFilters({ ...filters, ...change }, rules)), {
        replace: true,
      }),
    [filters, rules, setSearchParams],
  );
  return { filters, setFilters, rules };
}
