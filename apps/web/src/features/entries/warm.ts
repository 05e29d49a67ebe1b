import type { TMeResponse } from '@schooldog/domain';
import type { QueryClient } from '@tanstack/react-query';
import { userCan } from '../auth/permissions';
import { observationSettingsQuery } from '../observation-settings/queries';
import { ENTRIES_PERMISSION } from './access';
import { EMPTY_FILTERS, searchFromFilters } from './filters';
import { entriesCountQuery, entriesQuery, schoolLocationsQuery } from './queries';

/** Locations are warmed only for users of a few schools (a district user has them all). */
export const WARMED_LOCATION_SCHOOLS_MAX = 10;

const ALL_ENTRIES = searchFromFilters(EMPTY_FILTERS).toString();

/** What the Log Entry dialog needs: the observation settings (the entry cards' names too). */
export async function warmEntryEssentials(queryClient: QueryClient, me: TMeResponse): Promise<void> {
  if (userCan(me, 'log entries') || userCan(me, ENTRIES_PERMISSION))
    await queryClient.prefetchQuery(observationSettingsQuery);
}

/** The explorer's first page and count, and the locations of the user's schools for logging. */
export async function warmEntries(queryClient: QueryClient, me: TMeResponse): Promise<void> {
  const tasks: Promise<unknown>[] = [];
  if (userCan(me, ENTRIES_PERMISSION)) {
    tasks.push(queryClient.prefetchInfiniteQuery(entriesQuery(ALL_ENTRIES)));
    tasks.push(queryClient.prefetchQuery(entriesCountQuery(ALL_ENTRIES)));
  }
  if (userCan(me, 'log entries') && me.schools.length <= WARMED_LOCATION_SCHOOLS_MAX) {
    for (const school of me.schools) tasks.push(queryClient.prefetchQuery(schoolLocationsQuery(school.id)));
  }
  await Promise.allSettled(tasks);
}
