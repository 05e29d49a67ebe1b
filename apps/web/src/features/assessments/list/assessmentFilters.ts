import { ASSESSMENT_STATUSES, type AssessmentStatus } from '@schooldog/domain';
import {
  countSetFilters,
  type DateRange,
  readChoices,
  readDateRange,
  readList,
  writeDateRange,
  writeList,
} from '../../../ui/filters/searchParams';

/** The assessments list's filters (issue 14 "Reading": school, template, status, date range). */
export interface AssessmentFilters {
  /** Null for all time. */
  dateRange: DateRange | null;
  schoolIds: string[];
  rubricIds: string[];
  statuses: AssessmentStatus[];
}

/** Every filter cleared (Clear all). */
export function clearedAssessmentFilters(): AssessmentFilters {
  return { dateRange: null, schoolIds: [], rubricIds: [], statuses: [] };
}

/** Reads the filters back from the query string: comma lists, unknown statuses dropped, a reversed range swapped. */
export function assessmentFiltersFromSearch(search: URLSearchParams): AssessmentFilters {
  return {
    dateRange: readDateRange(search),
    schoolIds: readList(search, 'schoolIds'),
    rubricIds: readList(search, 'rubricIds'),
    statuses: readChoices(search, 'statuses', ASSESSMENT_STATUSES),
  };
}

/** The filters as query-string values, also the API's query (GET /api/assessments): lists comma-joined, empty ones left out. */
export function searchFromAssessmentFilters(filters: AssessmentFilters): URLSearchParams {
  const search = new URLSearchParams();
  writeDateRange(search, filters.dateRange);
  writeList(search, 'schoolIds', filters.schoolIds);
  writeList(search, 'rubricIds', filters.rubricIds);
  writeList(search, 'statuses', filters.statuses);
  return search;
}

/** How many filters are set, for the badge on the Filters button. */
export function activeAssessmentFilterCount(filters: AssessmentFilters): number {
  const { dateRange, schoolIds, rubricIds, statuses } = filters;
  return countSetFilters([dateRange, schoolIds, rubricIds, statuses]);
}
