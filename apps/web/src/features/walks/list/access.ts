import type { TMeResponse } from '@schooldog/domain';
import { userCan } from '../../auth/permissions';
import type { WalkTabRules } from './walkFilters';

/** Who reaches /walks (spec 000 §2 "Walks list": log or view entries at any school). */
export const WALKS_PERMISSION = 'log entries|view entries';

/** My Walks needs log entries; Team Walks view entries; Team In Progress manage entries or manage other entries. */
export function walkTabRules(me: TMeResponse): WalkTabRules {
  return {
    hasMyWalks: userCan(me, 'log entries'),
    hasTeamWalks: userCan(me, 'view entries'),
    hasTeamInProgress: userCan(me, 'manage entries|manage other entries'),
  };
}
