import { ASSESSMENT_OR_RUBRIC, type TMeResponse } from '@schooldog/domain';
import type { QueryClient } from '@tanstack/react-query';
import { userCan } from '../auth/permissions';
import { clearedWalkFilters, searchFromWalkFilters } from './list/walkFilters';
import { currentWalksQuery, walkEntriesQuery, walkKeys, walksQuery } from './queries';

const MY_WALKS_IN_PROGRESS = searchFromWalkFilters({
  currentTab: 0,
  subTab: 0,
  ...clearedWalkFilters(),
}).toString();

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
        .then(() => import('../assessments/edit/warmAssessments'))
        .then(({ warmWalkAssessments }) => warmWalkAssessments(queryClient, walk.id));
    }),
  );
}

/** The walker's current walks with their entries, and My Walks in progress. */
export async function warmWalks(queryClient: QueryClient, me: TMeResponse): Promise<void> {
  if (!userCan(me, 'log entries')) return;
  await Promise.allSettled([
    warmCurrentWalks(queryClient, me),
    queryClient.prefetchInfiniteQuery(walksQuery(MY_WALKS_IN_PROGRESS)),
  ]);
}
