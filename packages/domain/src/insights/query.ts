import { z } from 'zod';
import { schoolsWhere } from '../permissions/check.js';
import type { ResolvedPermissions } from '../permissions/names.js';
import { OBSERVATION_TYPES, type ObservationType, WALK_TYPES, type WalkType } from '../entries/schemas.js';
import { commaList } from '../query-params.js';
import { insightMetric } from './counts.js';

/*
 * The insights explorer's query (spec 000 §2 "Insights", §3 "Insight counts", §7): a view mode with
 * its selection, the entry type and walk type, the schools and a range of months. It reads one
 * insight count record (countId) and one of its metrics, by month and school.
 */

export const INSIGHT_VIEW_MODES = ['all', 'category', 'item', 'location', 'user', 'tag'] as const;
export type InsightViewMode = (typeof INSIGHT_VIEW_MODES)[number];
export const INSIGHT_ENTRY_TYPES = ['all', ...OBSERVATION_TYPES] as const;
export type InsightEntryType = 'all' | ObservationType;
export const INSIGHT_WALK_TYPES = ['all', ...WALK_TYPES] as const;
export type InsightWalkType = 'all' | WalkType;

/** The longest range of months one request reads (ten school years). */
export const INSIGHT_MONTHS_MAX = 120;

const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Give a month as YYYY-MM' });
const selectionId = z.string().trim().min(1).max(200).optional();

/** What a view mode selects (the rest of a query's selection is cleared). */
export interface InsightSelection {
  categoryId?: string | undefined;
  itemId?: string | undefined;
  locationSchoolId?: string | undefined;
  locationProfileId?: string | undefined;
  locationOptionId?: string | undefined;
  userId?: string | undefined;
  tag?: string | undefined;
}

/** Which selection fields each mode needs (location school only chooses the picker's profiles). */
const NEEDS: Record<InsightViewMode, (keyof InsightSelection)[]> = {
  all: [],
  category: ['categoryId'],
  item: ['categoryId', 'itemId'],
  location: ['locationProfileId', 'locationOptionId'],
  user: ['userId'],
  tag: ['tag'],
};
const KEEPS: Record<InsightViewMode, (keyof InsightSelection)[]> = {
  ...NEEDS,
  location: ['locationSchoolId', 'locationProfileId', 'locationOptionId'],
};
const SELECTION_KEYS: (keyof InsightSelection)[] = [
  'categoryId',
  'itemId',
  'locationSchoolId',
  'locationProfileId',
  'locationOptionId',
  'userId',
  'tag',
];

/** The selection a mode keeps; "changing mode clears other selections" (spec 000 §2). */
export function selectionFor(mode: InsightViewMode, selection: InsightSelection): InsightSelection {
  const kept: InsightSelection = {};
  for (const key of KEEPS[mode]) if (selection[key] !== undefined) kept[key] = selection[key];
  return kept;
}

/** The selection fields a mode still lacks (none: the query can be read). */
export const missingSelection = (mode: InsightViewMode, selection: InsightSelection) =>
  NEEDS[mode].filter((key) => !selection[key]);

/** GET /api/insights (and its CSV): the query as query-string values. */
export const ZInsightQuery = z
  .object({
    viewMode: z.enum(INSIGHT_VIEW_MODES).default('all'),
    categoryId: selectionId,
    itemId: selectionId,
    locationSchoolId: selectionId,
    locationProfileId: selectionId,
    locationOptionId: selectionId,
    userId: selectionId,
    tag: selectionId,
    entryType: z.enum(INSIGHT_ENTRY_TYPES).default('all'),
    walkType: z.enum(INSIGHT_WALK_TYPES).default('all'),
    schoolIds: commaList(z.string().min(1).max(40)),
    from: ZMonth,
    to: ZMonth,
  })
  .superRefine((query, context) => {
    for (const key of missingSelection(query.viewMode, query))
      context.addIssue({ code: 'custom', path: [key], message: 'Required' });
    if (query.from > query.to)
      context.addIssue({ code: 'custom', path: ['to'], message: 'The end month comes before the start' });
    else if (monthsBetween(query.from, query.to).length > INSIGHT_MONTHS_MAX)
      context.addIssue({ code: 'custom', path: ['to'], message: `At most ${INSIGHT_MONTHS_MAX} months` });
  })
  .transform((query) => {
    const kept = selectionFor(query.viewMode, query);
    const cleared = Object.fromEntries(SELECTION_KEYS.map((key) => [key, undefined]));
    return { ...query, ...cleared, ...kept };
  });
