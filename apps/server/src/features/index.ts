import type { CompleteFeatures, ServerFeature } from '../core/feature.js';
import { assessmentsFeature } from './assessments/index.js';
import { clientErrorsFeature } from './client-errors/index.js';
import { dashboardFeature } from './dashboard/index.js';
import { dataProfilesFeature } from './dataProfiles/index.js';
import { digestsFeature } from './digests/index.js';
import { entriesFeature } from './entries/index.js';
import { drillsFeature } from './drills/index.js';
import { eventsFeature } from './events/index.js';
import { filesFeature } from './files/index.js';
import { healthFeature } from './health/index.js';
import { insightsFeature } from './insights/index.js';
import { mfaFeature } from './mfa/index.js';
import { notificationsFeature } from './notifications/index.js';
import { observationSettingsFeature } from './observation-settings/index.js';
import { peopleFeature } from './people/index.js';
import { recurringWorkOrdersFeature } from './recurringWorkOrders/index.js';
import { rubricsFeature } from './rubrics/index.js';
import { safetyAlertsFeature } from './safetyAlerts/index.js';
import { schoolsFeature } from './schools/index.js';
import { settingsFeature } from './settings/index.js';
import { setupFeature } from './setup/index.js';
import { syncFeature } from './sync/index.js';
import { tasksSettingsFeature } from './tasksSettings/index.js';
import { usersFeature } from './users/index.js';
import { walksFeature } from './walks/index.js';
import { workOrdersFeature } from './workOrders/index.js';

/*
 * Every feature of the server, once. The app registers their routes in this order; their subscribers
 * to one domain event run in this order (a walk's assessments are deleted before its entries, so
 * deleting its entries re-scores nothing); and their demo data is seeded in this order (templates,
 * then walks, then the assessments that use both).
 */
const LISTED = [
  healthFeature,
  clientErrorsFeature,
  settingsFeature,
  setupFeature,
  usersFeature,
  peopleFeature,
  mfaFeature,
  observationSettingsFeature,
  schoolsFeature,
  filesFeature,
  notificationsFeature,
  insightsFeature,
  dashboardFeature,
  rubricsFeature,
  walksFeature,
  assessmentsFeature,
  entriesFeature,
  safetyAlertsFeature,
  // Before work orders: its demo makes the boards the demo work orders go on.
  tasksSettingsFeature,
  workOrdersFeature,
  // After work orders: its demo schedules use the boards and make work orders through them.
  recurringWorkOrdersFeature,
  // After entries and work orders: its demo points those naming a demo room at it.
  dataProfilesFeature,
  drillsFeature,
  digestsFeature,
  eventsFeature,
  syncFeature,
] as const;

/** A sync mutation or a live change type that no feature defines does not compile here. */
export const FEATURES: readonly ServerFeature[] = LISTED satisfies CompleteFeatures<typeof LISTED>;
