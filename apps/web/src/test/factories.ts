import {
  type AnyPermissionName,
  defaultCommunicationPreferences,
  type TMeResponse,
  type TPublicAppSettings,
} from '@schooldog/domain';

type PermissionValue = TMeResponse['permissions'][string];

export type MeOverrides = Partial<Omit<TMeResponse, 'user'>> & { user?: Partial<TMeResponse['user']> };

/** Each named permission held at every school. */
export function grant(...names: AnyPermissionName[]): Record<string, PermissionValue> {
  return Object.fromEntries(
    names.map((name) => [name, { hasPermission: true, always: true, forSchools: [] }]),
  );
}

/** A permission held only at the given schools. */
export function grantAt(name: AnyPermissionName, schoolIds: string[]): Record<string, PermissionValue> {
  return { [name]: { hasPermission: true, always: false, forSchools: schoolIds } };
}

export function buildSchools(count: number): TMeResponse['schools'] {
  return Array.from({ length: count }, (_, index) => ({
    id: `school${index + 1}`,
    name: `School ${index + 1}`,
  }));
}

/** A valid /api/me response for a school-level principal at one school; override what the test needs. */
export function buildMe(overrides: MeOverrides = {}): TMeResponse {
  const { user, ...rest } = overrides;
  return {
    user: {
      id: 'user1',
      firstName: 'Jordan',
      lastName: 'Lee',
      email: 'jordan.lee@district.example',
      emailVerified: true,
      title: 'Principal',
      role: 'principal',
      friendlyRole: 'Principal',
      isDistrictLevel: false,
      isSchoolDogStaff: false,
      isPrimarilyTaskUser: false,
      alwaysShowTakePicture: false,
      roleSchoolIds: ['school1'],
      schoolId: 'school1',
      communicationPreferences: defaultCommunicationPreferences(),
      language: 'en',
      dashboardOrder: [],
      ...user,
    },
    isDistrictUser: false,
    schools: buildSchools(1),
    district: { name: 'Example County Schools' },
    permissions: grant('log entries', 'view entries'),
    autoSignOut: { isEnabled: false, afterHours: 24 },
    appSettings: { maintenanceMode: false, enableWorkOrders: true, version: '0.1.0' },
    ...rest,
  };
}

export function buildPublicSettings(overrides: Partial<TPublicAppSettings> = {}): TPublicAppSettings {
  return {
    maintenanceMode: false,
    version: '0.1.0',
    productName: 'SchoolDog',
    supportEmail: 'support@district.example',
    supportPhone: null,
    needsSetup: false,
    ssoProviders: [],
    ...overrides,
  };
}