export type TInsightQuery = z.output<typeof ZInsightQuery>;
/** The query as the web builds it (before parsing). */
export type TInsightQueryInput = z.input<typeof ZInsightQuery>;

/** The insight count record a query reads (spec 000 §7 "Insight count ids"). */
export function insightCountIdOf(query: { viewMode: InsightViewMode } & InsightSelection): string {
  switch (query.viewMode) {
    case 'all':
      return 'global';
    case 'category':
      return `category--${query.categoryId ?? ''}`;
    case 'item':
      return `category--${query.categoryId ?? ''}--item--${query.itemId ?? ''}`;
    case 'location':
      return `location--${query.locationProfileId ?? ''}--${query.locationOptionId ?? ''}`;
    case 'user':
      return `user--${query.userId ?? ''}`;
    case 'tag':
      return `tag--${encodeURIComponent((query.tag ?? '').trim().toLowerCase())}`;
  }
}

/** The metric a query reads: total, by entry type, by walk type, or both (spec 000 §3). */
export const insightMetricOf = (query: { entryType: InsightEntryType; walkType: InsightWalkType }) =>
  insightMetric(
    query.entryType === 'all' ? null : query.entryType,
    query.walkType === 'all' ? null : query.walkType,
  );

/** Every month from `from` to `to` (YYYY-MM), both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = to.split('-').map(Number) as [number, number];
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    if (months.length > INSIGHT_MONTHS_MAX + 1) break;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** The permission that opens insights, their menu item and the dashboard's insight cards. */
export const INSIGHTS_ACCESS = 'view data insights' as const;

/**
 * The schools whose counts a person reads (spec 000 §6): every school with view data insights
 * held everywhere (an always-permission) or as product staff (who hold it always); otherwise only
 * the schools where they hold it ("through the getInsightCount function").
 */
export const insightSchoolsOf = (permissions: ResolvedPermissions): 'all' | string[] =>
  schoolsWhere(permissions, INSIGHTS_ACCESS);

/**
 * The schools a query reads for a person: the chosen ones (all they may read when none chosen),
 * or null when a chosen school is not theirs to read.
 */
export function insightQuerySchools(
  permissions: ResolvedPermissions,
  chosen: readonly string[],
): 'all' | string[] | null {
  const mayRead = insightSchoolsOf(permissions);
  if (chosen.length === 0) return mayRead;
  if (mayRead !== 'all' && chosen.some((schoolId) => !mayRead.includes(schoolId))) return null;
  return [...new Set(chosen)].sort();
}

/** One school's series: a count per month of the query, in order. */
export const ZInsightSeries = z.object({
  schoolId: z.string(),
  schoolName: z.string(),
  counts: z.array(z.number()),
});
export type TInsightSeries = z.infer<typeof ZInsightSeries>;

/** GET /api/insights: the record and metric read, the months, each school's series and their total. */
export const ZInsightResult = z.object({
  countId: z.string(),
  metric: z.string(),
  months: z.array(z.string()),
  schools: z.array(ZInsightSeries),
  /** The sum over the schools read, per month. */
  total: z.array(z.number()),
});
export type TInsightResult = z.infer<typeof ZInsightResult>;

/** The data explorer's table (and CSV): a row per month, a column per school, then the total. */
export function insightTable(result: TInsightResult): { header: string[]; rows: (string | number)[][] } {
  return {
    header: ['Month', ...result.schools.map((school) => school.schoolName), 'Total'],
    rows: result.months.map((month, index) => [
      month,
      ...result.schools.map((school) => school.counts[index] ?? 0),
      result.total[index] ?? 0,
    ]),
  };
}

/** The user and tag pickers' choices: those with counts at the schools the person reads. */
export const ZInsightChoices = z.object({
  users: z.array(z.object({ id: z.string(), name: z.string() })),
  tags: z.array(z.string()),
});
export type TInsightChoices = z.infer<typeof ZInsightChoices>;
