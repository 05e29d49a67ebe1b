import { DATA_PROFILE_PICKER_ACCESS, type TMeResponse } from '@schooldog/domain';
import type { QueryClient } from '@tanstack/react-query';
import { userCan } from '../auth/permissions';
import { schoolDataProfilesQuery } from './queries';

/** Profiles are warmed only for users of a few schools (a district user has them all). */
export const WARMED_PROFILE_SCHOOLS_MAX = 10;

/**
 * The location picker's profiles of the user's schools stay on the device, so a walker in a dead
 * zone picks a room in the entry or work order dialog as online.
 */
export async function warmDataProfiles(queryClient: QueryClient, me: TMeResponse): Promise<void> {
  if (me.schools.length > WARMED_PROFILE_SCHOOLS_MAX) return;
  await Promise.allSettled(
    me.schools
      .filter((school) => userCan(me, DATA_PROFILE_PICKER_ACCESS, school.id))
      .map((school) => queryClient.prefetchQuery(schoolDataProfilesQuery(school.id))),
  );
}
