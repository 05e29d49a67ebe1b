import { isAbandoned, type TAssessmentSummary, type TWalk } from '@schooldog/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { presentAssessmentSummary } from '../assessments/presenter.js';
import { assessments as assessmentsTable } from '../assessments/tables.js';
import { observations } from '../entries/tables.js';
import { users } from '../users/tables.js';
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
    entryCount: number;
    tags: string[];
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
    entryCount: extra.entryCount,
    tags: extra.tags,
    score: row.score,
    isAbandoned: isAbandoned(row, now),
    timeSubmitted: iso(row.timeSubmitted),
    autoCompleteAt: iso(row.autoCompleteAt),
    timeCreated: row.timeCreated.toISOString(),
    timeUpdated: row.timeUpdated.toISOString(),
    timeCompleted: iso(row.timeCompleted),
    timeArchived: iso(row.timeArchived),
    archivedByUserId: row.archivedByUserId,
  };
}

/**
 * Presents several walks with four reads in all (people, entry counts, tags, assessments), so a page of 20
 * does not cost 60 queries. Reads through the executor given, so a write presents in its transaction.
 */
export async function presentWalks(db: Executor, rows: WalkRow[], now: Date): Promise<TWalk[]> {
  if (rows.length === 0) return [];
  const walkIds = rows.map((row) => row.id);
  const personIds = [...new Set(rows.flatMap(peopleOf))];
  const live = and(inArray(observations.walkId, walkIds), eq(observations.isDeleted, false));
  const people = new Map(
    (
      await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, personIds))
    ).map((person) => [person.id, person]),
  );
  const counts = new Map(
    (
      await db
        .select({ walkId: observations.walkId, entries: count() })
        .from(observations)
        .where(live)
        .groupBy(observations.walkId)
    ).map((row) => [String(row.walkId), row.entries]),
  );
  const tagged = db
    .select({ walkId: observations.walkId, tag: sql<string>`unnest(${observations.tags})`.as('tag') })
    .from(observations)
    .where(live)
    .as('tagged');
  const uses = count();
  const tagRows = await db
    .select({ walkId: tagged.walkId, tag: tagged.tag })
    .from(tagged)
    .groupBy(tagged.walkId, tagged.tag)
    .orderBy(asc(tagged.walkId), desc(uses), asc(tagged.tag));
  const tags = new Map<string, string[]>();
  for (const { walkId, tag } of tagRows) {
    const list = tags.get(String(walkId)) ?? [];
    if (list.length < TAGS_SHOWN) list.push(tag);
    tags.set(String(walkId), list);
  }
  const assessments = new Map<string, TAssessmentSummary[]>();
  const assessmentRows = await db
    .select()
    .from(assessmentsTable)
    .where(and(inArray(assessmentsTable.walkId, walkIds), eq(assessmentsTable.isDeleted, false)))
    .orderBy(asc(assessmentsTable.timeCreated), asc(assessmentsTable.id));
  for (const assessment of assessmentRows) {
    const key = String(assessment.walkId);
    assessments.set(key, [...(assessments.get(key) ?? []), presentAssessmentSummary(assessment)]);
  }
  return rows.map((row) =>
    presentWalk(
      row,
      {
        people,
        entryCount: counts.get(row.id) ?? 0,
        tags: tags.get(row.id) ?? [],
        assessments: assessments.get(row.id) ?? [],
      },
      now,
    ),
  );
}

/** One walk as the API presents it (reads through the executor given). */
export async function presentOneWalk(db: Executor, row: WalkRow, now: Date): Promise<TWalk> {
  const [walk] = await presentWalks(db, [row], now);
  if (!walk) throw new Error('walk not presented');
  return walk;
}
