import { defineFeature } from '../../core/feature.js';
import { peopleRoutes } from './routes.js';

/** People: the user hover card. */
export const peopleFeature = defineFeature({ name: 'people', plugin: peopleRoutes });
