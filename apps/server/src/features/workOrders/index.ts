import { canSeeWorkOrder } from '@schooldog/domain';
import { defineFeature } from '../../core/feature.js';
import { workOrderActorOf } from './access.js';
import { seedDemoWorkOrders } from './demo.js';
import { workOrderDataProfileSubscribers } from './data-profile-subscribers.js';
import { workOrderEntrySubscribers } from './entry-subscribers.js';
import type {} from './events.js';
import { workOrderMutations } from './mutations.js';
import { workOrderNotifications } from './notifications.js';
import { workOrderRoutes } from './routes.js';

/**
 * Work orders (issue 26; spec 001 §2-§9): made from scratch or from an entry, assigned, scheduled,
 * moved through their statuses, commented, followed and pinned, with their histories; told to the
 * people concerned by their preferences. A change is heard by whoever may see the work order.
 */
export const workOrdersFeature = defineFeature({
  name: 'workOrders',
  plugin: workOrderRoutes,
  mutations: workOrderMutations,
  live: {
    workOrder: (actor, event) =>
      event.onlyUserIds
        ? event.onlyUserIds.includes(actor.user.id)
        : canSeeWorkOrder(workOrderActorOf(actor), event, {
            restrictAssignmentPermissions: null,
            restrictSchedulePermissions: null,
            restrictAssignToTaskBoardPermissions: null,
            restrictStatusChangePermissions: null,
            restrictWorkOrderStaffViewPermissions: event.restrictsStaffView,
          }),
  },
  notifications: workOrderNotifications,
  subscribers: [...workOrderEntrySubscribers, ...workOrderDataProfileSubscribers],
  seed: seedDemoWorkOrders,
});
