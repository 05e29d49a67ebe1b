import { defineFeature } from '../../core/feature.js';
import { schoolRoutes } from './routes.js';

/** Schools: the district's schools and their data profiles. */
export const schoolsFeature = defineFeature({ name: 'schools', plugin: schoolRoutes });
