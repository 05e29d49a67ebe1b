import { type Landing, landingOf, type TMeResponse } from '@schooldog/domain';
import { resolvedPermissionsOf } from '../auth/permissions';

/**
 * Where each landing is. /tasks joins with the work order issue: until then a work-order user
 * lands on the resources too, where the landing notice tells them what the app offers them.
 */
const LANDING_PATHS: Record<Landing, string> = {
  dashboard: '/dashboard',
  tasks: '/resources/links',
  resources: '/resources/links',
};

/** Where this user starts (the domain's rule). */
export function landingOfUser(me: TMeResponse): Landing {
  return landingOf(resolvedPermissionsOf(me));
}

export function landingPathOf(me: TMeResponse): string {
  return LANDING_PATHS[landingOfUser(me)];
}

/** What a page the user may not open hands to the landing, so the move is said, not silent. */
export interface LandingState {
  refusedPath: string;
}

export function refusedPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('refusedPath' in state)) return null;
  return typeof state.refusedPath === 'string' ? state.refusedPath : null;
}
