import { and, eq, isNull } from 'drizzle-orm';
import { on } from '../../core/domain-events.js';
import { deltaFields, publishEntry, recordDelta } from './service.js';
import { observations } from './tables.js';

/**
 * A typed location approved or merged into a data profile's option (dataProfiles, spec 000 §3):
 * the school's entries naming it, without an option, point at the option under its name; each is
 * audited and announced as any edit, and the counts follow 'entry.changed'.
 */
export const entryDataProfileSubscribers = [
  on('dataProfile.locationPlaced', 'write', async (write, { actor, schoolId, key, profileId, option }) => {
    const rows = await write.db
      .select()
      .from(observations)
      .where(
        and(
          eq(observations.schoolId, schoolId),
          eq(observations.searchableLocation, key),
          isNull(observations.locationDataProfileOptionId),
          eq(observations.isDeleted, false),
        ),
      )
      .for('update');
    for (const before of rows) {
      const next = {
        location: option.name,
        searchableLocation: option.name.trim().toLowerCase(),
        locationDataProfileId: profileId,
        locationDataProfileOptionId: option.id,
      };
      const [after] = await write.db
        .update(observations)
        .set(next)
        .where(eq(observations.id, before.id))
        .returning();
      if (!after) continue;
      recordDelta(write, actor, after, 'update', deltaFields(before, after));
      await write.emit('entry.changed', { before, after });
      publishEntry(write, after, 'updated', undefined);
    }
  }),
];
