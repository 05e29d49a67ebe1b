import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import type { AnyPermissionName } from '@schooldog/domain';
import { describe, expect, it } from 'vitest';
import { buildMe, grant, grantAt } from '../test/factories';
import { isNavItemAvailable, type NavContext, type NavItem, visibleNavigation } from './navigation';

const noRegion: NavContext = { region: null };

function ids(...args: Parameters<typeof visibleNavigation>): string[] {
  return visibleNavigation(...args).flatMap((section) => section.items.map((item) => item.id));
}

describe('the navigation menu follows permissions', () => {
  it('shows the dashboard to a user who may log entries', () => {
    const me = buildMe({ permissions: grant('log entries') });
    expect(ids(me, noRegion)).toEqual([
      'dashboard',
      'entries',
      'walks',
      'resourceLinks',
      'support',
      'trainingLibrary',
      'terms',
      'privacy',
    ]);
  });

  it.each<AnyPermissionName>([
    'view entries',
    'view entry leaderboards',
    'view data insights',
    'view assessments',
    'submit assessments',
  ])('shows the dashboard for %s', (permission) => {
    expect(ids(buildMe({ permissions: grant(permission) }), noRegion)).toContain('dashboard');
  });

  it('hides the dashboard from a user who may only propose tasks', () => {
    const me = buildMe({ permissions: grant('propose tasks') });
    const visible = ids(me, noRegion);
    expect(visible).not.toContain('dashboard');
    expect(visible).toEqual([
      'workOrders',
      'resourceLinks',
      'support',
      'trainingLibrary',
      'terms',
      'privacy',
    ]);
  });

  it.each<AnyPermissionName>(['log entries', 'view entries'])(
    'shows Entries and Walks under School Safety for %s',
    (permission) => {
      const sections = visibleNavigation(
        buildMe({ permissions: grantAt(permission, ['school1']) }),
        noRegion,
      );
      const safety = sections.find((section) => section.id === 'schoolSafety');
      expect(safety?.labelKey).toBe('nav.groups.schoolSafety');
      expect(safety?.items.map((item) => [item.id, item.worksOffline])).toEqual([
        ['entries', true],
        ['walks', true],
      ]);
    },
  );

  it('counts a permission held at one school', () => {
    expect(ids(buildMe({ permissions: grantAt('view entries', ['school1']) }), noRegion)).toContain(
      'dashboard',
    );
  });

  it('ignores a permission that is not held', () => {
    const me = buildMe({
      permissions: { 'log entries': { hasPermission: false, always: true, forSchools: [] } },
    });
    expect(ids(me, noRegion)).not.toContain('dashboard');
  });

  it('gives a signed-out visitor Sign In, Terms and Privacy', () => {
    expect(ids(null, noRegion)).toEqual(['signIn', 'terms', 'privacy']);
  });

  it('adds the regional toolkit only where a region applies', () => {
    const me = buildMe();
    expect(ids(me, { ...noRegion, region: 'georgia' })).toContain('regionalToolkit');
    const toolkit = visibleNavigation(me, { ...noRegion, region: 'alabama' })
      .flatMap((section) => section.items)
      .find((item) => item.id === 'regionalToolkit');
    expect(toolkit?.kind === 'external' ? toolkit.href : null).toContain('alabama');
  });

  it('groups items into sections and drops empty ones', () => {
    const sections = visibleNavigation(buildMe({ permissions: {} }), noRegion);
    expect(sections.map((section) => section.id)).toEqual(['resources', 'legal']);
  });

  it('shows staff-only items to product staff alone', () => {
    const staffItem: NavItem = {
      id: 'staffSettings',
      kind: 'internal',
      path: '/admin/schooldog',
      labelKey: 'nav.dashboard',
      icon: DashboardOutlinedIcon,
      group: 'main',
      position: 10,
      audience: 'signedIn',
      staffOnly: true,
      worksOffline: false,
    };
    const items = [staffItem];
    expect(ids(buildMe(), noRegion, items)).toEqual([]);
    expect(ids(buildMe({ user: { isSchoolDogStaff: true } }), noRegion, items)).toEqual(['staffSettings']);
  });
});

describe('the navigation menu offline', () => {
  const online = { isOffline: false, isManuallyOffline: false };
  const nativelyOffline = { isOffline: true, isManuallyOffline: false };
  const offlineMode = { isOffline: true, isManuallyOffline: true };
  const staff = buildMe({ user: { isSchoolDogStaff: true } });

  function available(connectivity: typeof online, me = staff): string[] {
    return visibleNavigation(me, { ...noRegion, region: 'georgia' })
      .flatMap((section) => section.items)
      .filter((item) => isNavItemAvailable(item, connectivity, me))
      .map((item) => item.id);
  }

  it('enables every item online', () => {
    expect(available(online)).toEqual(ids(staff, { ...noRegion, region: 'georgia' }));
  });

  it("disables the items that do not work offline ('offline ok' stay)", () => {
    expect(available(nativelyOffline)).toEqual([
      'dashboard',
      'entries',
      'walks',
      'resourceLinks',
      'support',
      'terms',
      'privacy',
    ]);
  });

  it('keeps a signed-in user on the dashboard and walks in Offline Mode', () => {
    expect(available(offlineMode)).toEqual(['dashboard', 'walks']);
  });

  it('keeps the fallback page of a user without the dashboard in Offline Mode', () => {
    const me = buildMe({ permissions: grant('propose tasks') });
    expect(available(offlineMode, me)).toEqual(['workOrders']);
  });

  it('leaves the signed-out menu to plain offline rules', () => {
    const items = visibleNavigation(null, noRegion).flatMap((section) => section.items);
    expect(
      items.filter((item) => isNavItemAvailable(item, offlineMode, null)).map((item) => item.id),
    ).toEqual(['signIn', 'terms', 'privacy']);
  });
});
