import { can } from './check.js';
import { anyPermissionOf, type ResolvedPermissions } from './names.js';

/** The permissions that show the dashboard (spec 000 §2 "Navigation menu"). */
export const DASHBOARD_PERMISSION = anyPermissionOf(
  'log entries',
  'view entries',
  'view entry leaderboards',
  'view data insights',
  'view assessments',
  'submit assessments',
);

/** Where a signed-in user starts: the dashboard, or its fallback, work orders or the resources. */
export type Landing = 'dashboard' | 'tasks' | 'resources';

/**
 * "Dashboard fallback when the user lacks permission: /tasks if they may propose or be proposed
 * tasks, otherwise /resources/links" (spec 000 §2 "Guards and shell").
 */
export function landingOf(permissions: ResolvedPermissions): Landing {
  if (can(permissions, DASHBOARD_PERMISSION)) return 'dashboard';
  return can(permissions, 'propose tasks|be proposed tasks') ? 'tasks' : 'resources';
}
