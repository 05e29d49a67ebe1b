import { defineFeature } from '../../core/feature.js';
import { seedDemoRecurringWorkOrders } from './demo.js';
import { generateRecurringWorkOrdersDaily } from './generate.js';
import { recurringWorkOrderRoutes } from './routes.js';

/**
 * Recurring work orders (spec 001 §2 /recurringWorkOrders, §3, §4; issue 26): schedules kept by
 * those who manage tasks settings, each making its work order at each of its schools when it
 * comes round, through the work orders' own create, once per occurrence.
 */
export const recurringWorkOrdersFeature = defineFeature({
  name: 'recurringWorkOrders',
  plugin: recurringWorkOrderRoutes,
  jobs: [generateRecurringWorkOrdersDaily],
  seed: seedDemoRecurringWorkOrders,
});
