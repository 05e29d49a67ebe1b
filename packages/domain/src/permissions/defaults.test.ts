import { describe, expect, it } from 'vitest';
import { can, schoolsWhere } from './check.js';
import { defaultPermissionsForRole } from './defaults.js';
import { PERMISSIONS, type PermissionName } from './names.js';
import { resolvePermissions } from './resolve.js';
import { ROLES, type RoleName, TASK_SIDE_ROLES } from './roles.js';
import { buildSubject, WORK_ORDERS_OFF, WORK_ORDERS_ON } from './test-factories.js';

type Scope = 'everywhere' | "the user's schools";

/** The role-default table, written out in full so a change to defaults.ts must be made here too. */
const EXPECTED: Record<RoleName, { scope: Scope; grants: PermissionName[] }> = {
  schooldog_master_admin: {
    scope: 'everywhere',
    grants: PERMISSIONS.filter((name) => name !== 'be proposed tasks'),
  },
  district_safety_coordinator: {
    scope: 'everywhere',
    grants: [
      'log entries',
      'view entries',
      'manage entries',
      'manage other entries',
      'download entry reports',
      'send neighborhood watch',
      'view entry leaderboards',
      'send safety alerts',
      'receive safety alerts',
      'manage safety alerts',
      'propose tasks',
      'manage tasks',
      'record drills',
      'view assessments',
      'submit assessments',
      'manage assessments',
      'create rubrics',
      'manage rubrics',
      'view data insights',
      'manage data profiles',
      'download administrative reports',
      'manage users',
      'manage schools',
    ],
  },
  district_nonsafety_coordinator: {
    scope: 'everywhere',
    grants: [
      'view entries',
      'download entry reports',
      'view entry leaderboards',
      'propose tasks',
      'view assessments',
      'view data insights',
      'download administrative reports',
    ],
  },
  principal: {
    scope: "the user's schools",
    grants: [
      'log entries',
      'view entries',
      'manage entries',
      'download entry reports',
      'send neighborhood watch',
      'view entry leaderboards',
      'send safety alerts',
      'receive safety alerts',
      'propose tasks',
      'record drills',
      'view assessments',
      'submit assessments',
      'manage assessments',
      'view data insights',
      'manage schools',
    ],
  },
  assistant_principal: {
    scope: "the user's schools",
    grants: [
      'log entries',
      'view entries',
      'manage entries',
      'download entry reports',
      'send neighborhood watch',
      'view entry leaderboards',
      'send safety alerts',
      'receive safety alerts',
      'propose tasks',
      'record drills',
      'view assessments',
      'submit assessments',
      'view data insights',
    ],
  },
  sro_district: {
    scope: 'everywhere',
    grants: [
      'log entries',
      'view entries',
      'view entry leaderboards',
      'send safety alerts',
      'receive safety alerts',
      'manage safety alerts',
      'propose tasks',
      'record drills',
      'view assessments',
      'submit assessments',
      'view data insights',
    ],
  },
  sro: {
    scope: "the user's schools",
    grants: [
      'log entries',
      'view entries',
      'view entry leaderboards',
      'send safety alerts',
      'receive safety alerts',
      'propose tasks',
      'record drills',
      'view assessments',
      'submit assessments',
      'view data insights',
    ],
  },
  custodial_supervisor: {
    scope: 'everywhere',
    grants: [
      'log entries',
      'view entries',
      'view entry leaderboards',
      'propose tasks',
      'be proposed tasks',
      'manage tasks',
    ],
  },
  custodial: { scope: "the user's schools", grants: ['log entries', 'propose tasks', 'be proposed tasks'] },
  educator: {
    scope: "the user's schools",
    grants: ['log entries', 'send safety alerts', 'receive safety alerts', 'record drills'],
  },
  clerical: { scope: "the user's schools", grants: ['log entries', 'propose tasks', 'record drills'] },
  work_order_submitter: { scope: "the user's schools", grants: ['propose tasks'] },
  maintenance_supervisor: {
    scope: 'everywhere',
    grants: [
      'log entries',
      'view entries',
      'propose tasks',
      'be proposed tasks',
      'manage tasks',
      'manage tasks settings',
      'manage task users',
    ],
  },
  maintenance_staff: { scope: 'everywhere', grants: ['propose tasks', 'be proposed tasks'] },
};

