import { ASSESSMENT_OR_RUBRIC, type TMeResponse } from '@schooldog/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userCan } from '../features/auth/permissions';
import { ENTRIES_PERMISSION } from '../features/entries/access';
import { EMPTY_FILTERS, searchFromFilters } from '../features/entries/filters';
import { entriesCountQuery, entriesQuery, schoolLocationsQuery } from '../features/entries/queries';
import { observationSettingsQuery } from '../features/observation-settings/queries';
import { clearedWalkFilters, searchFromWalkFilters } from '../features/walks/list/walkFilters';
import { currentWalksQuery, walkEntriesQuery, walkKeys, walksQuery } from '../features/walks/queries';
import { useConnectivity } from './connectivity';

/*
 * Warming the cache for offline use (ARCHITECTURE §7 "Reads"): while a user is signed in and
 * online, the reads the offline screens need are loaded ahead, so the dashboard, /walks, /entries
 * and the walk screens render from the persisted cache after a reload without network.
 */

/** Locations are warmed only for users of a few schools (a district user has them all). */
export const WARMED_LOCATION_SCHOOLS_MAX = 10;
/** The screen being opened loads first; the warm-up follows. */
export const WARM_DELAY_MS = 1_000;

const MY_WALKS_IN_PROGRESS = searchFromWalkFilters({
  currentTab: 0,
  subTab: 0,
  ...clearedWalkFilters(),
}).toString();
const ALL_ENTRIES = searchFromFilters(EMPTY_FILTERS).toString();

/** Each current walk goes in the cache as itself (from the list) with its entries (and its assessments, for those who see them). */
async function warmCurrentWalks(queryClient: QueryClient, me: TMeResponse): Promise<void> {
  const maySeeAssessments = userCan(me, ASSESSMENT_OR_RUBRIC);
  const current = currentWalksQuery();
  const walks = await queryClient.fetchQuery(current);
  const listedAt = queryClient.getQueryState(current.queryKey)?.dataUpdatedAt ?? Date.now();
  await Promise.allSettled(
    walks.map((walk) => {
      const detail = queryClient.getQueryState(walkKeys.detail(walk.id));
      if (!detail || detail.dataUpdatedAt < listedAt)
        queryClient.setQueryData(walkKeys.detail(walk.id), walk, { updatedAt: listedAt });
      const entries = queryClient.prefetchQuery(walkEntriesQuery(walk.id));
      if (!maySeeAssessments || walk.assessmentIds.length === 0) return entries;
      // The assessments' code (scoring, overlays) is not part of the first screen: loaded when needed.
      return entries
        .then(() => import('../features/assessments/edit/warmAssessments'))
        .then(({ warmWalkAssessments }) => warmWalkAssessments(queryClient, walk.id));
    }),
  );
}

/** What the Log Entry dialog needs, loaded at once after sign-in (it is small). */
async function warmEssentials(queryClient: QueryClient, me: TMeResponse): Promise<void> {
  if (userCan(me, 'log entries') || userCan(me, ENTRIES_PERMISSION))
    await queryClient.prefetchQuery(observationSettingsQuery);
}

/** Loads what the offline screens read; failures are left for the screens to retry. */
export async function warmOfflineCache(queryClient: QueryClient, me: TMeResponse): Promise<void> {
  const mayLog = userCan(me, 'log entries');
  const maySee = userCan(me, ENTRIES_PERMISSION);
  const tasks: Promise<unknown>[] = [warmEssentials(queryClient, me)];
  if (maySee) {
    // The entry cards' names come from the observation settings (warmEssentials).
    tasks.push(queryClient.prefetchInfiniteQuery(entriesQuery(ALL_ENTRIES)));
    tasks.push(queryClient.prefetchQuery(entriesCountQuery(ALL_ENTRIES)));
  }
  if (mayLog) {
    tasks.push(warmCurrentWalks(queryClient, me));
    tasks.push(queryClient.prefetchInfiniteQuery(walksQuery(MY_WALKS_IN_PROGRESS)));
    if (me.schools.length <= WARMED_LOCATION_SCHOOLS_MAX) {
      for (const school of me.schools) tasks.push(queryClient.prefetchQuery(schoolLocationsQuery(school.id)));
    }
  }
  await Promise.allSettled(tasks);
}

/** Warms the cache after sign-in and whenever the device comes back online. */
export function useWarmOfflineCache(me: TMeResponse, isEnabled: boolean): void {
  const queryClient = useQueryClient();
  const { isOffline } = useConnectivity();
  useEffect(() => {
    if (!isEnabled || isOffline) return;
    void warmEssentials(queryClient, me);
    const timer = setTimeout(() => void warmOfflineCache(queryClient, me), WARM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient, me, isEnabled, isOffline]);
}
