import { defineFeature } from '../../core/feature.js';
import { clientErrorRoutes } from './routes.js';

/** Client errors: the web app's error reports. */
export const clientErrorsFeature = defineFeature({ name: 'client-errors', plugin: clientErrorRoutes });
