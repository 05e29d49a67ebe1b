import type { PermissionMap, PermissionName, PermissionValue } from './names.js';
import type { PermissionSettings } from './resolve.js';
import type { PermissionSubject } from './roles.js';

/** Test factory: a school-level educator with no permissions, overridable field by field. */
export function buildSubject(overrides: Partial<PermissionSubject> = {}): PermissionSubject {
  return {
    role: 'educator',
    isDistrictLevel: false,
    isSchoolDogStaff: false,
    roleSchoolIds: [],
    permissions: {},
    ...overrides,
  };
}

export const WORK_ORDERS_ON: PermissionSettings = { enableWorkOrders: true };
export const WORK_ORDERS_OFF: PermissionSettings = { enableWorkOrders: false };

/** A grant at the listed schools. */
export function atSchools(...forSchools: string[]): PermissionValue {
  return { hasPermission: true, always: false, forSchools };
}

/** A grant at every school ('Enable for all schools'). */
export function everywhere(): PermissionValue {
  return { hasPermission: true, always: true, forSchools: [] };
}

/** `count` distinct school ids of exactly 20 characters, like generated document ids. */
export function schoolIdsOf20Chars(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `school-${String(index).padStart(13, '0')}`);
}

/** A map granting every listed permission with the same value. */
export function grantAll(names: readonly PermissionName[], value: () => PermissionValue): PermissionMap {
  return Object.fromEntries(names.map((name) => [name, value()]));
}
