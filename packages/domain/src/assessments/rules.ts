import { anyPermissionOf, can, type ResolvedPermissions } from '../permissions/index.js';
import { canManageWalk, isParticipant, type WalkSubject } from '../walks/rules.js';
import type { AssessmentStatus } from './schemas.js';

/*
 * Who may do what with assessments (spec 000 §6 "view/submit/manage assessments"); templates'
 * rules are in rubrics/rules.ts. The server refuses with these; the web shows and hides with them.
 */

export interface AssessmentViewer {
  userId: string;
  permissions: ResolvedPermissions;
}

/** What of an assessment its rules read; `walk` when it belongs to one. */
export interface AssessmentSubject {
  schoolId: string;
  status: AssessmentStatus;
  createdByUserId: string;
  isDeleted: boolean;
  walk: WalkSubject | null;
}

/** Rubrics (templates) load for any assessment or rubric permission; so does the Assessments menu. */
export const ASSESSMENT_OR_RUBRIC = anyPermissionOf(
  'view assessments',
  'submit assessments',
  'manage assessments',
  'create rubrics',
  'manage rubrics',
);
/** The Assessments menu and /assessments: view or submit (spec 000 §2). */
export const ASSESSMENTS_MENU = anyPermissionOf('view assessments', 'submit assessments');
/** The Recent Assessments card: any assessment permission. */
export const ANY_ASSESSMENT_PERMISSION = anyPermissionOf(
  'view assessments',
  'submit assessments',
  'manage assessments',
);

/** Begin Assessment at a school (the dialog's school list; the action menu needs it somewhere). */
export const canBeginAssessment = (viewer: AssessmentViewer, schoolId?: string) =>
  can(viewer.permissions, 'submit assessments', schoolId);

const isCreator = (viewer: AssessmentViewer, a: AssessmentSubject) => a.createdByUserId === viewer.userId;
const managesAt = (viewer: AssessmentViewer, a: AssessmentSubject) =>
  can(viewer.permissions, 'manage assessments', a.schoolId);

/**
 * Seeing an assessment: its creator, a walk's participants, managers at its school, and, once
 * submitted, those who view assessments at its school (spec 000 §7: "submitted, or created by the user").
 */
export function canViewAssessment(viewer: AssessmentViewer, a: AssessmentSubject): boolean {
  if (a.isDeleted) return false;
  if (isCreator(viewer, a) || managesAt(viewer, a)) return true;
  if (a.walk && (isParticipant(a.walk, viewer.userId) || a.walk.awaitingReviewBy === viewer.userId))
    return true;
  return a.status === 'submitted' && can(viewer.permissions, 'view assessments', a.schoolId);
}

/**
 * Answering (answers, notes, skipping a section): not while submitted. A walk's assessment is
 * answered by the walk's participants while the walk is in progress; otherwise by its creator
 * (who may submit assessments there) or a manager at its school.
 */
export function canAnswerAssessment(viewer: AssessmentViewer, a: AssessmentSubject): boolean {
  if (a.isDeleted || a.status === 'submitted') return false;
  if (a.walk) return a.walk.status === 'inprogress' && isParticipant(a.walk, viewer.userId);
  return (
    (isCreator(viewer, a) && can(viewer.permissions, 'submit assessments', a.schoolId)) ||
    managesAt(viewer, a)
  );
}

/** Submitting an assessment outside a walk (a walk's are submitted by completing the walk). */
export function canSubmitAssessment(viewer: AssessmentViewer, a: AssessmentSubject): boolean {
  if (a.walk || a.isDeleted || a.status === 'submitted') return false;
  return (
    (isCreator(viewer, a) && can(viewer.permissions, 'submit assessments', a.schoolId)) ||
    managesAt(viewer, a)
  );
}

/** Editing a submitted assessment again (status editing): its submitter's side or a manager. */
export function canReopenAssessment(viewer: AssessmentViewer, a: AssessmentSubject): boolean {
  if (a.walk || a.isDeleted || a.status !== 'submitted') return false;
  return (
    (isCreator(viewer, a) && can(viewer.permissions, 'submit assessments', a.schoolId)) ||
    managesAt(viewer, a)
  );
}

/**
 * Deleting, and for a walk's assessment adding, skipping and removing it on the finish tab: the
 * walk's manage rights while it is in progress; outside a walk, its creator or a manager.
 */
export function canDeleteAssessment(viewer: AssessmentViewer, a: AssessmentSubject): boolean {
  if (a.isDeleted) return false;
  if (a.walk) return a.walk.status === 'inprogress' && canManageWalk(viewer, a.walk);
  return isCreator(viewer, a) || managesAt(viewer, a);
}

/** Adding an assessment to a walk: the walk's manage rights while in progress, and submit assessments there. */
export function canAddWalkAssessment(viewer: AssessmentViewer, walk: WalkSubject): boolean {
  return (
    walk.status === 'inprogress' &&
    canManageWalk(viewer, walk) &&
    can(viewer.permissions, 'submit assessments', walk.schoolId)
  );
}

/** The link of an assessment (spec 000 §2): submitted to the read-only view, any other status to the editor. */
export function assessmentPath(a: {
  id: string;
  status: AssessmentStatus | null | undefined;
}): string | null {
  if (!a.status) return null;
  return a.status === 'submitted' ? `/assessments/submitted/${a.id}` : `/assessments/edit/${a.id}`;
}
