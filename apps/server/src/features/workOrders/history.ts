import { assignmentChangeOf, type TTasksSettings, type WorkOrderStatus } from '@schooldog/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { WriteDeps } from '../../core/write.js';
import { audienceOf, type LoadedWorkOrder } from './access.js';
import type { WorkOrderChangeEvent } from './events.js';
import {
  workOrderAssignees,
  workOrderAssignmentHistory,
  workOrderFollowers,
  workOrderStatusHistory,
} from './tables.js';

/*
 * The writes every change of a work order shares: its status and assignment histories (spec 001 §3,
 * §4), its followers, and the live change that makes open pages read it again.
 */

/** Adds followers; those who follow already stay as they were. */
export async function follow(write: WriteDeps, workOrderId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await write.db
    .insert(workOrderFollowers)
    .values([...new Set(userIds)].map((userId) => ({ workOrderId, userId })))
    .onConflictDoNothing();
}

/** Appends a status to the history: every change, with its comment and who made it. */
export async function recordStatus(
  write: WriteDeps,
  workOrderId: string,
  change: { fromStatus: WorkOrderStatus | null; toStatus: WorkOrderStatus; comment?: string },
  byUserId: string,
) {
  await write.db.insert(workOrderStatusHistory).values({
    workOrderId,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    comment: change.comment ?? '',
    byUserId,
    timestamp: write.clock(),
  });
}

/**
 * Sets the assignees (assignmentChangeOf): the rows, one assignment history record, and the newly
 * assigned join the followers (spec 001 §4). Answers the change, or null when they stay the same.
 */
export async function assign(
  write: WriteDeps,
  workOrderId: string,
  previous: readonly string[],
  next: readonly string[],
  byUserId: string,
) {
  const change = assignmentChangeOf(previous, next);
  if (!change) return null;
  const removed = change.previousAssignedUserIds.filter((id) => !change.assignedUserIds.includes(id));
  if (removed.length > 0)
    await write.db
      .delete(workOrderAssignees)
      .where(
        and(eq(workOrderAssignees.workOrderId, workOrderId), inArray(workOrderAssignees.userId, removed)),
      );
  if (change.newlyAssignedUserIds.length > 0)
    await write.db
      .insert(workOrderAssignees)
      .values(change.newlyAssignedUserIds.map((userId) => ({ workOrderId, userId })));
  await follow(write, workOrderId, change.newlyAssignedUserIds);
  await write.db.insert(workOrderAssignmentHistory).values({
    workOrderId,
    ...change,
    byUserId,
    timestamp: write.clock(),
  });
  return change;
}

/**
 * Tells every open app that may see the work order (as it is now, and whoever was on it before
 * the change: an unassigned person's count and page change too).
 */
export function publishWorkOrder(
  write: Pick<WriteDeps, 'events'>,
  loaded: LoadedWorkOrder,
  settings: TTasksSettings,
  action: WorkOrderChangeEvent['action'],
  options: { formerUserIds?: readonly string[]; onlyUserIds?: string[] } = {},
) {
  const audience = audienceOf(loaded, settings);
  write.events.publish({
    type: 'workOrder',
    id: loaded.row.id,
    action,
    ...audience,
    followerIds: [...new Set([...audience.followerIds, ...(options.formerUserIds ?? [])])],
    ...(options.onlyUserIds ? { onlyUserIds: options.onlyUserIds } : {}),
  });
}
