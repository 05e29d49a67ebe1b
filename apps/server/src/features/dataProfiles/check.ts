import { REFUSALS } from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { Invalid } from '../../http/errors.js';
import { dataProfiles } from './tables.js';

/**
 * A location data profile named by an entry or a work order must exist for its school (or for
 * every school), with the option it names (spec 000 §3 "Data profile").
 */
export async function assertProfileOption(
  db: Executor,
  place: {
    schoolId: string;
    locationDataProfileId: string | null;
    locationDataProfileOptionId: string | null;
  },
) {
  if (place.locationDataProfileId === null) return;
  const [profile] = await db
    .select()
    .from(dataProfiles)
    .where(eq(dataProfiles.id, place.locationDataProfileId));
  if (!profile || (profile.schoolId !== null && profile.schoolId !== place.schoolId))
    throw Invalid({ locationDataProfileId: REFUSALS.locationProfileNotFound });
  const optionId = place.locationDataProfileOptionId;
  if (optionId !== null && !profile.options.some((option) => option.id === optionId))
    throw Invalid({ locationDataProfileOptionId: REFUSALS.locationNotInProfile });
}
