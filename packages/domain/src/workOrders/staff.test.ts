import { describe, expect, it } from 'vitest';
import { knownSchoolIdsOf } from '../permissions/check.js';
import type { PermissionMap } from '../permissions/names.js';
import { resolvePermissions } from '../permissions/resolve.js';
import { atSchools, buildSubject, everywhere, WORK_ORDERS_ON } from '../permissions/test-factories.js';
import {
  canManageWorkOrderStaff,
  canSeeWorkOrderStaff,
  listsAsWorkOrderStaff,
  workOrderStaffAbilities,
  workOrderStaffChangeRefusal,
} from './staff.js';
import { WORK_ORDER_STAFF_MESSAGES as M } from './staffMessages.js';

const actor = (id: string, permissions: PermissionMap) => ({
  id,
  permissions: resolvePermissions(
    buildSubject({ role: 'principal', roleSchoolIds: ['a'], permissions }),
    WORK_ORDERS_ON,
  ),
});
const manager = actor('m', { 'manage tasks settings': everywhere(), 'manage task users': everywhere() });
const scoped = actor('s', { 'manage tasks settings': atSchools('a'), 'manage task users': atSchools('a') });
const settingsOnly = actor('o', { 'manage tasks settings': everywhere() });
const crew = {
  id: 'c',
  role: 'maintenance_staff',
  isSchoolDogStaff: false,
  isPrimarilyTaskUser: true,
  permissions: { 'be proposed tasks': everywhere(), 'log entries': atSchools('a') },
};

describe('work order staff (spec 001 §2, §6)', () => {
  it('the section is seen with manage tasks settings and saved with manage task users too', () => {
    expect(canSeeWorkOrderStaff(settingsOnly.permissions)).toBe(true);
    expect(canManageWorkOrderStaff(settingsOnly.permissions)).toBe(false);
    expect(canManageWorkOrderStaff(manager.permissions)).toBe(true);
    expect(workOrderStaffChangeRefusal(settingsOnly, null, crew)).toBe(M.mayNotManageStaff);
  });

  it('lists primarily-task users and whoever may be proposed tasks', () => {
    expect(listsAsWorkOrderStaff(crew)).toBe(true);
    expect(listsAsWorkOrderStaff({ isPrimarilyTaskUser: true, permissions: {} })).toBe(true);
    expect(
      listsAsWorkOrderStaff({ isPrimarilyTaskUser: false, permissions: { 'propose tasks': everywhere() } }),
    ).toBe(false);
  });

  it('edits crews, never oneself, product staff or other roles', () => {
    expect(workOrderStaffAbilities(manager, crew).canEdit).toBe(true);
    expect(workOrderStaffAbilities(manager, { ...crew, id: 'm' }).canEdit).toBe(false);
    expect(workOrderStaffAbilities(manager, { ...crew, isSchoolDogStaff: true }).canEdit).toBe(false);
    expect(workOrderStaffAbilities(manager, { ...crew, role: 'principal' }).canEdit).toBe(false);
    expect(workOrderStaffChangeRefusal(manager, { ...crew, role: 'principal' }, crew)).toBe(
      M.notEditableStaff,
    );
  });

  it('gives a crew role and the work order permissions only; the rest stays as it was', () => {
    expect(workOrderStaffChangeRefusal(manager, crew, { ...crew, role: 'principal' })).toBe(M.staffRoleOnly);
    const manageTasks = { ...crew.permissions, 'manage tasks': atSchools('b') };
    expect(workOrderStaffChangeRefusal(manager, crew, { ...crew, permissions: manageTasks })).toBeNull();
    const dropsLogEntries = { 'be proposed tasks': everywhere() };
    expect(workOrderStaffChangeRefusal(manager, crew, { ...crew, permissions: dropsLogEntries })).toBe(
      M.staffPermissionsOnly,
    );
  });

  it('a manager of task users at some schools gives work order permissions only there', () => {
    const atB = { ...crew.permissions, 'propose tasks': atSchools('b') };
    expect(workOrderStaffChangeRefusal(scoped, crew, { ...crew, permissions: atB })).toBe(
      M.staffSchoolsOutsideGrant,
    );
    const atA = { ...crew.permissions, 'propose tasks': atSchools('a') };
    expect(workOrderStaffChangeRefusal(scoped, crew, { ...crew, permissions: atA })).toBeNull();
  });
});

describe('the schools a user works with (me.schools)', () => {
  it('are their own and every school of a permission; all for one held everywhere', () => {
    const some = resolvePermissions(
      buildSubject({
        role: 'custodial',
        roleSchoolIds: ['a'],
        permissions: { 'propose tasks': atSchools('c') },
      }),
      WORK_ORDERS_ON,
    );
    expect(knownSchoolIdsOf(some, ['a'])).toEqual(['a', 'c']);
    const all = resolvePermissions(
      buildSubject({
        role: 'custodial',
        roleSchoolIds: ['a'],
        permissions: { 'be proposed tasks': everywhere() },
      }),
      WORK_ORDERS_ON,
    );
    expect(knownSchoolIdsOf(all, ['a'])).toBe('all');
  });
});
