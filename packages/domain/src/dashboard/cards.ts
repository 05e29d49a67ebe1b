import { ANY_ASSESSMENT_PERMISSION } from '../assessments/rules.js';
import { can } from '../permissions/check.js';
import type { PermissionCheck, ResolvedPermissions } from '../permissions/names.js';

/**
 * The dashboard's cards a user arranges (spec 000 §2 "Dashboard"), in their default order. The
 * Action Panel is not among them: it always comes first (on phones before the 'View dashboard'
 * expander, offline the one card shown), so it is neither moved nor hidden.
 * 'entriesOverTime' and 'favoriteInsights' are the insights feature's cards.
 */
export const DASHBOARD_CARD_IDS = [
  'currentWalks',
  'myLoggedEntries',
  'schoolLeaderboard',
  'topWalkers',
  'entriesOverTime',
  'favoriteInsights',
  'recentAssessments',
] as const;
export type DashboardCardId = (typeof DASHBOARD_CARD_IDS)[number];

/** "View entry leaderboards" at any school shows the School Leaderboard and Top Walkers (spec 000 §2, §6). */
export const LEADERBOARD_PERMISSION = 'view entry leaderboards' satisfies PermissionCheck;

/** Who sees each card (spec 000 §2 "Cards by permission"), each checked at any school. */
export const DASHBOARD_CARD_PERMISSIONS: Record<DashboardCardId, PermissionCheck> = {
  currentWalks: 'log entries',
  myLoggedEntries: 'log entries',
  schoolLeaderboard: LEADERBOARD_PERMISSION,
  topWalkers: LEADERBOARD_PERMISSION,
  entriesOverTime: 'view data insights',
  favoriteInsights: 'view data insights',
  recentAssessments: ANY_ASSESSMENT_PERMISSION,
};

/** The cards' names in English, stored as each dashboardOrder item's label (spec 000 §3 User). */
export const DASHBOARD_CARD_LABELS: Record<DashboardCardId, string> = {
  currentWalks: 'My Current Walks',
  myLoggedEntries: 'My Logged Entries',
  schoolLeaderboard: 'School Leaderboard',
  topWalkers: 'Top Walkers',
  entriesOverTime: 'Entries Over Time',
  favoriteInsights: 'Favorite Insights',
  recentAssessments: 'Recent Assessments',
};

export function isDashboardCardId(value: string): value is DashboardCardId {
  return (DASHBOARD_CARD_IDS as readonly string[]).includes(value);
}

/** "The leaderboards need view entry leaderboards" (spec 000 §6): the server's check and the web's cards. */
export function canViewLeaderboards(permissions: ResolvedPermissions): boolean {
  return can(permissions, LEADERBOARD_PERMISSION);
}

/** One item of the user's dashboardOrder (spec 000 §3 User: value, label, isDisabled). */
export interface DashboardOrderItem {
  value: string;
  label: string;
  isDisabled: boolean;
}

export interface ArrangedCard {
  id: DashboardCardId;
  isDisabled: boolean;
}

/**
 * The cards a user may see, in their saved order with their saved on/off; cards the order does not
 * name yet (new ones, or newly permitted) follow in the default order, shown. Unknown or
 * repeated ids of an old order are skipped.
 */
export function arrangeDashboardCards(
  permissions: ResolvedPermissions,
  order: readonly DashboardOrderItem[],
  available: readonly DashboardCardId[] = DASHBOARD_CARD_IDS,
): ArrangedCard[] {
  const mayShow = (id: DashboardCardId) =>
    available.includes(id) && can(permissions, DASHBOARD_CARD_PERMISSIONS[id]);
  const arranged: ArrangedCard[] = [];
  const seen = new Set<string>();
  for (const item of order) {
    if (!isDashboardCardId(item.value) || seen.has(item.value) || !mayShow(item.value)) continue;
    seen.add(item.value);
    arranged.push({ id: item.value, isDisabled: item.isDisabled });
  }
  for (const id of DASHBOARD_CARD_IDS) {
    if (!seen.has(id) && mayShow(id)) arranged.push({ id, isDisabled: false });
  }
  return arranged;
}

/**
 * The dashboardOrder to save from an arrangement the user made: theirs first, then the cards they
 * cannot see kept where the old order had them last (so a card hidden while a permission was
 * withdrawn comes back as they left it).
 */
export function dashboardOrderOf(
  arranged: readonly ArrangedCard[],
  previous: readonly DashboardOrderItem[],
): { value: DashboardCardId; isDisabled: boolean }[] {
  const named = new Set<string>(arranged.map((card) => card.id));
  const kept = previous.filter(
    (item): item is DashboardOrderItem & { value: DashboardCardId } =>
      isDashboardCardId(item.value) && !named.has(item.value) && (named.add(item.value), true),
  );
  return [
    ...arranged.map(({ id, isDisabled }) => ({ value: id, isDisabled })),
    ...kept.map(({ value, isDisabled }) => ({ value, isDisabled })),
  ];
}
