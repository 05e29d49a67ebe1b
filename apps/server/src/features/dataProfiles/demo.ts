import { newId, optionKey } from '@schooldog/domain';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import { inTransaction } from '../../core/write.js';
import { actorByEmail } from '../../seed/actor.js';
import { DEMO_EMAIL_DOMAIN } from '../../seed/demo.js';
import { observations } from '../entries/public.js';
import { schools } from '../schools/public.js';
import { createDataProfile } from './create.js';
import { dataProfiles } from './tables.js';

/** The rooms every demo school has (numbered rooms and the places the demo entries and work orders name). */
const ROOMS = [
  ...['101', '102', '103', '104', '105', '106', '110', '112', '114', '201', '202', '204', '206'].map(
    (n) => `Room ${n}`,
  ),
  'Front office',
  'Main hallway',
  'Cafeteria',
  'Kitchen',
  'Gym',
  'Gym lobby',
  'Media center',
  'Bus loop',
  'Playground',
];

/**
 * A Room No. profile for each demo school, made as the district safety coordinator would, after the
 * demo entries and work orders: those naming a room are pointed at it (the same step as approving
 * a typed location), and up to three other typed locations per school wait in review.
 */
export async function seedDemoDataProfiles(deps: AppDeps): Promise<void> {
  if ((await deps.db.select({ id: dataProfiles.id }).from(dataProfiles).limit(1)).length > 0) return;
  const actor = await actorByEmail(deps, `district_safety_coordinator@${DEMO_EMAIL_DOMAIN}`);
  const schoolRows = await deps.db.select({ id: schools.id }).from(schools).orderBy(asc(schools.name));
  for (const { id: schoolId } of schoolRows) {
    await inTransaction(deps, 'online', async (write) => {
      const profile = await createDataProfile(write, {
        schoolId,
        friendlyName: 'Room No.',
        icon: 'meeting_room',
        optionNames: ROOMS,
      });
      for (const option of profile.options)
        await write.emit('dataProfile.locationPlaced', {
          actor,
          schoolId,
          key: optionKey(option.name),
          profileId: profile.id,
          option,
        });
      const typed = await write.db
        .select({
          location: observations.location,
          reportedByUserId: observations.reportedByUserId,
          id: observations.id,
        })
        .from(observations)
        .where(
          and(
            eq(observations.schoolId, schoolId),
            isNull(observations.locationDataProfileOptionId),
            ne(observations.searchableLocation, ''),
            eq(observations.isDeleted, false),
          ),
        )
        .orderBy(asc(observations.searchableLocation), asc(observations.id));
      const firstByName = [...new Map(typed.map((entry) => [optionKey(entry.location), entry])).values()];
      const at = write.clock().toISOString();
      const review = firstByName.slice(0, 3).map((entry) => ({
        id: newId(),
        name: entry.location,
        submittedByUserId: entry.reportedByUserId,
        submittedAt: at,
        entryId: entry.id,
        workOrderId: null,
      }));
      await write.db
        .update(dataProfiles)
        .set({ newOptionsInReview: review })
        .where(eq(dataProfiles.id, profile.id));
    });
  }
}
