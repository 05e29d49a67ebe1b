import { z } from 'zod';
import { ZId as id } from '../ids.js';
import { defineSyncFeature } from '../sync/feature.js';
import { ZCreateWalkRequest, ZUpdateWalkRequest, ZWalk } from './schemas.js';

/** The walk writes a device may queue offline (spec 000 §7). */
export const WALK_SYNC = defineSyncFeature({
  entity: 'walk',
  record: z.object({ kind: z.literal('walk'), walk: ZWalk }),
  mutations: {
    /** Start a walk; the id is made on the device. */
    'walk.create': ZCreateWalkRequest.extend({ id }),
    /** Change a walk (offline: its context). */
    'walk.update': z.object({ id, changes: ZUpdateWalkRequest }),
  },
});
