import { defineFeature } from '../../core/feature.js';
import { eventRoutes } from './routes.js';

/** Live updates: the server-sent event stream of the changes a person may see. */
export const eventsFeature = defineFeature({ name: 'events', plugin: eventRoutes });