const USER_SCHOOLS = ['school-a', 'school-b'];
const OTHER_SCHOOL = 'school-z';
const TASKS_NAMES: PermissionName[] = [
  'propose tasks',
  'be proposed tasks',
  'manage tasks',
  'manage tasks settings',
];

function resolvedDefaults(role: RoleName, settings = WORK_ORDERS_ON) {
  const permissions = defaultPermissionsForRole(role, USER_SCHOOLS);
  return resolvePermissions(buildSubject({ role, roleSchoolIds: USER_SCHOOLS, permissions }), settings);
}

describe("'Set default permissions for Role'", () => {
  it('covers every role', () => {
    expect(Object.keys(EXPECTED)).toEqual([...ROLES]);
  });

  describe.each(ROLES)('%s', (role) => {
    const { scope, grants } = EXPECTED[role];
    const granted = new Set<PermissionName>(grants);

    it(`grants exactly its table's permissions, each ${scope}, and omits the rest`, () => {
      const map = defaultPermissionsForRole(role, USER_SCHOOLS);
      expect(Object.keys(map).sort()).toEqual([...grants].sort());
      const expectedValue =
        scope === 'everywhere'
          ? { hasPermission: true, always: true, forSchools: [] }
          : { hasPermission: true, always: false, forSchools: USER_SCHOOLS };
      for (const name of grants) expect(map[name]).toEqual(expectedValue);
    });

    it.each(PERMISSIONS)('%s passes the any-school check and at its schools only if granted', (name) => {
      const resolved = resolvedDefaults(role);
      const isGranted = granted.has(name);
      expect(can(resolved, name)).toBe(isGranted);
      for (const schoolId of USER_SCHOOLS) expect(can(resolved, name, schoolId)).toBe(isGranted);
      expect(can(resolved, name, OTHER_SCHOOL)).toBe(isGranted && scope === 'everywhere');
      expect(schoolsWhere(resolved, name)).toEqual(
        !isGranted ? [] : scope === 'everywhere' ? 'all' : [...USER_SCHOOLS].sort(),
      );
    });

    it('denies anything with tasks in the name unless enableWorkOrders is on', () => {
      const resolved = resolvedDefaults(role, WORK_ORDERS_OFF);
      for (const name of PERMISSIONS) {
        const expected = granted.has(name) && !TASKS_NAMES.includes(name);
        expect(can(resolved, name), name).toBe(expected);
      }
    });

    it(`grants view district only to district users (${scope})`, () => {
      expect(can(resolvedDefaults(role), 'view district')).toBe(
        scope === 'everywhere' && role !== 'maintenance_staff',
      );
    });
  });

  it('the master admin is not proposed tasks: assignees are users who can be proposed tasks', () => {
    expect(defaultPermissionsForRole('schooldog_master_admin', [])['be proposed tasks']).toBeUndefined();
  });

  it('maintenance roles become work order staff (they can be proposed tasks)', () => {
    for (const role of ['maintenance_supervisor', 'maintenance_staff'] as const) {
      expect(defaultPermissionsForRole(role, [])['be proposed tasks']).toEqual({
        hasPermission: true,
        always: true,
        forSchools: [],
      });
    }
  });

  it('work_order_submitter is work orders only', () => {
    expect(Object.keys(defaultPermissionsForRole('work_order_submitter', USER_SCHOOLS))).toEqual([
      'propose tasks',
    ]);
  });

  it("lists each of the user's schools once, and returns values the caller may change freely", () => {
    const map = defaultPermissionsForRole('principal', ['school-a', 'school-a', 'school-b']);
    expect(map['log entries']?.forSchools).toEqual(['school-a', 'school-b']);
    map['log entries']?.forSchools.push('school-c');
    expect(map['view entries']?.forSchools).toEqual(['school-a', 'school-b']);
  });

  it('a school-level role with no schools yet gets grants that pass nowhere', () => {
    const permissions = defaultPermissionsForRole('educator', []);
    const resolved = resolvePermissions(buildSubject({ role: 'educator', permissions }), WORK_ORDERS_ON);
    expect(can(resolved, 'log entries')).toBe(false);
  });

  it.each([...TASK_SIDE_ROLES, 'unknown_role', 'constructor', ''])('gives role %j no defaults', (role) => {
    expect(defaultPermissionsForRole(role, USER_SCHOOLS)).toEqual({});
  });
});
