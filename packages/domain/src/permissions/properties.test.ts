import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { can, canAtEverySchool, schoolsWhere } from './check.js';
import { decodePermissions, encodePermissions, permissionsFitCap } from './encode.js';
import {
  DERIVED_PERMISSIONS,
  PERMISSIONS,
  type PermissionCheck,
  type PermissionMap,
  type PermissionValue,
} from './names.js';
import { resolvePermissions } from './resolve.js';
import type { PermissionSubject } from './roles.js';
import { ROLES, TASK_SIDE_ROLES } from './roles.js';

const SCHOOLS = ['s1', 's2', 's3', 's4'];
const school = fc.constantFrom(...SCHOOLS, 'elsewhere');

const permissionValue: fc.Arbitrary<PermissionValue> = fc.record({
  hasPermission: fc.boolean(),
  always: fc.boolean(),
  forSchools: fc.array(school, { maxLength: 4 }),
});

const permissionMap: fc.Arbitrary<PermissionMap> = fc.dictionary(
  fc.constantFrom(...PERMISSIONS),
  permissionValue,
);

const subject: fc.Arbitrary<PermissionSubject> = fc.record({
  role: fc.constantFrom(...ROLES, ...TASK_SIDE_ROLES, 'partner'),
  isDistrictLevel: fc.boolean(),
  isSchoolDogStaff: fc.boolean(),
  roleSchoolIds: fc.subarray(SCHOOLS),
  permissions: permissionMap,
});

const settings = fc.record({ enableWorkOrders: fc.boolean() });

/** One to three names, known or not, joined by a bar. */
const check = fc
  .array(fc.constantFrom(...PERMISSIONS, ...DERIVED_PERMISSIONS, 'fly planes'), {
    minLength: 1,
    maxLength: 3,
  })
  // Unknown names included on purpose (the run-time check drops them), so not a typed check.
  .map((names) => names.join('|') as PermissionCheck);

describe('permission properties', () => {
  it('passing at a school implies passing the any-school check', () => {
    fc.assert(
      fc.property(subject, settings, check, school, (user, appSettings, permission, schoolId) => {
        const resolved = resolvePermissions(user, appSettings);
        if (can(resolved, permission, schoolId)) expect(can(resolved, permission)).toBe(true);
      }),
    );
  });

  it('schoolsWhere lists exactly the schools where the check passes', () => {
    fc.assert(
      fc.property(subject, settings, check, school, (user, appSettings, permission, schoolId) => {
        const resolved = resolvePermissions(user, appSettings);
        const where = schoolsWhere(resolved, permission);
        expect(can(resolved, permission, schoolId)).toBe(where === 'all' || where.includes(schoolId));
        expect(can(resolved, permission)).toBe(where === 'all' || where.length > 0);
      }),
    );
  });

  it('passing at every school means passing at each of them', () => {
    fc.assert(
      fc.property(
        subject,
        settings,
        check,
        fc.array(school, { maxLength: 5 }),
        (user, s, permission, ids) => {
          const resolved = resolvePermissions(user, s);
          const expected = ids.length > 0 && ids.every((id) => can(resolved, permission, id));
          expect(canAtEverySchool(resolved, permission, ids)).toBe(expected);
        },
      ),
    );
  });

  it('an encoded and decoded permission set resolves to the same permissions', () => {
    fc.assert(
      fc.property(subject, settings, (user, appSettings) => {
        const roundTripped = { ...user, permissions: decodePermissions(encodePermissions(user.permissions)) };
        expect(resolvePermissions(roundTripped, appSettings)).toEqual(resolvePermissions(user, appSettings));
      }),
    );
  });

  it('any permission set over at most 20 schools of up to 20 characters fits the cap', () => {
    const longIds = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme-ascii' }), {
      maxLength: 20,
    });
    const mapOver = (ids: string[]) =>
      fc.dictionary(
        fc.constantFrom(...PERMISSIONS),
        fc.record({ hasPermission: fc.boolean(), always: fc.boolean(), forSchools: fc.subarray(ids) }),
      );
    fc.assert(
      fc.property(
        longIds.chain((ids) => mapOver(ids)),
        (map) => {
          expect(permissionsFitCap(map)).toBe(true);
        },
      ),
    );
  });
});
