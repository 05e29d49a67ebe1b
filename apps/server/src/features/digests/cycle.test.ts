import { describe, expect, it } from 'vitest';
import { cycleAt } from './cycle.js';

describe('a cycle is a calendar month in the district’s time zone', () => {
  it('begins at midnight on the 1st there: 11 pm on December 31 in New York is still December’s', () => {
    expect(cycleAt(new Date('2027-01-01T04:59:59Z'), 'America/New_York')).toMatchObject({
      cycle: '2026-12',
      day: 31,
    });
    expect(cycleAt(new Date('2027-01-01T05:00:00Z'), 'America/New_York')).toEqual({
      cycle: '2027-01',
      day: 1,
      start: new Date('2027-01-01T05:00:00Z'),
      end: new Date('2027-02-01T05:00:00Z'),
      previous: { cycle: '2026-12', start: new Date('2026-12-01T05:00:00Z') },
    });
  });

  it('spans a daylight-saving change (March begins in standard time, April in daylight time)', () => {
    expect(cycleAt(new Date('2026-03-15T12:00:00Z'), 'America/Los_Angeles')).toMatchObject({
      cycle: '2026-03',
      day: 15,
      start: new Date('2026-03-01T08:00:00Z'),
      end: new Date('2026-04-01T07:00:00Z'),
    });
  });
});
