import { canSeeWorkOrder } from '@schooldog/domain';
import { arrayContains } from 'drizzle-orm';
import type { Actor } from '../../http/access.js';
import { peopleOf, type ReadDeps, subjectOf, workOrderActorOf } from './access.js';
import { workOrders } from './tables.js';

/**
 * A work order's own picture (tasks/{userId}/{uid}, spec 001 §7) is read by whoever may see a
 * work order naming it (canSeeWorkOrder); its uploader reads it anyway (files/service.ts).
 */
export async function mayReadWorkOrderPicture(
  deps: Pick<ReadDeps, 'db' | 'settings'>,
  actor: Actor,
  path: string,
): Promise<boolean> {
  const rows = await deps.db
    .select()
    .from(workOrders)
    .where(arrayContains(workOrders.imagePaths, [path]));
  if (rows.length === 0) return false;
  const settings = await deps.settings.get('tasks');
  for (const row of rows) {
    const loaded = { row, ...(await peopleOf(deps.db, row.id)) };
    if (canSeeWorkOrder(workOrderActorOf(actor), subjectOf(loaded), settings)) return true;
  }
  return false;
}
