import { defineFeature } from '../../core/feature.js';
import { observationSettingsRoutes } from './routes.js';

/** Observation settings: the categories and items entries are logged with. */
export const observationSettingsFeature = defineFeature({
  name: 'observation-settings',
  plugin: observationSettingsRoutes,
});
