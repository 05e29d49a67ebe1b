import { defineFeature } from '../../core/feature.js';
import { seedDemoSafetyAlerts } from './demo.js';
import type {} from './events.js';
import { safetyAlertRoutes } from './routes.js';
import { safetyAlertSent, safetyAlertSubscribers } from './send.js';

/**
 * Safety alerts (issue 25): sent from an entry to up to 5 people who receive them at its school, at
 * once or when the entry's walk completes; delivered in the app, by push and by email; read in the
 * received, sent and all tabs. Its live change is heard by the people it names only.
 */
export const safetyAlertsFeature = defineFeature({
  name: 'safetyAlerts',
  plugin: safetyAlertRoutes,
  live: { safetyAlert: (actor, event) => event.userIds.includes(actor.user.id) },
  subscribers: safetyAlertSubscribers,
  notifications: [safetyAlertSent],
  seed: seedDemoSafetyAlerts,
});
