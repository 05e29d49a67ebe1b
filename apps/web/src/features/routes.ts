import type { FeatureRoutes } from '../app/feature';
import { assessmentsRoutes } from './assessments/routes';
import { authRoutes } from './auth/routes';
import { dashboardRoutes } from './dashboard/routes';
import { dataProfilesRoutes } from './dataProfiles/routes';
import { drillsRoutes } from './drills/routes';
import { entriesRoutes } from './entries/routes';
import { errorsRoutes } from './errors/routes';
import { insightsRoutes } from './insights/routes';
import { installRoutes } from './install/routes';
import { legalRoutes } from './legal/routes';
import { mfaRoutes } from './mfa/routes';
import { observationSettingsRoutes } from './observation-settings/routes';
import { recurringWorkOrdersRoutes } from './recurringWorkOrders/routes';
import { resourcesRoutes } from './resources/routes';
import { rubricsRoutes } from './rubrics/routes';
import { safetyAlertsRoutes } from './safetyAlerts/routes';
import { settingsRoutes } from './settings/routes';
import { setupRoutes } from './setup/routes';
import { tasksSettingsRoutes } from './tasksSettings/routes';
import { usersRoutes } from './users/routes';
import { walksRoutes } from './walks/routes';
import { workOrdersRoutes } from './workOrders/routes';

/**
 * Every feature's routes and offline-essential reads (its routes.tsx), one line each. The app's
 * first script holds this list: a feature's routes file loads its pages lazily.
 */
export const FEATURE_ROUTES: readonly FeatureRoutes[] = [
  authRoutes,
  setupRoutes,
  mfaRoutes,
  dashboardRoutes,
  entriesRoutes,
  observationSettingsRoutes,
  walksRoutes,
  safetyAlertsRoutes,
  dataProfilesRoutes,
  insightsRoutes,
  workOrdersRoutes,
  recurringWorkOrdersRoutes,
  tasksSettingsRoutes,
  assessmentsRoutes,
  usersRoutes,
  resourcesRoutes,
  rubricsRoutes,
  drillsRoutes,
  settingsRoutes,
  legalRoutes,
  installRoutes,
  errorsRoutes,
];
