import type { EventBus } from '../../platform/events.js';
import { audienceOf } from './access.js';
import type { WalkRow } from './tables.js';

/** Announces a walk change after its commit (the SSE stream asks canViewWalk who hears it). */
export function publishWalk(
  deps: { events: EventBus },
  row: WalkRow,
  action: 'created' | 'updated' | 'deleted',
) {
  deps.events.publish({ type: 'walk', id: row.id, action, ...audienceOf(row) });
}
