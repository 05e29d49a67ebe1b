import type { DrillRow } from './tables.js';

/*
 * What the drills feature tells the rest, inside the write (a compliance calendar counts drills
 * by these): a drill recorded, changed or deleted.
 */
declare module '../../core/domain-events.js' {
  interface DomainEventMap {
    'drill.recorded': { drill: DrillRow; byUserId: string };
    'drill.changed': { before: DrillRow; after: DrillRow; byUserId: string };
    'drill.deleted': { drill: DrillRow; byUserId: string };
  }
}
