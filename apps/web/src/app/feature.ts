import type SvgIcon from '@mui/material/SvgIcon';
import type { PermissionCheck, TMeResponse } from '@schooldog/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Region } from '../features/resources/region';
import type { TranslationKey } from '../i18n';

/*
 * What a web feature declares about itself, in two files so the route table stays small:
 *
 * - `features/<f>/routes.tsx`, a FeatureRoutes listed in features/routes.ts: its pages (loaded
 *   on demand) by their place in the route table, and the reads its offline screens cannot do
 *   without. The app's first script holds these, so they import pages lazily and keys only.
 * - `features/<f>/index.ts`, a WebFeature listed in features/index.ts: its menu items, its
 *   actions, what it warms for offline use and which of its pages stay open in Offline Mode.
 *   The signed-in shell holds these.
 *
 * routes.tsx, navigation.ts, actionMenu.ts, warmCache.ts, essentialQueries.ts and the Offline
 * Mode guard loop over the two lists; a new feature adds a line to each list and edits none of them.
 */

/** Where a feature's routes sit in the route table (app/routes.tsx), by layout. */
export interface FeatureRoutes {
  /** Under the root layout itself, without a frame (redirects, sign-out). */
  root?: RouteObject[];
  /** Under /auth, in the sign-in layout. */
  auth?: RouteObject[];
  /** Signed-in pages in the default layout (menu, top bar, action menu). */
  signedIn?: RouteObject[];
  /** Signed-in pages without the app's frame (a print page). */
  signedInBare?: RouteObject[];
  /** Pages in the default layout that need no session (Terms, Privacy). */
  open?: RouteObject[];
  /** The bare layout (maintenance, install). */
  simple?: RouteObject[];
  /** The error layout. */
  errors?: RouteObject[];
  /** A read its offline screens cannot work without: the persisted cache saves it at once. */
  isOfflineEssential?: (queryKey: readonly unknown[]) => boolean;
}

/** Menu sections in display order. */
export const NAV_GROUPS = [
  { id: 'main', labelKey: null },
  { id: 'schoolSafety', labelKey: 'nav.groups.schoolSafety' },
  { id: 'workOrders', labelKey: 'nav.groups.workOrders' },
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
}

export interface NavItemBase {
  id: string;
  labelKey: TranslationKey;
  icon: typeof SvgIcon;
  group: NavGroupId;
  /** Order within its section, lowest first (spec 000 §2 "Navigation menu"). */
  position: number;
  audience: NavAudience;
  /** Held at any school; alternatives separated by '|'. */
  permission?: PermissionCheck;
  staffOnly?: boolean;
  /** A small marker beside the label (spec 000 §2: Data profiles "shown with an Experimental marker"). */
  markerKey?: TranslationKey;
  /** Usable in Offline Mode ("Items are disabled offline unless they work offline"). */
  worksOffline: boolean;
}

export type NavItem =
  | (NavItemBase & { kind: 'internal'; path: string })
  | (NavItemBase & { kind: 'external'; href: (context: NavContext) => string | null });

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
  /**
   * Order in the menu, lowest first: the spec's Record Drill (10), Begin Assessment (20), Create
   * Work Order (30), Start Walk (40), Log Entry (50).
   */
  position: number;
  /** Usable offline, because the outbox queues what it writes (Start Walk, Log Entry); not unless said. */
  worksOffline?: boolean;
}

/** One entry of the floating action menu and the dashboard's Action Panel. */
export type ActionMenuItem = ActionMenuItemBase &
  (
    | { /** A page where the action starts. */ path: string; dialog?: never }
    | {
        /** A dialog opened over the current page, loaded on first use. */ dialog: ComponentType<ActionDialogProps>;
        path?: never;
      }
  );

export interface WebFeature {
  /** The feature's folder name, as on the server and in the domain. */
  name: string;
  navigation?: readonly NavItem[];
  actions?: readonly ActionMenuItem[];
  /** Loaded at once after sign-in: what its dialogs need at hand (small). */
  warmEssentials?: (queryClient: QueryClient, me: TMeResponse) => Promise<unknown>;
  /** Loaded shortly after sign-in and on reconnecting: what its offline screens read. */
  warmOffline?: (queryClient: QueryClient, me: TMeResponse) => Promise<unknown>;
  /** Pages that stay open in Offline Mode ("Offline mode keeps the user on walks or dashboard"). */
  isOpenInOfflineMode?: (pathname: string, me: TMeResponse) => boolean;
}

/** Route `handle` read by the shell; `hideAddButton` hides the action menu on that route (spec 000 §2). */
export interface RouteHandle {
  hideAddButton?: boolean;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}
