import { zoneClock } from '../time.js';

/*
 * When a scheduled job is due. A schedule runs at most once per due time across every instance, and
 * after downtime it runs once for the latest due time it missed, never once per missed slot
 * (core/schedules.ts claims the due time in the database).
 */

/** Every N minutes (from midnight UTC), or every day at a wall-clock time in the district's time zone. */
export type Schedule = { everyMinutes: number } | { dailyAt: string };

const MINUTE = 60_000;

/** The wall-clock fields of an instant in a time zone. */
const wallClock = (at: Date, timeZone: string) => zoneClock(timeZone).wallClock(at.getTime());

/** How far a time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
const offsetAt = (at: Date, timeZone: string) => zoneClock(timeZone).offsetAt(at.getTime());

/**
 * The instant a wall-clock time happens on a day in a time zone. A time skipped by a daylight-saving
 * change happens at the same distance after midnight; a repeated one, at its first occurrence.
 */
export function zonedTime(
  day: { year: number; month: number; day: number },
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const guess = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  const first = guess - offsetAt(new Date(guess), timeZone);
  const second = guess - offsetAt(new Date(first), timeZone);
  return new Date(Math.min(first, second));
}

/** Parses 'HH:MM' (24-hour). */
export function parseDailyAt(value: string): { hour: number; minute: number } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) throw new Error(`a daily schedule needs a time as HH:MM, not ${value}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** The latest time the schedule fell due at or before `now`. */
export function latestDue(schedule: Schedule, now: Date, timeZone: string): Date {
  if ('everyMinutes' in schedule) {
    const period = schedule.everyMinutes * MINUTE;
    return new Date(Math.floor(now.getTime() / period) * period);
  }
  const { hour, minute } = parseDailyAt(schedule.dailyAt);
  const today = wallClock(now, timeZone);
  const dueToday = zonedTime(today, hour, minute, timeZone);
  if (dueToday.getTime() <= now.getTime()) return dueToday;
  // Not yet today: the calendar day before's.
  const before = new Date(Date.UTC(today.year, today.month - 1, today.day - 1));
  const yesterday = {
    year: before.getUTCFullYear(),
    month: before.getUTCMonth() + 1,
    day: before.getUTCDate(),
  };
  return zonedTime(yesterday, hour, minute, timeZone);
}
