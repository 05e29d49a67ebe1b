import {
  canProposeWorkOrder,
  fitsWorkOrdersPerEntry,
  type TEntryWorkOrderDraft,
  WORK_ORDER_MESSAGES as M,
} from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, Invalid, NotFound } from '../../http/errors.js';
import { type ObservationRow, observations } from './tables.js';

/**
 * Makes the work orders drafted in the log / edit entry dialog (spec 000 §3 tasksToAddOnSubmission,
 * §5 "Up to 5 work orders per entry") in the entry's write: the work orders feature hears
 * 'entry.workOrdersRequested' and makes each, as the actor, from the entry (its school, its
 * pictures; a draft already made is answered, not made again). Refused as a whole, entry and all,
 * when the actor may not propose work orders there (or they are off), or past the limit. Answers
 * the entry's work order ids after.
 */
export async function makeEntryWorkOrders(
  deps: WriteDeps,
  actor: Actor,
  entry: ObservationRow,
  drafts: readonly TEntryWorkOrderDraft[],
): Promise<string[]> {
  if (drafts.length === 0) return entry.createdTaskIds;
  if (!canProposeWorkOrder(actor.permissions, entry.schoolId)) throw Forbidden(M.workOrderMayNotPropose);
  // Locked to the write's end, so two edits at once cannot pass the limit together.
  const [locked] = await deps.db
    .select()
    .from(observations)
    .where(eq(observations.id, entry.id))
    .for('update');
  if (!locked) throw NotFound('Entry not found');
  if (
    !fitsWorkOrdersPerEntry(
      locked.createdTaskIds,
      drafts.map((draft) => draft.id),
    )
  )
    throw Invalid({ tasksToAddOnSubmission: M.workOrdersPerEntryMax }, M.workOrdersPerEntryMax);
  await deps.emit('entry.workOrdersRequested', { entry: locked, actor, workOrders: [...drafts] });
  const [after] = await deps.db
    .select({ createdTaskIds: observations.createdTaskIds })
    .from(observations)
    .where(eq(observations.id, entry.id));
  return after?.createdTaskIds ?? locked.createdTaskIds;
}
