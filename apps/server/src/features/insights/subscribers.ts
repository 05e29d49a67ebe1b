import { on } from '../../core/domain-events.js';
import { countable } from '../entries/public.js';
import { applyInsightChanges } from './service.js';

/** The insight counts, leaderboard and tag usage follow every entry write, in its transaction. */
export const insightSubscribers = [
  on('entry.created', 'write', (write, { entry }) => applyInsightChanges(write.db, null, countable(entry))),
  on('entry.changed', 'write', (write, { before, after }) =>
    applyInsightChanges(write.db, countable(before), countable(after)),
  ),
  on('entry.deleted', 'write', (write, { entry }) => applyInsightChanges(write.db, countable(entry), null)),
];
