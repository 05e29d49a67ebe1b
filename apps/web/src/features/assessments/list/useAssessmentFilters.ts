import { useSearchFilters } from '../../../ui/filters/useSearchFilters';
import { assessmentFiltersFromSearch, searchFromAssessmentFilters } from './assessmentFilters';

/** The list's filters in the query string: a link or a reload shows the same list. */
export function useAssessmentFilters() {
  return useSearchFilters(assessmentFiltersFromSearch, searchFromAssessmentFilters);
}
