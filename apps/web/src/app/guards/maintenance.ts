import type { TMeResponse } from '@schooldog/domain';

export const MAINTENANCE_PATH = '/utility/maintenance';

// Sign-in stays reachable so product staff can still get in during maintenance.
const ALWAYS_REACHABLE = ['/auth/', '/sign-out'];

interface MaintenanceInput {
  /** Undefined until the public settings have loaded. */
  isMaintenanceMode: boolean | undefined;
  /** Undefined while the user is still loading; null when signed out. */
  me: TMeResponse | null | undefined;
  pathname: string;
}

/**
 * "Maintenance mode forces /utility/maintenance; when it is off the user is moved to /" (spec 000 §2).
 * Product staff are exempt. Returns where to go, or null to stay.
 */
export function maintenanceRedirect({ isMaintenanceMode, me, pathname }: MaintenanceInput): string | null {
  const isOnMaintenancePage = pathname === MAINTENANCE_PATH;
  if (isMaintenanceMode === undefined) return null;
  if (!isMaintenanceMode) return isOnMaintenancePage ? '/' : null;
  if (isOnMaintenancePage || ALWAYS_REACHABLE.some((prefix) => pathname.startsWith(prefix))) return null;
  if (me === undefined || me?.user.isSchoolDogStaff) return null;
  return MAINTENANCE_PATH;
}
