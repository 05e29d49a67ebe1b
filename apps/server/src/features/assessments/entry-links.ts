import type { TEntry, TEntryAssessment } from '@schooldog/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { defineBatch } from '../../core/write.js';
import type { Executor } from '../../db/client.js';
import { entryAssessmentOf, linkedEntryIds } from './presenter.js';
import { assessments } from './tables.js';

/*
 * What an entry carries of the assessments linking it (ZEntry.assessments): only a walk's
 * assessments link entries, so one read of the page's walks' assessments answers a whole page.
 */

/** The assessments linking each entry of the given walks, by entry id. */
export async function entryAssessmentsOfWalks(
  db: Executor,
  walkIds: readonly string[],
): Promise<Map<string, TEntryAssessment[]>> {
  const byEntry = new Map<string, TEntryAssessment[]>();
  const ids = [...new Set(walkIds)];
  if (ids.length === 0) return byEntry;
  const rows = await db
    .select()
    .from(assessments)
    .where(and(inArray(assessments.walkId, ids), eq(assessments.isDeleted, false)))
    .orderBy(asc(assessments.timeCreated), asc(assessments.id));
  for (const row of rows) {
    for (const entryId of linkedEntryIds(row)) {
      const list = byEntry.get(entryId) ?? [];
      list.push(entryAssessmentOf(row));
      byEntry.set(entryId, list);
    }
  }
  return byEntry;
}

/** The entries with the assessments linking them (one read for all of them). */
export async function withEntryAssessments<E extends TEntry>(db: Executor, entries: E[]): Promise<E[]> {
  const walkIds = entries.flatMap((entry) => (entry.walkId ? [entry.walkId] : []));
  if (walkIds.length === 0) return entries;
  const byEntry = await entryAssessmentsOfWalks(db, walkIds);
  return entries.map((entry) => ({ ...entry, assessments: byEntry.get(entry.id) ?? [] }));
}

/**
 * For an entry a write presents: its links are filled in once the write has settled (its walk's
 * assessments re-scored), one read for all the entries the write presents.
 */
export const entryAssessmentLinks = defineBatch<TEntry>(
  'entry assessment links',
  async (write, entries) => {
    const byEntry = await entryAssessmentsOfWalks(
      write.db,
      entries.flatMap((entry) => (entry.walkId ? [entry.walkId] : [])),
    );
    for (const entry of entries) if (entry.walkId) entry.assessments = byEntry.get(entry.id) ?? [];
  },
  { presents: true },
);
