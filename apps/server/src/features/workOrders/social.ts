import {
  canCommentOnWorkOrder,
  newId,
  type TWorkOrderDetail,
  WORK_ORDER_MESSAGES as M,
  ZWorkOrderCommentRequest,
} from '@schooldog/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { WriteDeps } from '../../core/write.js';
import { createOnce } from '../../db/create-once.js';
import type { Actor } from '../../http/access.js';
import { Forbidden } from '../../http/errors.js';
import { loadVisibleWorkOrder, subjectOf, workOrderActorOf } from './access.js';
import { follow, publishWorkOrder } from './history.js';
import { tell, workOrderCommented } from './notifications.js';
import { presentWorkOrderDetail } from './present.js';
import { workOrderComments, workOrderFollowers, workOrderPins } from './tables.js';

/*
 * What whoever sees a work order may do on it (spec 001 §2 "Work order page"): comment, follow and
 * pin (canCommentOnWorkOrder).
 */

async function loadForSocial(write: WriteDeps, actor: Actor, id: string) {
  const found = await loadVisibleWorkOrder(write, actor, id);
  if (!canCommentOnWorkOrder(workOrderActorOf(actor), subjectOf(found.loaded), found.settings))
    throw Forbidden(M.workOrderMayNotComment);
  return found;
}

/**
 * Adds a comment (201), or answers the one stored under the same id by the same person (200): a
 * retried comment is applied once. Its followers hear of it, its author not.
 */
export async function addComment(
  write: WriteDeps,
  actor: Actor,
  workOrderId: string,
  input: z.input<typeof ZWorkOrderCommentRequest>,
): Promise<{ workOrder: TWorkOrderDetail; isNew: boolean }> {
  const request = ZWorkOrderCommentRequest.parse(input);
  const { loaded, settings } = await loadForSocial(write, actor, workOrderId);
  const id = request.id ?? newId();
  const { isNew } = await createOnce({
    find: async () =>
      (await write.db.select().from(workOrderComments).where(eq(workOrderComments.id, id)))[0],
    isOwn: (comment) => comment.authorUserId === actor.user.id && comment.workOrderId === workOrderId,
    conflict: M.workOrderCommentIdTaken,
    insert: async () => {
      const [comment] = await write.db
        .insert(workOrderComments)
        .values({
          id,
          workOrderId,
          authorUserId: actor.user.id,
          text: request.text,
          timeCreated: write.clock(),
          timeUpdated: write.clock(),
        })
        .onConflictDoNothing()
        .returning();
      return comment ?? null;
    },
  });
  if (isNew) {
    await tell(write, actor, loaded.row, subjectOf(loaded), settings, {
      kind: workOrderCommented,
      to: loaded.followerIds,
      comment: request.text,
    });
    publishWorkOrder(write, loaded, settings, 'updated');
  }
  return { workOrder: await presentWorkOrderDetail(write.db, loaded.row, actor.user.id), isNew };
}

/** Follows (or stops following) a work order: its comments, completion and decline reach followers. */
export async function setFollowing(
  write: WriteDeps,
  actor: Actor,
  workOrderId: string,
  on: boolean,
): Promise<TWorkOrderDetail> {
  const { loaded, settings } = await loadForSocial(write, actor, workOrderId);
  const me = actor.user.id;
  if (on && !loaded.followerIds.includes(me)) await follow(write, workOrderId, [me]);
  if (!on && loaded.followerIds.includes(me))
    await write.db
      .delete(workOrderFollowers)
      .where(and(eq(workOrderFollowers.workOrderId, workOrderId), eq(workOrderFollowers.userId, me)));
  const followerIds = on
    ? [...new Set([...loaded.followerIds, me])]
    : loaded.followerIds.filter((id) => id !== me);
  if (on !== loaded.followerIds.includes(me))
    publishWorkOrder(write, { ...loaded, followerIds }, settings, 'updated', { formerUserIds: [me] });
  return presentWorkOrderDetail(write.db, loaded.row, me);
}

/** Pins (or unpins) a work order for oneself: only one's own devices hear of it. */
export async function setPinned(
  write: WriteDeps,
  actor: Actor,
  workOrderId: string,
  on: boolean,
): Promise<TWorkOrderDetail> {
  const { loaded, settings } = await loadForSocial(write, actor, workOrderId);
  const me = actor.user.id;
  const changed = on
    ? await write.db
        .insert(workOrderPins)
        .values({ workOrderId, userId: me })
        .onConflictDoNothing()
        .returning()
    : await write.db
        .delete(workOrderPins)
        .where(and(eq(workOrderPins.workOrderId, workOrderId), eq(workOrderPins.userId, me)))
        .returning();
  if (changed.length > 0) publishWorkOrder(write, loaded, settings, 'updated', { onlyUserIds: [me] });
  return presentWorkOrderDetail(write.db, loaded.row, me);
}
