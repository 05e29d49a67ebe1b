import { canViewWalk } from '@schooldog/domain';
import { defineFeature } from '../../core/feature.js';
import { walkAssessmentSubscribers } from './assessment-subscribers.js';
import { autoCompleteWalks } from './auto-complete.js';
import { seedDemoWalks } from './demo.js';
import { walkEntrySubscribers } from './entries.js';
import type {} from './events.js';
import { walkMutations } from './mutations.js';
import { neighborhoodWatchSent, neighborhoodWatchSubscribers } from './neighborhood-watch.js';
import { walkNotifications, walkNotificationSubscribers } from './notifications.js';
import { walkRoutes } from './routes.js';

/**
 * SchoolDog Walks: starting one with collaborators, logging in it together, review, completion
 * (also automatic, 72 hours after submission), the walks list; what walks tell people, Neighborhood
 * Watch among it.
 */
export const walksFeature = defineFeature({
  name: 'walks',
  plugin: walkRoutes,
  mutations: walkMutations,
  live: {
    walk: (actor, event) => canViewWalk({ userId: actor.user.id, permissions: actor.permissions }, event),
  },
  subscribers: [
    ...walkEntrySubscribers,
    ...walkAssessmentSubscribers,
    ...walkNotificationSubscribers,
    ...neighborhoodWatchSubscribers,
  ],
  jobs: [autoCompleteWalks],
  notifications: [...walkNotifications, neighborhoodWatchSent],
  seed: seedDemoWalks,
});
