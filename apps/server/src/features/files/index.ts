import { defineFeature } from '../../core/feature.js';
import { fileRoutes } from './routes.js';

/** Files: pictures uploaded for entries, served as their entry allows. */
export const filesFeature = defineFeature({ name: 'files', plugin: fileRoutes });
