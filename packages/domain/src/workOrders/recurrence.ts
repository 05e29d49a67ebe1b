/*
 * When a recurring work order comes round (spec 001 §3 "Recurring work order", §4 "Recurring work
 * orders"): occurrences follow the interval and unit from the start date until the end date. Dates
 * are the district's calendar days, 'YYYY-MM-DD'; nothing here reads a clock or a time zone.
 */

/** The recurrence units (spec 001 §3, §9). */
export const RECURRENCE_UNITS = ['Days', 'Weeks', 'Months', 'Years'] as const;
export type RecurrenceUnit = (typeof RECURRENCE_UNITS)[number];

/** What a recurring work order's schedule is made of. */
export interface RecurrenceRule {
  recurrenceStartDate: string;
  recurrenceEndDate: string | null;
  recurrenceInterval: number;
  recurrenceUnit: RecurrenceUnit;
}

const DAY_MS = 86_400_000;

const utc = (date: string): number => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
const iso = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The calendar day `days` after `date` (before, for a negative count). */
export const addDays = (date: string, days: number): string => iso(utc(date) + days * DAY_MS);

/** Days in a month (month 0 to 11), leap years counted. */
const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * `months` months after `date`, on the same day of the month, or the month's last day when it is
 * shorter (January 31 plus one month is February 28, or 29 in a leap year).
 */
export function addMonths(date: string, months: number): string {
  const total = +date.slice(0, 4) * 12 + (+date.slice(5, 7) - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const day = Math.min(+date.slice(8, 10), daysInMonth(year, month));
  return iso(Date.UTC(year, month, day));
}

/**
 * The n-th occurrence (0 is the start date), counted from the start so that month ends do not
 * drift: a schedule starting on the 31st stays on each month's last day when the 31st is missing.
 */
export function occurrenceOf(rule: RecurrenceRule, n: number): string {
  const steps = n * rule.recurrenceInterval;
  const start = rule.recurrenceStartDate;
  switch (rule.recurrenceUnit) {
    case 'Days':
      return addDays(start, steps);
    case 'Weeks':
      return addDays(start, steps * 7);
    case 'Months':
      return addMonths(start, steps);
    case 'Years':
      return addMonths(start, steps * 12);
  }
}

/** Roughly how many occurrences lie between the start and `date` (never more than the true count). */
function estimateSteps(rule: RecurrenceRule, date: string): number {
  const start = rule.recurrenceStartDate;
  const days = (utc(date) - utc(start)) / DAY_MS;
  const months = (+date.slice(0, 4) - +start.slice(0, 4)) * 12 + (+date.slice(5, 7) - +start.slice(5, 7));
  const perStep = {
    Days: days / rule.recurrenceInterval,
    Weeks: days / (7 * rule.recurrenceInterval),
    Months: months / rule.recurrenceInterval,
    Years: months / (12 * rule.recurrenceInterval),
  }[rule.recurrenceUnit];
  return Math.max(0, Math.floor(perStep) - 1);
}

/**
 * The next occurrence after `after` (a calendar day): the start date when `after` is before it,
 * else the start date plus as many intervals as it takes to pass `after` (spec 001 §3: "the start
 * date plus the interval"); null once that is past the end date.
 */
export function nextOccurrence(rule: RecurrenceRule, after: string): string | null {
  if (rule.recurrenceInterval < 1 || !Number.isInteger(rule.recurrenceInterval)) return null;
  let n = after < rule.recurrenceStartDate ? 0 : estimateSteps(rule, after);
  while (occurrenceOf(rule, n) <= after) n += 1;
  const next = occurrenceOf(rule, n);
  return rule.recurrenceEndDate !== null && next > rule.recurrenceEndDate ? null : next;
}

/** The first occurrence of a schedule: its start date, unless the end date is before it. */
export const firstOccurrence = (rule: RecurrenceRule): string | null =>
  nextOccurrence(rule, addDays(rule.recurrenceStartDate, -1));
