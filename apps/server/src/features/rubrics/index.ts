import { defineFeature } from '../../core/feature.js';
import { seedDemoRubrics } from './demo.js';
import { rubricRoutes } from './routes.js';

/** Assessment templates (rubrics): their editor and the active ones. */
export const rubricsFeature = defineFeature({ name: 'rubrics', plugin: rubricRoutes, seed: seedDemoRubrics });
