import { describe, expect, it } from 'vitest';
import { buildMe } from '../../test/factories';
import { MAINTENANCE_PATH, maintenanceRedirect } from './maintenance';

const user = buildMe();
const staff = buildMe({ user: { isSchoolDogStaff: true } });

describe('maintenance mode', () => {
  it('forces a signed-in user who is not product staff to the maintenance page', () => {
    expect(maintenanceRedirect({ isMaintenanceMode: true, me: user, pathname: '/dashboard' })).toBe(
      MAINTENANCE_PATH,
    );
  });

  it('forces a signed-out visitor too, but leaves sign-in reachable for staff', () => {
    expect(maintenanceRedirect({ isMaintenanceMode: true, me: null, pathname: '/terms' })).toBe(
      MAINTENANCE_PATH,
    );
    expect(maintenanceRedirect({ isMaintenanceMode: true, me: null, pathname: '/auth/signin' })).toBeNull();
  });

  it('lets product staff keep working', () => {
    expect(maintenanceRedirect({ isMaintenanceMode: true, me: staff, pathname: '/dashboard' })).toBeNull();
  });

  it('waits until the settings and the user are known', () => {
    expect(
      maintenanceRedirect({ isMaintenanceMode: undefined, me: user, pathname: '/dashboard' }),
    ).toBeNull();
    expect(
      maintenanceRedirect({ isMaintenanceMode: true, me: undefined, pathname: '/dashboard' }),
    ).toBeNull();
  });

  it('moves the user to / when maintenance is off', () => {
    expect(maintenanceRedirect({ isMaintenanceMode: false, me: user, pathname: MAINTENANCE_PATH })).toBe('/');
    expect(maintenanceRedirect({ isMaintenanceMode: false, me: user, pathname: '/dashboard' })).toBeNull();
  });
});
