import { z } from 'zod';
import { ZId as id } from '../ids.js';
import { defineSyncFeature } from '../sync/feature.js';
import { ZDrill, ZDrillRequest, ZQueuedDrillRecord } from './schemas.js';

/**
 * The drill writes a device may queue offline (issue 28 point 2): recording one (with the id the
 * device made, so a replay answers the stored drill) and updating one (the same fields again
 * change nothing); each applies once.
 */
export const DRILL_SYNC = defineSyncFeature({
  entity: 'drill',
  record: z.object({ kind: z.literal('drill'), drill: ZDrill }),
  mutations: {
    'drill.record': ZQueuedDrillRecord,
    'drill.update': z.object({ id, changes: ZDrillRequest }),
  },
});
