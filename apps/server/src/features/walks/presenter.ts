import { isAbandoned, type TAssessmentSummary, type TWalk } from '@schooldog/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { assessmentSummariesOfWalks } from '../assessments/public.js';
import { users } from '../users/public.js';
import type { WalkRow } from './tables.js';

const TAGS_SHOWN = 10;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Everyone a walk's screens name: leader, collaborators, the reviewer, and whoever took a step of
 * its history (a reviewer who asked for revisions is no longer awaitingReviewBy).
 */
function peopleOf(row: WalkRow): string[] {
  const historyPeople = row.submissionHistory.flatMap((step) => (step.byUserId ? [step.byUserId] : []));
  return [
    ...new Set([row.leaderUserId, ...row.collaborators, ...historyPeople, row.awaitingReviewBy ?? '']),
  ].filter(Boolean);
}

/** One walk as the API presents it, with what was read about its people and entries. */
export function presentWalk(
  row: WalkRow,
  extra: {
    people: Map<string, { id: string; firstName: string; lastName: string }>;
    assessments?: TAssessmentSummary[];
  },
  now: Date,
): TWalk {
  const ids = peopleOf(row);
  return {
    id: row.id,
    schoolId: row.schoolId,
    status: row.status,
    walkType: row.walkType,
    currentStage: row.currentStage,
    leaderUserId: row.leaderUserId,
    createdByUserId: row.createdByUserId,
    collaborators: row.collaborators,
    participantUserIds: row.participantUserIds,
    people: ids.flatMap((id) => {
      const person = extra.people.get(id);
      return person ? [person] : [];
    }),
    awaitingReviewBy: row.awaitingReviewBy,
    assessmentIds: row.assessmentIds,
    assessments: extra.assessments ?? [],
    submissionHistory: row.submissionHistory,
    context: row.context,
    entryCount: row.entryCount,
    tags: topTags(row.entryTags),
    score: row.score,
    isAbandoned: isAbandoned(row, now),
    timeSubmitted: iso(row.timeSubmitted),
    autoCompleteAt: iso(row.autoCompleteAt),
    timeCreated: row.timeCreated.toISOString(),
    timeUpdated: row.timeUpdated.toISOString(),
    timeCompleted: iso(row.timeCompleted),
    timeArchived: iso(row.timeArchived),
    archivedByUserId: row.archivedByUserId,
    shouldSendNeighborhoodWatch: row.shouldSendNeighborhoodWatch,
    hasSentNeighborhoodWatch: row.hasSentNeighborhoodWatch,
  };
}

/** The walk's most used tags (then by name), as its card shows them. */
const topTags = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, TAGS_SHOWN)
    .map(([tag]) => tag);

/**
 * Presents several walks with two reads in all (people, assessments), so a page of 20 does not cost
 * 40 queries. Reads through the executor given, so a write presents in its transaction.
 */
export async function presentWalks(db: Executor, rows: WalkRow[], now: Date): Promise<TWalk[]> {
  if (rows.length === 0) return [];
  const personIds = [...new Set(rows.flatMap(peopleOf))];
  const [people, assessments] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, personIds)),
    assessmentSummariesOfWalks(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.map((row) =>
    presentWalk(row, { people: byId, assessments: assessments.get(row.id) ?? [] }, now),
  );
}

/** One walk as the API presents it (reads through the executor given). */
export async function presentOneWalk(db: Executor, row: WalkRow, now: Date): Promise<TWalk> {
  const [walk] = await presentWalks(db, [row], now);
  if (!walk) throw new Error('walk not presented');
  return walk;
}
