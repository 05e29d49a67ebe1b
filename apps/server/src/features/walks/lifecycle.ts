import {
  autoCompleteAt,
  canCompleteWalk,
  canManageWalk,
  canPlaceWalkInProgress,
  canReviewWalk,
  canSendNeighborhoodWatch,
  canSubmitWalk,
  isEligibleReviewer,
  MESSAGES,
  type TWalk,
} from '@schooldog/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.js';
import type { WriteDeps } from '../../core/write.js';
import type { Actor } from '../../http/access.js';
import { Conflict, Forbidden, Invalid } from '../../http/errors.js';
import { assertNotComplete, audienceOf, loadViewableWalk, personOf, viewerOf } from './access.js';
import { candidates } from '../users/public.js';
import { changeWalk, historyStep } from './change.js';
import { publishWalk } from './live.js';
import { presentOneWalk } from './presenter.js';
import { type WalkRow, walks } from './tables.js';

/*
 * A walk's lifecycle (spec 000 §4, §5): each step changes the walk and says so ('walk.submitted',
 * 'walk.completed', …); its assessments, entries and notifications follow in the same transaction.
 */

const present = (deps: WriteDeps, row: WalkRow) => presentOneWalk(deps.db, row, deps.clock());

/** The Neighborhood Watch checkbox of Review and Complete, when the person was shown it. */
interface NeighborhoodWatchChoice {
  shouldSendNeighborhoodWatch?: boolean | undefined;
}

/**
 * The checkbox's value, kept on the walk until it completes; only from someone the domain rule
 * shows it to (send neighborhood watch at the school, not yet sent). Absent, the walk keeps its own.
 */
function neighborhoodWatchOf(actor: Actor, before: WalkRow, choice: NeighborhoodWatchChoice) {
  if (choice.shouldSendNeighborhoodWatch === undefined) return {};
  if (before.hasSentNeighborhoodWatch) throw Conflict(MESSAGES.neighborhoodWatchAlreadySent);
  if (!canSendNeighborhoodWatch(viewerOf(actor), before))
    throw Forbidden(MESSAGES.neighborhoodWatchMayNotSend);
  return { shouldSendNeighborhoodWatch: choice.shouldSendNeighborhoodWatch };
}

/** Submit for review (spec 000 §4): the leader, in progress, to an eligible reviewer; due in 72 h. */
export async function submitForReview(
  deps: WriteDeps,
  actor: Actor,
  walkId: string,
  reviewerUserId: string,
  choice: NeighborhoodWatchChoice = {},
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
    return {
      ...neighborhoodWatchOf(actor, before, choice),
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
  await deps.emit('walk.submitted', { walk: row, byUserId: actor.user.id, reviewerUserId });
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
    .map(({ user }) => ({ ...personOf(user), role: user.role, friendlyRole: user.friendlyRole }))
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
      return {
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
  // Its assessments are saved or submitted in the same transaction (spec 000 §4).
  if (review.isApproved) await deps.emit('walk.completed', { walk: row, byUserId: actor.user.id });
  else
    await deps.emit('walk.revisionsRequested', {
      walk: row,
      byUserId: actor.user.id,
      comments: review.comments,
    });
  return present(deps, (await reread(deps, row)) ?? row);
}

/** The walk as its subscribers left it (the assessments store its score). */
async function reread(deps: WriteDeps, row: WalkRow) {
  const [after] = await deps.db.select().from(walks).where(eq(walks.id, row.id));
  return after;
}

/** completeWalk: the leader (or a manager by permission); zero entries need the acknowledgement. */
export async function completeWalk(
  deps: WriteDeps,
  actor: Actor,
  walkId: string,
  acknowledgeNoEntries: boolean,
  choice: NeighborhoodWatchChoice = {},
): Promise<TWalk> {
  await loadViewableWalk(deps.db, actor, walkId);
  const now = deps.clock();
  const { row } = await changeWalk(deps, actor, walkId, async (before) => {
    assertNotComplete(before);
    if (!canCompleteWalk(viewerOf(actor), before)) throw Forbidden(MESSAGES.onlyLeaderCompletes);
    if (!acknowledgeNoEntries && before.entryCount === 0)
      throw Invalid({ acknowledgeNoEntries: MESSAGES.required });
    return {
      ...neighborhoodWatchOf(actor, before, choice),
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
  await deps.emit('walk.completed', { walk: row, byUserId: actor.user.id });
  return present(deps, (await reread(deps, row)) ?? row);
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
  publishWalk(deps, walk, 'deleted');
  // Its entries (with their pictures) and assessments go with it.
  await deps.emit('walk.deleted', { walk, byUserId: actor.user.id });
}
