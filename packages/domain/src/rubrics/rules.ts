import { anyPermissionOf, can, type ResolvedPermissions } from '../permissions/index.js';

/*
 * Who may do what with templates (spec 000 §6 "create/manage rubrics"). The server refuses with
 * these; the web shows and hides with them.
 */

export interface RubricViewer {
  userId: string;
  permissions: ResolvedPermissions;
}

/** Assessment Templates menu and /rubrics: manage or create rubrics. */
export const RUBRICS_MENU = anyPermissionOf('manage rubrics', 'create rubrics');

/** Templates are district-wide: the permissions are held at any school. */
export const canCreateRubric = (viewer: RubricViewer) =>
  can(viewer.permissions, 'create rubrics') || can(viewer.permissions, 'manage rubrics');

/** Editing, duplicating into one's own and deleting a template: manage rubrics, or its creator with create rubrics. */
export function canManageRubric(viewer: RubricViewer, rubric: { createdByUserId: string }): boolean {
  if (can(viewer.permissions, 'manage rubrics')) return true;
  return rubric.createdByUserId === viewer.userId && can(viewer.permissions, 'create rubrics');
}

/** Choosing the district's active templates (organization activeRubricIds). */
export const canChooseActiveRubrics = (viewer: RubricViewer) => can(viewer.permissions, 'manage rubrics');
