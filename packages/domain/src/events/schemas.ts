import { z } from 'zod';

/*
 * The live updates (ARCHITECTURE §6): GET /api/events sends an `event: change` message, with this
 * as its data, whenever a record the user may see changes; the web refreshes what it shows.
 */

/** The kinds of record that change live; a new feature adds its own. */
const CHANGE_TYPES = ['entry', 'walk', 'assessment', 'notification', 'safetyAlert', 'workOrder'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

export const ZChangeEvent = z.object({
  type: z.enum(CHANGE_TYPES),
  id: z.string(),
  action: z.enum(['created', 'updated', 'deleted']),
});
export type TChangeEvent = z.infer<typeof ZChangeEvent>;

/** A change of one kind of record (the server adds who may hear of it). */
export type ChangeOf<T extends ChangeType> = Omit<TChangeEvent, 'type'> & { type: T };

/** The public part of a change, as sent to the browsers: no audience fields. */
export function changeEventData(change: TChangeEvent): TChangeEvent {
  return { type: change.type, id: change.id, action: change.action };
}
