import { defineFeature } from '../../core/feature.js';
import { setupRoutes } from './routes.js';

/** First-run setup: the district and its first administrator. */
export const setupFeature = defineFeature({ name: 'setup', plugin: setupRoutes });
