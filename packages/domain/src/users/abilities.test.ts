import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolvePermissions } from '../permissions/resolve.js';
import type { PermissionSubject } from '../permissions/roles.js';
import { atSchools, buildSubject, everywhere, WORK_ORDERS_OFF } from '../permissions/test-factories.js';
import {
  canManageUser,
  isDistrictLevelOnCreate,
  type UserAdminActor,
  type UserAdminDraft,
  userAdminAbilities,
  userChangeRefusal,
  userDraftProblems,
} from './abilities.js';
import { USER_ADMIN_MESSAGES as M } from './messages.js';
import { PERMISSIONS_CAP_MESSAGE } from '../permissions/encode.js';

const actorOf = (id: string, subject: PermissionSubject): UserAdminActor => ({
  id,
  isSchoolDogStaff: subject.isSchoolDogStaff,
  permissions: resolvePermissions(subject, WORK_ORDERS_OFF),
});
const admin = actorOf(
  'admin',
  buildSubject({ role: 'district_safety_coordinator', permissions: { 'manage users': everywhere() } }),
);
const scoped = actorOf(
  'scoped',
  buildSubject({ role: 'principal', roleSchoolIds: ['a'], permissions: { 'manage users': atSchools('a') } }),
);
const staff = actorOf('staff', buildSubject({ isSchoolDogStaff: true }));
const educator = actorOf('edu', buildSubject({ roleSchoolIds: ['a'] }));
const target = (overrides: Partial<UserAdminDraft> & { id?: string } = {}) => ({
  id: 'target',
  role: 'educator',
  isDistrictLevel: false,
  isSchoolDogStaff: false,
  roleSchoolIds: ['a'],
  permissions: {},
  ...overrides,
});

describe('who manages whom', () => {
  it('staff manage everyone; nobody else manages staff', () => {
    expect(canManageUser(staff, target({ isSchoolDogStaff: true }))).toBe(true);
    expect(canManageUser(admin, target({ isSchoolDogStaff: true }))).toBe(false);
  });

  it('a grant at every school manages every other user; none manages nobody', () => {
    expect(canManageUser(admin, target({ role: 'schooldog_master_admin', roleSchoolIds: [] }))).toBe(true);
    expect(canManageUser(educator, target())).toBe(false);
  });

  it('a grant at some schools manages school-level users all of whose schools it covers', () => {
    expect(canManageUser(scoped, target())).toBe(true);
    expect(canManageUser(scoped, target({ roleSchoolIds: ['a', 'b'] }))).toBe(false);
    expect(canManageUser(scoped, target({ roleSchoolIds: [] }))).toBe(false);
    expect(canManageUser(scoped, target({ isDistrictLevel: true }))).toBe(false);
    expect(canManageUser(scoped, target({ role: 'sro_district' }))).toBe(false);
  });
});

