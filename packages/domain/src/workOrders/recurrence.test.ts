import { describe, expect, it } from 'vitest';
import {
  addMonths,
  firstOccurrence,
  nextOccurrence,
  type RecurrenceRule,
  type RecurrenceUnit,
} from './recurrence.js';
import { recurrenceDateErrors } from './recurring.js';

const rule = (
  recurrenceStartDate: string,
  recurrenceInterval: number,
  recurrenceUnit: RecurrenceUnit,
  recurrenceEndDate: string | null = null,
): RecurrenceRule => ({ recurrenceStartDate, recurrenceEndDate, recurrenceInterval, recurrenceUnit });

/** The first `count` occurrences, each the next after the one before. */
const series = (schedule: RecurrenceRule, count: number): (string | null)[] => {
  const out: (string | null)[] = [firstOccurrence(schedule)];
  while (out.length < count) {
    const last = out[out.length - 1];
    out.push(last ? nextOccurrence(schedule, last) : null);
  }
  return out;
};

describe('nextOccurrence (spec 001 §3: the start date plus the interval, null past the end date)', () => {
  it('the first occurrence is the start date, the next the start date plus the interval', () => {
    const weekly = rule('2026-03-02', 2, 'Weeks');
    expect(firstOccurrence(weekly)).toBe('2026-03-02');
    expect(nextOccurrence(weekly, '2026-03-02')).toBe('2026-03-16');
    expect(series(rule('2026-03-02', 3, 'Days'), 3)).toEqual(['2026-03-02', '2026-03-05', '2026-03-08']);
  });

  it('after a day between occurrences, answers the next one on the schedule', () => {
    expect(nextOccurrence(rule('2026-01-01', 10, 'Days'), '2026-02-05')).toBe('2026-02-10');
    expect(nextOccurrence(rule('2026-01-05', 1, 'Weeks'), '2027-06-01')).toBe('2027-06-07');
    expect(nextOccurrence(rule('2026-01-15', 1, 'Months'), '2030-07-15')).toBe('2030-08-15');
    expect(nextOccurrence(rule('2026-01-15', 1, 'Months'), '2030-07-14')).toBe('2030-07-15');
  });

  it('keeps to the month end without drifting: January 31 goes to February 28, then March 31', () => {
    expect(series(rule('2027-01-31', 1, 'Months'), 4)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
  });

  it('counts leap years: February 29 in a leap year, February 28 in the others', () => {
    expect(series(rule('2028-01-31', 1, 'Months'), 2)).toEqual(['2028-01-31', '2028-02-29']);
    expect(series(rule('2028-02-29', 1, 'Years'), 5)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('crosses year ends and daylight saving changes as calendar days', () => {
    expect(series(rule('2026-12-20', 1, 'Weeks'), 3)).toEqual(['2026-12-20', '2026-12-27', '2027-01-03']);
    expect(series(rule('2026-03-07', 1, 'Days'), 3)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(series(rule('2026-11-15', 3, 'Months'), 3)).toEqual(['2026-11-15', '2027-02-15', '2027-05-15']);
  });

  it('is null once past the end date, and an occurrence on the end date counts', () => {
    const monthly = rule('2026-01-10', 1, 'Months', '2026-03-10');
    expect(series(monthly, 4)).toEqual(['2026-01-10', '2026-02-10', '2026-03-10', null]);
    expect(nextOccurrence(rule('2026-01-10', 1, 'Years', '2026-12-31'), '2026-01-10')).toBeNull();
    expect(firstOccurrence(rule('2026-05-01', 1, 'Days', '2026-04-30'))).toBeNull();
  });

  it('a schedule without a valid interval has no occurrence', () => {
    expect(nextOccurrence(rule('2026-01-01', 0, 'Days'), '2026-01-01')).toBeNull();
    expect(nextOccurrence(rule('2026-01-01', 1.5, 'Days'), '2026-01-01')).toBeNull();
  });
});

describe('recurrenceDateErrors (spec 001 §5 "Recurring")', () => {
  const today = '2026-05-10';
  it('the start date is required and tomorrow at the earliest', () => {
    expect(recurrenceDateErrors({ recurrenceStartDate: '', recurrenceEndDate: null }, today)).toEqual({
      recurrenceStartDate: 'Start date is required',
    });
    expect(recurrenceDateErrors({ recurrenceStartDate: today, recurrenceEndDate: null }, today)).toEqual({
      recurrenceStartDate: 'The start date can be tomorrow at the earliest.',
    });
    expect(
      recurrenceDateErrors({ recurrenceStartDate: '2026-05-11', recurrenceEndDate: null }, today),
    ).toEqual({});
  });

  it('an edit keeping a start date that has passed keeps it', () => {
    expect(
      recurrenceDateErrors({ recurrenceStartDate: '2026-01-01', recurrenceEndDate: null }, today, false),
    ).toEqual({});
  });

  it('the end date is optional, and not before the start date or tomorrow', () => {
    const errors = (end: string) =>
      recurrenceDateErrors({ recurrenceStartDate: '2026-05-20', recurrenceEndDate: end }, today);
    expect(errors('2026-05-19')).toEqual({
      recurrenceEndDate: 'The end date cannot be before the start date or tomorrow.',
    });
    expect(errors('2026-05-20')).toEqual({});
    expect(
      recurrenceDateErrors({ recurrenceStartDate: '2026-01-01', recurrenceEndDate: today }, today, false),
    ).toEqual({ recurrenceEndDate: 'The end date cannot be before the start date or tomorrow.' });
  });
});
