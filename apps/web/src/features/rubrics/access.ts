import {
  type AssessmentViewer,
  canChooseActiveRubrics,
  canCreateRubric,
  canManageRubric,
  RUBRICS_MENU,
  type TMeResponse,
} from '@schooldog/domain';
import { resolvedPermissionsOf } from '../auth/permissions';

/** Who reaches /rubrics and the Assessment Templates menu item (spec 000 §2: manage or create rubrics). */
export const RUBRICS_PERMISSION = RUBRICS_MENU;

/** The signed-in user as the domain's rubric rules read them. */
export function rubricViewerOf(me: TMeResponse): AssessmentViewer {
  return { userId: me.user.id, permissions: resolvedPermissionsOf(me) };
}

/** What the signed-in user may do with templates, and with one template. */
export interface RubricAbilities {
  canCreate: boolean;
  canChooseActive: boolean;
  canManage: (rubric: { createdByUserId: string }) => boolean;
}

export function rubricAbilities(me: TMeResponse): RubricAbilities {
  const viewer = rubricViewerOf(me);
  return {
    canCreate: canCreateRubric(viewer),
    canChooseActive: canChooseActiveRubrics(viewer),
    canManage: (rubric) => canManageRubric(viewer, rubric),
  };
}
