export { accounts, rateLimits, securityEvents, sessions, verifications } from '../auth/tables.js';
export { auditLog } from '../core/audit-tables.js';
export { schools } from '../features/schools/tables.js';
export { dataProfiles } from '../features/dataProfiles/tables.js';
export { settings } from '../core/settings-tables.js';
export { users } from '../features/users/tables.js';
export { observationDeltas, observations } from '../features/entries/tables.js';
export { storedFiles } from '../features/files/tables.js';
export { insightCounts, tagUsage, topWalkers } from '../features/insights/tables.js';
export { walks } from '../features/walks/tables.js';
export { syncClients, syncRefusals } from '../features/sync/tables.js';
export { mfaPhones, mfaReverts, twoFactors } from '../features/mfa/tables.js';
export { rubrics } from '../features/rubrics/tables.js';
export { assessments } from '../features/assessments/tables.js';
export { jobSchedules } from '../platform/jobs/tables.js';
export {
  notificationDeliveries,
  notifications,
  pushSubscriptions,
} from '../features/notifications/tables.js';
export { safetyAlertRecipients, safetyAlerts } from '../features/safetyAlerts/tables.js';
export { digestSends } from '../features/digests/tables.js';
export { drills } from '../features/drills/tables.js';
export { recurringWorkOrders } from '../features/recurringWorkOrders/tables.js';
export {
  workOrderAssignees,
  workOrderAssignmentHistory,
  workOrderAttachments,
  workOrderComments,
  workOrderFollowers,
  workOrderPins,
  workOrderPublicIds,
  workOrders,
  workOrderStatusHistory,
} from '../features/workOrders/tables.js';
