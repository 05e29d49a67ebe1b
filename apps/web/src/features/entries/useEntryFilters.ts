import { entryQueryScope } from '@schooldog/domain';
import { useCallback, useMemo } from 'react';
import { useSearchFilters } from '../../ui/filters/useSearchFilters';
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
 * The explorer's filters in the query string (a link or a reload shows the same entries); each
 * change applies the explorer's rules before it is written.
 */
export function useEntryFilters() {
  const me = useCurrentUser();
  const rules = useMemo(
    (): FilterRules => ({
      mayFilterOthers: (schoolIds) => entryQueryScope(resolvedPermissionsOf(me), schoolIds).mayFilterOthers,
    }),
    [me],
  );
  const read = useCallback((search: URLSearchParams) => filtersFromSearch(search, rules), [rules]);
  const write = useCallback(
    (filters: EntryFilters) => searchFromFilters(normalizeFilters(filters, rules)),
    [rules],
  );
  return { ...useSearchFilters(read, write), rules };
}
