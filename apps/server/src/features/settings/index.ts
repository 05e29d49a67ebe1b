import { defineFeature } from '../../core/feature.js';
import { settingsRoutes } from './routes.js';

/** Settings: the app settings records (maintenance mode, work orders) and their public part. */
export const settingsFeature = defineFeature({ name: 'settings', plugin: settingsRoutes });
