import { and, eq, isNull, sql } from 'drizzle-orm';
import { on } from '../../core/domain-events.js';
import { recordAudit } from '../../core/audit.js';
import { workOrders } from './tables.js';

/**
 * A typed location approved or merged into a data profile's option (dataProfiles, spec 000 §3):
 * the school's work orders naming it, without an option, point at the option; audited as an edit
 * of the location fields (spec 001 §3).
 */
export const workOrderDataProfileSubscribers = [
  on('dataProfile.locationPlaced', 'write', async (write, { actor, schoolId, key, profileId, option }) => {
    const rows = await write.db
      .select()
      .from(workOrders)
      .where(
        and(
          eq(workOrders.schoolId, schoolId),
          sql`lower(trim(${workOrders.location})) = ${key}`,
          isNull(workOrders.locationDataProfileOptionId),
        ),
      )
      .for('update');
    for (const row of rows) {
      const after = {
        location: option.name,
        locationDataProfileId: profileId,
        locationDataProfileOptionId: option.id,
      };
      await write.db
        .update(workOrders)
        .set({ ...after, timeUpdated: write.clock() })
        .where(eq(workOrders.id, row.id));
      await recordAudit(write.db, {
        entity: 'workOrder',
        entityId: row.id,
        userId: actor.user.id,
        before: {
          location: row.location,
          locationDataProfileId: row.locationDataProfileId,
          locationDataProfileOptionId: row.locationDataProfileOptionId,
        },
        after,
      });
    }
  }),
];
