import { DEFAULT_TIME_ZONE } from '@schooldog/domain';

/*
 * Whether a record made or changed on this device belongs in a list the server filtered: the
 * pieces of a feature's filters (e.g. the explorer's, spec 000 §2), read from the same query
 * string the server got, with the server's rules (apps/server/src/features/entries/query.ts).
 */

/** A comma-separated parameter's values. */
export function listParam(search: URLSearchParams, name: string): string[] {
  const value = search.get(name);
  if (!value) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A text parameter, trimmed; null when blank. */
export function textParam(search: URLSearchParams, name: string): string | null {
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
export function isWithinDateRange(search: URLSearchParams, time: string): boolean {
  const [first, second] = listParam(search, 'dateRange');
  if (!first || !second) return true;
  const [start, end] = first <= second ? [first, second] : [second, first];
  const day = dayInDistrict(time);
  return day !== null && day >= start && day <= end;
}

/** A list filter: empty allows everything. */
export const allows = (values: readonly string[], value: string) =>
  values.length === 0 || values.includes(value);
