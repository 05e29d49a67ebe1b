import { defineFeature } from '../../core/feature.js';
import { emailDelivery, pushDelivery } from './deliveries.js';
import type {} from './events.js';
import { notificationRoutes } from './routes.js';

/**
 * Notifications: who is told what on which channel (email, web push), each delivery a job; the
 * devices that take pushes; the one-click unsubscribe. Features send through `notify` (public.ts).
 */
export const notificationsFeature = defineFeature({
  name: 'notifications',
  plugin: notificationRoutes,
  live: { notification: (actor, event) => event.userId === actor.user.id },
  jobs: [emailDelivery, pushDelivery],
});
