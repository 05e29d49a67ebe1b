import { DEFAULT_TIME_ZONE } from '../constants.js';
import { monthOf, schoolYearOf } from '../insights/counts.js';

/** "A cycle selector of up to 36 months" (spec 000 §2 "Dashboard"). */
export const LEADERBOARD_CYCLE_MONTHS = 36;
/** "Top 3 schools (gold, silver, bronze)". */
export const LEADERBOARD_SCHOOLS = 3;
/** "Top Walkers: top 5 users with count above 0". */
export const TOP_WALKERS = 5;

/**
 * The leaderboard's cycles, newest first: the current month in the district's time zone and the
 * 35 before it, each 'YYYY-MM' (a cycle is a calendar month, as the monthly new-cycle email's).
 */
export function leaderboardCycles(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string[] {
  const [year, month] = monthOf(now.toISOString(), timeZone).split('-').map(Number) as [number, number];
  return Array.from({ length: LEADERBOARD_CYCLE_MONTHS }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The school year now (July 1 to June 30, written 2026-2027), in the district's time zone. */
export function currentSchoolYear(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return schoolYearOf(now.toISOString(), timeZone);
}
