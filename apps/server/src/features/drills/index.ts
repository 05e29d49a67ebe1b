import { defineFeature } from '../../core/feature.js';
import { seedDemoDrills } from './demo.js';
import type {} from './events.js';
import { drillMutations } from './mutations.js';
import { drillRoutes } from './routes.js';

/**
 * Drills (issue 28; spec 000 §2 "Drills", §3 "Drill", §5 "Drill form"): recorded, updated and
 * deleted by those who record drills at the school, online or through the outbox, listed and
 * exported within those schools.
 */
export const drillsFeature = defineFeature({
  name: 'drills',
  plugin: drillRoutes,
  mutations: drillMutations,
  seed: seedDemoDrills,
});
