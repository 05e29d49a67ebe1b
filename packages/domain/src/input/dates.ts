import { z } from 'zod';

/**
 * Dates and times the app accepts: real calendar dates in years 1900 to 2999. PostgreSQL rejects
 * impossible dates (2024-13-45, 0000-00-00) and the school year of a time past 9999 overflows, so
 * they are refused here, with a message, before any query.
 */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2999;

export const DATE_MESSAGE = 'Use a date as YYYY-MM-DD';
export const TIME_MESSAGE = `Use a date and time between ${YEAR_MIN} and ${YEAR_MAX}`;

/** Whether a Date lies within the years the app accepts. */
export function isTimeInRange(time: Date): boolean {
  const year = time.getUTCFullYear();
  return !Number.isNaN(time.getTime()) && year >= YEAR_MIN && year <= YEAR_MAX;
}

/** Whether 'YYYY-MM-DD' is a real calendar date within the accepted years. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    isTimeInRange(date) &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A calendar date 'YYYY-MM-DD'. */
export const ZCalendarDate = z.string().refine(isCalendarDate, { message: DATE_MESSAGE });

/** An ISO 8601 date and time with a zone (what devices send), within the accepted years. */
export const ZTimestamp = z.iso
  .datetime({ offset: true, message: TIME_MESSAGE })
  .refine((value) => isTimeInRange(new Date(value)), { message: TIME_MESSAGE });
