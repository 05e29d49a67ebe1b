import { can, schoolsWhere, type TWalk, type TWalksQuery } from '@schooldog/domain';
import { and, arrayContains, arrayOverlaps, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { decodeCursor, encodeCursor } from '../../db/cursor.js';
import type { Actor } from '../../http/access.js';
import { Forbidden } from '../../http/errors.js';
import type { AppDeps } from '../../core/deps.js';
import { presentWalks } from './presenter.js';
import { withinDistrictDays } from '../../core/district-days.js';
import { walks } from './tables.js';

/*
 * The walks list (spec 000 §2 "Walks list", §7): My Walks are the walks one takes part in, and
 * those awaiting one's review (the reviewer neither leads nor collaborates, yet the walk waits on
 * her). Team Walks are the walks at schools where one views entries, without the in-progress walks
 * one may not see. Team's In Progress sub-tab is only for those who manage entries or other
 * entries: for anyone else it is empty (and counted 0), as the web hides it.
 */

const ACTIVE = ['inprogress', 'review'] as const;

const mayManageAny = (actor: Actor) => can(actor.permissions, 'manage entries|manage other entries');

const awaitingReviewBy = (userId: string) =>
  and(eq(walks.status, 'review'), eq(walks.awaitingReviewBy, userId));

/** My Walks: taking part, or awaiting one's review (`isParticipant` or `isReviewer` in the domain). */
const inMyWalks = (userId: string) =>
  or(arrayContains(walks.participantUserIds, [userId]), awaitingReviewBy(userId)) as SQL;

/** The list's conditions apart from the sub-tab; null when the tab shows nothing to this user. */
function baseConditions(actor: Actor, query: TWalksQuery): SQL[] {
  const me = actor.user.id;
  const conditions: SQL[] = [];
  if (query.currentTab === 0) {
    conditions.push(inMyWalks(me));
  } else {
    const schools = schoolsWhere(actor.permissions, 'view entries');
    if (schools !== 'all') {
      if (schools.length === 0) throw Forbidden('Team Walks need the view entries permission.');
      conditions.push(inArray(walks.schoolId, schools));
    }
    // In-progress walks show only to their participants (canViewWalk).
    conditions.push(
      or(sql`${walks.status} <> 'inprogress'`, arrayContains(walks.participantUserIds, [me])) as SQL,
    );
    if (query.userIds.length > 0) conditions.push(arrayOverlaps(walks.participantUserIds, query.userIds));
  }
  if (query.schoolIds.length > 0) conditions.push(inArray(walks.schoolId, query.schoolIds));
  if (query.walkTypes.length > 0) conditions.push(inArray(walks.walkType, query.walkTypes));
  if (!query.showArchived) conditions.push(isNull(walks.timeArchived));
  conditions.push(...withinDistrictDays(walks.timeCreated, query.dateRange));
  if (query.awaitingMyAction) {
    // Waiting on me: my review, or my walk to lead on while it is in progress.
    conditions.push(
      or(awaitingReviewBy(me), and(eq(walks.status, 'inprogress'), eq(walks.leaderUserId, me))) as SQL,
    );
  }
  return conditions;
}

const subTabCondition = (subTab: number) =>
  subTab === 0 ? inArray(walks.status, [...ACTIVE]) : eq(walks.status, 'complete');

const hidesInProgress = (actor: Actor, query: TWalksQuery) => query.currentTab === 1 && !mayManageAny(actor);

/** One page of walks, newest first, 20 by default, with a (timeCreated, id) cursor. */
export async function listWalks(
  deps: AppDeps,
  actor: Actor,
  query: TWalksQuery,
): Promise<{ walks: TWalk[]; nextCursor: string | null }> {
  const conditions = baseConditions(actor, query);
  if (query.subTab === 0 && hidesInProgress(actor, query)) return { walks: [], nextCursor: null };
  conditions.push(subTabCondition(query.subTab));
  if (query.cursor) {
    const [time, id] = decodeCursor(query.cursor);
    conditions.push(sql`(${walks.timeCreated}, ${walks.id}) < (${time}::timestamptz, ${id})`);
  }
  const rows = await deps.db
    .select()
    .from(walks)
    .where(and(...conditions))
    .orderBy(desc(walks.timeCreated), desc(walks.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    walks: await presentWalks(deps.db, page, deps.clock()),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.timeCreated, last.id) : null,
  };
}

/** The sub-tab badges for the same tab and filters. */
export async function countWalks(deps: AppDeps, actor: Actor, query: TWalksQuery) {
  const conditions = baseConditions(actor, query);
  const [row] = await deps.db
    .select({
      inProgress: sql<number>`count(*) filter (where ${walks.status} in ('inprogress', 'review'))::int`,
      completed: sql<number>`count(*) filter (where ${walks.status} = 'complete')::int`,
    })
    .from(walks)
    .where(and(...conditions));
  return {
    inProgress: hidesInProgress(actor, query) ? 0 : Number(row?.inProgress ?? 0),
    completed: Number(row?.completed ?? 0),
  };
}

/**
 * The dashboard's current walks: in progress and taken part in, or awaiting one's review; not
 * archived; optionally one school.
 */
export async function currentWalks(deps: AppDeps, actor: Actor, schoolId: string | undefined) {
  const rows = await deps.db
    .select()
    .from(walks)
    .where(
      and(
        or(
          and(arrayContains(walks.participantUserIds, [actor.user.id]), eq(walks.status, 'inprogress')),
          awaitingReviewBy(actor.user.id),
        ),
        isNull(walks.timeArchived),
        schoolId ? eq(walks.schoolId, schoolId) : undefined,
      ),
    )
    .orderBy(desc(walks.timeCreated), desc(walks.id));
  return { walks: await presentWalks(deps.db, rows, deps.clock()) };
}
