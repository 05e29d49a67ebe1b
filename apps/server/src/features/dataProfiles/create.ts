import { DATA_PROFILE_MESSAGES, newId, optionKey } from '@schooldog/domain';
import type { WriteDeps } from '../../core/write.js';
import { Invalid } from '../../http/errors.js';
import { dataProfiles } from './tables.js';

/**
 * Makes a school's location profile (spec 000 §3 "Data profile"): friendly name Location or Room
 * No., its icon and its first options, distinct by name. The demo makes the schools' rooms with it.
 */
export async function createDataProfile(
  write: WriteDeps,
  profile: { schoolId: string | null; friendlyName: string; icon: string; optionNames: string[] },
) {
  const keys = new Set(profile.optionNames.map(optionKey));
  if (keys.size !== profile.optionNames.length || keys.has(''))
    throw Invalid({ options: DATA_PROFILE_MESSAGES.dataProfileOptionNamesDistinct });
  const [row] = await write.db
    .insert(dataProfiles)
    .values({
      id: newId(),
      schoolId: profile.schoolId,
      friendlyName: profile.friendlyName,
      icon: profile.icon,
      options: profile.optionNames.map((name) => ({ id: newId(), name: name.trim() })),
    })
    .returning();
  if (!row) throw new Error('the data profile was not made');
  return row;
}
