import { describe, expect, it } from 'vitest';
import { resolvePermissions } from '../permissions/resolve.js';
import { buildSubject, everywhere, WORK_ORDERS_ON } from '../permissions/test-factories.js';
import { canPrintRoomLabels, monthsEndingWith, roomLogTargetOf, roomLogUrl } from './rules.js';

describe('data profile rules', () => {
  it('lists the 12 months ending with one, across a new year', () => {
    expect(monthsEndingWith('2026-02')).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsEndingWith('2026-12', 2)).toEqual(['2026-11', '2026-12']);
  });

  it("writes a room label's address and reads it back", () => {
    const target = { schoolId: 's 1', profileId: 'p&1', optionId: 'o1' };
    const url = new URL(roomLogUrl('https://safety.example.org/', target));
    expect(url.origin + url.pathname).toBe('https://safety.example.org/log');
    expect(roomLogTargetOf(url.searchParams)).toEqual(target);
    expect(roomLogTargetOf(new URLSearchParams('schoolId=s1&profileId=p1'))).toBeNull();
  });

  it('prints room labels with manage data profiles at a school, never for a district-wide profile', () => {
    const manager = resolvePermissions(
      buildSubject({ permissions: { 'manage data profiles': everywhere() } }),
      WORK_ORDERS_ON,
    );
    expect(canPrintRoomLabels(manager, 'school1')).toBe(true);
    expect(canPrintRoomLabels(manager, null)).toBe(false);
    expect(canPrintRoomLabels(resolvePermissions(buildSubject(), WORK_ORDERS_ON), 'school1')).toBe(false);
  });
});
