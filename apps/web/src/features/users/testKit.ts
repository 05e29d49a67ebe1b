import {
  defaultCommunicationPreferences,
  type TAdminUser,
  type TAdminUserRow,
  type TUserAdminOptions,
  ROLES,
  roleDisplayName,
  isDistrictLevelRole,
} from '@schooldog/domain';

/** Test data of the user administration screens, shaped as the API answers (contract i13-users). */

/** Record ids have 20 characters (the domain's ZSchoolId refuses others). */
export const SCHOOL_1 = 'school10000000000000';
export const SCHOOL_2 = 'school20000000000000';
export const SCHOOLS = [
  { id: SCHOOL_1, name: 'School 1' },
  { id: SCHOOL_2, name: 'School 2' },
];

export function buildOptions(overrides: Partial<TUserAdminOptions> = {}): TUserAdminOptions {
  return {
    schools: SCHOOLS,
    roles: ROLES.map((key) => ({
      key,
      name: roleDisplayName(key),
      isDistrictLevel: isDistrictLevelRole(key),
    })),
    canManageDistrictUsers: true,
    canGrantStaff: false,
    ...overrides,
  };
}

const EVERYTHING = {
  canEdit: true,
  canChangeRole: true,
  canChangePermissions: true,
  canChangeDistrictAndSchools: true,
  canArchive: true,
  canDelete: true,
  canSignOutEverywhere: true,
  canManageMfa: true,
};

export function buildRow(overrides: Partial<TAdminUserRow> = {}): TAdminUserRow {
  return {
    id: 'user2',
    firstName: 'Riley',
    lastName: 'Chen',
    email: 'riley.chen@district.example',
    title: 'Educator',
    role: 'educator',
    friendlyRole: 'Educator',
    isDistrictLevel: false,
    isDistrictUser: false,
    isSchoolDogStaff: false,
    roleSchoolIds: [SCHOOL_1],
    schools: [{ id: SCHOOL_1, name: 'School 1' }],
    lastSignInAt: '2026-11-20T14:30:00.000Z',
    mfaEnabled: false,
    isArchived: false,
    abilities: EVERYTHING,
    ...overrides,
  };
}

export function buildAdminUser(overrides: Partial<TAdminUser> = {}): TAdminUser {
  return {
    ...buildRow(),
    permissions: { 'log entries': { hasPermission: true, always: false, forSchools: [SCHOOL_1] } },
    communicationPreferences: defaultCommunicationPreferences(),
    isPrimarilyTaskUser: false,
    schoolId: SCHOOL_1,
    emailVerified: true,
    timeCreated: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export const page = (users: TAdminUserRow[], total = users.length, offset = 0) => ({
  users,
  total,
  offset,
  limit: 50,
});
