import { zonedTime } from '../../platform/jobs/schedule.js';
import { zoneClock } from '../../platform/time.js';

/*
 * A cycle is a calendar month in the district's time zone (the leaderboard's, spec 000 §2): it
 * begins at midnight on the 1st there, so 9 pm on March 31 in New York is still March's.
 */

export interface DistrictCycle {
  /** 'YYYY-MM'. */
  cycle: string;
  /** The day of the month, in the district's time zone. */
  day: number;
  /** When the cycle began, and when it ends (the next one's beginning). */
  start: Date;
  end: Date;
  /** The cycle before: its name and beginning (it ends at `start`). */
  previous: { cycle: string; start: Date };
}

const monthName = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The month `shift` months from year-month (month 1 to 12). */
function monthFrom(year: number, month: number, shift: number) {
  const at = new Date(Date.UTC(year, month - 1 + shift, 1));
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 };
}

const beginning = (timeZone: string, { year, month }: { year: number; month: number }) =>
  zonedTime({ year, month, day: 1 }, 0, 0, timeZone);

/** The cycle an instant falls in, in the district's time zone. */
export function cycleAt(at: Date, timeZone: string): DistrictCycle {
  const { year, month, day } = zoneClock(timeZone).wallClock(at.getTime());
  const before = monthFrom(year, month, -1);
  return {
    cycle: monthName(year, month),
    day,
    start: beginning(timeZone, { year, month }),
    end: beginning(timeZone, monthFrom(year, month, 1)),
    previous: { cycle: monthName(before.year, before.month), start: beginning(timeZone, before) },
  };
}

/** Year and month (1 to 12) of a cycle's name. */
export function cycleMonth(cycle: string): { year: number; month: number } {
  const [year, month] = cycle.split('-').map(Number);
  return { year: year ?? 1970, month: month ?? 1 };
}
