import {
  type DateRange,
  readDateRange,
  readList,
  writeDateRange,
  writeList,
} from '../../ui/filters/searchParams';

/** The table's filters and page, mirrored in the URL (spec 000 §2: dateRange, schoolIds, userIds). */
export interface DrillFilters {
  dateRange: DateRange | null;
  schoolIds: string[];
  userIds: string[];
  page: number;
}

export function readDrillFilters(search: URLSearchParams): DrillFilters {
  const page = Number(search.get('page'));
  return {
    dateRange: readDateRange(search),
    schoolIds: readList(search, 'schoolIds'),
    userIds: readList(search, 'userIds'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filters as the URL and the API take them; a change of filters goes back to page 1. */
export function writeDrillFilters(filters: DrillFilters): URLSearchParams {
  const search = new URLSearchParams();
  writeDateRange(search, filters.dateRange);
  writeList(search, 'schoolIds', filters.schoolIds);
  writeList(search, 'userIds', filters.userIds);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The export's query: the filters without the page. */
export const exportSearch = (filters: DrillFilters) => writeDrillFilters({ ...filters, page: 1 }).toString();
