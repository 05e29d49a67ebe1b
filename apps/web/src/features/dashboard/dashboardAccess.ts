import { anyPermissionOf } from '@schooldog/domain';

/** The permissions that show the dashboard (spec 000 §2 "Navigation menu"). */
export const DASHBOARD_PERMISSION = anyPermissionOf(
  'log entries',
  'view entries',
  'view entry leaderboards',
  'view data insights',
  'view assessments',
  'submit assessments',
);

/** Where a user without any dashboard permission lands instead; /tasks joins with the work order issue. */
export const DASHBOARD_FALLBACK_PATH = '/resources/links';
