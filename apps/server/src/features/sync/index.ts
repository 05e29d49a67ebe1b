import { defineFeature } from '../../core/feature.js';
import { syncRoutes } from './routes.js';

/**
 * Offline sync: POST /api/sync/push applies a device's queued mutations, each through the
 * definition its feature's manifest lists, exactly once and in order.
 */
export const syncFeature = defineFeature({ name: 'sync', plugin: syncRoutes });
