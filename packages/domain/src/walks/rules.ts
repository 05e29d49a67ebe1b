import { LIMITS } from '../constants.js';
import type { WalkStatus, WalkType } from '../entries/schemas.js';
import { canManageEntry } from '../entries/rules.js';
import { can, type ResolvedPermissions } from '../permissions/index.js';
import type { TSubmissionHistoryItem } from './schemas.js';

/** What of a walk its access rules read. */
export interface WalkSubject {
  schoolId: string;
  status: WalkStatus;
  walkType: WalkType;
  leaderUserId: string;
  collaborators: readonly string[];
  awaitingReviewBy: string | null;
}

/** The person asking: their id and resolved permissions. */
export interface WalkViewer {
  userId: string;
  permissions: ResolvedPermissions;
}

export const WALK_RULES = {
  /** A walk in review completes by itself this long after it was sent (spec 000 §4 "Walk"). */
  autoCompleteAfterMs: 72 * 60 * 60 * 1000,
  /** An in-progress walk not updated this long is tagged Abandoned. */
  abandonedAfterMs: 7 * 24 * 60 * 60 * 1000,
  /** The dashboard prompts to complete in-progress walks older than this. */
  completionPromptAfterMs: 7 * 24 * 60 * 60 * 1000,
  /** The dashboard lists current walks in full only below this many. */
  dashboardFullListBelow: 6,
} as const;

export const isLeader = (walk: WalkSubject, userId: string) => walk.leaderUserId === userId;
export const isCollaborator = (walk: WalkSubject, userId: string) => walk.collaborators.includes(userId);
export const isParticipant = (walk: WalkSubject, userId: string) =>
  isLeader(walk, userId) || isCollaborator(walk, userId);
export const isReviewer = (walk: WalkSubject, userId: string) =>
  walk.status === 'review' && walk.awaitingReviewBy === userId;

/** participantUserIds: collaborators plus the leader (spec 000 §3 "Walk"). */
export function participantsOf(leaderUserId: string, collaborators: readonly string[]): string[] {
  return [...new Set([...collaborators.filter((id) => id !== leaderUserId), leaderUserId])];
}

/**
 * Manage rights over someone's walk by permission (spec 000 §6): on a school walk, view entries
 * and manage entries at that school; on a district or partner walk, manage other entries.
 */
export function managesByPermission(viewer: WalkViewer, walk: WalkSubject): boolean {
  if (walk.walkType === 'school') {
    return (
      can(viewer.permissions, 'view entries', walk.schoolId) &&
      can(viewer.permissions, 'manage entries', walk.schoolId)
    );
  }
  return can(viewer.permissions, 'manage other entries', walk.schoolId);
}

/**
 * Walk manage rights (archive, delete, back in progress): the leader, or a manager by permission
 * who is not a collaborator. A collaborator acts as one even with manage rights: "they cannot
 * archive, delete, submit for review or manage access" (spec 000 §6).
 */
export function canManageWalk(viewer: WalkViewer, walk: WalkSubject): boolean {
  if (isLeader(walk, viewer.userId)) return true;
  return !isCollaborator(walk, viewer.userId) && managesByPermission(viewer, walk);
}

/**
 * Seeing a walk: only the leader and collaborators see an in-progress walk; once sent for review
 * or complete, also the reviewer, managers, and people who view entries at that school.
 */
export function canViewWalk(viewer: WalkViewer, walk: WalkSubject): boolean {
  if (isParticipant(walk, viewer.userId)) return true;
  if (walk.status === 'inprogress') return false;
  if (walk.awaitingReviewBy === viewer.userId) return true;
  return managesByPermission(viewer, walk) || can(viewer.permissions, 'view entries', walk.schoolId);
}

/** Editing context and logging entries: the leader and collaborators, while in progress. */
export function canEditWalk(viewer: WalkViewer, walk: WalkSubject): boolean {
  return walk.status === 'inprogress' && isParticipant(walk, viewer.userId);
}

/** Manage access (collaborators, hand leadership): the leader only. */
export function canManageWalkAccess(viewer: WalkViewer, walk: WalkSubject): boolean {
  return walk.status !== 'complete' && isLeader(walk, viewer.userId);
}

/** Send for review: the leader, while in progress. */
export function canSubmitWalk(viewer: WalkViewer, walk: WalkSubject): boolean {
  return walk.status === 'inprogress' && isLeader(walk, viewer.userId);
}

/**
 * Completing (spec 000 §6): the leader always; otherwise manage entries on a school walk, manage
 * other entries on a district or partner walk, never as a collaborator (like sending for review,
 * it is the leader's call on their walk). The walk screen's own Review and Complete button is the
 * leader's alone (`MESSAGES.onlyLeaderCompletes`).
 */
export function canCompleteWalk(viewer: WalkViewer, walk: WalkSubject): boolean {
  if (walk.status === 'complete') return false;
  if (isLeader(walk, viewer.userId)) return true;
  if (isCollaborator(walk, viewer.userId)) return false;
  return walk.walkType === 'school'
    ? can(viewer.permissions, 'manage entries', walk.schoolId)
    : can(viewer.permissions, 'manage other entries', walk.schoolId);
}

/** Answering the review: the reviewer named in awaitingReviewBy, while in review. */
export function canReviewWalk(viewer: WalkViewer, walk: WalkSubject): boolean {
  return isReviewer(walk, viewer.userId);
}

