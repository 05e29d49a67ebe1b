import { defineFeature } from '../../core/feature.js';
import { healthRoutes } from './routes.js';

/** Health: live and ready probes for the load balancer and the operator. */
export const healthFeature = defineFeature({ name: 'health', plugin: healthRoutes });
