import { describe, expect, it } from 'vitest';
import { defaultPermissionsForRole } from '../permissions/defaults.js';
import type { ResolvedPermissions } from '../permissions/names.js';
import { resolvePermissions } from '../permissions/resolve.js';
import type { PermissionSubject } from '../permissions/roles.js';
import { atSchools, buildSubject, everywhere, WORK_ORDERS_ON } from '../permissions/test-factories.js';
import { canManageEntry, canSeeEntry, entryQueryScope } from './rules.js';
import type { WalkType } from './schemas.js';

const ME = 'user-me';
const SOMEONE = 'user-someone';

function resolved(subject: Partial<PermissionSubject>): ResolvedPermissions {
  return resolvePermissions(buildSubject(subject), WORK_ORDERS_ON);
}

/** A user with a role's default permissions at their schools (s1 for school-level roles). */
function withRole(role: string, roleSchoolIds: string[] = ['s1']): ResolvedPermissions {
  return resolved({ role, roleSchoolIds, permissions: defaultPermissionsForRole(role, roleSchoolIds) });
}

const USERS: Record<string, ResolvedPermissions> = {
  'educator at s1': withRole('educator'),
  'sro at s1': withRole('sro'),
  'principal at s1': withRole('principal'),
  'assistant principal at s1': withRole('assistant_principal'),
  'district safety coordinator': withRole('district_safety_coordinator', []),
  'district non-safety coordinator': withRole('district_nonsafety_coordinator', []),
  'product staff': resolved({ isSchoolDogStaff: true }),
  'no permissions': resolved({ role: 'educator', roleSchoolIds: ['s1'] }),
  'manage entries at s1 without view entries': resolved({
    roleSchoolIds: ['s1'],
    permissions: { 'log entries': atSchools('s1'), 'manage entries': atSchools('s1') },
  }),
  'view entries everywhere, manage entries at s2': resolved({
    permissions: { 'view entries': everywhere(), 'manage entries': atSchools('s2') },
  }),
  'manage other entries at s1 only': resolved({
    permissions: { 'manage other entries': atSchools('s1') },
  }),
};

function user(name: string): ResolvedPermissions {
  const permissions = USERS[name];
  if (!permissions) throw new Error(`no test user ${name}`);
  return permissions;
}

describe('canSeeEntry: one’s own if the user may log entries, anyone’s if they may view entries', () => {
  const OWN_S1 = { schoolId: 's1', reportedByUserId: ME };
  const OTHER_S1 = { schoolId: 's1', reportedByUserId: SOMEONE };
  const OWN_S2 = { schoolId: 's2', reportedByUserId: ME };
  const OTHER_S2 = { schoolId: 's2', reportedByUserId: SOMEONE };

  it.each<[string, [ownS1: boolean, otherS1: boolean, ownS2: boolean, otherS2: boolean]]>([
    ['educator at s1', [true, false, false, false]],
    ['sro at s1', [true, true, false, false]],
    ['principal at s1', [true, true, false, false]],
    ['district safety coordinator', [true, true, true, true]],
    ['district non-safety coordinator', [true, true, true, true]],
    ['product staff', [true, true, true, true]],
    ['no permissions', [false, false, false, false]],
    ['manage entries at s1 without view entries', [true, false, false, false]],
    ['view entries everywhere, manage entries at s2', [true, true, true, true]],
    ['manage other entries at s1 only', [false, false, false, false]],
  ])('%s: own at s1, other’s at s1, own at s2, other’s at s2 → %j', (name, expected) => {
    const permissions = user(name);
    expect([OWN_S1, OTHER_S1, OWN_S2, OTHER_S2].map((entry) => canSeeEntry(permissions, ME, entry))).toEqual(
      expected,
    );
  });

  it('log entries at one school does not show one’s own entries at another school', () => {
    const permissions = resolved({ permissions: { 'log entries': atSchools('s1') } });
    expect(canSeeEntry(permissions, ME, OWN_S1)).toBe(true);
    expect(canSeeEntry(permissions, ME, OWN_S2)).toBe(false);
  });

  it('view entries at one school does not show anyone’s entries at another school', () => {
    const permissions = resolved({ permissions: { 'view entries': atSchools('s2') } });
    expect(canSeeEntry(permissions, ME, OTHER_S2)).toBe(true);
    expect(canSeeEntry(permissions, ME, OTHER_S1)).toBe(false);
    expect(canSeeEntry(permissions, ME, OWN_S1)).toBe(false);
  });
});

