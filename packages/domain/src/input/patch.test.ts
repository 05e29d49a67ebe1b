import { describe, expect, it } from 'vitest';
import { ZAppSettings } from '../settings/schemas.js';
import { patchOf } from './patch.js';

describe('a PATCH body', () => {
  const ZPatch = patchOf(ZAppSettings);

  it('holds only the fields sent: defaults of the record are not filled in', () => {
    expect(ZPatch.parse({ enableWorkOrders: false })).toEqual({ enableWorkOrders: false });
    expect(ZPatch.parse({})).toEqual({});
  });

  it('refuses unknown fields and wrong types', () => {
    expect(ZPatch.safeParse({ maintenanceMode: 'yes' }).success).toBe(false);
    expect(ZPatch.safeParse({ isAdmin: true }).success).toBe(false);
  });
});
