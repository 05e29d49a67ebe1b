import { type TOptionWorkOrder, workOrderSchoolsSeen } from '@schooldog/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../http/access.js';
import { type ReadDeps, workOrderActorOf } from './access.js';
import { visibleTo } from './query.js';
import { workOrders } from './tables.js';

/**
 * The work orders at a data profile's option (a room) that the viewer may see, newest first: the
 * option's page (data profiles) lists them with a link to each.
 */
export async function workOrdersAtOption(
  deps: ReadDeps,
  actor: Actor,
  place: { profileId: string; optionId: string },
  limit: number,
): Promise<TOptionWorkOrder[]> {
  const settings = await deps.settings.get('tasks');
  const rows = await deps.db
    .select({
      id: workOrders.id,
      publicId: workOrders.publicId,
      description: workOrders.description,
      status: workOrders.status,
      timeCreated: workOrders.timeCreated,
    })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.locationDataProfileId, place.profileId),
        eq(workOrders.locationDataProfileOptionId, place.optionId),
        visibleTo(actor, workOrderSchoolsSeen(workOrderActorOf(actor), settings)),
      ),
    )
    .orderBy(desc(workOrders.timeCreated), desc(workOrders.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, timeCreated: row.timeCreated.toISOString() }));
}