describe('the self rules (spec 001 §5 "Users")', () => {
  it('one edits oneself, but not one’s role, permissions, schools; one neither archives nor deletes oneself', () => {
    expect(userAdminAbilities(admin, target({ id: 'admin', role: 'district_safety_coordinator' }))).toEqual({
      canEdit: true,
      canChangeRole: false,
      canChangePermissions: false,
      canChangeDistrictAndSchools: false,
      canArchive: false,
      canDelete: false,
      canSignOutEverywhere: true,
      canManageMfa: false,
    });
    expect(Object.values(userAdminAbilities(admin, target())).every(Boolean)).toBe(true);
    expect(Object.values(userAdminAbilities(educator, target())).some(Boolean)).toBe(false);
  });

  it('refuses each change of one’s own role, permissions and schools, and allows the same values', () => {
    const me = target({ id: 'scoped', role: 'principal', permissions: { 'manage users': atSchools('a') } });
    expect(userChangeRefusal(scoped, me, { ...me, role: 'educator' })).toBe(M.ownRoleFixed);
    expect(userChangeRefusal(scoped, me, { ...me, permissions: {} })).toBe(M.ownPermissionsFixed);
    expect(userChangeRefusal(scoped, me, { ...me, roleSchoolIds: [] })).toBe(M.ownSchoolsFixed);
    expect(userChangeRefusal(scoped, me, { ...me, isDistrictLevel: true })).toBe(M.ownSchoolsFixed);
    expect(
      userChangeRefusal(scoped, me, { ...me, permissions: { 'manage users': atSchools('a') } }),
    ).toBeNull();
  });

  it('property: any change of the self-protected fields by oneself is refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('educator', 'principal', 'clerical'),
        fc.subarray(['a', 'b', 'c']),
        fc.boolean(),
        (role, schools, flag) => {
          const me = target({ id: 'admin', role: 'district_safety_coordinator', roleSchoolIds: ['a'] });
          const next = { ...me, role, roleSchoolIds: schools, isDistrictLevel: flag };
          const changed = role !== me.role || schools.join() !== 'a' || flag !== me.isDistrictLevel;
          expect(userChangeRefusal(admin, me, next) !== null).toBe(changed);
        },
      ),
    );
  });
});

describe('the reach of a school-scoped grant', () => {
  it('gives access only at its schools, never everywhere, and makes no district user', () => {
    expect(
      userChangeRefusal(scoped, null, target({ permissions: { 'view entries': atSchools('a') } })),
    ).toBeNull();
    expect(userChangeRefusal(scoped, null, target({ permissions: { 'view entries': atSchools('b') } }))).toBe(
      M.schoolsOutsideGrant,
    );
    expect(userChangeRefusal(scoped, null, target({ permissions: { 'view entries': everywhere() } }))).toBe(
      M.schoolsOutsideGrant,
    );
    expect(userChangeRefusal(scoped, null, target({ roleSchoolIds: ['b'] }))).toBe(M.schoolsOutsideGrant);
    expect(userChangeRefusal(scoped, null, target({ isDistrictLevel: true }))).toBe(M.districtOutsideGrant);
    expect(userChangeRefusal(admin, null, target({ isSchoolDogStaff: true }))).toBe(M.onlyStaffManageStaff);
    expect(userChangeRefusal(staff, null, target({ isSchoolDogStaff: true }))).toBeNull();
  });

  it('lets a scoped manager edit a user whose existing grants it could not give, as long as it keeps them', () => {
    const before = target({ permissions: { 'view entries': everywhere() } });
    expect(userChangeRefusal(scoped, before, { ...before, role: 'clerical' })).toBeNull();
  });
});

describe('isDistrictLevelOnCreate', () => {
  it('is the district-level roles and maintenance staff', () => {
    expect(
      ['schooldog_master_admin', 'sro_district', 'maintenance_supervisor', 'maintenance_staff'].every(
        isDistrictLevelOnCreate,
      ),
    ).toBe(true);
    expect(['principal', 'sro', 'custodial', 'educator'].some(isDistrictLevelOnCreate)).toBe(false);
  });
});

describe('draft problems', () => {
  it('a school-level user needs schools; the permission cap gives its advice', () => {
    expect(userDraftProblems(target({ roleSchoolIds: [] }))).toEqual({ roleSchoolIds: M.schoolsNeeded });
    expect(userDraftProblems(target({ role: 'district_safety_coordinator', roleSchoolIds: [] }))).toEqual({});
    const schools = Array.from({ length: 60 }, (_, i) => `school-${String(i).padStart(13, '0')}`);
    const all = Object.fromEntries(
      ['log entries', 'view entries', 'record drills', 'propose tasks', 'view assessments'].map((n) => [
        n,
        atSchools(...schools),
      ]),
    );
    expect(userDraftProblems(target({ roleSchoolIds: schools, permissions: all }))).toEqual({
      permissions: PERMISSIONS_CAP_MESSAGE,
    });
  });
});
