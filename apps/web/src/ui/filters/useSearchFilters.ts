import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters, mirrored into the query string and read back from it, so a link or a reload
 * shows the same list. `read` and `write` apply the list's own rules; keep them stable (useCallback
 * or module functions), as the filters are read again when they change.
 */
export function useSearchFilters<Filters>(
  read: (search: URLSearchParams) => Filters,
  write: (filters: Filters) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => read(searchParams), [read, searchParams]);
  const setFilters = useCallback(
    (change: Partial<Filters>) => setSearchParams(write({ ...filters, ...change }), { replace: true }),
    [filters, write, setSearchParams],
  );
  return { filters, setFilters };
}
