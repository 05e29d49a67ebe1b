import type { TPersonSummary, TWorkOrder, TWorkOrderDetail } from '@schooldog/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../users/public.js';
import { inTurn } from './in-turn.js';
import {
  type WorkOrderRow,
  workOrderAssignees,
  workOrderAssignmentHistory,
  workOrderAttachments,
  workOrderComments,
  workOrderFollowers,
  workOrderPins,
  workOrderStatusHistory,
  type workOrders,
} from './tables.js';

/*
 * One presenter for work orders: a page of the list (a few queries per page, whatever its size)
 * and one work order's page with its people, comments, attachments and histories.
 */

type People = Map<string, TPersonSummary>;

async function peopleByIds(db: Executor, ids: Iterable<string>): Promise<People> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

const byName = (a: TPersonSummary, b: TPersonSummary) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id);

const personIn = (people: People, id: string | null) => (id === null ? null : (people.get(id) ?? null));

const groupBy = <T extends { workOrderId: string }>(rows: T[]) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.workOrderId, [...(groups.get(row.workOrderId) ?? []), row]);
  return groups;
};

/** Work orders as the list and the board show them, in the order given, for this viewer. */
export async function presentWorkOrders(
  db: Executor,
  rows: readonly WorkOrderRow[],
  viewerId: string,
): Promise<TWorkOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [assignees, followers, pins, comments] = await inTurn([
    db
      .select({ workOrderId: workOrderAssignees.workOrderId, userId: workOrderAssignees.userId })
      .from(workOrderAssignees)
      .where(inArray(workOrderAssignees.workOrderId, ids)),
    db
      .select({ workOrderId: workOrderFollowers.workOrderId, userId: workOrderFollowers.userId })
      .from(workOrderFollowers)
      .where(inArray(workOrderFollowers.workOrderId, ids))
      .orderBy(asc(workOrderFollowers.timeCreated), asc(workOrderFollowers.userId)),
    db
      .select({ workOrderId: workOrderPins.workOrderId })
      .from(workOrderPins)
      .where(and(inArray(workOrderPins.workOrderId, ids), eq(workOrderPins.userId, viewerId))),
    db
      .select({ workOrderId: workOrderComments.workOrderId, count: count() })
      .from(workOrderComments)
      .where(inArray(workOrderComments.workOrderId, ids))
      .groupBy(workOrderComments.workOrderId),
  ]);
  const people = await peopleByIds(db, [
    ...rows.map((row) => row.createdByUserId),
    ...assignees.map((row) => row.userId),
  ]);
  const assigneesOf = groupBy(assignees);
  const followersOf = groupBy(followers);
  const pinned = new Set(pins.map((row) => row.workOrderId));
  const commentCounts = new Map(comments.map((row) => [row.workOrderId, Number(row.count)]));
  return rows.map((row) =>
    workOrderOf(row, {
      createdBy: personIn(people, row.createdByUserId),
      assignees: (assigneesOf.get(row.id) ?? []).flatMap(({ userId }) => personIn(people, userId) ?? []),
      followerIds: (followersOf.get(row.id) ?? []).map(({ userId }) => userId),
      isPinned: pinned.has(row.id),
      commentCount: commentCounts.get(row.id) ?? 0,
    }),
  );
}

/** What a work order shows besides its own columns: its people, the viewer's pin, its comments. */
interface Around {
  createdBy: TPersonSummary | null;
  assignees: TPersonSummary[];
  followerIds: string[];
  isPinned: boolean;
  commentCount: number;
}

function workOrderOf(row: WorkOrderRow, around: Around): TWorkOrder {
  return {
    id: row.id,
    publicId: row.publicId,
    schoolId: row.schoolId,
    description: row.description,
    boardId: row.boardId,
    priority: row.priority,
    location: row.location,
    locationDataProfileId: row.locationDataProfileId,
    locationDataProfileOptionId: row.locationDataProfileOptionId,
    dueDate: row.dueDate,
    scheduledStartDate: row.scheduledStartDate,
    timeOriginallyScheduled: row.timeOriginallyScheduled,
    notes: row.notes,
    customFields: row.customFields,
    imagePaths: row.imagePaths,
    status: row.status,
    timeCompleted: row.timeCompleted?.toISOString() ?? null,
    entryId: row.entryId,
    walkId: row.walkId,
    createdBy: around.createdBy,
    assignees: [...around.assignees].sort(byName),
    followerIds: around.followerIds,
    isPinned: around.isPinned,
    commentCount: around.commentCount,
    timeCreated: row.timeCreated.toISOString(),
    timeUpdated: row.timeUpdated.toISOString(),
  };
}

const person = () =>
  sql`jsonb_build_object('id', ${users.id}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName})`;

/** A page of work orders as a subquery (`select ... limit`): what the list's statement presents. */
type PageOf = { id: typeof workOrders.id; createdByUserId: typeof workOrders.createdByUserId };

/** The page subquery's alias: the columns below name it (query.ts's `.as(LISTED_PAGE)`). */
export const LISTED_PAGE = 'page';

