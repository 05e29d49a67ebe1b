import { type Landing, landingOf, type TMeResponse } from '@schooldog/domain';
import { resolvedPermissionsOf } from '../auth/permissions';

/** Where each landing is: without the dashboard, /tasks for who may propose or be proposed tasks (spec 000 §2). */
const LANDING_PATHS: Record<Landing, string> = {
  dashboard: '/dashboard',
  tasks: '/tasks',
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
