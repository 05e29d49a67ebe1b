import { isRoleName, type RoleName, USER_ADMIN_PAGE_SIZE } from '@schooldog/domain';

/** Which users the list shows by their archived state (the API's `archived`). */
export const ARCHIVED_STATES = ['active', 'archived', 'all'] as const;
export type ArchivedState = (typeof ARCHIVED_STATES)[number];

/** The users list's filters as the page holds them, mirrored in the query string. */
export interface UserFilters {
  q: string;
  role: RoleName | null;
  schoolId: string | null;
  archived: ArchivedState;
  /** 0-based page of USER_ADMIN_PAGE_SIZE users. */
  page: number;
}

export const CLEARED_USER_FILTERS: UserFilters = {
  q: '',
  role: null,
  schoolId: null,
  archived: 'active',
  page: 0,
};

const PAGE_MAX = 100_000;

/** Reads the filters back from the query string; unknown values fall back to none. */
export function userFiltersFromSearch(search: URLSearchParams): UserFilters {
  const role = search.get('role');
  const archived = search.get('archived');
  const page = Number(search.get('page') ?? '1');
  return {
    q: (search.get('q') ?? '').slice(0, 200),
    role: role && isRoleName(role) ? role : null,
    schoolId: search.get('schoolId') || null,
    archived: ARCHIVED_STATES.find((state) => state === archived) ?? 'active',
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page - 1 : 0,
  };
}

/** The filters as the page's query string: defaults left out, the page counted from 1 for people. */
export function searchFromUserFilters(filters: UserFilters): URLSearchParams {
  const search = new URLSearchParams();
  const q = filters.q.trim();
  if (q) search.set('q', q);
  if (filters.role) search.set('role', filters.role);
  if (filters.schoolId) search.set('schoolId', filters.schoolId);
  if (filters.archived !== 'active') search.set('archived', filters.archived);
  if (filters.page > 0) search.set('page', String(filters.page + 1));
  return search;
}

/** The API's query (ZAdminUsersQuery) for these filters: offset paging of USER_ADMIN_PAGE_SIZE. */
export function apiSearchFromUserFilters(filters: UserFilters): string {
  const search = searchFromUserFilters(filters);
  search.delete('page');
  search.set('archived', filters.archived);
  search.set('offset', String(filters.page * USER_ADMIN_PAGE_SIZE));
  search.set('limit', String(USER_ADMIN_PAGE_SIZE));
  return search.toString();
}

/** A change of any filter but the page goes back to the first page. */
export function changeUserFilters(filters: UserFilters, change: Partial<UserFilters>): UserFilters {
  const isPaging = Object.keys(change).every((key) => key === 'page');
  return { ...filters, ...change, page: isPaging ? (change.page ?? filters.page) : 0 };
}
