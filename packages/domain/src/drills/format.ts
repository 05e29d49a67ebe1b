/*
 * The drill form's and detail's formatting (spec 000 §2 "Drill detail", §5 "Drill form"): times
 * typed as digits become hh:mm or mm:ss, a response time reads 'N minutes, N seconds', and the
 * table writes dates MM/DD/YYYY.
 */

/** Digits only, up to 4; with 3 or more a colon goes before the last two ('930' → '9:30'). */
export function autoFormatClock(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, -2)}:${digits.slice(-2)}`;
}

const TIME = /^(\d{1,2}):(\d{2})$/;

/** hh:mm with the hour 1 to 12 and the minutes 0 to 59, at most 5 characters. */
export function isDrillTime(value: string): boolean {
  const match = TIME.exec(value);
  if (!match || value.length > 5) return false;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours >= 1 && hours <= 12 && minutes <= 59;
}

/** mm:ss: 1 to 2 digits, a colon, 2 digits; minutes 0 to 99, seconds 0 to 59. */
export function isResponseTime(value: string): boolean {
  const match = TIME.exec(value);
  return match !== null && Number(match[2]) <= 59;
}

/** The parts of a response time, or null when it is not one. */
export function responseTimeParts(
  value: string | null | undefined,
): { minutes: number; seconds: number } | null {
  if (!value || !isResponseTime(value)) return null;
  const [minutes = '0', seconds = '0'] = value.split(':');
  return { minutes: Number(minutes), seconds: Number(seconds) };
}

/** 'N minutes, N seconds' (the detail page's Response Time). */
export function formatResponseTime(value: string | null | undefined): string {
  const parts = responseTimeParts(value);
  return parts ? `${parts.minutes} minutes, ${parts.seconds} seconds` : '';
}

/** YYYY-MM-DD as MM/DD/YYYY. */
export function formatDrillDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** "A future drill date hides results": the drill's date is after the district's today. */
export const isFutureDrill = (drillDate: string, today: string): boolean => drillDate > today;

/** The types' English names (the CSV export; the web translates its own). */
export const DRILL_TYPE_LABELS = {
  fire: 'Fire',
  severeWeather: 'Severe Weather',
  intruder: 'Intruder / Lockdown',
  medical: 'Medical (CPR/AED)',
  other: 'Other',
} as const;

export const DRILL_EVENT_TYPE_LABELS = {
  planned: 'Planned Drill',
  tableTop: 'Table Top Exercise',
  real: 'Real Event',
  other: 'Other',
} as const;
