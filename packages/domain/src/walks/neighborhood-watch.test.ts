import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants.js';
import type { PermissionMap } from '../permissions/names.js';
import { resolvePermissions } from '../permissions/resolve.js';
import { atSchools, buildSubject, everywhere, WORK_ORDERS_ON } from '../permissions/test-factories.js';
import {
  canSendNeighborhoodWatch,
  isNeighborhoodWatchRecipient,
  isNeighborhoodWatchRecommended,
} from './rules.js';

const SCHOOL = 's1';
const permissionsOf = (permissions: PermissionMap) =>
  resolvePermissions(buildSubject({ roleSchoolIds: [SCHOOL], permissions }), WORK_ORDERS_ON);

describe('the Neighborhood Watch checkbox (spec 000 §6)', () => {
  const walk = { schoolId: SCHOOL, hasSentNeighborhoodWatch: false };

  it('shows with send neighborhood watch at the walk’s school, or everywhere', () => {
    const here = permissionsOf({ 'send neighborhood watch': atSchools(SCHOOL) });
    const always = permissionsOf({ 'send neighborhood watch': everywhere() });
    expect(canSendNeighborhoodWatch({ permissions: here }, walk)).toBe(true);
    expect(canSendNeighborhoodWatch({ permissions: always }, walk)).toBe(true);
  });

  it('does not show without the permission at that school', () => {
    const elsewhere = permissionsOf({ 'send neighborhood watch': atSchools('s2') });
    const none = permissionsOf({ 'log entries': atSchools(SCHOOL), 'manage entries': atSchools(SCHOOL) });
    expect(canSendNeighborhoodWatch({ permissions: elsewhere }, walk)).toBe(false);
    expect(canSendNeighborhoodWatch({ permissions: none }, walk)).toBe(false);
  });

  it('does not show once the walk has sent it', () => {
    const always = permissionsOf({ 'send neighborhood watch': everywhere() });
    expect(
      canSendNeighborhoodWatch({ permissions: always }, { ...walk, hasSentNeighborhoodWatch: true }),
    ).toBe(false);
  });

  it('is recommended from 10 entries (spec 000 §4)', () => {
    expect(LIMITS.neighborhoodWatchRecommendedEntries).toBe(10);
    expect(isNeighborhoodWatchRecommended(9)).toBe(false);
    expect(isNeighborhoodWatchRecommended(10)).toBe(true);
    expect(isNeighborhoodWatchRecommended(25)).toBe(true);
  });
});

describe('who receives a Neighborhood Watch', () => {
  const viewer = {
    permissions: permissionsOf({ 'view entries': atSchools(SCHOOL) }),
    isSchoolDogStaff: false,
    isArchived: false,
    communicationPreferences: { neighborhoodWatch: true },
  };

  it('an active person who opted in and views entries at the school', () => {
    expect(isNeighborhoodWatchRecipient(viewer, SCHOOL)).toBe(true);
  });

  it('not someone who turned the preference off, is archived, is product staff or cannot view entries there', () => {
    expect(
      isNeighborhoodWatchRecipient(
        { ...viewer, communicationPreferences: { neighborhoodWatch: false } },
        SCHOOL,
      ),
    ).toBe(false);
    expect(isNeighborhoodWatchRecipient({ ...viewer, isArchived: true }, SCHOOL)).toBe(false);
    expect(isNeighborhoodWatchRecipient({ ...viewer, isSchoolDogStaff: true }, SCHOOL)).toBe(false);
    expect(isNeighborhoodWatchRecipient(viewer, 's2')).toBe(false);
  });
});
