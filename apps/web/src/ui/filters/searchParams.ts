/*
 * A list's filters in the query string, so a link or a reload shows the same list: lists
 * comma-joined, a date range as `dateRange=start,end`, empty filters left out. The same form is the
 * API's query for the entries, walks and assessments lists.
 */

/** Start and end dates (YYYY-MM-DD), start first. */
export type DateRange = [string, string];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Two valid dates, start first: "a date range with start after end is swapped" (spec 000 §5). */
export function dateRangeOf(start: string, end: string): DateRange | null {
  if (!ISO_DATE.test(start) || !ISO_DATE.test(end)) return null;
  return start <= end ? [start, end] : [end, start];
}

/** A comma list: trimmed, without blanks or repeats. */
export function readList(search: URLSearchParams, name: string): string[] {
  const value = search.get(name);
  if (!value) return [];
  return [...new Set(value.split(',').map((part) => part.trim()))].filter(Boolean);
}

/** The values of a comma list that are among `allowed`; unknown ones are dropped. */
export function readChoices<T extends string>(
  search: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T[] {
  return readList(search, name).filter((value): value is T => (allowed as readonly string[]).includes(value));
}

/** The date range, swapped if reversed; null (all time) without two valid dates. */
export function readDateRange(search: URLSearchParams): DateRange | null {
  const [start, end] = readList(search, 'dateRange');
  return start && end ? dateRangeOf(start, end) : null;
}

/** Writes a list comma-joined, or nothing when it is empty. */
export function writeList(search: URLSearchParams, name: string, values: readonly string[]): void {
  if (values.length > 0) search.set(name, values.join(','));
}

/** Writes the date range, or nothing for all time. */
export function writeDateRange(search: URLSearchParams, range: DateRange | null): void {
  if (range) writeList(search, 'dateRange', range);
}

/**
 * How many filters are set, for the badge on the Filters button: a list with a value, a date range
 * or text that is not null, a switch that is on; each counts once.
 */
export function countSetFilters(values: readonly (readonly string[] | string | boolean | null)[]): number {
  return values.filter((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value))).length;
}
