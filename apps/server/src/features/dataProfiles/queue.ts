import { newId, optionKey } from '@schooldog/domain';
import { asc, eq } from 'drizzle-orm';
import { on } from '../../core/domain-events.js';
import type { WriteDeps } from '../../core/write.js';
import { dataProfiles } from './tables.js';

/*
 * A location typed in the entry or work order dialog that is not an option of its school's profile
 * is held in review (spec 000 §3 newOptionsInReview) in the same write, with who typed it, when and
 * where, until someone who manages data profiles approves, merges or rejects it. A name already in
 * review, an option's or a merged one's is not queued again.
 */

interface Typed {
  schoolId: string;
  location: string;
  locationDataProfileOptionId: string | null;
  userId: string;
  entryId: string | null;
  workOrderId: string | null;
}

async function queueTypedLocation(write: WriteDeps, typed: Typed) {
  const key = optionKey(typed.location);
  if (key === '' || typed.locationDataProfileOptionId !== null) return;
  const [profile] = await write.db
    .select()
    .from(dataProfiles)
    .where(eq(dataProfiles.schoolId, typed.schoolId))
    .orderBy(asc(dataProfiles.id))
    .limit(1)
    .for('update');
  if (!profile) return;
  const known =
    profile.options.some((option) => optionKey(option.name) === key) ||
    key in profile.mappings ||
    profile.newOptionsInReview.some((review) => optionKey(review.name) === key);
  if (known) return;
  const review = {
    id: newId(),
    name: typed.location.trim(),
    submittedByUserId: typed.userId,
    submittedAt: write.clock().toISOString(),
    entryId: typed.entryId,
    workOrderId: typed.workOrderId,
  };
  await write.db
    .update(dataProfiles)
    .set({ newOptionsInReview: [...profile.newOptionsInReview, review], timeUpdated: write.clock() })
    .where(eq(dataProfiles.id, profile.id));
}

export const dataProfileSubscribers = [
  on('entry.created', 'write', (write, { entry }) =>
    queueTypedLocation(write, {
      ...entry,
      userId: entry.reportedByUserId,
      entryId: entry.id,
      workOrderId: null,
    }),
  ),
  on('entry.changed', 'write', async (write, { before, after }) => {
    if (after.searchableLocation === before.searchableLocation && after.schoolId === before.schoolId) return;
    await queueTypedLocation(write, {
      ...after,
      userId: after.reportedByUserId,
      entryId: after.id,
      workOrderId: null,
    });
  }),
  on('workOrder.created', 'write', (write, { workOrder }) =>
    queueTypedLocation(write, {
      ...workOrder,
      userId: workOrder.createdByUserId,
      entryId: null,
      workOrderId: workOrder.id,
    }),
  ),
  on('workOrder.changed', 'write', async (write, { before, after, byUserId }) => {
    if (after.location === before.location && after.schoolId === before.schoolId) return;
    await queueTypedLocation(write, {
      ...after,
      userId: byUserId,
      entryId: null,
      workOrderId: after.id,
    });
  }),
];
