import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeUserFilters,
  searchFromUserFilters,
  type UserFilters,
  userFiltersFromSearch,
} from './userFilters';

/** The list's filters, kept in the query string so a link or a reload shows the same users. */
export function useUserFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => userFiltersFromSearch(searchParams), [searchParams]);
  const setFilters = useCallback(
    (change: Partial<UserFilters>) =>
      setSearchParams(searchFromUserFilters(changeUserFilters(filters, change)), { replace: true }),
    [filters, setSearchParams],
  );
  return { filters, setFilters };
}
