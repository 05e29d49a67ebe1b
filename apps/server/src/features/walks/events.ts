import type { ChangeOf, WalkStatus, WalkType } from '@schooldog/domain';
import type { WalkRow } from './tables.js';

/*
 * What the walks feature tells the rest: domain events inside the write (entries, assessments and
 * notifications follow them in the same transaction) and the live change sent after commit.
 */

/** Who may hear of a walk's change: what canViewWalk reads. */
export interface WalkAudience {
  schoolId: string;
  walkType: WalkType;
  status: WalkStatus;
  leaderUserId: string;
  collaborators: string[];
  participantUserIds: string[];
  awaitingReviewBy: string | null;
}

/** A walk changed (created, edited, moved through its statuses, archived or deleted). */
export interface WalkChangeEvent extends WalkAudience, ChangeOf<'walk'> {}

declare module '../../platform/events.js' {
  interface LiveChangeMap {
    walk: WalkChangeEvent;
  }
}

declare module '../../core/domain-events.js' {
  interface DomainEventMap {
    /** A walk was started; `addedUserIds` are its collaborators. */
    'walk.created': { walk: WalkRow; byUserId: string; addedUserIds: string[] };
    /** Its leader or collaborators changed; the walk type follows the leader. */
    'walk.accessChanged': { before: WalkRow; after: WalkRow; byUserId: string; addedUserIds: string[] };
    /** Sent for review (status review): refused by a subscriber that throws (its assessments incomplete). */
    'walk.submitted': { walk: WalkRow; byUserId: string; reviewerUserId: string };
    /** The reviewer sent it back in progress with comments. */
    'walk.revisionsRequested': { walk: WalkRow; byUserId: string; comments: string | null };
    /**
     * Completed by a person (who must have every unskipped assessment complete: a subscriber
     * refuses otherwise) or automatically 72 hours after submission (byUserId null).
     */
    'walk.completed': { walk: WalkRow; byUserId: string | null };
    /** Deleted for good, with everything in it. */
    'walk.deleted': { walk: WalkRow; byUserId: string };
  }
}
