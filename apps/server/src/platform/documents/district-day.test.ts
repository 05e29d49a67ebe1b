import { describe, expect, it } from 'vitest';
import { districtDateTime, districtDay } from './district-day.js';

describe('the district’s day and time', () => {
  // 02:30 UTC on 5 March is 9:30 PM on 4 March in New York, and already 5 March in Berlin.
  const instant = new Date('2026-03-05T02:30:00Z');

  it('names the day in the district’s time zone, not the server’s, as YYYY-MM-DD', () => {
    expect(districtDay(instant, 'America/New_York')).toBe('2026-03-04');
    expect(districtDay(instant, 'Europe/Berlin')).toBe('2026-03-05');
  });

  it('writes date and time in the district’s time zone for a report’s lines', () => {
    expect(districtDateTime('America/New_York').format(instant)).toBe('Mar 4, 2026, 9:30 PM');
  });
});
