import type { DateRange } from './searchParams';

/** A date range as a person reads it, in their language: "Mar 1 – 31, 2025". */
export function dateRangeLabel(range: DateRange, language: string): string {
  // The dates are calendar days: read and written in UTC so no time zone moves them.
  const [start, end] = range.map((day) => new Date(`${day}T00:00:00Z`)) as [Date, Date];
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(start, end);
}
