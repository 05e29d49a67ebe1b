import { on } from '../../core/domain-events.js';
import { defineBatch } from '../../core/write.js';
import { countable } from '../entries/public.js';
import { applyInsightChanges, type EntryChange } from './service.js';

/** A write's entry changes, counted once when it settles (one upsert per table for all of them). */
const insightCounting = defineBatch<EntryChange>('insight counts', (write, changes) =>
  applyInsightChanges(write.db, changes),
);

/** The insight counts, leaderboard and tag usage follow every entry write, in its transaction. */
export const insightSubscribers = [
  on('entry.created', 'write', (write, { entry }) =>
    write.later(insightCounting, { before: null, after: countable(entry) }),
  ),
  on('entry.changed', 'write', (write, { before, after }) =>
    write.later(insightCounting, { before: countable(before), after: countable(after) }),
  ),
  on('entry.deleted', 'write', (write, { entry }) =>
    write.later(insightCounting, { before: countable(entry), after: null }),
  ),
];
