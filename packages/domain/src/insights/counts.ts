import { DEFAULT_TIME_ZONE } from '../constants.js';
import type { ObservationType, WalkType } from '../entries/schemas.js';

/** What of an entry the insight counts read. */
export interface CountableEntry {
  observationType: ObservationType;
  walkType: WalkType;
  quantity: number;
  schoolId: string;
  observationCategoryId: string;
  observationItemId: string;
  locationDataProfileId: string | null;
  locationDataProfileOptionId: string | null;
  searchableTags: readonly string[];
  reportedByUserId: string;
  /** ISO time of the observation. */
  timestamp: string;
  isDeleted: boolean;
}

/** One counter: a metric of an insight count record, for a month and a school. */
export interface InsightCell {
  countId: string;
  metric: string;
  month: string;
  schoolId: string;
}

export interface InsightChange extends InsightCell {
  delta: number;
}

const TYPE_METRIC: Record<ObservationType, string> = {
  concern: 'Concerns',
  praise: 'Praises',
  other: 'Other',
};
const WALK_METRIC: Record<WalkType, string> = { school: 'School', district: 'District', partner: 'Partner' };

/** A metric's name: total, by type (totalConcerns), by walk type (totalSchool), or both (totalSchoolConcerns). */
export const insightMetric = (type: ObservationType | null, walk: WalkType | null) =>
  `total${walk ? WALK_METRIC[walk] : ''}${type ? TYPE_METRIC[type] : ''}`;

/**
 * The insight count ids an entry counts towards (spec 000 §7): global; category--{id};
 * category--{id}--item--{id}; location--{profile}--{option}; tag--{encoded lower-case tag}; user--{id}.
 */
export function insightCountIds(entry: CountableEntry): string[] {
  const ids = [
    'global',
    `category--${entry.observationCategoryId}`,
    `category--${entry.observationCategoryId}--item--${entry.observationItemId}`,
    `user--${entry.reportedByUserId}`,
  ];
  if (entry.locationDataProfileId && entry.locationDataProfileOptionId) {
    ids.push(`location--${entry.locationDataProfileId}--${entry.locationDataProfileOptionId}`);
  }
  for (const tag of new Set(entry.searchableTags)) ids.push(`tag--${encodeURIComponent(tag.toLowerCase())}`);
  return ids;
}

/**
 * The metrics an entry adds to, with how much (spec 000 §3 "Insight counts"): total and by type
 * (totalConcerns, totalPraises, totalOther), each also per walk type (totalSchool,
 * totalSchoolConcerns, ...), summing quantities; totalObservations counts entries.
 */
export function entryMetrics(entry: CountableEntry): [metric: string, amount: number][] {
  const { observationType: type, walkType: walk } = entry;
  return [
    [insightMetric(null, null), entry.quantity],
    [insightMetric(type, null), entry.quantity],
    [insightMetric(null, walk), entry.quantity],
    [insightMetric(type, walk), entry.quantity],
    ['totalObservations', 1],
  ];
}

// Months and school years are the district's: an entry at 9 pm on June 30 in New York is June's.
const yearMonthFormats = new Map<string, Intl.DateTimeFormat>();

function localYearMonth(timestamp: string, timeZone: string): [year: number, month: number] {
  let format = yearMonthFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' });
    yearMonthFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(timestamp));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return [value('year'), value('month')];
}

/** YYYY-MM of a time, in the district's time zone. */
export function monthOf(timestamp: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const [year, month] = localYearMonth(timestamp, timeZone);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The school year (July 1 to June 30) of a time, written year-year+1 (spec 000 §2 "Top Walkers"). */
export function schoolYearOf(timestamp: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const [year, month] = localYearMonth(timestamp, timeZone);
  const start = month >= 7 ? year : year - 1;
  return `${start}-${start + 1}`;
}

const cellKey = (cell: InsightCell) =>
  `${cell.countId}\u0000${cell.metric}\u0000${cell.month}\u0000${cell.schoolId}`;

function contributions(
  entry: CountableEntry | null,
  sign: 1 | -1,
  into: Map<string, InsightChange>,
  timeZone: string,
) {
  if (!entry || entry.isDeleted) return;
  const month = monthOf(entry.timestamp, timeZone);
  for (const countId of insightCountIds(entry)) {
    for (const [metric, amount] of entryMetrics(entry)) {
      const cell = { countId, metric, month, schoolId: entry.schoolId };
      const key = cellKey(cell);
      const existing = into.get(key);
      if (existing) existing.delta += sign * amount;
      else into.set(key, { ...cell, delta: sign * amount });
    }
  }
}

/**
 * What one entry write changes in the insight counts: the new version's contributions minus the
 * old one's (null for a create or a permanent delete). Cells that net to zero are left out.
 */
export function insightChanges(
  before: CountableEntry | null,
  after: CountableEntry | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): InsightChange[] {
  const changes = new Map<string, InsightChange>();
  contributions(before, -1, changes, timeZone);
  contributions(after, 1, changes, timeZone);
  return [...changes.values()].filter((change) => change.delta !== 0);
}

export interface LeaderboardChange {
  schoolYear: string;
  userId: string;
  delta: number;
}

/** The change to the school-year topWalkers leaderboard (entries per reporter). */
export function leaderboardChanges(
  before: CountableEntry | null,
  after: CountableEntry | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): LeaderboardChange[] {
  const changes = new Map<string, LeaderboardChange>();
  const add = (entry: CountableEntry | null, delta: number) => {
    if (!entry || entry.isDeleted) return;
    const schoolYear = schoolYearOf(entry.timestamp, timeZone);
    const key = `${schoolYear}\u0000${entry.reportedByUserId}`;
    const existing = changes.get(key);
    if (existing) existing.delta += delta;
    else changes.set(key, { schoolYear, userId: entry.reportedByUserId, delta });
  };
  add(before, -1);
  add(after, 1);
  return [...changes.values()].filter((change) => change.delta !== 0);
}

/** The change to the global tag usage map (entries per lower-case tag). */
export function tagUsageChanges(
  before: CountableEntry | null,
  after: CountableEntry | null,
): Map<string, number> {
  const changes = new Map<string, number>();
  const add = (entry: CountableEntry | null, delta: number) => {
    if (!entry || entry.isDeleted) return;
    for (const tag of new Set(entry.searchableTags)) changes.set(tag, (changes.get(tag) ?? 0) + delta);
  };
  add(before, -1);
  add(after, 1);
  for (const [tag, delta] of changes) if (delta === 0) changes.delete(tag);
  return changes;
}
