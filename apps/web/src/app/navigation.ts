import type { TMeResponse } from '@schooldog/domain';
import { userCan } from '../features/auth/permissions';
import { WEB_FEATURES } from '../features';
import type { TranslationKey } from '../i18n';
import type { Connectivity } from '../offline/connectivity';
import { isAllowedInOfflineMode } from '../offline/OfflineModeGuard';
import { NAV_GROUPS, type NavContext, type NavGroupId, type NavItem, type NavItemBase } from './feature';

export type { NavContext, NavItem } from './feature';

/** An item ready to render: external addresses resolved. */
export type VisibleNavItem =
  (NavItemBase & { kind: 'internal'; path: string }) | (NavItemBase & { kind: 'external'; href: string });

export interface NavSection {
  id: NavGroupId;
  labelKey: TranslationKey | null;
  items: VisibleNavItem[];
}

/**
 * The menu of spec 000 §2 "Navigation menu": every feature's items (its index.ts) with the
 * permission the spec names, by position within their section.
 */
export const NAV_ITEMS: readonly NavItem[] = WEB_FEATURES.flatMap((feature) => feature.navigation ?? []).sort(
  (a, b) => a.position - b.position,
);

export const DEFAULT_NAV_CONTEXT: NavContext = { region: null };

function isAllowed(item: NavItem, me: TMeResponse | null): boolean {
  if (item.audience === 'signedOut') return me === null;
  if (me === null) return item.audience === 'everyone';
  if (item.staffOnly && !me.user.isSchoolDogStaff) return false;
  return item.permission === undefined || userCan(me, item.permission);
}

function resolve(item: NavItem, context: NavContext): VisibleNavItem | null {
  if (item.kind === 'internal') return item;
  const href = item.href(context);
  return href ? { ...item, href } : null;
}

/** The menu for this user (null when signed out), in sections, without empty sections. */
export function visibleNavigation(
  me: TMeResponse | null,
  context: NavContext = DEFAULT_NAV_CONTEXT,
  items: readonly NavItem[] = NAV_ITEMS,
): NavSection[] {
  const visible = items
    .filter((item) => isAllowed(item, me))
    .map((item) => resolve(item, context))
    .filter((item): item is VisibleNavItem => item !== null);
  return NAV_GROUPS.map((group) => ({
    id: group.id,
    labelKey: group.labelKey,
    items: visible.filter((item) => item.group === group.id),
  })).filter((section) => section.items.length > 0);
}

/**
 * "Items are disabled offline unless they work offline" (spec 000 §2 "Navigation menu"). Offline
 * Mode also keeps a signed-in user on walks and the dashboard, so it disables the other pages too.
 */
export function isNavItemAvailable(
  item: VisibleNavItem,
  connectivity: Pick<Connectivity, 'isOffline' | 'isManuallyOffline'>,
  me: TMeResponse | null,
): boolean {
  if (!connectivity.isOffline) return true;
  if (!item.worksOffline) return false;
  if (connectivity.isManuallyOffline && me && item.kind === 'internal') {
    return isAllowedInOfflineMode(item.path, me);
  }
  return true;
}
