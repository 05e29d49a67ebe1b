import type { TMeResponse } from '@schooldog/domain';
import { userCan } from '../features/auth/permissions';
import { WEB_FEATURES } from '../features';
import type { ActionMenuItem } from './feature';

/**
 * Every feature's actions, in the spec's order by position (Record Drill, Begin Assessment,
 * Create Work Order, Start Walk, Log Entry). The menu does not render while none is allowed.
 */
export const ACTION_MENU_ITEMS: readonly ActionMenuItem[] = WEB_FEATURES.flatMap(
  (feature) => feature.actions ?? [],
).sort((a, b) => a.position - b.position);

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
