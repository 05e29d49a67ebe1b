import { anyPermissionOf } from '@schooldog/domain';
import { describe, expect, it } from 'vitest';
import { buildMe, grantAt } from '../../test/factories';
import { userCan } from './permissions';

describe('permission checks on the web', () => {
  const me = buildMe({ permissions: grantAt('view entries', ['school1']) });

  it('take the typed names of the permission model, alternatives included', () => {
    expect(userCan(me, 'view entries', 'school1')).toBe(true);
    expect(userCan(me, 'log entries|view entries', 'school2')).toBe(false);
    expect(userCan(me, anyPermissionOf('record drills', 'manage users', 'view entries'))).toBe(true);
  });

  it('a misspelled permission name does not compile', () => {
    // @ts-expect-error 'veiw entries' is not a permission name (tsc -p apps/web fails without this line).
    expect(userCan(me, 'veiw entries', 'school1')).toBe(false);
    // @ts-expect-error nor is one alternative of a combined check.
    expect(userCan(me, 'log entries|veiw entries', 'school1')).toBe(false);
  });
});
