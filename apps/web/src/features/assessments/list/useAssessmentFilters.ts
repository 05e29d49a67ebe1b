import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type AssessmentFilters,
  assessmentFiltersFromSearch,
  searchFromAssessmentFilters,
} from './assessmentFilters';

/** The list's filters, mirrored into the query string and read back from it: a link or a reload shows the same list. */
export function useAssessmentFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => assessmentFiltersFromSearch(searchParams), [searchParams]);
  const setFilters = useCallback(
    (change: Partial<AssessmentFilters>) =>
      setSearchParams(searchFromAssessmentFilters({ ...filters, ...change }), { replace: true }),
    [filters, setSearchParams],
  );
  return { filters, setFilters };
}
