import { defineFeature } from '../../core/feature.js';
import { seedDemoDataProfiles } from './demo.js';
import type {} from './events.js';
import { dataProfileSubscribers } from './queue.js';
import { dataProfileRoutes } from './routes.js';

/**
 * Data profiles (spec 000 §2, §3 "Data profile"; issue 27 point 4, Experimental): each school's
 * locations (such as its rooms) that entries and work orders point at, their counts, and the
 * review of locations walkers typed.
 */
export const dataProfilesFeature = defineFeature({
  name: 'dataProfiles',
  plugin: dataProfileRoutes,
  subscribers: dataProfileSubscribers,
  seed: seedDemoDataProfiles,
});
