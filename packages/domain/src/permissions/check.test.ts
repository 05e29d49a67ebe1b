import { describe, expect, it } from 'vitest';
import { can, canAtEverySchool, schoolsWhere } from './check.js';
import { anyPermissionOf, type PermissionCheck, type ResolvedPermissions } from './names.js';
import { resolvePermissions } from './resolve.js';
import { atSchools, buildSubject, everywhere, WORK_ORDERS_ON } from './test-factories.js';

/** A school user who logs entries at s1 and s2, views entries at s2, and sends alerts everywhere. */
const resolved = resolvePermissions(
  buildSubject({
    role: 'principal',
    roleSchoolIds: ['s1', 's2'],
    permissions: {
      'log entries': atSchools('s2', 's1'),
      'view entries': atSchools('s2'),
      'send safety alerts': everywhere(),
      'manage entries': { hasPermission: false, always: true, forSchools: ['s1'] },
      'record drills': atSchools(),
    },
  }),
  WORK_ORDERS_ON,
);

describe('can', () => {
  it('passes at a school when hasPermission is set and the school is in forSchools', () => {
    expect(can(resolved, 'log entries', 's1')).toBe(true);
    expect(can(resolved, 'view entries', 's2')).toBe(true);
    expect(can(resolved, 'view entries', 's1')).toBe(false);
    expect(can(resolved, 'log entries', 's3')).toBe(false);
  });

  it('passes at every school when the permission is always granted', () => {
    for (const schoolId of ['s1', 's2', 's3', 'a school added later']) {
      expect(can(resolved, 'send safety alerts', schoolId)).toBe(true);
    }
  });

  it('the any-school check passes for always or a non-empty school list', () => {
    expect(can(resolved, 'send safety alerts')).toBe(true);
    expect(can(resolved, 'view entries')).toBe(true);
    expect(can(resolved, 'record drills')).toBe(false);
    expect(can(resolved, 'manage users')).toBe(false);
  });

  it('fails without hasPermission, even if always or schools are stored', () => {
    expect(can(resolved, 'manage entries')).toBe(false);
    expect(can(resolved, 'manage entries', 's1')).toBe(false);
  });

  it('combined checks accept alternatives separated by a bar: one passing is enough', () => {
    expect(can(resolved, 'manage users|view entries')).toBe(true);
    expect(can(resolved, 'manage users|view entries', 's2')).toBe(true);
    expect(can(resolved, 'manage users|view entries', 's1')).toBe(false);
    expect(can(resolved, ' manage users | log entries ' as PermissionCheck, 's1')).toBe(true);
    expect(can(resolved, 'manage users|record drills')).toBe(false);
    expect(can(resolved, anyPermissionOf('manage users', 'record drills', 'view entries'), 's2')).toBe(true);
    expect(can(resolved, anyPermissionOf('manage users', 'record drills', 'view entries'), 's1')).toBe(false);
  });

  it('a misspelled permission name does not compile', () => {
    // Each line fails to type-check (tsc -p packages/domain): the checks are typed, not free text.
    // @ts-expect-error 'veiw entries' is not a permission name.
    expect(can(resolved, 'veiw entries', 's2')).toBe(false);
    // @ts-expect-error one misspelled alternative is enough to refuse the check.
    expect(can(resolved, 'manage users|veiw entries', 's2')).toBe(false);
    // @ts-expect-error so are the alternatives of a combined check.
    expect(can(resolved, anyPermissionOf('log entries', 'view entries', 'fly planes'))).toBe(true);
    // @ts-expect-error and any free text.
    expect(canAtEverySchool(resolved, String('view entries'), ['s2'])).toBe(true);
  });

  it.each(['', '|', 'fly planes', 'LOG ENTRIES', 'constructor', '__proto__', 'toString|hasOwnProperty'])(
    'an unknown permission name %j never passes',
    (check) => {
      // Free text, as a check parsed from elsewhere might be: refused by the types, denied at run time.
      expect(can(resolved, check as PermissionCheck)).toBe(false);
      expect(can(resolved, check as PermissionCheck, 's1')).toBe(false);
    },
  );

  it('an unknown alternative does not stop a known one from passing', () => {
    expect(can(resolved, 'fly planes|log entries' as PermissionCheck, 's1')).toBe(true);
  });

  it('treats a permission missing from a partial map as denied', () => {
    // A client may hold a map parsed from an older server that lacks a newer permission.
    const partial: Partial<ResolvedPermissions> = { ...resolved, 'log entries': undefined };
    expect(can(partial as ResolvedPermissions, 'log entries')).toBe(false);
    expect(can(partial as ResolvedPermissions, 'log entries|view entries', 's2')).toBe(true);
  });
});

describe('canAtEverySchool', () => {
  it('with view entries at every selected school, passes', () => {
    expect(canAtEverySchool(resolved, 'log entries', ['s1', 's2'])).toBe(true);
    expect(canAtEverySchool(resolved, 'send safety alerts', ['s1', 's9'])).toBe(true);
  });

  it('fails if one selected school is missing', () => {
    expect(canAtEverySchool(resolved, 'view entries', ['s1', 's2'])).toBe(false);
  });

  it('accepts a different alternative at each school', () => {
    const mixed = resolvePermissions(
      buildSubject({ permissions: { 'log entries': atSchools('s1'), 'view entries': atSchools('s2') } }),
      WORK_ORDERS_ON,
    );
    expect(canAtEverySchool(mixed, 'log entries|view entries', ['s1', 's2'])).toBe(true);
  });

  it('fails when no school is selected', () => {
    expect(canAtEverySchool(resolved, 'send safety alerts', [])).toBe(false);
  });
});

describe('schoolsWhere', () => {
  it('is all for a permission held always (a global permission)', () => {
    expect(schoolsWhere(resolved, 'send safety alerts')).toBe('all');
    expect(schoolsWhere(resolved, 'view entries|send safety alerts')).toBe('all');
  });

  it('otherwise restricts schools to those where the user has it, de-duplicated and sorted', () => {
    expect(schoolsWhere(resolved, 'log entries')).toEqual(['s1', 's2']);
    expect(schoolsWhere(resolved, 'view entries|log entries')).toEqual(['s1', 's2']);
    expect(schoolsWhere(resolved, 'view entries')).toEqual(['s2']);
  });

  it('is empty where the user does not hold it, and for unknown names', () => {
    expect(schoolsWhere(resolved, 'manage entries')).toEqual([]);
    expect(schoolsWhere(resolved, 'record drills')).toEqual([]);
    expect(schoolsWhere(resolved, 'fly planes' as PermissionCheck)).toEqual([]);
  });
});