/*
 * Written out with the alias: inside a correlated subquery Drizzle renders a subquery's column bare
 * ("id"), which then names the inner table's own id. The assignees, followers and comment counts
 * were matched against users' and comments' ids, and every card read "Not assigned".
 */
const pageId = sql.raw(`"${LISTED_PAGE}"."id"`);
const pageMaker = sql.raw(`"${LISTED_PAGE}"."created_by_user_id"`);

/**
 * The list's page in one statement: each work order of the page (a subquery, limited first, so
 * the rest is worked out for its rows only) with what it shows besides its own columns.
 */
export const listedColumns = <Row extends PageOf>(page: Row, viewerId: string) => ({
  row: page,
  createdBy: sql<TPersonSummary | null>`(select ${person()} from ${users} where ${users.id} = ${pageMaker})`,
  assignees: sql<
    TPersonSummary[]
  >`(select coalesce(jsonb_agg(${person()}), '[]'::jsonb) from ${workOrderAssignees} join ${users} on ${users.id} = ${workOrderAssignees.userId} where ${workOrderAssignees.workOrderId} = ${pageId})`,
  followerIds: sql<
    string[]
  >`(select coalesce(array_agg(${workOrderFollowers.userId} order by ${workOrderFollowers.timeCreated}, ${workOrderFollowers.userId}), '{}') from ${workOrderFollowers} where ${workOrderFollowers.workOrderId} = ${pageId})`,
  isPinned: sql<boolean>`exists (select 1 from ${workOrderPins} where ${workOrderPins.workOrderId} = ${pageId} and ${workOrderPins.userId} = ${viewerId})`,
  commentCount: sql<number>`(select count(*)::int from ${workOrderComments} where ${workOrderComments.workOrderId} = ${pageId})`,
});

/** The list's rows (listedColumns) as the list shows them. */
export function presentListed(rows: readonly ({ row: WorkOrderRow } & Around)[]): TWorkOrder[] {
  return rows.map(({ row, ...around }) => workOrderOf(row, around));
}

/** One work order's page: the list's fields with its followers, comments, attachments and histories. */
export async function presentWorkOrderDetail(
  db: Executor,
  row: WorkOrderRow,
  viewerId: string,
): Promise<TWorkOrderDetail> {
  const [[summary], comments, attachments, statuses, assignments] = await inTurn([
    presentWorkOrders(db, [row], viewerId),
    db
      .select()
      .from(workOrderComments)
      .where(eq(workOrderComments.workOrderId, row.id))
      .orderBy(asc(workOrderComments.timeCreated), asc(workOrderComments.id)),
    db
      .select()
      .from(workOrderAttachments)
      .where(eq(workOrderAttachments.workOrderId, row.id))
      .orderBy(asc(workOrderAttachments.timeCreated), asc(workOrderAttachments.id)),
    db
      .select()
      .from(workOrderStatusHistory)
      .where(eq(workOrderStatusHistory.workOrderId, row.id))
      .orderBy(asc(workOrderStatusHistory.seq)),
    db
      .select()
      .from(workOrderAssignmentHistory)
      .where(eq(workOrderAssignmentHistory.workOrderId, row.id))
      .orderBy(asc(workOrderAssignmentHistory.seq)),
  ]);
  if (!summary) throw new Error(`work order ${row.id} could not be presented`);
  const people = await peopleByIds(db, [
    ...summary.followerIds,
    ...comments.map((comment) => comment.authorUserId),
    ...attachments.flatMap((file) => [
      file.byUserId,
      ...(file.deletedByUserId ? [file.deletedByUserId] : []),
    ]),
    ...statuses.flatMap((change) => (change.byUserId ? [change.byUserId] : [])),
    ...assignments.flatMap((change) => (change.byUserId ? [change.byUserId] : [])),
  ]);
  return {
    ...summary,
    followers: summary.followerIds.flatMap((id) => personIn(people, id) ?? []),
    comments: comments.map((comment) => ({
      id: comment.id,
      author: personIn(people, comment.authorUserId),
      text: comment.text,
      timeCreated: comment.timeCreated.toISOString(),
    })),
    attachments: attachments.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      filePath: file.filePath,
      byUser: personIn(people, file.byUserId),
      timeCreated: file.timeCreated.toISOString(),
      isDeleted: file.isDeleted,
      deletedBy: personIn(people, file.deletedByUserId),
    })),
    statusHistory: statuses.map((change) => ({
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      byUser: personIn(people, change.byUserId),
      comment: change.comment,
      timestamp: change.timestamp.toISOString(),
    })),
    assignmentHistory: assignments.map((change) => ({
      assignedUserIds: change.assignedUserIds,
      previousAssignedUserIds: change.previousAssignedUserIds,
      newlyAssignedUserIds: change.newlyAssignedUserIds,
      byUser: personIn(people, change.byUserId),
      timestamp: change.timestamp.toISOString(),
    })),
  };
}
