import { isAbandoned, type TWalk } from '@schooldog/domain';
import { inArray } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
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
 * Presents several walks with three reads in all (people, entry counts, tags), so a page of 20
 * does not cost 60 queries.
 */
export async function presentWalks(
  deps: { db: Db; raw: Database['raw'] },
  rows: WalkRow[],
  now: Date,
): Promise<TWalk[]> {
  if (rows.length === 0) return [];
  const walkIds = rows.map((row) => row.id);
  const personIds = [...new Set(rows.flatMap(peopleOf))];
  const people = new Map(
    (
      await deps.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, personIds))
    ).map((person) => [person.id, person]),
  );
  const counts = new Map(
    (
      await deps.raw(
        'select walk_id, count(*)::int from observations where walk_id = any($1::text[]) and not is_deleted group by walk_id',
        [walkIds],
      )
    ).map(([walkId, count]) => [String(walkId), Number(count)]),
  );
  const tags = new Map<string, string[]>();
  const tagRows = await deps.raw(
    'select o.walk_id, t.tag, count(*)::int as uses from observations o, unnest(o.tags) as t(tag)' +
      ' where o.walk_id = any($1::text[]) and not o.is_deleted group by o.walk_id, t.tag' +
      ' order by o.walk_id, uses desc, t.tag',
    [walkIds],
  );
  for (const [walkId, tag] of tagRows) {
    const list = tags.get(String(walkId)) ?? [];
    if (list.length < TAGS_SHOWN) list.push(String(tag));
    tags.set(String(walkId), list);
  }
  return rows.map((row) =>
    presentWalk(row, { people, entryCount: counts.get(row.id) ?? 0, tags: tags.get(row.id) ?? [] }, now),
  );
}
