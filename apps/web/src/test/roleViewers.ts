import {
  defaultPermissionsForRole,
  type PermissionMap,
  resolvePermissions,
  type ResolvedPermissions,
  type RoleName,
  ROLES,
  type TMeResponse,
} from '@schooldog/domain';
import { buildMe } from './factories';

/*
 * The viewers of the features' role-table tests: each role with its default permissions at one
 * school, and product staff (an educator with the staff flag). One place, so every table walks the
 * same people the server's role tables do.
 */

export type Viewer = RoleName | 'staff';
export const VIEWERS: readonly Viewer[] = [...ROLES, 'staff'];
export const VIEWER_ID = 'viewer1';

interface ViewerOptions {
  enableWorkOrders?: boolean;
  schoolId?: string;
  /** Permissions granted on top of the role's defaults. */
  extra?: PermissionMap;
  user?: Partial<TMeResponse['user']>;
  schools?: TMeResponse['schools'];
}

export interface RoleViewer {
  me: TMeResponse;
  resolved: ResolvedPermissions;
}

export function viewerOf(viewer: Viewer, options: ViewerOptions = {}): RoleViewer {
  const { enableWorkOrders = true, schoolId = 'school1', extra = {} } = options;
  const role: RoleName = viewer === 'staff' ? 'educator' : viewer;
  const isSchoolDogStaff = viewer === 'staff';
  const resolved = resolvePermissions(
    {
      role,
      isDistrictLevel: false,
      isSchoolDogStaff,
      roleSchoolIds: [schoolId],
      permissions: { ...defaultPermissionsForRole(role, [schoolId]), ...extra },
    },
    { enableWorkOrders },
  );
  const me = buildMe({
    user: { id: VIEWER_ID, role, isSchoolDogStaff, roleSchoolIds: [schoolId], schoolId, ...options.user },
    ...(options.schools ? { schools: options.schools } : {}),
    appSettings: { maintenanceMode: false, enableWorkOrders, version: '0.1.0' },
    permissions: resolved,
  });
  return { me, resolved };
}
