import { PERMISSIONS } from '@schooldog/domain';
import { describe, expect, it } from 'vitest';
import { PERMISSION_GROUPS, PERMISSION_LABEL_KEYS } from './permissionLabels';

describe('the permission editor’s sections', () => {
  it('show every permission of the domain exactly once, each with its label', () => {
    const shown = PERMISSION_GROUPS.flatMap((group) => [...group.names]);
    expect([...shown].sort()).toEqual([...PERMISSIONS].sort());
    expect(Object.keys(PERMISSION_LABEL_KEYS).sort()).toEqual([...PERMISSIONS].sort());
  });
});
