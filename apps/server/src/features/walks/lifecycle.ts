import {
  autoCompleteAt,
  canCompleteWalk,
  canManageWalk,
  canPlaceWalkInProgress,
  canReviewWalk,
  canSubmitWalk,
  isEligibleReviewer,
  MESSAGES,
  type TWalk,
} from '@schooldog/domain';
import { and, count, eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import type { WriteDeps } from '../../core/write.js';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/access.js';
import { Conflict, Forbidden, Invalid } from '../../http/errors.js';
import {
  assertWalkAssessmentsComplete,
  completeWalkAssessments,
  deleteWalkAssessments,
} from '../assessments/walk-completion.js';
import { observations } from '../entries/tables.js';
import { discardPictures, publishEntry } from '../entries/service.js';
import { assertNotComplete, audienceOf, candidates, loadViewableWalk, personOf, viewerOf } from './access.js';
import { changeWalk, fullName, historyStep, schoolNameOf } from './change.js';
import { deleteWalkEntries } from './entries.js';
import { publishWalk, sendReviewRequestEmail } from './notify.js';
import { presentOneWalk } from './presenter.js';
import { type WalkRow, walks } from './tables.js';

const present = (deps: WriteDeps, row: WalkRow) => presentOneWalk(deps.db, row, deps.clock());

async function liveEntryCount(tx: Executor, walkId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(observations)
    .where(and(eq(observations.walkId, walkId), eq(observations.isDeleted, false)));
  return row?.value ?? 0;
}

/** Submit for review (spec 000 §4): the leader, in progress, to an eligible reviewer; due in 72 h. */
export async function submitForReview(
  deps: WriteDeps,
  actor: Actor,
  walkId: string,
  reviewerUserId: string,
): Promise<TWalk> {
  await loadViewableWalk(deps.db, actor, walkId);
  const now = deps.clock();
  const [reviewer] = await candidates(deps, [reviewerUserId]);
  const reviewerEmail = reviewer?.user.email ?? '';
  const { row } = await changeWalk(deps, actor, walkId, async (before) => {
    assertNotComplete(before);
    if (!canSubmitWalk(viewerOf(actor), before))
      throw Forbidden('Only the leader can submit a walk for review, and only while it is in progress.');
    if (!reviewer || !isEligibleReviewer(reviewer, audienceOf(before)))
      throw Invalid({ reviewerUserId: 'This person cannot review this walk.' });
    await assertWalkAssessmentsComplete(deps.db, walkId);
    return {
      status: 'review',
      currentStage: 'review',
      awaitingReviewBy: reviewer.id,
      timeSubmitted: now,
      autoCompleteAt: autoCompleteAt(now),
      submissionHistory: [
        ...before.submissionHistory,
        historyStep(now, 'inprogress', 'review', actor.user.id, { notifiedEmails: [reviewerEmail] }),
      ],
    };
  });
  const schoolName = (await schoolNameOf(deps.db, row.schoolId)) ?? '';
  await sendReviewRequestEmail(deps, walkId, fullName(actor.user), schoolName, reviewerEmail);
  return present(deps, row);
}

/** The people who may review this walk (they manage it by permission; not its leader). */
export async function eligibleReviewers(
  deps: Pick<AppDeps, 'db' | 'settings'>,
  actor: Actor,
  walkId: string,
) {
  const walk = await loadViewableWalk(deps.db, actor, walkId);
  return (await candidates(deps))
    .filter((person) => isEligibleReviewer(person, audienceOf(walk)))
    .map((person) => personOf(person.user))
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
}

/** submitReview: Yes completes the walk; No sends it back with the comments kept in its history. */
export async function submitReview(
  deps: WriteDeps,
  actor: Actor,
  walkId: string,
  review: { isApproved: boolean; comments: string | null },
): Promise<TWalk> {
  await loadViewableWalk(deps.db, actor, walkId);
  const now = deps.clock();
  const { row } = await changeWalk(deps, actor, walkId, async (before) => {
    assertNotComplete(before);
    if (!canReviewWalk(viewerOf(actor), before))
      throw Forbidden('Only the reviewer named on this walk can review it.');
    if (review.isApproved) {
      // Its assessments are saved or submitted in the same transaction (spec 000 §4).
      const score = await completeWalkAssessments(deps, before, actor.user.id, { requireComplete: true });
      return {
        score,
        status: 'complete',
        autoCompleteAt: null,
        timeCompleted: now,
        submissionHistory: [
          ...before.submissionHistory,
          historyStep(now, 'review', 'complete', actor.user.id, { comments: review.comments }),
        ],
      };
    }
    return {
      status: 'inprogress',
      currentStage: 'observations',
      awaitingReviewBy: null,
      autoCompleteAt: null,
      submissionHistory: [
        ...before.submissionHistory,
        historyStep(now, 'review', 'inprogress', actor.user.id, {
          comments: review.comments,
          revisionsRequested: true,
        }),
      ],
    };
  });
  return present(deps, row);
}

/** completeWalk: the leader (or a manager by permission); zero entries need the acknowledgement. */
export async function completeWalk(
  deps: WriteDeps,
  actor: Actor,
  walkId: string,
  acknowledgeNoEntries: boolean,
): Promise<TWalk> {
  await loadViewableWalk(deps.db, actor, walkId);
  const now = deps.clock();
  const { row } = await changeWalk(deps, actor, walkId, async (before) => {
    assertNotComplete(before);
    if (!canCompleteWalk(viewerOf(actor), before)) throw Forbidden(MESSAGES.onlyLeaderCompletes);
    if (!acknowledgeNoEntries && (await liveEntryCount(deps.db, walkId)) === 0)
      throw Invalid({ acknowledgeNoEntries: MESSAGES.required });
    const score = await completeWalkAssessments(deps, before, actor.user.id, { requireComplete: true });
    return {
      score,
      status: 'complete',
      currentStage: 'review',
      autoCompleteAt: null,
      timeCompleted: now,
      submissionHistory: [
        ...before.submissionHistory,
        historyStep(now, before.status, 'complete', actor.user.id),
      ],
    };
  });
  return present(deps, row);
}

/** Place Back In Progress: the leader or a manager, from review or complete. */
export async function placeInProgress(deps: WriteDeps, actor: Actor, walkId: string): Promise<TWalk> {
  await loadViewableWalk(deps.db, actor, walkId);
  const now = deps.clock();
  const { row } = await changeWalk(deps, actor, walkId, async (before) => {
    if (before.status === 'inprogress') throw Conflict('This walk is already in progress.');
    if (!canPlaceWalkInProgress(viewerOf(actor), before))
      throw Forbidden('Only the leader or a manager can place this walk back in progress.');
    return {
      status: 'inprogress',
      currentStage: 'observations',
      awaitingReviewBy: null,
      autoCompleteAt: null,
      timeCompleted: null,
      submissionHistory: [
        ...before.submissionHistory,
        historyStep(now, before.status, 'inprogress', actor.user.id),
      ],
    };
  });
  return present(deps, row);
}

/** Permanent delete (spec 000 §4): manage rights; the walk's entries go with it. */
export async function deleteWalk(deps: WriteDeps, actor: Actor, walkId: string): Promise<void> {
  const walk = await loadViewableWalk(deps.db, actor, walkId);
  if (!canManageWalk(viewerOf(actor), walk)) throw Forbidden('You may not delete this walk.');
  const deleted = await deps.db.delete(walks).where(eq(walks.id, walkId)).returning();
  if (deleted.length === 0) return;
  const entries = await deleteWalkEntries(deps.db, walkId);
  await deleteWalkAssessments(deps, walk, actor.user.id);
  publishWalk(deps, walk, 'deleted');
  await discardPictures(
    deps,
    entries.flatMap((entry) => entry.imagePaths),
  );
  for (const entry of entries) publishEntry(deps, entry, 'deleted', walk.participantUserIds);
}
