import type { WebFeature } from '../app/feature';
import { assessmentsFeature } from './assessments';
import { authFeature } from './auth';
import { dashboardFeature } from './dashboard';
import { dataProfilesFeature } from './dataProfiles';
import { drillsFeature } from './drills';
import { entriesFeature } from './entries';
import { insightsFeature } from './insights';
import { legalFeature } from './legal';
import { resourcesFeature } from './resources';
import { rubricsFeature } from './rubrics';
import { safetyAlertsFeature } from './safetyAlerts';
import { settingsFeature } from './settings';
import { recurringWorkOrdersFeature } from './recurringWorkOrders';
import { tasksSettingsFeature } from './tasksSettings';
import { usersFeature } from './users';
import { walksFeature } from './walks';
import { workOrdersFeature } from './workOrders';

/**
 * Every feature's menu items, actions, offline warm-up and Offline Mode pages (its index.ts), one
 * line each; the signed-in shell holds this list. Routes are listed apart (features/routes.ts),
 * and writes offline and live updates in features/registry.ts.
 */
export const WEB_FEATURES: readonly WebFeature[] = [
  authFeature,
  dashboardFeature,
  entriesFeature,
  walksFeature,
  safetyAlertsFeature,
  dataProfilesFeature,
  insightsFeature,
  workOrdersFeature,
  recurringWorkOrdersFeature,
  tasksSettingsFeature,
  assessmentsFeature,
  rubricsFeature,
  drillsFeature,
  usersFeature,
  settingsFeature,
  resourcesFeature,
  legalFeature,
];
