import { describe, expect, it } from 'vitest';
import type { PermissionName, ResolvedPermissions } from '../permissions/names.js';
import { resolvePermissions } from '../permissions/resolve.js';
import { atSchools, buildSubject, grantAll, WORK_ORDERS_ON } from '../permissions/test-factories.js';
import { arrangeDashboardCards, canViewLeaderboards, dashboardOrderOf } from './cards.js';
import { currentSchoolYear, leaderboardCycles } from './leaderboards.js';
import { ZDashboardOrderRequest, ZTopWalkersQuery } from './schemas.js';

const holding = (...names: PermissionName[]): ResolvedPermissions =>
  resolvePermissions(
    buildSubject({ roleSchoolIds: ['A'], permissions: grantAll(names, () => atSchools('A')) }),
    WORK_ORDERS_ON,
  );

describe('dashboard cards by permission (spec 000 §2 "Dashboard")', () => {
  it.each<[string, PermissionName[], string[]]>([
    ['log entries: My Walks and My Logged Entries', ['log entries'], ['currentWalks', 'myLoggedEntries']],
    [
      'view entry leaderboards: the School Leaderboard and Top Walkers',
      ['view entry leaderboards'],
      ['schoolLeaderboard', 'topWalkers'],
    ],
    [
      'view data insights: the insight cards',
      ['view data insights'],
      ['entriesOverTime', 'favoriteInsights'],
    ],
    ['view assessments: Recent Assessments', ['view assessments'], ['recentAssessments']],
    ['nothing: no card', ['propose tasks'], []],
  ])('%s', (_name, names, cards) => {
    expect(arrangeDashboardCards(holding(...names), []).map((card) => card.id)).toEqual(cards);
  });

  it('follows the saved order and on/off, then adds the cards it does not name, shown', () => {
    const permissions = holding('log entries', 'view entry leaderboards');
    const order = [
      { value: 'topWalkers', label: 'Top Walkers', isDisabled: true },
      { value: 'gone', label: 'Gone', isDisabled: false },
      { value: 'recentAssessments', label: 'Recent Assessments', isDisabled: false },
      { value: 'myLoggedEntries', label: 'My Logged Entries', isDisabled: false },
      { value: 'topWalkers', label: 'Top Walkers', isDisabled: false },
    ];
    expect(arrangeDashboardCards(permissions, order)).toEqual([
      { id: 'topWalkers', isDisabled: true },
      { id: 'myLoggedEntries', isDisabled: false },
      { id: 'currentWalks', isDisabled: false },
      { id: 'schoolLeaderboard', isDisabled: false },
    ]);
  });

  it('keeps the cards one cannot see now where the saved order had them, after one’s own', () => {
    const previous = [
      { value: 'recentAssessments', label: 'Recent Assessments', isDisabled: true },
      { value: 'myLoggedEntries', label: 'My Logged Entries', isDisabled: false },
    ];
    expect(dashboardOrderOf([{ id: 'myLoggedEntries', isDisabled: true }], previous)).toEqual([
      { value: 'myLoggedEntries', isDisabled: true },
      { value: 'recentAssessments', isDisabled: true },
    ]);
  });

  it('view entry leaderboards at any school opens the leaderboards', () => {
    expect(canViewLeaderboards(holding('view entry leaderboards'))).toBe(true);
    expect(canViewLeaderboards(holding('view entries'))).toBe(false);
  });
});

describe('leaderboard cycles and school years', () => {
  it('offers the current month and the 35 before it, in the district’s time zone', () => {
    // 03:00 UTC on March 1 is still February in New York.
    const cycles = leaderboardCycles(new Date('2027-03-01T03:00:00Z'), 'America/New_York');
    expect(cycles).toHaveLength(36);
    expect(cycles.slice(0, 3)).toEqual(['2027-02', '2027-01', '2026-12']);
    expect(cycles.at(-1)).toBe('2024-03');
  });

  it('runs the school year from July 1 to June 30, written 2026-2027', () => {
    expect(currentSchoolYear(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('2026-2027');
    expect(currentSchoolYear(new Date('2026-07-01T02:00:00Z'), 'America/New_York')).toBe('2025-2026');
    expect(ZTopWalkersQuery.safeParse({ schoolYear: '2026-2028' }).success).toBe(false);
  });
});

describe('the dashboard order a user saves', () => {
  it('refuses an unknown card and a repeated one, naming the item', () => {
    const unknown = ZDashboardOrderRequest.safeParse({
      dashboardOrder: [{ value: 'weather', isDisabled: false }],
    });
    expect(unknown.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['dashboardOrder.0.value', 'This dashboard card does not exist.'],
    ]);
    const twice = ZDashboardOrderRequest.safeParse({
      dashboardOrder: [
        { value: 'topWalkers', isDisabled: false },
        { value: 'topWalkers', isDisabled: true },
      ],
    });
    expect(twice.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['dashboardOrder.1.value']);
  });
});
