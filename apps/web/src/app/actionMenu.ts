import type SvgIcon from '@mui/material/SvgIcon';
import type { PermissionCheck, TMeResponse } from '@schooldog/domain';
import { userCan } from '../features/auth/permissions';
import type { TranslationKey } from '../i18n';

/** One entry of the floating action menu (Record Drill, Begin Assessment, Create Work Order, Start Walk, Log Entry). */
export interface ActionMenuItem {
  id: string;
  labelKey: TranslationKey;
  icon: typeof SvgIcon;
  /** Where the action starts: a page, or a route that opens its dialog. */
  path: string;
  permission: PermissionCheck;
}

/**
 * Features register their actions here, in the spec's order. Empty until those features land,
 * and the menu does not render while it is empty.
 */
export const ACTION_MENU_ITEMS: readonly ActionMenuItem[] = [];

export function visibleActions(
  me: TMeResponse,
  items: readonly ActionMenuItem[] = ACTION_MENU_ITEMS,
): ActionMenuItem[] {
  return items.filter((item) => userCan(me, item.permission));
}

/** Route `handle` read by the shell; `hideAddButton` hides the action menu on that route (spec 000 §2). */
export interface RouteHandle {
  hideAddButton?: boolean;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}
