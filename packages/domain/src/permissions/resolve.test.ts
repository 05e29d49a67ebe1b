import { describe, expect, it } from 'vitest';
import { can } from './check.js';
import { DERIVED_PERMISSIONS, PERMISSIONS, type PermissionMap, type PermissionValue } from './names.js';
import { resolvePermissions } from './resolve.js';
import { ROLES } from './roles.js';
import { atSchools, buildSubject, everywhere, WORK_ORDERS_OFF, WORK_ORDERS_ON } from './test-factories.js';

const DENIED = { hasPermission: false, always: false, forSchools: [] };
const ALWAYS = { hasPermission: true, always: true, forSchools: [] };
const TASKS_NAMES = ['propose tasks', 'be proposed tasks', 'manage tasks', 'manage tasks settings'] as const;

describe('resolvePermissions', () => {
  it('gives every permission name, including view district, a value', () => {
    const resolved = resolvePermissions(buildSubject(), WORK_ORDERS_ON);
    expect(Object.keys(resolved).sort()).toEqual([...PERMISSIONS, ...DERIVED_PERMISSIONS].sort());
    for (const value of Object.values(resolved)) expect(value).toEqual(DENIED);
  });

  it('keeps a stored permission held at a school or everywhere', () => {
    const permissions: PermissionMap = { 'log entries': atSchools('s1', 's2'), 'view entries': everywhere() };
    const resolved = resolvePermissions(buildSubject({ permissions }), WORK_ORDERS_ON);
    expect(resolved['log entries']).toEqual({ hasPermission: true, always: false, forSchools: ['s1', 's2'] });
    expect(resolved['view entries']).toEqual(ALWAYS);
  });

  it('resolves a stored value with hasPermission false to denied, whatever its schools', () => {
    const permissions: PermissionMap = {
      'log entries': { hasPermission: false, always: true, forSchools: [] },
      'view entries': { hasPermission: false, always: false, forSchools: ['s1'] },
    };
    const resolved = resolvePermissions(buildSubject({ permissions }), WORK_ORDERS_ON);
    expect(resolved['log entries']).toEqual(DENIED);
    expect(resolved['view entries']).toEqual(DENIED);
  });

  it('resolves a grant at no school to denied, and lists granted schools once, sorted', () => {
    const permissions: PermissionMap = {
      'log entries': atSchools(),
      'view entries': atSchools('s2', 's1', 's2'),
    };
    const resolved = resolvePermissions(buildSubject({ permissions }), WORK_ORDERS_ON);
    expect(resolved['log entries']).toEqual(DENIED);
    expect(resolved['view entries']).toEqual(atSchools('s1', 's2'));
  });

  it('returns fresh values: changing the result does not change the stored map', () => {
    const permissions: PermissionMap = { 'log entries': atSchools('s1', 's1') };
    const resolved = resolvePermissions(buildSubject({ permissions }), WORK_ORDERS_ON);
    expect(resolved['log entries'].forSchools).toEqual(['s1']);
    resolved['log entries'].forSchools.push('s2');
    expect(permissions['log entries']?.forSchools).toEqual(['s1', 's1']);
  });

  it('ignores a stored view district and names that are not permissions', () => {
    // Stored data is only typed at the boundary; a record with any keys is what the database may hold.
    const permissions: Record<string, PermissionValue> = {
      'view district': everywhere(),
      'fly planes': everywhere(),
    };
    const resolved = resolvePermissions(buildSubject({ permissions }), WORK_ORDERS_ON);
    expect(resolved['view district']).toEqual(DENIED);
    expect(Object.keys(resolved)).not.toContain('fly planes');
  });
});

