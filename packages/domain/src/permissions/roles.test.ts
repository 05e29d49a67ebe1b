import { describe, expect, it } from 'vitest';
import {
  friendlyRoleOf,
  isDistrictLevelRole,
  isDistrictUser,
  isRoleName,
  ROLES,
  type RoleName,
  roleDisplayName,
  TASK_SIDE_ROLES,
} from './roles.js';
import { buildSubject } from './test-factories.js';

const ROLE_TABLE: Record<RoleName, { displayName: string; isDistrictLevel: boolean }> = {
  schooldog_master_admin: { displayName: 'SchoolDog Master Administrator', isDistrictLevel: true },
  district_safety_coordinator: { displayName: 'District-Level Safety Coordinator', isDistrictLevel: true },
  district_nonsafety_coordinator: {
    displayName: 'District-Level Administrator (Non-Safety)',
    isDistrictLevel: true,
  },
  principal: { displayName: 'Principal', isDistrictLevel: false },
  assistant_principal: { displayName: 'Assistant Principal', isDistrictLevel: false },
  sro_district: { displayName: 'School Resource Officer (District-Wide)', isDistrictLevel: true },
  sro: { displayName: 'School Resource Officer (School-Level)', isDistrictLevel: false },
  custodial_supervisor: {
    displayName: 'Custodial/Environmental (District Supervisor)',
    isDistrictLevel: true,
  },
  custodial: { displayName: 'Custodial/Environmental (School-Level)', isDistrictLevel: false },
  educator: { displayName: 'Educator', isDistrictLevel: false },
  clerical: { displayName: 'Clerical', isDistrictLevel: false },
  work_order_submitter: { displayName: 'Work Order Submitter', isDistrictLevel: false },
  maintenance_supervisor: { displayName: 'Maintenance Supervisor', isDistrictLevel: true },
  maintenance_staff: { displayName: 'Maintenance Staff', isDistrictLevel: false },
};

describe('roles', () => {
  it('lists the fourteen roles in the spec order', () => {
    expect(ROLES).toEqual(Object.keys(ROLE_TABLE));
    expect(ROLES.every(isRoleName)).toBe(true);
    expect(TASK_SIDE_ROLES.some(isRoleName)).toBe(false);
  });

  describe.each(ROLES)('%s', (role) => {
    const expected = ROLE_TABLE[role];

    it(`displays as '${expected.displayName}'`, () => {
      expect(roleDisplayName(role)).toBe(expected.displayName);
    });

    it(expected.isDistrictLevel ? 'is a district-level role' : 'is limited to listed schools', () => {
      expect(isDistrictLevelRole(role)).toBe(expected.isDistrictLevel);
      expect(isDistrictUser(buildSubject({ role }))).toBe(expected.isDistrictLevel);
    });
  });

  it('roles are told apart: no two roles share a display name, district-wide and school-level alike', () => {
    const names = ROLES.map(roleDisplayName);
    expect(new Set(names).size).toBe(ROLES.length);
  });

  it('names a role from its key, not from a friendlyRole stored before a renaming', () => {
    expect(friendlyRoleOf({ role: 'sro', friendlyRole: 'School Resource Officer' })).toBe(
      'School Resource Officer (School-Level)',
    );
    expect(friendlyRoleOf({ role: 'bus_driver', friendlyRole: 'Bus Driver (contract)' })).toBe(
      'Bus Driver (contract)',
    );
  });

  it.each([
    ['school_safety_team', 'School Safety Team'],
    ['school_safety_leader', 'School Safety Leader'],
    ['maintenance_work_order_manager', 'Maintenance Work Order Manager'],
    ['school_resource_officer', 'School Resource Officer'],
  ])('names the task-side role %s "%s"', (role, displayName) => {
    expect(roleDisplayName(role)).toBe(displayName);
    expect(isDistrictLevelRole(role)).toBe(false);
  });

  it.each([
    ['community_partner', 'Community Partner'],
    ['BUS_driver', 'Bus Driver'],
    ['constructor', 'Constructor'],
    ['', ''],
  ])('shows an unknown role %j as the title-cased words of its key', (role, displayName) => {
    expect(roleDisplayName(role)).toBe(displayName);
    expect(isDistrictLevelRole(role)).toBe(false);
  });
});

describe('district users', () => {
  it('product staff are district users whatever their role', () => {
    expect(isDistrictUser(buildSubject({ role: 'educator', isSchoolDogStaff: true }))).toBe(true);
  });

  it('anyone with isDistrictLevel set is a district user', () => {
    expect(isDistrictUser(buildSubject({ role: 'maintenance_staff', isDistrictLevel: true }))).toBe(true);
    expect(isDistrictUser(buildSubject({ role: 'unknown', isDistrictLevel: true }))).toBe(true);
  });

  it('other roles are limited to their listed schools, and partners are neither', () => {
    expect(isDistrictUser(buildSubject({ role: 'principal', roleSchoolIds: ['s1', 's2'] }))).toBe(false);
    expect(isDistrictUser(buildSubject({ role: 'partner' }))).toBe(false);
  });
});
