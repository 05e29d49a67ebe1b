import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { PermissionCheck, TMeResponse } from '@schooldog/domain';
import { type ComponentType, lazy } from 'react';
import { userCan } from '../features/auth/permissions';
import type { TranslationKey } from '../i18n';

/** What an action's dialog gets: the signed-in user (the menu also shows on public pages) and how to close. */
export interface ActionDialogProps {
  me: TMeResponse;
  onClose: () => void;
}

interface ActionMenuItemBase {
  id: string;
  labelKey: TranslationKey;
  icon: typeof SvgIcon;
  permission: PermissionCheck;
  /** Usable offline, because the outbox queues what it writes (Start Walk, Log Entry); not unless said. */
  worksOffline?: boolean;
}

/** One entry of the floating action menu (Record Drill, Begin Assessment, Create Work Order, Start Walk, Log Entry). */
export type ActionMenuItem = ActionMenuItemBase &
  (
    | { /** A page where the action starts. */ path: string; dialog?: never }
    | {
        /** A dialog opened over the current page, loaded on first use. */ dialog: ComponentType<ActionDialogProps>;
        path?: never;
      }
  );

const StartWalkAction = lazy(async () => ({
  default: (await import('../features/walks/StartWalkAction')).StartWalkAction,
}));

const BeginAssessmentAction = lazy(async () => ({
  default: (await import('../features/assessments/begin/BeginAssessmentAction')).BeginAssessmentAction,
}));

const LogEntryAction = lazy(async () => ({
  default: (await import('../features/entries/LogEntryAction')).LogEntryAction,
}));

/**
 * Features register their actions here, in the spec's order (Record Drill, Begin Assessment,
 * Create Work Order, Start Walk, Log Entry). The menu does not render while none is allowed.
 */
export const ACTION_MENU_ITEMS: readonly ActionMenuItem[] = [
  {
    // Beginning copies a template on the server: online only.
    id: 'beginAssessment',
    labelKey: 'actions.beginAssessment',
    icon: AssignmentOutlinedIcon,
    dialog: BeginAssessmentAction,
    permission: 'submit assessments',
  },
  {
    id: 'startWalk',
    labelKey: 'actions.startWalk',
    icon: DirectionsWalkIcon,
    dialog: StartWalkAction,
    permission: 'log entries',
    worksOffline: true,
  },
  {
    id: 'logEntry',
    labelKey: 'actions.logEntry',
    icon: NoteAddOutlinedIcon,
    dialog: LogEntryAction,
    permission: 'log entries',
    worksOffline: true,
  },
];

export function visibleActions(
  me: TMeResponse,
  items: readonly ActionMenuItem[] = ACTION_MENU_ITEMS,
): ActionMenuItem[] {
  return items.filter((item) => userCan(me, item.permission));
}

/** Offline, only the actions that work offline stay in the menu. */
export function actionsFor(isOffline: boolean, items: readonly ActionMenuItem[] = ACTION_MENU_ITEMS) {
  return isOffline ? items.filter((item) => item.worksOffline) : items;
}

/** Route `handle` read by the shell; `hideAddButton` hides the action menu on that route (spec 000 §2). */
export interface RouteHandle {
  hideAddButton?: boolean;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}
