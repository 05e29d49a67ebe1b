import { canSeeEntry } from '@schooldog/domain';
import { defineFeature } from '../../core/feature.js';
import type {} from './events.js';
import { entryDataProfileSubscribers } from './data-profile-subscribers.js';
import { entryMutations } from './mutations.js';
import { entryRoutes } from './routes.js';
import { entryWalkSubscribers } from './walk-subscribers.js';
import { entryWorkOrderSubscribers } from './work-order-subscribers.js';

/**
 * Entries (observations): logging, editing and deleting concerns and praises, the explorer and its
 * exports; offline writes; live changes seen by whoever may see the entry or its walk.
 */
export const entriesFeature = defineFeature({
  name: 'entries',
  plugin: entryRoutes,
  mutations: entryMutations,
  live: {
    entry: (actor, event) =>
      event.walkParticipantUserIds?.includes(actor.user.id) === true ||
      canSeeEntry(actor.permissions, actor.user.id, event),
  },
  subscribers: [...entryWalkSubscribers, ...entryWorkOrderSubscribers, ...entryDataProfileSubscribers],
});
