import { joinFeatures, type SyncRegistry } from '../offline/definition';
import { assessmentsSync } from './assessments/sync';
import { drillsSync } from './drills/sync';
import { entriesSync } from './entries/sync';
import { notificationsSync } from './notifications/sync';
import { safetyAlertsSync } from './safetyAlerts/sync';
import { walksSync } from './walks/sync';
import { workOrdersSync } from './workOrders/sync';

/**
 * The features that write offline or update live, one line each (their declarations: each
 * feature's sync.ts). Typed complete: a mutation, record kind or change type of packages/domain
 * without its feature here does not compile.
 */
export const SYNC_REGISTRY: SyncRegistry = joinFeatures([
  entriesSync,
  walksSync,
  assessmentsSync,
  notificationsSync,
  safetyAlertsSync,
  workOrdersSync,
  drillsSync,
]);
