import { canCompleteWalk, type TWalk, WALK_RULES, type WalkViewer } from '@schooldog/domain';

/** The dashboard shows at most this many current walks when the list is cut short. */
export const DASHBOARD_WALKS_SHOWN = WALK_RULES.dashboardFullListBelow - 1;

/** "The current-walks list is shown in full only when fewer than 6 walks exist"; otherwise the first 5. */
export function walksToShow<T>(walks: readonly T[]): { shown: readonly T[]; isCut: boolean } {
  if (walks.length < WALK_RULES.dashboardFullListBelow) return { shown: walks, isCut: false };
  return { shown: walks.slice(0, DASHBOARD_WALKS_SHOWN), isCut: true };
}

/** In-progress walks started more than 7 days ago that this user may complete: the completion prompt's. */
export function walksToPromptCompletion(walks: readonly TWalk[], viewer: WalkViewer, now: Date): TWalk[] {
  return walks.filter(
    (walk) =>
      walk.status === 'inprogress' &&
      now.getTime() - new Date(walk.timeCreated).getTime() > WALK_RULES.completionPromptAfterMs &&
      canCompleteWalk(viewer, walk),
  );
}
