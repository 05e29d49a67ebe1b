import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import RuleOutlinedIcon from '@mui/icons-material/RuleOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import LinkIcon from '@mui/icons-material/Link';
import LoginIcon from '@mui/icons-material/Login';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import { ASSESSMENTS_MENU, type PermissionCheck, type TMeResponse } from '@schooldog/domain';
import { userCan } from '../features/auth/permissions';
import { MANAGE_USERS_PERMISSION } from '../features/users/access';
import { DASHBOARD_PERMISSION } from '../features/dashboard/dashboardAccess';
import { ENTRIES_PERMISSION } from '../features/entries/access';
import { RUBRICS_PERMISSION } from '../features/rubrics/access';
import { WALKS_PERMISSION } from '../features/walks/list/access';
import type { Region } from '../features/resources/region';
import { REGIONAL_TOOLKITS, TRAINING_LIBRARY_URL } from '../features/resources/resourceLinks';
import type { TranslationKey } from '../i18n';
import type { Connectivity } from '../offline/connectivity';
import { isAllowedInOfflineMode } from '../offline/OfflineModeGuard';

/** Menu sections in display order; later features add theirs (School Safety, Work Orders, Admin, …). */
export const NAV_GROUPS = [
  { id: 'main', labelKey: null },
  { id: 'schoolSafety', labelKey: 'nav.groups.schoolSafety' },
  { id: 'templates', labelKey: null },
  { id: 'admin', labelKey: 'manageUsers.nav.group' },
  { id: 'system', labelKey: 'nav.groups.system' },
  { id: 'resources', labelKey: 'nav.groups.resources' },
  { id: 'legal', labelKey: 'nav.groups.legal' },
] as const satisfies readonly { id: string; labelKey: TranslationKey | null }[];

export type NavGroupId = (typeof NAV_GROUPS)[number]['id'];

/** Signed-in items, the signed-out menu (Sign In, Terms, Privacy), or both. */
export type NavAudience = 'signedIn' | 'signedOut' | 'everyone';

/** What decides external addresses, kept out of the items so visibleNavigation stays pure. */
export interface NavContext {
  region: Region | null;
  trainingLibraryUrl: string;
}

interface NavItemBase {
  id: string;
  labelKey: TranslationKey;
  icon: typeof SvgIcon;
  group: NavGroupId;
  audience: NavAudience;
  /** Held at any school; alternatives separated by '|'. */
  permission?: PermissionCheck;
  staffOnly?: boolean;
  /** Usable in Offline Mode ("Items are disabled offline unless they work offline"). */
  worksOffline: boolean;
}

export type NavItem =
  | (NavItemBase & { kind: 'internal'; path: string })
  | (NavItemBase & { kind: 'external'; href: (context: NavContext) => string | null });

/** An item ready to render: external addresses resolved. */
export type VisibleNavItem =
  (NavItemBase & { kind: 'internal'; path: string }) | (NavItemBase & { kind: 'external'; href: string });

export interface NavSection {
  id: NavGroupId;
  labelKey: TranslationKey | null;
  items: VisibleNavItem[];
}

/**
 * The menu of spec 000 §2 "Navigation menu". An item appears only once its page exists; features
 * add their entries here with the permission the spec names.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    id: 'dashboard',
    kind: 'internal',
    path: '/dashboard',
    labelKey: 'nav.dashboard',
    icon: DashboardOutlinedIcon,
    group: 'main',
    audience: 'signedIn',
    permission: DASHBOARD_PERMISSION,
    worksOffline: true,
  },
  {
    id: 'signIn',
    kind: 'internal',
    path: '/auth/signin',
    labelKey: 'nav.signIn',
    icon: LoginIcon,
    group: 'main',
    audience: 'signedOut',
    worksOffline: true,
  },
  {
    id: 'entries',
    kind: 'internal',
    path: '/entries',
    labelKey: 'nav.entries',
    icon: FactCheckOutlinedIcon,
    group: 'schoolSafety',
    audience: 'signedIn',
    permission: ENTRIES_PERMISSION,
    worksOffline: true,
  },
  {
    id: 'walks',
    kind: 'internal',
    path: '/walks',
    labelKey: 'nav.walks',
    icon: DirectionsWalkIcon,
    group: 'schoolSafety',
    audience: 'signedIn',
    permission: WALKS_PERMISSION,
    worksOffline: true,
  },
  {
    id: 'assessments',
    kind: 'internal',
    path: '/assessments',
    labelKey: 'nav.assessments',
    icon: AssignmentOutlinedIcon,
    group: 'schoolSafety',
    audience: 'signedIn',
    permission: ASSESSMENTS_MENU,
    worksOffline: true,
  },
  {
    id: 'rubrics',
    kind: 'internal',
    path: '/rubrics',
    labelKey: 'rubrics.nav',
    icon: RuleOutlinedIcon,
    group: 'templates',
    audience: 'signedIn',
    permission: RUBRICS_PERMISSION,
    worksOffline: false,
  },
  {
    id: 'manageUsers',
    kind: 'internal',
    path: '/admin/manageUsers',
    labelKey: 'manageUsers.nav.item',
    icon: ManageAccountsOutlinedIcon,
    group: 'admin',
    audience: 'signedIn',
    permission: MANAGE_USERS_PERMISSION,
    worksOffline: false,
  },
  {
    id: 'schooldogAdmin',
    kind: 'internal',
    path: '/admin/schooldog',
    labelKey: 'nav.schooldogAdmin',
    icon: AdminPanelSettingsOutlinedIcon,
    group: 'system',
    audience: 'signedIn',
    staffOnly: true,
    worksOffline: false,
  },
  {
    id: 'resourceLinks',
    kind: 'internal',
    path: '/resources/links',
    labelKey: 'nav.resourceLinks',
    icon: LinkIcon,
    group: 'resources',
    audience: 'signedIn',
    worksOffline: true,
  },
  {
    id: 'support',
    kind: 'internal',
    path: '/faq',
    labelKey: 'nav.support',
    icon: HelpOutlineIcon,
    group: 'resources',
    audience: 'signedIn',
    worksOffline: true,
  },
  {
    id: 'trainingLibrary',
    kind: 'external',
    href: (context) => context.trainingLibraryUrl,
    labelKey: 'nav.trainingLibrary',
    icon: SchoolOutlinedIcon,
    group: 'resources',
    audience: 'signedIn',
    worksOffline: false,
  },
  {
    id: 'regionalToolkit',
    kind: 'external',
    href: (context) => (context.region ? REGIONAL_TOOLKITS[context.region].url : null),
    labelKey: 'nav.regionalToolkit',
    icon: MapOutlinedIcon,
    group: 'resources',
    audience: 'signedIn',
    worksOffline: false,
  },
  {
    id: 'terms',
    kind: 'internal',
    path: '/terms',
    labelKey: 'nav.terms',
    icon: GavelOutlinedIcon,
    group: 'legal',
    audience: 'everyone',
    worksOffline: true,
  },
  {
    id: 'privacy',
    kind: 'internal',
    path: '/privacy',
    labelKey: 'nav.privacy',
    icon: PrivacyTipOutlinedIcon,
    group: 'legal',
    audience: 'everyone',
    worksOffline: true,
  },
];

export const DEFAULT_NAV_CONTEXT: NavContext = { region: null, trainingLibraryUrl: TRAINING_LIBRARY_URL };

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