/** Place Back In Progress: the leader or a manager, from review or complete. */
export function canPlaceWalkInProgress(viewer: WalkViewer, walk: WalkSubject): boolean {
  return walk.status !== 'inprogress' && canManageWalk(viewer, walk);
}

/**
 * A collaborator is eligible when they can log entries at the school; never oneself, and never
 * product staff (who hold every permission but are nobody in the district to walk with).
 */
export function isEligibleCollaborator(
  candidate: { id: string; permissions: ResolvedPermissions; isSchoolDogStaff: boolean },
  schoolId: string,
  selfId: string,
): boolean {
  return (
    !candidate.isSchoolDogStaff &&
    candidate.id !== selfId &&
    can(candidate.permissions, 'log entries', schoolId)
  );
}

/**
 * A reviewer may manage the walk by permission at its school; not the leader themselves, and not
 * product staff: the provider's account holds every permission (spec 000 §6) but is nobody in the
 * district to send a walk to.
 */
export function isEligibleReviewer(
  candidate: { id: string; permissions: ResolvedPermissions; isSchoolDogStaff: boolean },
  walk: WalkSubject,
): boolean {
  return (
    !candidate.isSchoolDogStaff &&
    candidate.id !== walk.leaderUserId &&
    managesByPermission({ userId: candidate.id, permissions: candidate.permissions }, walk)
  );
}

/**
 * Editing or deleting an entry (spec 000 §6), the one rule the server applies and the web shows:
 * a floating entry by entry management (canManageEntry); an entry of a walk only while the walk is
 * in progress, by its reporter or the leader ("entry cards are editable by the leader or the
 * reporter"), a collaborator only their own, anyone else by entry management. An entry of a walk
 * whose walk is not known is not changed.
 */
export function canChangeEntry(
  viewer: WalkViewer,
  entry: { schoolId: string; walkType: WalkType; reportedByUserId: string; walkId: string | null },
  walk: Pick<WalkSubject, 'status' | 'leaderUserId' | 'collaborators'> | null,
): boolean {
  if (entry.walkId === null) return canManageEntry(viewer.permissions, viewer.userId, entry);
  if (!walk || walk.status !== 'inprogress') return false;
  if (entry.reportedByUserId === viewer.userId || walk.leaderUserId === viewer.userId) return true;
  if (walk.collaborators.includes(viewer.userId)) return false;
  return canManageEntry(viewer.permissions, viewer.userId, entry);
}

/**
 * The Neighborhood Watch checkbox (spec 000 §6): shown to, and its value taken from, a person with
 * send neighborhood watch at the walk's school, and only while the walk has not sent it.
 */
export function canSendNeighborhoodWatch(
  viewer: Pick<WalkViewer, 'permissions'>,
  walk: { schoolId: string; hasSentNeighborhoodWatch: boolean },
): boolean {
  return !walk.hasSentNeighborhoodWatch && can(viewer.permissions, 'send neighborhood watch', walk.schoolId);
}

/** "Neighborhood Watch is recommended for walks with 10 or more entries" (spec 000 §4). */
export const isNeighborhoodWatchRecommended = (entryCount: number): boolean =>
  entryCount >= LIMITS.neighborhoodWatchRecommendedEntries;

/**
 * Who receives a walk's Neighborhood Watch: active people who opted in (communication preference
 * neighborhoodWatch) and may view entries at the walk's school, since the summary is its entries;
 * never product staff, who hold every permission but are nobody in the district.
 */
export function isNeighborhoodWatchRecipient(
  candidate: {
    permissions: ResolvedPermissions;
    isSchoolDogStaff: boolean;
    isArchived: boolean;
    communicationPreferences: { neighborhoodWatch?: boolean };
  },
  schoolId: string,
): boolean {
  return (
    !candidate.isArchived &&
    !candidate.isSchoolDogStaff &&
    candidate.communicationPreferences.neighborhoodWatch !== false &&
    can(candidate.permissions, 'view entries', schoolId)
  );
}

/** Abandoned: in progress and not updated for 7 days or more. */
export function isAbandoned(walk: { status: WalkStatus; timeUpdated: string | Date }, now: Date): boolean {
  return (
    walk.status === 'inprogress' &&
    now.getTime() - new Date(walk.timeUpdated).getTime() >= WALK_RULES.abandonedAfterMs
  );
}

/** When a walk sent for review at `submittedAt` completes by itself. */
export function autoCompleteAt(submittedAt: Date): Date {
  return new Date(submittedAt.getTime() + WALK_RULES.autoCompleteAfterMs);
}

/** Status labels (spec 000 §4 "Walk"). */
export const WALK_STATUS_LABELS: Record<WalkStatus, string> = {
  inprogress: 'In Progress',
  review: 'In Review',
  complete: 'Complete',
};

/** History labels by the status a step went to. */
export const WALK_HISTORY_LABELS: Record<WalkStatus, string> = {
  review: 'Submitted for Review',
  inprogress: 'Placed In Progress',
  complete: 'Marked Complete',
};

export type HistoryColour = 'primary' | 'success' | 'warning' | 'info';

/**
 * History timeline colours: the last item is primary; complete green; in progress orange when it
 * follows a review, else blue; review blue.
 */
export function historyColour(history: readonly TSubmissionHistoryItem[], index: number): HistoryColour {
  const item = history[index];
  if (!item) return 'info';
  if (index === history.length - 1) return 'primary';
  if (item.toStatus === 'complete') return 'success';
  if (item.toStatus === 'inprogress') return item.fromStatus === 'review' ? 'warning' : 'info';
  return 'info';
}
