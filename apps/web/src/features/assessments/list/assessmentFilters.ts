import { ASSESSMENT_STATUSES, type AssessmentStatus } from '@schooldog/domain';
import { dateRangeOf } from '../../entries/filters';

/** The assessments list's filters (issue 14 "Reading": school, template, status, date range). */
export interface AssessmentFilters {
  /** Start and end dates (YYYY-MM-DD), start first; null for all time. */
  dateRange: [string, string] | null;
  schoolIds: string[];
  rubricIds: string[];
  statuses: AssessmentStatus[];
}

/** Every filter cleared (Clear all). */
export function clearedAssessmentFilters(): AssessmentFilters {
  return { dateRange: null, schoolIds: [], rubricIds: [], statuses: [] };
}

function list(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((part) => part.trim()))].filter(Boolean);
}

const isStatus = (value: string): value is AssessmentStatus =>
  (ASSESSMENT_STATUSES as readonly string[]).includes(value);

/** Reads the filters back from the query string: comma lists, unknown statuses dropped, a reversed range swapped. */
export function assessmentFiltersFromSearch(search: URLSearchParams): AssessmentFilters {
  const [start, end] = list(search.get('dateRange'));
  return {
    dateRange: start && end ? dateRangeOf(start, end) : null,
    schoolIds: list(search.get('schoolIds')),
    rubricIds: list(search.get('rubricIds')),
    statuses: list(search.get('statuses')).filter(isStatus),
  };
}

/** The filters as query-string values, also the API's query (GET /api/assessments): lists comma-joined, empty ones left out. */
export function searchFromAssessmentFilters(filters: AssessmentFilters): URLSearchParams {
  const search = new URLSearchParams();
  const setList = (name: string, values: readonly string[]) => {
    if (values.length > 0) search.set(name, values.join(','));
  };
  if (filters.dateRange) setList('dateRange', filters.dateRange);
  setList('schoolIds', filters.schoolIds);
  setList('rubricIds', filters.rubricIds);
  setList('statuses', filters.statuses);
  return search;
}

/** How many filters are set, for the badge on the Filters button. */
export function activeAssessmentFilterCount(filters: AssessmentFilters): number {
  return [
    filters.dateRange !== null,
    ...[filters.schoolIds, filters.rubricIds, filters.statuses].map((v) => v.length > 0),
  ].filter(Boolean).length;
}
