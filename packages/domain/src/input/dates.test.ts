import { describe, expect, it } from 'vitest';
import { isCalendarDate, ZTimestamp } from './dates.js';

describe('dates and times the database can store', () => {
  it('accepts real calendar dates and refuses impossible ones', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-13-45')).toBe(false);
    expect(isCalendarDate('2024-99-99')).toBe(false);
    expect(isCalendarDate('0000-00-00')).toBe(false);
    expect(isCalendarDate('0001-01-01')).toBe(false);
    expect(isCalendarDate('24-01-01')).toBe(false);
  });

  it('refuses times the database or the school year cannot hold', () => {
    expect(ZTimestamp.safeParse('2025-03-03T15:00:00.000Z').success).toBe(true);
    expect(ZTimestamp.safeParse('2025-03-03T10:00:00-05:00').success).toBe(true);
    expect(ZTimestamp.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
    expect(ZTimestamp.safeParse('9999-12-31T23:59:59.999999999Z').success).toBe(false);
    expect(ZTimestamp.safeParse('1').success).toBe(false);
  });
});
