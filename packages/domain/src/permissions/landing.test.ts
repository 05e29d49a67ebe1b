import { describe, expect, it } from 'vitest';
import { defaultPermissionsForRole } from './defaults.js';
import { landingOf } from './landing.js';
import { resolvePermissions } from './resolve.js';
import { ROLES, type RoleName } from './roles.js';
import { buildSubject, WORK_ORDERS_ON } from './test-factories.js';

/** The roles whose defaults hold nothing the dashboard shows: work orders are all they do. */
const WORK_ORDERS_ONLY: readonly RoleName[] = ['work_order_submitter', 'maintenance_staff'];

function landingOfRole(role: RoleName) {
  const roleSchoolIds = ['school1'];
  const subject = buildSubject({
    role,
    roleSchoolIds,
    permissions: defaultPermissionsForRole(role, roleSchoolIds),
  });
  return landingOf(resolvePermissions(subject, WORK_ORDERS_ON));
}

describe('every role lands somewhere useful', () => {
  it.each(ROLES.map((role) => [role, WORK_ORDERS_ONLY.includes(role) ? 'tasks' : 'dashboard'] as const))(
    '%s lands on %s',
    (role, expected) => {
      expect(landingOfRole(role)).toBe(expected);
    },
  );

  it('a user with no permission at all lands on the resources', () => {
    expect(landingOf(resolvePermissions(buildSubject(), WORK_ORDERS_ON))).toBe('resources');
  });
});
