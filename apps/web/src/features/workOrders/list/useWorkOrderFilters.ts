import { useSearchFilters } from '../../../ui/filters/useSearchFilters';
import { searchFromWorkOrderFilters, workOrderFiltersFromSearch } from './filters';

/** /tasks' filters and view in the query string (a link or a reload shows the same work orders). */
export function useWorkOrderFilters() {
  return useSearchFilters(workOrderFiltersFromSearch, searchFromWorkOrderFilters);
}
