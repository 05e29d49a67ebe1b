/*
 * Dates in the district's time zone as the downloads write them: a report's file name names the
 * district's day (a walk started at 9 PM on the 4th is the 4th's, whatever the server's zone),
 * and its headings the district's date and time.
 */

/** The day (YYYY-MM-DD) of an instant in a time zone, for a file name. */
export function districtDay(time: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(time);
}

/** Date and time in a time zone as a report's lines write them ("Mar 4, 2026, 9:30 PM"). */
export function districtDateTime(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
}
