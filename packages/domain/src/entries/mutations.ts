import { z } from 'zod';
import { ZId as id } from '../ids.js';
import { defineSyncFeature } from '../sync/feature.js';
import { ZCreateEntryRequest, ZEntry, ZUpdateEntryRequest } from './schemas.js';

/** The entry writes a device may queue offline (spec 000 §4 "Entry"). */
export const ENTRY_SYNC = defineSyncFeature({
  entity: 'entry',
  record: z.object({ kind: z.literal('entry'), entry: ZEntry }),
  mutations: {
    /** Log an entry (floating or in a walk); the id is made on the device. */
    'entry.create': ZCreateEntryRequest.safeExtend({ id }),
    /** Edit an entry: the fields sent (offline: all of them, spec 000 §4 "Entry"). */
    'entry.update': z.object({ id, changes: ZUpdateEntryRequest }),
    /** Delete an entry; one already gone counts as deleted. */
    'entry.delete': z.object({ id }),
  },
});
