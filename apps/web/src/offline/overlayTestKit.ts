import type { SyncMutationArgs, SyncMutationName } from '@schooldog/domain';
import type { QueryKey } from '@tanstack/react-query';
import { OBSERVATION_SETTINGS } from '../test/entryFactories';
import type { OutboxMutation } from './outbox';
import { type OverlayContext, pendingChangesOf } from './pendingChanges';

/** Test helpers for the overlays: outbox records and a context for user1 (Jordan Lee, school1). */

export const USER = {
  id: 'user1',
  firstName: 'Jordan',
  lastName: 'Lee',
  isDistrictUser: false,
  roleSchoolIds: ['school1'],
};

/** A valid id (20 letters and digits) that reads as its name. */
export const idOf = (name: string) => name.padEnd(20, '0');

let seq = 0;

/** One outbox record of user1, pending, queued at 2025-03-05 14:00 UTC unless overridden. */
export function queued<N extends SyncMutationName>(
  name: N,
  args: SyncMutationArgs<N>,
  overrides: Partial<OutboxMutation> = {},
): OutboxMutation {
  seq += 1;
  return {
    seq,
    name,
    args,
    userId: USER.id,
    status: 'pending',
    error: null,
    queuedAt: '2025-03-05T14:00:00.000Z',
    ...overrides,
  } as OutboxMutation;
}

/** An entry logged offline: a concern about a broken window at school1 (Facilities). */
export function entryCreate(
  id: string,
  overrides: Partial<SyncMutationArgs<'entry.create'>> = {},
): SyncMutationArgs<'entry.create'> {
  return {
    id,
    schoolId: 'school1',
    observationCategoryId: 'facilities',
    observationItemId: 'window',
    observationType: 'concern',
    quantity: 2,
    location: ' Gym ',
    comment: 'Logged offline',
    manualTags: ['Urgent'],
    timestamp: '2025-03-05T09:00:00-05:00',
    ...overrides,
  };
}

export function contextOf(
  mutations: readonly OutboxMutation[],
  extra: Partial<Omit<OverlayContext, 'changes' | 'user'>> = {},
): OverlayContext {
  return {
    changes: pendingChangesOf(mutations, USER.id),
    user: USER,
    settings: OBSERVATION_SETTINGS,
    ...extra,
  };
}

/** A query cache holding these answers, as OverlayContext.cached reads it. */
export function cacheOf(...answers: [QueryKey, unknown][]): (queryKey: QueryKey) => unknown {
  return (queryKey) => answers.find(([key]) => JSON.stringify(key) === JSON.stringify(queryKey))?.[1];
}

/** The ids the overlay tests share: two entries and two walks. */
export const E1 = idOf('e1');
export const E2 = idOf('e2');
export const W1 = idOf('w1');
export const W2 = idOf('w2');

/** The ids of a list, in order (undefined stays undefined). */
export const ids = (records: readonly { id: string }[] | undefined) => records?.map((record) => record.id);
