import { OBSERVATION_TYPES, type ObservationType, type TEntry } from '@schooldog/domain';

type TypeCounts = Record<ObservationType, number>;

export interface CategoryCount {
  categoryId: string;
  total: number;
  byType: TypeCounts;
}

/** What the Overview tab says of a walk's entries: how many, of which type, in which category, and when the last came. */
export interface WalkEntrySummary {
  total: number;
  byType: TypeCounts;
  /** Most entries first; ties in the order the categories were first logged. */
  categories: CategoryCount[];
  lastEntryAt: string | null;
}

const noTypes = (): TypeCounts =>
  Object.fromEntries(OBSERVATION_TYPES.map((type) => [type, 0])) as TypeCounts;

/** Counts the walk's entries that are not deleted; from what the walk screen already holds, so it works offline. */
export function summarizeWalkEntries(entries: readonly TEntry[]): WalkEntrySummary {
  const byType = noTypes();
  const categories = new Map<string, CategoryCount>();
  let lastEntryAt: string | null = null;
  for (const entry of entries) {
    if (entry.isDeleted) continue;
    byType[entry.observationType] += 1;
    const category = categories.get(entry.observationCategoryId) ?? {
      categoryId: entry.observationCategoryId,
      total: 0,
      byType: noTypes(),
    };
    category.total += 1;
    category.byType[entry.observationType] += 1;
    categories.set(entry.observationCategoryId, category);
    if (lastEntryAt === null || entry.timestamp > lastEntryAt) lastEntryAt = entry.timestamp;
  }
  return {
    total: OBSERVATION_TYPES.reduce((sum, type) => sum + byType[type], 0),
    byType,
    categories: [...categories.values()].sort((a, b) => b.total - a.total),
    lastEntryAt,
  };
}

/** Whole minutes from the start of the walk to its last entry (none before the first entry). */
export function minutesWalked(timeCreated: string, lastEntryAt: string | null): number | null {
  if (!lastEntryAt) return null;
  return Math.max(0, Math.round((Date.parse(lastEntryAt) - Date.parse(timeCreated)) / 60_000));
}
