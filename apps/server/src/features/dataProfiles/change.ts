import {
  canManageDataProfile,
  DATA_PROFILE_MESSAGES as M,
  newId,
  optionKey,
  type TDataProfile,
  type TDataProfileOption,
} from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { Forbidden, Invalid, NotFound } from '../../http/errors.js';
import { loadProfile, presentProfile } from './read.js';
import { type DataProfileRow, dataProfiles } from './tables.js';

/*
 * Changing a profile (spec 000 §6 manage data profiles): its options, and the review of the
 * locations walkers typed (approve, merge into an option, reject). The profile row is locked so
 * two reviewers apply one after the other.
 */

export async function managed(write: WriteDeps, actor: Actor, profileId: string) {
  const row = await loadProfile(write.db, profileId, true);
  if (!canManageDataProfile(actor.permissions, row.schoolId)) throw Forbidden(M.dataProfileMayNotManage);
  return row;
}

export async function save(
  write: WriteDeps,
  row: DataProfileRow,
  changes: Partial<DataProfileRow>,
): Promise<TDataProfile> {
  const [saved] = await write.db
    .update(dataProfiles)
    .set({ ...changes, timeUpdated: write.clock() })
    .where(eq(dataProfiles.id, row.id))
    .returning();
  if (!saved) throw NotFound(M.dataProfileNotFound);
  return presentProfile(write.db, saved);
}

export function assertNewName(row: DataProfileRow, name: string, exceptId?: string) {
  if (row.options.some((option) => option.id !== exceptId && optionKey(option.name) === optionKey(name)))
    throw Invalid({ name: M.dataProfileOptionExists });
}

export const optionOf = (row: DataProfileRow, optionId: string) => {
  const option = row.options.find((candidate) => candidate.id === optionId);
  if (!option) throw NotFound(M.dataProfileOptionNotFound);
  return option;
};

export async function addOption(write: WriteDeps, actor: Actor, profileId: string, name: string) {
  const row = await managed(write, actor, profileId);
  assertNewName(row, name);
  return save(write, row, { options: [...row.options, { id: newId(), name: name.trim() }] });
}

/** Removes an option; entries pointing at it keep their location text (and the option id, unlisted). */
export async function removeOption(write: WriteDeps, actor: Actor, profileId: string, optionId: string) {
  const row = await managed(write, actor, profileId);
  optionOf(row, optionId);
  const mappings = Object.fromEntries(Object.entries(row.mappings).filter(([, id]) => id !== optionId));
  return save(write, row, { options: row.options.filter((option) => option.id !== optionId), mappings });
}

function reviewOf(row: DataProfileRow, reviewId: string) {
  const review = row.newOptionsInReview.find((candidate) => candidate.id === reviewId);
  if (!review) throw NotFound(M.dataProfileReviewNotFound);
  return review;
}

/** Points the school's entries and work orders naming the typed location at the option. */
async function place(
  write: WriteDeps,
  actor: Actor,
  row: DataProfileRow,
  key: string,
  option: TDataProfileOption,
) {
  if (row.schoolId === null) return;
  await write.emit('dataProfile.locationPlaced', {
    actor,
    schoolId: row.schoolId,
    key,
    profileId: row.id,
    option,
  });
}

/** A typed location becomes an option; the entries and work orders naming it point at it. */
export async function approveNewOption(write: WriteDeps, actor: Actor, profileId: string, reviewId: string) {
  const row = await managed(write, actor, profileId);
  const review = reviewOf(row, reviewId);
  const existing = row.options.find((option) => optionKey(option.name) === optionKey(review.name));
  const option = existing ?? { id: newId(), name: review.name.trim() };
  await place(write, actor, row, optionKey(review.name), option);
  return save(write, row, {
    options: existing ? row.options : [...row.options, option],
    newOptionsInReview: row.newOptionsInReview.filter((candidate) => candidate.id !== reviewId),
  });
}

/** A typed location is another name of an option: kept as a mapping, its records moved onto the option. */
export async function mergeNewOption(
  write: WriteDeps,
  actor: Actor,
  profileId: string,
  reviewId: string,
  optionId: string,
) {
  const row = await managed(write, actor, profileId);
  const review = reviewOf(row, reviewId);
  const option = optionOf(row, optionId);
  await place(write, actor, row, optionKey(review.name), option);
  return save(write, row, {
    mappings: { ...row.mappings, [optionKey(review.name)]: option.id },
    newOptionsInReview: row.newOptionsInReview.filter((candidate) => candidate.id !== reviewId),
  });
}

/** A typed location is not kept as an option; its records keep their free text. */
export async function rejectNewOption(write: WriteDeps, actor: Actor, profileId: string, reviewId: string) {
  const row = await managed(write, actor, profileId);
  reviewOf(row, reviewId);
  return save(write, row, {
    newOptionsInReview: row.newOptionsInReview.filter((candidate) => candidate.id !== reviewId),
  });
}
