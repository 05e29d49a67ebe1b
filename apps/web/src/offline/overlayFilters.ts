import { DEFAULT_TIME_ZONE, type TEntry, type TWalk } from '@schooldog/domain';

/*
 * Whether a record made or changed on this device belongs in a list the server filtered: the
 * explorer's and the walks list's filters (spec 000 §2, §7), read from the same query string the
 * server got, with the server's rules (apps/server/src/features/entries/query.ts, walks/query.ts).
 */

function list(search: URLSearchParams, name: string): string[] {
  const value = search.get(name);
  if (!value) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function text(search: URLSearchParams, name: string): string | null {
  const value = search.get(name)?.trim();
  return value ? value : null;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) of an instant in the district's time zone. */
export function dayInDistrict(time: string): string | null {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(dayFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** "Start 00:00 to end 23:59:59 in the district's time zone"; a reversed range is swapped. */
function isWithinDateRange(search: URLSearchParams, time: string): boolean {
  const [first, second] = list(search, 'dateRange');
  if (!first || !second) return true;
  const [start, end] = first <= second ? [first, second] : [second, first];
  const day = dayInDistrict(time);
  return day !== null && day >= start && day <= end;
}

const allows = (values: readonly string[], value: string) => values.length === 0 || values.includes(value);

/** The explorer's filters (GET /api/entries) on one entry. */
export function entryMatchesSearch(entry: TEntry, searchText: string): boolean {
  const search = new URLSearchParams(searchText);
  const category = text(search, 'category');
  const item = text(search, 'item');
  const tag = text(search, 'tag');
  const location = text(search, 'location');
  return (
    !entry.isDeleted &&
    allows(list(search, 'schoolIds'), entry.schoolId) &&
    allows(list(search, 'walkTypes'), entry.walkType) &&
    allows(list(search, 'entryTypes'), entry.observationType) &&
    allows(list(search, 'userIds'), entry.reportedByUserId) &&
    (category === null || entry.observationCategoryId === category) &&
    (item === null || entry.observationItemId === item) &&
    (tag === null || entry.searchableTags.includes(tag.toLowerCase())) &&
    (location === null || entry.searchableLocation === location.toLowerCase()) &&
    isWithinDateRange(search, entry.timestamp)
  );
}

/** Whether the explorer's query string sorts oldest first. */
export const isOldestFirst = (searchText: string) =>
  new URLSearchParams(searchText).get('sortAsc') === 'true';

/**
 * The walks list's filters (GET /api/walks and /counts) on a walk started on this device: in
 * progress and led by the user, so it is in My Walks' In Progress. Team Walks, hidden offline, show
 * it once the server has it. Without a subTab (the counts) only the other filters apply.
 */
export function startedWalkMatchesSearch(walk: TWalk, searchText: string): boolean {
  const search = new URLSearchParams(searchText);
  return (
    search.get('currentTab') !== '1' &&
    search.get('subTab') !== '1' &&
    allows(list(search, 'schoolIds'), walk.schoolId) &&
    allows(list(search, 'walkTypes'), walk.walkType) &&
    isWithinDateRange(search, walk.timeCreated)
  );
}
