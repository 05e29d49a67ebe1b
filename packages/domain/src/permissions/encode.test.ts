import { describe, expect, it } from 'vitest';
import { defaultPermissionsForRole } from './defaults.js';
import {
  decodePermissions,
  encodePermissions,
  PERMISSIONS_CAP_MESSAGE,
  PERMISSIONS_ENCODED_MAX,
  permissionsFitCap,
} from './encode.js';
import { PERMISSIONS, type PermissionMap } from './names.js';
import { isDistrictLevelRole, ROLES } from './roles.js';
import { atSchools, everywhere, grantAll, schoolIdsOf20Chars } from './test-factories.js';

describe('encodePermissions', () => {
  it('writes a code per held permission, then A for always or a bitmask over the school list', () => {
    expect(encodePermissions({})).toBe('');
    expect(encodePermissions({ 'log entries': everywhere(), 'manage schools': everywhere() })).toBe(
      'leA,msA',
    );
    expect(encodePermissions({ 'view entries': atSchools('s2'), 'log entries': atSchools('s1', 's2') })).toBe(
      'le3,ve2|s1,s2',
    );
  });

  it('is deterministic: the order of keys and of schools does not matter', () => {
    const one: PermissionMap = { 'log entries': atSchools('b', 'a', 'c'), 'record drills': everywhere() };
    const other: PermissionMap = {
      'record drills': everywhere(),
      'log entries': atSchools('c', 'a', 'b', 'a'),
    };
    expect(encodePermissions(one)).toBe(encodePermissions(other));
  });

  it('leaves out what resolves to denied: hasPermission false, or no school', () => {
    const map: PermissionMap = {
      'log entries': { hasPermission: false, always: true, forSchools: [] },
      'view entries': atSchools(),
      'record drills': atSchools('s1'),
    };
    expect(encodePermissions(map)).toBe('rd1|s1');
  });

  it('has a distinct code for every permission, and decodes back what it encodes', () => {
    const all = grantAll(PERMISSIONS, everywhere);
    expect(decodePermissions(encodePermissions(all))).toEqual(all);
    const mixed: PermissionMap = {
      'log entries': atSchools('s1', 'weird,id|with%separators'),
      'manage users': everywhere(),
      'view entries': atSchools('s5'),
    };
    const decoded = decodePermissions(encodePermissions(mixed));
    expect(decoded['log entries']?.forSchools.sort()).toEqual(['s1', 'weird,id|with%separators']);
    expect(decoded['manage users']).toEqual(everywhere());
    expect(decoded['view entries']).toEqual(atSchools('s5'));
  });

  it('skips unreadable parts when decoding', () => {
    expect(decodePermissions('')).toEqual({});
    expect(decodePermissions('zzA,le,veq,rd9|s1')).toEqual({ 'record drills': atSchools('s1') });
  });
});

describe('the encoded permission set must not exceed 984 characters', () => {
  it('the cap is 984 characters', () => {
    expect(PERMISSIONS_ENCODED_MAX).toBe(984);
  });

  it('fits at exactly 984 characters and not at 985', () => {
    // 'le1|' plus one school id: 4 + id length.
    const withIdOf = (length: number): PermissionMap => ({ 'log entries': atSchools('x'.repeat(length)) });
    expect(encodePermissions(withIdOf(980))).toHaveLength(984);
    expect(permissionsFitCap(withIdOf(980))).toBe(true);
    expect(permissionsFitCap(withIdOf(981))).toBe(false);
  });

  it('every permission enabled for all schools fits easily', () => {
    const map = grantAll(PERMISSIONS, everywhere);
    expect(encodePermissions(map).length).toBeLessThan(150);
    expect(permissionsFitCap(map)).toBe(true);
  });

  describe.each(ROLES)('%s defaults (about 20 schools suggested)', (role) => {
    it('fit with 20 schools of 20-character ids', () => {
      expect(permissionsFitCap(defaultPermissionsForRole(role, schoolIdsOf20Chars(20)))).toBe(true);
    });

    it(
      isDistrictLevelRole(role) || role === 'maintenance_staff'
        ? 'fit with any number of schools: they are granted everywhere'
        : 'overflow with 100 schools, where Enable for all schools is needed',
      () => {
        const map = defaultPermissionsForRole(role, schoolIdsOf20Chars(100));
        expect(permissionsFitCap(map)).toBe(isDistrictLevelRole(role) || role === 'maintenance_staff');
      },
    );
  });

  it('a principal of 37 schools fits and of 38 does not (20-character ids)', () => {
    expect(permissionsFitCap(defaultPermissionsForRole('principal', schoolIdsOf20Chars(37)))).toBe(true);
    expect(permissionsFitCap(defaultPermissionsForRole('principal', schoolIdsOf20Chars(38)))).toBe(false);
  });

  it('every permission at 32 schools fits and at 33 does not; at 20 it stays well under', () => {
    const perSchool = (count: number) => grantAll(PERMISSIONS, () => atSchools(...schoolIdsOf20Chars(count)));
    expect(encodePermissions(perSchool(20)).length).toBeLessThanOrEqual(640);
    expect(permissionsFitCap(perSchool(32))).toBe(true);
    expect(permissionsFitCap(perSchool(33))).toBe(false);
  });

  it("the error tells the admin to use 'Enable for all schools' or remove schools (about 20 suggested)", () => {
    expect(PERMISSIONS_CAP_MESSAGE).toContain("'Enable for all schools'");
    expect(PERMISSIONS_CAP_MESSAGE).toContain('remove schools');
    expect(PERMISSIONS_CAP_MESSAGE).toContain('about 20 schools');
  });
});