describe('entryQueryScope: with view entries at every selected school, filtering by other users is allowed', () => {
  const principalOfTwo = resolved({
    role: 'principal',
    roleSchoolIds: ['s1', 's2'],
    permissions: defaultPermissionsForRole('principal', ['s1', 's2']),
  });

  it.each<[string, string[], boolean]>([
    ['s1', ['s1'], true],
    ['s1 and s2', ['s1', 's2'], true],
    ['s1 and s3 (no view entries at s3)', ['s1', 's3'], false],
    ['s3 only', ['s3'], false],
    ['no school (all schools, but view entries is not global)', [], false],
  ])('principal of s1 and s2, selecting %s → %s', (_label, schools, expected) => {
    expect(entryQueryScope(principalOfTwo, schools)).toEqual({ mayFilterOthers: expected });
  });

  it.each<[string, string[], boolean]>([
    ['educator at s1', ['s1'], false],
    ['educator at s1', [], false],
    ['district safety coordinator', [], true],
    ['district safety coordinator', ['s1', 's9'], true],
    ['district non-safety coordinator', [], true],
    ['product staff', [], true],
    ['no permissions', [], false],
    ['view entries everywhere, manage entries at s2', ['s5'], true],
  ])('%s selecting %j → %s', (name, schools, expected) => {
    expect(entryQueryScope(user(name), schools)).toEqual({ mayFilterOthers: expected });
  });
});

describe('canManageEntry: school-led with view entries and manage entries at that school; other walks with manage other entries; or the reporter', () => {
  const entry = (walkType: WalkType, schoolId: string, reportedByUserId = SOMEONE) => ({
    walkType,
    schoolId,
    reportedByUserId,
  });
  const CASES = [
    entry('school', 's1'),
    entry('district', 's1'),
    entry('partner', 's1'),
    entry('school', 's2'),
    entry('district', 's2'),
  ];

  it.each<
    [
      string,
      [schoolS1: boolean, districtS1: boolean, partnerS1: boolean, schoolS2: boolean, districtS2: boolean],
    ]
  >([
    ['educator at s1', [false, false, false, false, false]],
    ['sro at s1', [false, false, false, false, false]],
    ['principal at s1', [true, false, false, false, false]],
    ['assistant principal at s1', [true, false, false, false, false]],
    ['district safety coordinator', [true, true, true, true, true]],
    ['district non-safety coordinator', [false, false, false, false, false]],
    ['product staff', [true, true, true, true, true]],
    ['no permissions', [false, false, false, false, false]],
    ['manage entries at s1 without view entries', [false, false, false, false, false]],
    ['view entries everywhere, manage entries at s2', [false, false, false, true, false]],
    ['manage other entries at s1 only', [false, true, true, false, false]],
  ])(
    "%s, someone else's entry: school-led s1, district s1, partner s1, school-led s2, district s2 → %j",
    (name, expected) => {
      const permissions = user(name);
      expect(CASES.map((candidate) => canManageEntry(permissions, ME, candidate))).toEqual(expected);
    },
  );

  it.each(Object.keys(USERS))(
    '%s may always manage an entry they reported, on any walk type and school',
    (name) => {
      const permissions = user(name);
      for (const walkType of ['school', 'district', 'partner'] as const) {
        for (const schoolId of ['s1', 's2', 's9']) {
          expect(canManageEntry(permissions, ME, entry(walkType, schoolId, ME))).toBe(true);
        }
      }
    },
  );

  it('manage other entries does not stand in for manage entries on a school-led walk', () => {
    const permissions = resolved({
      permissions: { 'view entries': everywhere(), 'manage other entries': everywhere() },
    });
    expect(canManageEntry(permissions, ME, entry('school', 's1'))).toBe(false);
    expect(canManageEntry(permissions, ME, entry('partner', 's1'))).toBe(true);
  });
});