describe('product staff', () => {
  const staff = (permissions: PermissionMap = {}) =>
    buildSubject({ role: 'educator', isSchoolDogStaff: true, permissions });

  it('have every permission except be proposed tasks and receive safety alerts', () => {
    const resolved = resolvePermissions(staff(), WORK_ORDERS_ON);
    for (const name of PERMISSIONS) {
      const isOwnMapOnly = name === 'be proposed tasks' || name === 'receive safety alerts';
      expect(resolved[name], name).toEqual(isOwnMapOnly ? DENIED : ALWAYS);
    }
    expect(resolved['view district']).toEqual(ALWAYS);
  });

  it('get be proposed tasks and receive safety alerts only from their own map', () => {
    const permissions = { 'be proposed tasks': everywhere(), 'receive safety alerts': atSchools('s1') };
    const resolved = resolvePermissions(staff(permissions), WORK_ORDERS_ON);
    expect(resolved['be proposed tasks']).toEqual(ALWAYS);
    expect(resolved['receive safety alerts']).toEqual(atSchools('s1'));
  });

  it('are denied anything with tasks in the name too when work orders are off', () => {
    const resolved = resolvePermissions(staff(), WORK_ORDERS_OFF);
    for (const name of TASKS_NAMES) expect(resolved[name]).toEqual(DENIED);
    expect(resolved['manage users']).toEqual(ALWAYS);
  });
});

describe('enableWorkOrders', () => {
  const permissions: PermissionMap = Object.fromEntries(PERMISSIONS.map((name) => [name, everywhere()]));

  it.each(TASKS_NAMES)('"%s" has tasks in the name: denied unless enableWorkOrders is on', (name) => {
    const subject = buildSubject({ role: 'maintenance_supervisor', permissions });
    expect(resolvePermissions(subject, WORK_ORDERS_OFF)[name]).toEqual(DENIED);
    expect(resolvePermissions(subject, WORK_ORDERS_ON)[name]).toEqual(ALWAYS);
  });

  it('leaves every permission without tasks in the name as stored, including manage task users', () => {
    const resolved = resolvePermissions(buildSubject({ permissions }), WORK_ORDERS_OFF);
    const untouched = PERMISSIONS.filter((name) => !name.includes('tasks'));
    expect(untouched).toContain('manage task users');
    for (const name of untouched) expect(resolved[name], name).toEqual(ALWAYS);
  });
});

describe('view district', () => {
  it.each(ROLES)('%s: granted to district users (every school), denied to the others', (role) => {
    const resolved = resolvePermissions(buildSubject({ role, roleSchoolIds: ['s1'] }), WORK_ORDERS_ON);
    const isDistrictRole = [
      'schooldog_master_admin',
      'district_safety_coordinator',
      'district_nonsafety_coordinator',
      'sro_district',
      'custodial_supervisor',
      'maintenance_supervisor',
    ].includes(role);
    expect(resolved['view district']).toEqual(isDistrictRole ? ALWAYS : DENIED);
  });

  it('is granted to anyone with isDistrictLevel set, and to product staff', () => {
    const flagged = buildSubject({ role: 'maintenance_staff', isDistrictLevel: true });
    expect(resolvePermissions(flagged, WORK_ORDERS_ON)['view district']).toEqual(ALWAYS);
    const staff = buildSubject({ role: 'clerical', isSchoolDogStaff: true });
    expect(resolvePermissions(staff, WORK_ORDERS_ON)['view district']).toEqual(ALWAYS);
  });

  it('is granted, everywhere, to a school user with manage district at any school', () => {
    const subject = buildSubject({ role: 'principal', permissions: { 'manage district': atSchools('s1') } });
    const resolved = resolvePermissions(subject, WORK_ORDERS_ON);
    expect(resolved['view district']).toEqual(ALWAYS);
    expect(can(resolved, 'view district', 's2')).toBe(true);
  });

  it('is not granted by manage district that is switched off or has no school', () => {
    for (const value of [{ ...everywhere(), hasPermission: false }, atSchools()]) {
      const subject = buildSubject({ role: 'principal', permissions: { 'manage district': value } });
      expect(resolvePermissions(subject, WORK_ORDERS_ON)['view district']).toEqual(DENIED);
    }
  });
});
